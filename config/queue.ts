import env from '#start/env'
import app from '@adonisjs/core/services/app'

/**
 * Job queue (DESIGN §2): PostgreSQL table `jobs`, worked in-process by every web server unless
 * QUEUE_WORKER=off, and by `node ace queue:work` where a separate worker is wanted. Tests keep
 * the in-process worker off (a test drains the queue itself with runQueuedJobs()).
 */
const queueConfig = {
  /** Whether the web server works the queue itself. */
  worker: env.get('QUEUE_WORKER') ?? (app.inTest ? 'off' : 'on'),
  /** Milliseconds between polls when the queue is empty (a job enqueued in this process wakes it at once). */
  pollIntervalMs: env.get('QUEUE_POLL_INTERVAL_MS') ?? 2_000,
  /** Jobs one worker runs at the same time. */
  concurrency: env.get('QUEUE_CONCURRENCY') ?? 4,
  /** A claimed job whose lock is older than this (ms) is treated as abandoned by a crashed worker. */
  lockTimeoutMs: env.get('QUEUE_LOCK_TIMEOUT_MS') ?? 5 * 60_000,
  /** Retry delay after the first failed attempt (ms); doubles with every further attempt. */
  backoffBaseMs: 10_000,
  /** Longest retry delay (ms). */
  backoffMaxMs: 60 * 60_000,
  /** Attempts before a job is marked failed, unless enqueue() says otherwise. */
  defaultMaxAttempts: 5,
  /** Completed jobs are deleted after this many days, failed ones (kept for inspection) after retainFailedDays. */
  retainCompletedDays: 7,
  retainFailedDays: 30,
} as const

export default queueConfig
