import { EventEmitter } from 'node:events'
import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import queueConfig from '#config/queue'

/**
 * In-process signal "a job was enqueued (and committed)": wakes this process's idle workers so
 * a job does not wait for the next poll. Other processes find it at their next poll.
 */
export const queueSignals = new EventEmitter()
queueSignals.setMaxListeners(0)

export interface EnqueueOptions {
  /** Earliest start; default now (database clock). */
  runAt?: Date
  /** Attempts before the job is marked failed (integer ≥ 1); default config/queue.ts. */
  maxAttempts?: number
  /**
   * The caller's transaction: the job row is written inside it, so the job exists if and only
   * if the change that caused it commits.
   */
  trx?: TransactionClientContract
}

/** A row of table `jobs` as enqueue() writes it: name, JSON payload, attempts, optional start. */
export type JobRow = {
  name: string
  payload: Record<string, unknown>
  max_attempts: number
  run_at?: Date
}

/**
 * The `jobs` row of a job `name` with `payload`, for callers that write it within a larger
 * statement of their transaction; pair it with wakeWorkersAfter(). Throws RangeError for a bad
 * maxAttempts.
 */
export function jobRow(name: string, payload: Record<string, unknown> = {}, options: Omit<EnqueueOptions, 'trx'> = {}): JobRow {
  const maxAttempts = options.maxAttempts ?? queueConfig.defaultMaxAttempts
  if (!Number.isInteger(maxAttempts) || maxAttempts < 1) throw new RangeError(`maxAttempts must be an integer ≥ 1, got ${maxAttempts}`)
  return { name, payload, max_attempts: maxAttempts, ...(options.runAt ? { run_at: options.runAt } : {}) }
}

/** Wakes this process's idle workers for a job `name` once `trx` commits (now, without a transaction). */
export function wakeWorkersAfter(trx: TransactionClientContract | undefined, name: string): void {
  const wake = () => {
    queueSignals.emit('enqueued', name)
  }
  if (trx) trx.after('commit', wake)
  else wake()
}

/**
 * Adds a job `name` with a JSON `payload` to the PostgreSQL queue (table `jobs`) and returns its
 * id. Handlers are registered in app/jobs/registry.ts. Throws RangeError for a bad maxAttempts.
 */
export async function enqueue(name: string, payload: Record<string, unknown> = {}, options: EnqueueOptions = {}): Promise<number> {
  const row = jobRow(name, payload, options)
  const client = options.trx ?? db
  const [inserted] = await client
    .table('jobs')
    .insert({ ...row, payload: JSON.stringify(row.payload) })
    .returning('id')
  wakeWorkersAfter(options.trx, name)
  return Number(inserted.id ?? inserted)
}
