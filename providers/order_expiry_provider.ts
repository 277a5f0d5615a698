import type { ApplicationService } from '@adonisjs/core/types'
import type OrderExpiryScheduler from '#services/orders/order_expiry_scheduler'

/**
 * Expiry of unpaid orders, payment reconciliation and the search front-tier pass (DESIGN §2, §4,
 * §5): in the web environment only, every minute enqueues `orders.expire_unpaid`, every
 * `paymentsConfig.reconcileEveryMinutes` `payments.reconcile` and hourly `catalog.search_tier`
 * (app/services/orders/order_expiry_scheduler.ts). Tests never start it
 * (they run the actions, the jobs or a tick themselves); `node ace orders:expire` does one expiry
 * pass by hand.
 */
export default class OrderExpiryProvider {
  #scheduler: OrderExpiryScheduler | null = null

  constructor(protected app: ApplicationService) {}

  async ready() {
    if (this.app.getEnvironment() !== 'web' || this.app.inTest) return
    const { default: Scheduler } = await import('#services/orders/order_expiry_scheduler')
    this.#scheduler = new Scheduler()
    this.#scheduler.start()
  }

  async shutdown() {
    await this.#scheduler?.stop()
  }
}
