import env from '#start/env'
import app from '@adonisjs/core/services/app'

/**
 * Job queue (DESIGN §2): pg-boss in schema `pgboss` of the app's PostgreSQL database, worked
 * in-process by every web server unless QUEUE_WORKER=off, and by `node ace queue:work` where a
 * separate worker is wanted. Tests keep the in-process worker off (a test drains the queue
 * itself with runQueuedJobs()). Every job and schedule is listed in app/services/queue/jobs.ts.
 */
const queueConfig = {
  /** Whether the web server works the queue (and runs the cron schedules) itself. */
  worker: env.get('QUEUE_WORKER') ?? (app.inTest ? 'off' : 'on'),
  /** PostgreSQL schema pg-boss keeps its tables in. */
  schema: 'pgboss',
  /**
   * Milliseconds between a worker's polls of its empty queue while it cannot be woken by
   * LISTEN/NOTIFY (no listener connection, e.g. behind PgBouncer in transaction mode): the
   * longest a new job (a mail) waits. pg-boss's minimum is 500.
   */
  pollIntervalMs: env.get('QUEUE_POLL_INTERVAL_MS') ?? 5_000,
  /**
   * Milliseconds between a worker's polls while LISTEN/NOTIFY wakes it for every job sent: a
   * backstop that also picks up retries whose back-off has run out. Each process polls every
   * queue once per interval (about 20 queues: under one statement a second).
   */
  notifyPollIntervalMs: env.get('QUEUE_NOTIFY_POLL_INTERVAL_MS') ?? 30_000,
  /** Jobs of one queue a worker runs at the same time. */
  concurrency: env.get('QUEUE_CONCURRENCY') ?? 4,
  /** A job running longer than this (ms) counts as abandoned by a crashed worker and is retried (or failed). */
  lockTimeoutMs: env.get('QUEUE_LOCK_TIMEOUT_MS') ?? 5 * 60_000,
  /** Retry delay after the first failed attempt (ms); roughly doubles with every further attempt (pg-boss adds jitter). */
  backoffBaseMs: 10_000,
  /** Longest retry delay (ms). */
  backoffMaxMs: 60 * 60_000,
  /** Attempts before a job is marked failed, unless its catalogue entry or enqueue() says otherwise. */
  defaultMaxAttempts: 5,
  /** Finished jobs (completed or failed, kept for inspection) are deleted after this many days. */
  retainFinishedDays: 30,
} as const

export default queueConfig
