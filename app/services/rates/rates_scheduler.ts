import logger from '@adonisjs/core/services/logger'
import db from '@adonisjs/lucid/services/db'
import type { SyncSummary } from '#actions/rates/sync_exchange_rates'
import { bakuToday } from './rates_source.js'

/** Longest delay a Node timer accepts (~24.8 days); longer ones fire at once. */
const MAX_TIMER_MS = 2_147_483_647

/** Session-level advisory-lock key shared by every Karvan process ("KRVN" + 1). */
export const RATES_SYNC_LOCK_KEY = 0x4b52564e01

export interface RatesSchedulerOptions {
  /** Hours between periodic syncs (> 0, at most 596: Node's timer limit). */
  intervalHours: number
  /** Runs one sync; aborted through `signal` on shutdown. */
  sync: (signal: AbortSignal) => Promise<SyncSummary>
}

/** What a pass did: a sync summary, or why it did not sync. */
export type SchedulerOutcome = SyncSummary | { skipped: 'busy' | 'locked' | 'fresh' | 'stopped' }

/**
 * In-process timer for the CBAR rates sync (DESIGN §2, §5). At start-up it syncs when no CBAR
 * rates dated today (Baku) are stored (the seeder's demo rates do not count), then every
 * `intervalHours` unless some process stored CBAR rates within the last 90 % of an interval. A PostgreSQL advisory lock (pg_try_advisory_lock) lets
 * one process sync at a time; the others skip. Timers are unref'd so they never hold the
 * process open; stop() clears them, aborts a running fetch and waits for it to settle.
 */
export default class RatesScheduler {
  #timers: NodeJS.Timeout[] = []
  #abort = new AbortController()
  #running: Promise<SchedulerOutcome> | null = null

  /** Throws RangeError for an interval outside (0, 596] hours. */
  constructor(protected options: RatesSchedulerOptions) {
    if (!(options.intervalHours > 0 && options.intervalHours * 3_600_000 <= MAX_TIMER_MS)) {
      throw new RangeError(
        `Rates sync interval must be between 0 and 596 hours, got ${options.intervalHours}`
      )
    }
  }

  /** Schedules the start-up pass (next tick) and the periodic passes. */
  start() {
    const startup = setTimeout(() => this.#runLogged('startup'), 0)
    const every = setInterval(
      () => this.#runLogged('interval'),
      this.options.intervalHours * 3_600_000
    )
    startup.unref()
    every.unref()
    this.#timers.push(startup, every)
  }

  /** Clears the timers, aborts an in-flight sync and waits until it has finished. */
  async stop() {
    for (const timer of this.#timers) clearTimeout(timer)
    this.#timers = []
    this.#abort.abort()
    await this.#running?.catch(() => {})
  }

  /**
   * One pass. 'startup' syncs only when today's (Baku) CBAR rates are missing; 'interval' only
   * when no CBAR rates were stored during the last 0.9 × interval. Both run under the advisory lock.
   * Database errors propagate.
   */
  run(reason: 'startup' | 'interval'): Promise<SchedulerOutcome> {
    if (this.#abort.signal.aborted) return Promise.resolve({ skipped: 'stopped' })
    if (this.#running) return Promise.resolve({ skipped: 'busy' })
    this.#running = this.#locked(async () => {
      if (await this.#fresh(reason)) return { skipped: 'fresh' } as const
      return this.options.sync(this.#abort.signal)
    }).finally(() => {
      this.#running = null
    })
    return this.#running
  }

  #runLogged(reason: 'startup' | 'interval') {
    this.run(reason).then(
      (outcome) => logger.debug({ reason, outcome }, 'rates scheduler pass'),
      (error) => logger.error({ err: error, reason }, 'rates scheduler pass failed')
    )
  }

  async #fresh(reason: 'startup' | 'interval'): Promise<boolean> {
    if (reason === 'startup') {
      const row = await db
        .from('exchange_rates')
        .where('rate_date', bakuToday())
        .where('source', 'cbar')
        .select('id')
        .first()
      return Boolean(row)
    }
    const seconds = Math.floor(this.options.intervalHours * 3600 * 0.9)
    const row = await db
      .from('exchange_rates')
      .whereRaw('fetched_at > now() - make_interval(secs => ?)', [seconds])
      .where('source', 'cbar')
      .select('id')
      .first()
    return Boolean(row)
  }

  /** Runs `work` holding the advisory lock on one pooled connection; 'locked' when another holds it. */
  async #locked(work: () => Promise<SchedulerOutcome>): Promise<SchedulerOutcome> {
    const client = db.connection().getWriteClient().client
    const connection = await client.acquireConnection()
    try {
      const { rows } = await connection.query('SELECT pg_try_advisory_lock($1::bigint) AS locked', [
        RATES_SYNC_LOCK_KEY,
      ])
      if (!rows[0].locked) return { skipped: 'locked' }
      try {
        return await work()
      } finally {
        await connection.query('SELECT pg_advisory_unlock($1::bigint)', [RATES_SYNC_LOCK_KEY])
      }
    } finally {
      await client.releaseConnection(connection)
    }
  }
}
