import { hostname } from 'node:os'
import logger from '@adonisjs/core/services/logger'
import db from '@adonisjs/lucid/services/db'
import { fromKnex, PgBoss, type Db as IDatabase } from 'pg-boss'
import queueConfig from '#config/queue'
import { extraJobs, JOBS, type JobSpec } from './jobs.js'
import { listenForJobs } from './listener.js'

/** What the PgBoss instance of this process is started for. */
export interface BossRole {
  /** Run pg-boss maintenance (expiry of abandoned jobs, deletion of old ones) and the cron schedules. */
  supervise: boolean
}

let starting: Promise<PgBoss> | null = null
let role: BossRole = { supervise: false }

/**
 * pg-boss runs its statements through the app's Lucid connection (config/database.ts:
 * DATABASE_URL or the embedded cluster), so there is no second pool. The client is looked up
 * on every statement: inside a test's global transaction the jobs a request enqueues and the
 * pass that runs them then see each other, as the handlers' own queries do. pg-boss's own
 * transactions (schema install, queue creation, maintenance: `BEGIN; … COMMIT;` scripts) run on
 * a pooled connection outside it, since their COMMIT would otherwise end that transaction.
 */
const lucidDatabase: IDatabase = {
  executeSql(text, values) {
    if (/^\s*BEGIN;/.test(text)) return ownTransaction(text, values)
    return fromKnex(db.connection().getWriteClient()).executeSql(text, values)
  },
  /** LISTEN on a connection of its own, so a job sent anywhere wakes this process's workers at once (listener.ts). */
  listen: listenForJobs,
}

/**
 * Runs one of pg-boss's `BEGIN; … COMMIT;` scripts on a connection taken from the pool for it,
 * and rolls it back there when a statement fails: otherwise the connection would go back to the
 * pool inside an aborted transaction, and every later query on it (a visitor's page, pg-boss's
 * start in another call) would fail with "current transaction is aborted".
 */
async function ownTransaction(text: string, values?: unknown[]) {
  const knex = db.getRawConnection(db.primaryConnectionName)!.connection!.client!
  const connection = await knex.client.acquireConnection()
  try {
    return await connection.query(text, values)
  } catch (error) {
    await connection.query('ROLLBACK').catch(() => {})
    throw error
  } finally {
    knex.client.releaseConnection(connection)
  }
}

/** Retry, expiry and retention options of a queue from its catalogue entry and config/queue.ts. */
export function queueOptions(spec: JobSpec) {
  const maxAttempts = spec.maxAttempts ?? queueConfig.defaultMaxAttempts
  return {
    policy: spec.policy ?? 'standard',
    retryLimit: maxAttempts - 1,
    retryDelay: Math.round(queueConfig.backoffBaseMs / 1000),
    retryBackoff: true,
    retryDelayMax: Math.round(queueConfig.backoffMaxMs / 1000),
    expireInSeconds: Math.max(1, Math.round(queueConfig.lockTimeoutMs / 1000)),
    deleteAfterSeconds: queueConfig.retainFinishedDays * 86_400,
    /** A job sent to the queue NOTIFYs the workers (in its transaction), so they need not poll often. */
    notify: true,
  }
}

/**
 * Declares that this process works the queue: the instance, once started, also supervises and
 * runs the cron schedules. Call before the first queueBoss() (the queue provider does).
 */
export function superviseQueue() {
  role = { supervise: true }
}

/**
 * The process's started pg-boss (schema `pgboss` in the app database, through Lucid):
 * installs or migrates the schema and creates or updates a queue for every job of
 * app/services/queue/jobs.ts on first use. Sending and draining need no supervisor; only a
 * process that called superviseQueue() runs maintenance and cron.
 */
export function queueBoss(): Promise<PgBoss> {
  if (!starting) {
    starting = start().catch((error) => {
      starting = null
      throw error
    })
  }
  return starting
}

async function start(): Promise<PgBoss> {
  const boss = new PgBoss({
    db: lucidDatabase,
    schema: queueConfig.schema,
    supervise: role.supervise,
    schedule: role.supervise,
    migrate: true,
    instanceName: `${hostname()}:${process.pid}`,
    registerInstance: role.supervise,
    /**
     * Workers are woken by NOTIFY when a job is sent (queues have `notify`), and otherwise poll
     * only as a backstop (QUEUE_NOTIFY_POLL_INTERVAL_MS): idle processes no longer query each of
     * the ~20 queues every two seconds (issue 23). Only a process that works the queue listens.
     */
    useListenNotify: role.supervise,
  })
  boss.on('error', (error) => logger.error({ err: error }, 'queue: pg-boss error'))
  boss.on('warning', (warning) => logger.warn({ warning }, 'queue: pg-boss warning'))
  await boss.start()
  await ensureQueues(boss, [
    ...(Object.entries(JOBS) as [string, JobSpec][]),
    ...extraJobs.entries(),
  ])
  return boss
}

/** Creates the queue of each job, or updates its retry, expiry and retention options to the catalogue's. */
async function ensureQueues(boss: PgBoss, specs: [string, JobSpec][]) {
  const queues = await boss.getQueues()
  const existing = new Set(queues.map((queue) => queue.name))
  for (const [name, spec] of specs) {
    const options = queueOptions(spec)
    if (!existing.has(name)) await boss.createQueue(name, options)
    else {
      // A queue's policy and its maximum retry delay are fixed when it is created.
      await boss.updateQueue(name, {
        retryLimit: options.retryLimit,
        retryDelay: options.retryDelay,
        retryBackoff: options.retryBackoff,
        expireInSeconds: options.expireInSeconds,
        deleteAfterSeconds: options.deleteAfterSeconds,
        notify: options.notify,
      })
    }
  }
}

/**
 * Adds jobs beside app/services/queue/jobs.ts and creates their queues: for specs, whose test
 * jobs must not be listed with the app's. enqueue() and the workers then treat them like any other.
 */
export async function registerJobs(specs: Record<string, JobSpec>): Promise<void> {
  for (const [name, spec] of Object.entries(specs)) extraJobs.set(name, spec)
  await ensureQueues(await queueBoss(), Object.entries(specs))
}

/** Stops this process's pg-boss, if started: waits up to `graceMs` for running jobs (Lucid's pool stays open). */
export async function stopQueueBoss(graceMs = 15_000): Promise<void> {
  const pending = starting
  starting = null
  if (!pending) return
  const boss = await pending.catch(() => null)
  await boss?.stop({ graceful: true, timeout: graceMs, close: false })
}
