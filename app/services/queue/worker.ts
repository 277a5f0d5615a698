import { randomUUID } from 'node:crypto'
import { hostname } from 'node:os'
import logger from '@adonisjs/core/services/logger'
import db from '@adonisjs/lucid/services/db'
import queueConfig from '#config/queue'
import { queueSignals } from './enqueue.js'
import { type ClaimedJob, type JobDefinition, type JobRegistry, PermanentJobError } from './types.js'

export interface QueueWorkerOptions {
  /** Job name → handler module. */
  registry: JobRegistry
  /** Stored in `jobs.locked_by`; default `host:pid:random`. */
  workerId?: string
  /** Idle wait between polls (ms). */
  pollIntervalMs?: number
  /** Jobs claimed and run together per pass (≥ 1). */
  concurrency?: number
  /** A lock older than this (ms) is abandoned: the job is released for a retry (or failed when out of attempts). */
  lockTimeoutMs?: number
  /** Delay (ms) before retrying after failed attempt number `attempt` (1-based). */
  backoff?: (attempt: number) => number
}

/** What one pass did. */
export interface PassSummary {
  claimed: number
  completed: number
  retried: number
  failed: number
  /** Abandoned jobs released (or failed) before claiming. */
  recovered: number
}

/**
 * Exponential backoff: `base · 2^(attempt−1)` ms, at most `max` (defaults from config/queue.ts:
 * 10 s, 20 s, 40 s, … up to 1 h). `attempt` is the 1-based number of the attempt that failed.
 */
export function exponentialBackoff(attempt: number, base: number = queueConfig.backoffBaseMs, max: number = queueConfig.backoffMaxMs): number {
  const exponent = Math.max(0, Math.min(attempt - 1, 30))
  return Math.min(max, base * 2 ** exponent)
}

/**
 * How often (at most) a polling worker looks for abandoned jobs (ms), or a quarter of the lock
 * timeout when that is shorter: a busy queue then spends one statement per pass, not two.
 */
const RECOVER_EVERY_MS = 30_000

/** How often a polling worker deletes old finished jobs (ms). */
const PRUNE_EVERY_MS = 60 * 60_000

/** Error text stored in `jobs.last_error`: message and the top of the stack, at most 2,000 characters. */
function describe(error: unknown): string {
  const text = error instanceof Error ? (error.stack ?? `${error.name}: ${error.message}`) : String(error)
  return text.split('\n').slice(0, 6).join('\n').slice(0, 2000)
}

/**
 * Works the PostgreSQL job queue (DESIGN §2). A pass releases abandoned jobs, claims up to
 * `concurrency` due jobs with `SELECT … FOR UPDATE SKIP LOCKED` (so workers in any number of
 * processes never take the same job), marks them locked by this worker, counts the attempt,
 * and runs their handlers outside any transaction. Success completes the job; an error schedules
 * a retry after exponentialBackoff() or, when the attempts are used up (or the handler threw
 * PermanentJobError), marks it failed with the error. Delivery is at least once: a handler must
 * tolerate running again after a crash.
 */
export default class QueueWorker {
  readonly workerId: string
  #options: Required<Omit<QueueWorkerOptions, 'workerId'>>
  #abort = new AbortController()
  #loop: Promise<void> | null = null
  #wake: (() => void) | null = null
  #definitions = new Map<string, JobDefinition>()
  #lastPrune = 0
  #lastRecovery = 0

  constructor(options: QueueWorkerOptions) {
    this.workerId = (options.workerId ?? `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`).slice(0, 100)
    this.#options = {
      registry: options.registry,
      pollIntervalMs: options.pollIntervalMs ?? queueConfig.pollIntervalMs,
      concurrency: Math.max(1, Math.floor(options.concurrency ?? queueConfig.concurrency)),
      lockTimeoutMs: options.lockTimeoutMs ?? queueConfig.lockTimeoutMs,
      backoff: options.backoff ?? ((attempt) => exponentialBackoff(attempt)),
    }
  }

  /** Whether the polling loop is running. */
  get running() {
    return this.#loop !== null
  }

  /**
   * Starts polling: passes back to back while there is work, then every pollIntervalMs or when a
   * job is enqueued here. Abandoned jobs are looked for on the first pass and then every
   * RECOVER_EVERY_MS (or lockTimeoutMs / 4).
   */
  start() {
    if (this.#loop || this.#abort.signal.aborted) return
    const onEnqueued = () => this.#wake?.()
    queueSignals.on('enqueued', onEnqueued)
    this.#loop = (async () => {
      try {
        while (!this.#abort.signal.aborted) {
          let claimed = 0
          const recover = Date.now() - this.#lastRecovery >= Math.min(this.#options.lockTimeoutMs / 4, RECOVER_EVERY_MS)
          if (recover) this.#lastRecovery = Date.now()
          try {
            const pass = await this.runOnce({ recover })
            claimed = pass.claimed
          } catch (error) {
            logger.error({ err: error, worker: this.workerId }, 'queue pass failed')
          }
          if (claimed === 0 && Date.now() - this.#lastPrune > PRUNE_EVERY_MS) {
            this.#lastPrune = Date.now()
            await this.prune().catch((error) => logger.error({ err: error }, 'queue: pruning failed'))
          }
          if (claimed === 0 && !this.#abort.signal.aborted) await this.#sleep(this.#options.pollIntervalMs)
        }
      } finally {
        queueSignals.off('enqueued', onEnqueued)
      }
    })()
  }

  /**
   * Stops polling, aborts the running handlers' signal and waits up to `graceMs` for them. A job
   * still running after that keeps its lock and is recovered once the lock is stale.
   */
  async stop(graceMs = 15_000) {
    this.#abort.abort()
    this.#wake?.()
    if (!this.#loop) return
    let timer: NodeJS.Timeout | undefined
    await Promise.race([this.#loop, new Promise<void>((resolve) => (timer = setTimeout(resolve, graceMs).unref()))])
    clearTimeout(timer)
    this.#loop = null
  }

  /**
   * One pass: recover abandoned jobs (unless `recover` is false: the polling loop looks for them
   * at most every RECOVER_EVERY_MS, not on every pass), claim due ones, run them.
   */
  async runOnce({ recover = true }: { recover?: boolean } = {}): Promise<PassSummary> {
    const summary: PassSummary = { claimed: 0, completed: 0, retried: 0, failed: 0, recovered: recover ? await this.recoverStale() : 0 }
    const jobs = await this.claim(this.#options.concurrency)
    summary.claimed = jobs.length
    const outcomes = await Promise.all(jobs.map((job) => this.#run(job)))
    for (const outcome of outcomes) summary[outcome]++
    return summary
  }

  /**
   * Runs passes until no due job is left (or `maxPasses` is reached) and returns the totals;
   * jobs scheduled for later (a retry's backoff) stay queued. Used by tests and `queue:work --once`.
   */
  async drain(maxPasses = 1_000): Promise<PassSummary> {
    const total: PassSummary = { claimed: 0, completed: 0, retried: 0, failed: 0, recovered: 0 }
    for (let pass = 0; pass < maxPasses; pass++) {
      const summary = await this.runOnce()
      for (const key of Object.keys(total) as (keyof PassSummary)[]) total[key] += summary[key]
      if (summary.claimed === 0) break
    }
    return total
  }

  /**
   * Claims up to `limit` due jobs (run_at ≤ now, not locked, not finished), oldest first. Rows
   * another transaction holds are skipped, never waited for. Each claim counts one attempt.
   */
  async claim(limit: number): Promise<ClaimedJob[]> {
    const result = await db.rawQuery(
      `UPDATE jobs SET locked_at = now(), locked_by = ?, attempts = attempts + 1
        WHERE id IN (
          SELECT id FROM jobs
           WHERE completed_at IS NULL AND failed_at IS NULL AND locked_at IS NULL AND run_at <= now()
           ORDER BY run_at, id
           LIMIT ?
           FOR UPDATE SKIP LOCKED)
        RETURNING id, name, payload, attempts, max_attempts, run_at`,
      [this.workerId, limit]
    )
    return (result.rows as (ClaimedJob & { run_at: Date })[])
      .sort((a, b) => a.run_at.getTime() - b.run_at.getTime() || Number(a.id) - Number(b.id))
      .map((row) => ({ id: Number(row.id), name: row.name, payload: row.payload, attempts: row.attempts, max_attempts: row.max_attempts }))
  }

  /**
   * Releases jobs whose lock is older than lockTimeoutMs (their worker died or hung): due again
   * at once, or failed when that attempt was the last. Returns how many were released.
   */
  async recoverStale(): Promise<number> {
    const result = await db.rawQuery(
      `UPDATE jobs
          SET failed_at = CASE WHEN attempts >= max_attempts THEN now() END,
              last_error = 'Lock expired: worker ' || coalesce(locked_by, 'unknown') || ' did not finish attempt ' || attempts,
              run_at = now(), locked_at = NULL, locked_by = NULL
        WHERE completed_at IS NULL AND failed_at IS NULL AND locked_at IS NOT NULL
          AND locked_at < now() - make_interval(secs => ?)
        RETURNING id, name, attempts`,
      [this.#options.lockTimeoutMs / 1000]
    )
    for (const row of result.rows) logger.warn({ job: row, worker: this.workerId }, 'queue: recovered a job with a stale lock')
    return result.rows.length
  }

  /**
   * Deletes finished jobs: completed ones older than retainCompletedDays, failed ones older than
   * retainFailedDays (config/queue.ts). Returns how many rows went. The polling loop calls it hourly.
   */
  async prune(): Promise<number> {
    const result = await db.rawQuery(
      `DELETE FROM jobs
        WHERE (completed_at IS NOT NULL AND completed_at < now() - make_interval(days => ?))
           OR (failed_at IS NOT NULL AND failed_at < now() - make_interval(days => ?))`,
      [queueConfig.retainCompletedDays, queueConfig.retainFailedDays]
    )
    return result.rowCount ?? 0
  }

  async #run(job: ClaimedJob): Promise<'completed' | 'retried' | 'failed'> {
    const log = { jobId: job.id, job: job.name, attempt: job.attempts, worker: this.workerId }
    try {
      const definition = await this.#definition(job.name)
      const note = await definition.handle(job.payload, {
        jobId: job.id,
        attempt: job.attempts,
        maxAttempts: job.max_attempts,
        workerId: this.workerId,
        signal: this.#abort.signal,
      })
      await this.#finish(job, { completed_at: db.raw('now()') })
      logger.info({ ...log, note: note || undefined }, 'queue: job completed')
      return 'completed'
    } catch (error) {
      const permanent = error instanceof PermanentJobError
      if (permanent || job.attempts >= job.max_attempts) {
        await this.#finish(job, { failed_at: db.raw('now()'), last_error: describe(error) })
        logger.error({ ...log, err: error }, 'queue: job failed for good')
        return 'failed'
      }
      const delayMs = Math.max(0, this.#options.backoff(job.attempts))
      await this.#finish(job, {
        run_at: db.raw('now() + make_interval(secs => ?)', [delayMs / 1000]),
        locked_by: null,
        last_error: describe(error),
      })
      logger.warn({ ...log, err: error, retryInMs: delayMs }, 'queue: job failed, will retry')
      return 'retried'
    }
  }

  /** Records the outcome unless another worker has taken the job over since (its lock went stale). */
  async #finish(job: ClaimedJob, changes: Record<string, unknown>) {
    const updated = await db
      .from('jobs')
      .where('id', job.id)
      .whereNull('completed_at')
      .whereNull('failed_at')
      .where((query) => query.where('locked_by', this.workerId).orWhereNull('locked_by'))
      .update({ locked_at: null, ...changes })
    if (!updated) logger.warn({ jobId: job.id, worker: this.workerId }, 'queue: job was taken over before it finished')
  }

  async #definition(name: string): Promise<JobDefinition> {
    let definition = this.#definitions.get(name)
    if (!definition) {
      const load = Object.hasOwn(this.#options.registry, name) ? this.#options.registry[name] : undefined
      if (!load) throw new Error(`No handler registered for job "${name}"`)
      const loaded = await load()
      definition = loaded.default
      this.#definitions.set(name, definition)
    }
    return definition
  }

  #sleep(ms: number) {
    return new Promise<void>((resolve) => {
      const timer = setTimeout(done, ms)
      timer.unref()
      const self = this
      function done() {
        clearTimeout(timer)
        if (self.#wake === done) self.#wake = null
        resolve()
      }
      this.#wake = done
    })
  }
}
