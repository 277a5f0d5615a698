import { hostname } from 'node:os'
import logger from '@adonisjs/core/services/logger'
import db from '@adonisjs/lucid/services/db'
import type { JobResult, JobWithMetadata, PgBoss } from 'pg-boss'
import queueConfig from '#config/queue'
import { queueBoss } from './boss.js'
import { jobNames, jobSpec, schedules } from './jobs.js'
import { type JobDefinition, type PassSummary, PermanentJobError } from './types.js'

/** Id of this process's workers in logs (`host:pid`). */
export const WORKER_ID = `${hostname()}:${process.pid}`

const definitions = new Map<string, JobDefinition>()

async function definition(name: string): Promise<JobDefinition> {
  let found = definitions.get(name)
  if (!found) {
    const spec = jobSpec(name)
    if (!spec) throw new Error(`No handler registered for job "${name}"`)
    const loaded = await spec.load()
    found = loaded.default
    definitions.set(name, found)
  }
  return found
}

/** Error text kept as a failed job's output: message and the top of the stack, at most 2,000 characters. */
function describe(error: unknown): string {
  const text =
    error instanceof Error ? (error.stack ?? `${error.name}: ${error.message}`) : String(error)
  return text.split('\n').slice(0, 6).join('\n').slice(0, 2000)
}

/**
 * Runs each job of a batch fetched from queue `name` with its handler and says how pg-boss is
 * to settle it: 'completed'; 'failed' (retried after its backoff while attempts remain);
 * 'deadletter' for PermanentJobError (failed at once, remaining attempts skipped). Counts the
 * outcomes into `summary`. Never throws.
 */
async function runBatch(
  name: string,
  jobs: JobWithMetadata<any>[],
  summary: PassSummary
): Promise<JobResult[]> {
  return Promise.all(
    jobs.map(async (job): Promise<JobResult> => {
      const attempt = job.retryCount + 1
      const maxAttempts = job.retryLimit + 1
      const log = { jobId: job.id, job: name, attempt, worker: WORKER_ID }
      summary.claimed++
      try {
        const handler = await definition(name)
        const note = await handler.handle(job.data, {
          jobId: job.id,
          attempt,
          maxAttempts,
          workerId: WORKER_ID,
          signal: job.signal,
        })
        summary.completed++
        logger.info({ ...log, note: note || undefined }, 'queue: job completed')
        return { id: job.id, status: 'completed', output: note ? { note } : {} }
      } catch (error) {
        const output = {
          message: error instanceof Error ? error.message : String(error),
          error: describe(error),
        }
        if (error instanceof PermanentJobError || attempt >= maxAttempts) {
          summary.failed++
          logger.error({ ...log, err: error }, 'queue: job failed for good')
          return {
            id: job.id,
            status: error instanceof PermanentJobError ? 'deadletter' : 'failed',
            output,
          }
        }
        summary.retried++
        logger.warn({ ...log, err: error }, 'queue: job failed, will retry')
        return { id: job.id, status: 'failed', output }
      }
    })
  )
}

const emptySummary = (): PassSummary => ({
  claimed: 0,
  completed: 0,
  retried: 0,
  failed: 0,
  recovered: 0,
})

/** Work options shared by the long-running workers and a drain pass. */
function workOptions(batchSize: number) {
  return {
    batchSize,
    includeMetadata: true as const,
    perJobResults: true as const,
    pollingIntervalSeconds: Math.max(0.5, queueConfig.pollIntervalMs / 1000),
    notifyPollingIntervalSeconds: Math.max(0.5, queueConfig.notifyPollIntervalMs / 1000),
  }
}

/**
 * Starts a pg-boss worker for every job of app/services/queue/jobs.ts in this process (the web
 * server with QUEUE_WORKER=on, `queue:work`): each fetches up to `concurrency` due jobs at a
 * time. pg-boss stops them on boss.stop(), letting running jobs finish.
 */
export async function startQueueWorkers(options: { concurrency?: number } = {}): Promise<PgBoss> {
  const boss = await queueBoss()
  const concurrency = Math.max(1, Math.floor(options.concurrency ?? queueConfig.concurrency))
  for (const name of jobNames()) {
    await boss.work(name, workOptions(concurrency), (jobs) =>
      runBatch(name, jobs as JobWithMetadata<any>[], emptySummary())
    )
  }
  return boss
}

/** Names of the queues holding a job that is due now (created or waiting for its retry). */
async function queuesWithDueJobs(): Promise<string[]> {
  const { rows } = await db.rawQuery(
    `SELECT DISTINCT name FROM ${queueConfig.schema}.job
      WHERE state IN ('created', 'retry') AND start_after <= now() AND name = ANY(?)`,
    [jobNames()]
  )
  return rows.map((row: { name: string }) => row.name)
}

/**
 * Runs every job that is due now, in this process, until none is left (jobs they enqueue
 * included; at most `maxPasses` rounds), and returns what happened. Jobs whose retry is
 * scheduled for later stay queued. Each round starts a pg-boss worker on every queue with due
 * jobs, lets it take one batch and stops it, so jobs run and settle exactly as under the
 * long-running workers. Tests call it to deliver what a request enqueued; `queue:work --once` too.
 */
export async function drainQueue(
  options: { concurrency?: number; maxPasses?: number } = {}
): Promise<PassSummary> {
  const boss = await queueBoss()
  const batchSize = Math.max(1, Math.floor(options.concurrency ?? queueConfig.concurrency))
  const summary = emptySummary()
  for (let pass = 0; pass < (options.maxPasses ?? 1_000); pass++) {
    const names = await queuesWithDueJobs()
    if (names.length === 0) break
    const before = summary.claimed
    for (const name of names) {
      // The worker's first fetch starts inside work(); offWork waits for that batch to settle.
      const id = await boss.work(name, workOptions(batchSize), (jobs) =>
        runBatch(name, jobs as JobWithMetadata<any>[], summary)
      )
      await boss.offWork(name, { id, wait: true })
    }
    if (summary.claimed === before) break
  }
  return summary
}

/**
 * Makes pg-boss's stored schedules match schedules() of app/services/queue/jobs.ts: each enabled
 * one is created or updated (cron, data, one attempt), disabled and unknown ones are removed.
 * Cron runs in every supervising process; pg-boss sends each occurrence once across them.
 */
export async function applySchedules(boss: PgBoss): Promise<void> {
  const wanted = schedules().filter((schedule) => schedule.enabled)
  for (const schedule of wanted) {
    await boss.schedule(schedule.name, schedule.cron, schedule.data, { retryLimit: 0 })
  }
  for (const stored of await boss.getSchedules()) {
    if (!wanted.some((schedule) => schedule.name === stored.name))
      await boss.unschedule(stored.name, stored.key)
  }
}
