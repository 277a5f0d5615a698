import { drainQueue } from './worker.js'
import type { PassSummary } from './types.js'

/**
 * Runs every due job of the queue now, in this process, with the app's handlers, and returns
 * what happened (claimed, completed, retried, failed). Tests call it to deliver what a request
 * enqueued; `queue:work --once` too. Jobs whose retry is scheduled for later stay queued.
 */
export async function runQueuedJobs(options: { concurrency?: number } = {}): Promise<PassSummary> {
  return drainQueue(options)
}
