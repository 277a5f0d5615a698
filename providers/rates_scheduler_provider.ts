import type { ApplicationService } from '@adonisjs/core/types'
import env from '#start/env'
import RatesSource from '#services/rates/rates_source'
import type RatesScheduler from '#services/rates/rates_scheduler'

/**
 * Exchange rates (DESIGN §5): binds RatesSource to the CBAR adapter in every environment (ace,
 * tests and the web server resolve SyncExchangeRates through it; tests swap it), and in the
 * web environment only runs the periodic sync. RATES_SYNC=off turns the timer off; tests
 * never start it.
 */
export default class RatesSchedulerProvider {
  #scheduler: RatesScheduler | null = null

  constructor(protected app: ApplicationService) {}

  register() {
    this.app.container.singleton(RatesSource, async () => {
      const { default: CbarRatesSource } = await import('#services/rates/cbar_rates_source')
      return new CbarRatesSource({ urlTemplate: env.get('CBAR_RATES_URL'), timeoutMs: env.get('CBAR_TIMEOUT_MS') })
    })
  }

  async ready() {
    if (this.app.getEnvironment() !== 'web' || this.app.inTest || env.get('RATES_SYNC') === 'off') return
    const { default: Scheduler } = await import('#services/rates/rates_scheduler')
    const { default: SyncExchangeRates } = await import('#actions/rates/sync_exchange_rates')
    this.#scheduler = new Scheduler({
      intervalHours: env.get('RATES_SYNC_INTERVAL_HOURS') ?? 6,
      sync: async (signal) => {
        const action = await this.app.container.make(SyncExchangeRates)
        return action.handle({ signal })
      },
    })
    this.#scheduler.start()
  }

  async shutdown() {
    await this.#scheduler?.stop()
  }
}
