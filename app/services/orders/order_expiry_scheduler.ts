import logger from '@adonisjs/core/services/logger'
import db from '@adonisjs/lucid/services/db'
import paymentsConfig from '#config/payments'
import { EXPIRE_UNPAID_ORDERS_JOB } from '#actions/orders/expire_unpaid_orders'
import { RECONCILE_PAYMENTS_JOB } from '#actions/payments/reconcile_payments'
import { enqueue } from '#services/queue/enqueue'
import { REFRESH_SEARCH_TIER_JOB } from '#services/catalog/catalog_maintenance'

/** Transaction-level advisory-lock key serializing the enqueue across processes ("KRVN" + 2). */
export const ORDER_EXPIRY_LOCK_KEY = 0x4b52564e02

/** Same for `payments.reconcile` ("KRVN" + 3). */
export const PAYMENT_RECONCILE_LOCK_KEY = 0x4b52564e03

/** Same for `catalog.search_tier` ("KRVN" + 4). */
export const SEARCH_TIER_LOCK_KEY = 0x4b52564e04

/** Default interval of the search front tier pass: hourly. */
const SEARCH_TIER_EVERY_MS = 3_600_000

/**
 * Enqueues job `name` (payload `{}`, one attempt: the next tick tries again) unless one is
 * already waiting or running. The check and the insert run under a transaction-level advisory
 * lock `lockKey`, so any number of processes ticking together leave at most one pending job.
 * With `freshMs`, also not when the pass recorded in maintenance_passes under `name` began less
 * than `freshMs` ago. Returns the new job id, or null when none was enqueued.
 */
async function enqueueUnlessPending(name: string, lockKey: number, freshMs?: number): Promise<number | null> {
  return db.transaction(async (trx) => {
    await trx.rawQuery('SELECT pg_advisory_xact_lock(?::bigint)', [lockKey])
    if (freshMs !== undefined) {
      const fresh = await trx
        .from('maintenance_passes')
        .where('name', name)
        .whereRaw('started_at > now() - ?::int * interval \'1 millisecond\'', [Math.floor(freshMs)])
        .first()
      if (fresh) return null
    }
    const pending = await trx.from('jobs').where('name', name).whereNull('completed_at').whereNull('failed_at').select('id').first()
    if (pending) return null
    return enqueue(name, {}, { trx, maxAttempts: 1 })
  })
}

/** Enqueues `orders.expire_unpaid` unless one is pending; returns the job id or null. */
export function enqueueOrderExpiry(): Promise<number | null> {
  return enqueueUnlessPending(EXPIRE_UNPAID_ORDERS_JOB, ORDER_EXPIRY_LOCK_KEY)
}

/** Enqueues `payments.reconcile` unless one is pending; returns the job id or null. */
export function enqueuePaymentReconciliation(): Promise<number | null> {
  return enqueueUnlessPending(RECONCILE_PAYMENTS_JOB, PAYMENT_RECONCILE_LOCK_KEY)
}

/**
 * Enqueues `catalog.search_tier` (the search front tier pass) unless one is pending or the last
 * completed pass (runSearchTierPass, also from the ace command) began less than `everyMs` ago;
 * returns the job id or null.
 */
export function enqueueSearchTierRefresh(everyMs: number = SEARCH_TIER_EVERY_MS): Promise<number | null> {
  return enqueueUnlessPending(REFRESH_SEARCH_TIER_JOB, SEARCH_TIER_LOCK_KEY, everyMs)
}

/**
 * Runs `enqueueJob` when `every` ms have passed since `last` (epoch ms; null: never) and returns
 * the new mark: `now` once enqueued (or found pending), `last` when not due or when it failed
 * (logged; the next tick tries again).
 */
async function due(now: number, last: number | null, every: number, enqueueJob: () => Promise<unknown>, what: string) {
  if (last !== null && now - last < every) return last
  try {
    await enqueueJob()
    return now
  } catch (error) {
    logger.error({ err: error }, `order expiry scheduler: enqueueing ${what} failed`)
    return last
  }
}

export interface OrderExpirySchedulerOptions {
  /** Milliseconds between ticks; default one minute. */
  intervalMs?: number
  /** Milliseconds between two `payments.reconcile` enqueues; default `paymentsConfig.reconcileEveryMinutes`. */
  reconcileIntervalMs?: number
  /** Milliseconds between two `catalog.search_tier` enqueues; default one hour. */
  searchTierIntervalMs?: number
}

/**
 * In-process timer for the unpaid-order and payment background passes (DESIGN §2 "reservation
 * expiry", §4, §5; INTEGRATIONS §4.2 reconciliation): every tick (`intervalMs`, default one
 * minute) it enqueues `orders.expire_unpaid`, and on the first tick and then once
 * `reconcileIntervalMs` (default `paymentsConfig.reconcileEveryMinutes`) have passed since it
 * last did, `payments.reconcile`; likewise hourly (`searchTierIntervalMs`) the search
 * front-tier pass `catalog.search_tier` — each only when none is pending. Timers are unref'd; stop()
 * clears them and waits for a tick in flight. Not started in tests (providers/order_expiry_provider.ts).
 */
export default class OrderExpiryScheduler {
  #timer: NodeJS.Timeout | null = null
  #running: Promise<void> | null = null
  /** When this process last enqueued (or found pending) a reconciliation, epoch ms; null: never. */
  #reconciledAt: number | null = null
  /** When this process last enqueued (or found pending) a search front-tier pass, epoch ms; null: never. */
  #tieredAt: number | null = null

  constructor(protected options: OrderExpirySchedulerOptions = {}) {}

  start() {
    if (this.#timer) return
    this.#timer = setInterval(() => void this.tick(), this.options.intervalMs ?? 60_000)
    this.#timer.unref()
  }

  /**
   * One tick at `now` (epoch ms; tests): enqueues the expiry job and, when due, the
   * reconciliation job. Errors are logged, never thrown (the next tick tries again); a tick while
   * one is in flight returns that one.
   */
  tick(now: number = Date.now()): Promise<void> {
    if (this.#running) return this.#running
    this.#running = this.#pass(now).finally(() => {
      this.#running = null
    })
    return this.#running
  }

  async #pass(now: number) {
    await enqueueOrderExpiry().catch((error) => logger.error({ err: error }, 'order expiry scheduler: enqueueing the expiry failed'))
    const reconcileEvery = this.options.reconcileIntervalMs ?? paymentsConfig.reconcileEveryMinutes * 60_000
    this.#reconciledAt = await due(now, this.#reconciledAt, reconcileEvery, enqueuePaymentReconciliation, 'the payment reconciliation')
    const tierEvery = this.options.searchTierIntervalMs ?? SEARCH_TIER_EVERY_MS
    this.#tieredAt = await due(now, this.#tieredAt, tierEvery, () => enqueueSearchTierRefresh(tierEvery), 'the search front-tier pass')
  }

  async stop() {
    if (this.#timer) clearInterval(this.#timer)
    this.#timer = null
    await this.#running
  }
}
