import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { fromKnex } from 'pg-boss'
import { queueBoss } from './boss.js'
import { jobSpec } from './jobs.js'

export interface EnqueueOptions {
  /** Earliest start; default now. */
  runAt?: Date
  /** Attempts before the job is marked failed (integer ≥ 1); default the job's entry in jobs.ts. */
  maxAttempts?: number
  /**
   * The caller's transaction: the job is written inside it, so the job exists if and only if
   * the change that caused it commits.
   */
  trx?: TransactionClientContract
}

/**
 * Adds a job `name` with a JSON `payload` to its pg-boss queue and returns its id (a UUID), or
 * null when the queue is 'exclusive' and a job of that name already waits or runs. Throws
 * RangeError for a name missing from app/services/queue/jobs.ts or a bad maxAttempts.
 */
export async function enqueue(
  name: string,
  payload: Record<string, unknown> = {},
  options: EnqueueOptions = {}
): Promise<string | null> {
  if (!jobSpec(name)) throw new RangeError(`No job "${name}" in app/services/queue/jobs.ts`)
  const maxAttempts = options.maxAttempts
  if (maxAttempts !== undefined && (!Number.isInteger(maxAttempts) || maxAttempts < 1)) {
    throw new RangeError(`maxAttempts must be an integer ≥ 1, got ${maxAttempts}`)
  }
  const boss = await queueBoss()
  return boss.send(name, payload, {
    ...(maxAttempts !== undefined ? { retryLimit: maxAttempts - 1 } : {}),
    ...(options.runAt ? { startAfter: options.runAt } : {}),
    ...(options.trx ? { db: fromKnex(options.trx.getWriteClient()) } : {}),
  })
}
