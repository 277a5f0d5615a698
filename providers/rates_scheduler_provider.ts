import type { ApplicationService } from '@adonisjs/core/types'
import env from '#start/env'
import RatesSource from '#services/rates/rates_source'

/**
 * Exchange rates (DESIGN §5): binds RatesSource to the CBAR adapter in every environment (ace,
 * tests and the web server resolve SyncExchangeRates through it; tests swap it). The periodic
 * sync is the `rates.sync` schedule of app/services/queue/jobs.ts; here a starting web server
 * only queues the start-up pass (synced when today's rates are missing). RATES_SYNC=off turns
 * both off; tests never queue it.
 */
export default class RatesSchedulerProvider {
  constructor(protected app: ApplicationService) {}

  register() {
    this.app.container.singleton(RatesSource, async () => {
      const { default: CbarRatesSource } = await import('#services/rates/cbar_rates_source')
      return new CbarRatesSource({
        urlTemplate: env.get('CBAR_RATES_URL'),
        timeoutMs: env.get('CBAR_TIMEOUT_MS'),
      })
    })
  }

  async ready() {
    if (this.app.getEnvironment() !== 'web' || this.app.inTest || env.get('RATES_SYNC') === 'off')
      return
    const { enqueue } = await import('#services/queue/enqueue')
    const { default: logger } = await import('@adonisjs/core/services/logger')
    // The queue being unreachable must not keep the web server from starting: the schedule retries.
    await enqueue('rates.sync', { reason: 'startup' }).catch((error) =>
      logger.error({ err: error }, 'rates: queueing the start-up sync failed')
    )
  }
}
