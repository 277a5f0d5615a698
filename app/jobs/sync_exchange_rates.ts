import app from '@adonisjs/core/services/app'
import env from '#start/env'
import SyncExchangeRates from '#actions/rates/sync_exchange_rates'
import RatesScheduler from '#services/rates/rates_scheduler'
import { defineJob, PermanentJobError } from '#services/queue/types'

/**
 * `rates.sync` `{ reason: 'startup' | 'interval' }`: one CBAR exchange-rates pass (DESIGN §5)
 * through RatesScheduler.run: 'startup' (sent once when a web server starts) syncs only when
 * today's (Baku) CBAR rates are missing, 'interval' (its schedule, every
 * RATES_SYNC_INTERVAL_HOURS) only when no process stored CBAR rates during the last 0.9 of an
 * interval; a PostgreSQL advisory lock lets one process sync at a time. The sync keeps the last
 * good rates when the CBAR fails, so one attempt is enough: the next pass tries again.
 */
export default defineJob<{ reason?: 'startup' | 'interval' }>(
  'rates.sync',
  async ({ reason }, { signal }) => {
    if (reason !== 'startup' && reason !== 'interval')
      throw new PermanentJobError(`rates.sync: unknown reason "${reason}"`)
    const scheduler = new RatesScheduler({
      intervalHours: env.get('RATES_SYNC_INTERVAL_HOURS') ?? 6,
      sync: async (abort) => {
        const action = await app.container.make(SyncExchangeRates)
        return action.handle({ signal: abort })
      },
    })
    // The worker stopping aborts a running download through the scheduler.
    const stop = () => void scheduler.stop()
    signal.addEventListener('abort', stop, { once: true })
    try {
      const outcome = await scheduler.run(reason)
      return JSON.stringify(outcome)
    } finally {
      signal.removeEventListener('abort', stop)
    }
  }
)
