import { jobRegistry } from '#jobs/registry'
import QueueWorker, { type PassSummary, type QueueWorkerOptions } from './worker.js'

/**
 * Runs every due job of the queue now, in this process, with the app's handlers, and returns
 * what happened. Tests call it to deliver what a request enqueued; `queue:work --once` too.
 * Jobs whose retry is scheduled for later stay queued.
 */
export async function runQueuedJobs(options: Omit<QueueWorkerOptions, 'registry'> = {}): Promise<PassSummary> {
  const worker = new QueueWorker({ registry: jobRegistry, ...options })
  return worker.drain()
}

/** A worker with the app's handlers (the in-process worker and `queue:work`). */
export function createAppWorker(options: Omit<QueueWorkerOptions, 'registry'> = {}): QueueWorker {
  return new QueueWorker({ registry: jobRegistry, ...options })
}
