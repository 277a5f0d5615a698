import { BaseCommand } from '@adonisjs/core/ace'
import type { CommandOptions } from '@adonisjs/core/types/ace'

/**
 * `node ace orders:expire`: one pass of the unpaid-order expiry (app/actions/orders/expire_unpaid_orders.ts)
 * — every awaiting-payment order past its `expires_at` becomes expired and its stock comes back
 * exactly once. Safe beside the in-process scheduler; for cron when the web process's is not wanted.
 */
export default class OrdersExpire extends BaseCommand {
  static commandName = 'orders:expire'
  static description = 'Expire unpaid orders past their payment deadline and give their stock back'
  static options: CommandOptions = { startApp: true }

  async run() {
    const { default: ExpireUnpaidOrders } = await import('#actions/orders/expire_unpaid_orders')
    const expired = await new ExpireUnpaidOrders().handle()
    this.logger.success(
      expired === 1 ? 'Expired 1 unpaid order' : `Expired ${expired} unpaid orders`
    )
  }
}
