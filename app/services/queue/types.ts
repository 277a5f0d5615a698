/** What a handler learns about the job it runs. */
export interface JobContext {
  /** pg-boss job id (a UUID). */
  jobId: string
  /** 1-based number of this attempt. */
  attempt: number
  maxAttempts: number
  /** Id of the worker running it (`host:pid`). */
  workerId: string
  /** Aborted when the worker stops; outbound calls should pass it on. */
  signal: AbortSignal
}

/**
 * A job handler: runs the job once. Throwing retries it later with exponential backoff until
 * its attempts are used up; throwing PermanentJobError fails it at once. The returned string,
 * if any, is logged and kept as the job's output (e.g. "skipped: no mobile number").
 */
export type JobHandler<Payload = any> = (
  payload: Payload,
  context: JobContext
) => Promise<string | void>

/** A named handler, as each file of app/jobs/ exports by default. */
export interface JobDefinition<Payload = any> {
  name: string
  handle: JobHandler<Payload>
}

/** Declares a job handler under `name` (its pg-boss queue name, listed in app/services/queue/jobs.ts). */
export function defineJob<Payload>(
  name: string,
  handle: JobHandler<Payload>
): JobDefinition<Payload> {
  return { name, handle }
}

/** Thrown by a handler when retrying cannot help (the enquiry is gone, no address to send to). */
export class PermanentJobError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'PermanentJobError'
  }
}

/** What one pass of the queue did (runQueuedJobs, `queue:work --once`). */
export interface PassSummary {
  /** Jobs taken and run. */
  claimed: number
  completed: number
  /** Failed, to be retried after their backoff. */
  retried: number
  /** Failed for good (attempts used up or PermanentJobError). */
  failed: number
  /** Kept for the old summary shape: pg-boss's supervisor recovers abandoned jobs itself. */
  recovered: number
}
