/** What a handler learns about the job it runs. */
export interface JobContext {
  jobId: number
  /** 1-based number of this attempt (the claim counts it, so a crash uses one up). */
  attempt: number
  maxAttempts: number
  /** Id of the worker running it (`host:pid:random`). */
  workerId: string
  /** Aborted when the worker stops; outbound calls should pass it on. */
  signal: AbortSignal
}

/**
 * A job handler: runs the job once. Throwing retries it later with exponential backoff until
 * its attempts are used up; throwing PermanentJobError fails it at once. The returned string,
 * if any, is logged (e.g. "skipped: no mobile number").
 */
export type JobHandler<Payload = any> = (payload: Payload, context: JobContext) => Promise<string | void>

/** A named handler, as each file of app/jobs/ exports by default. */
export interface JobDefinition<Payload = any> {
  name: string
  handle: JobHandler<Payload>
}

/** Job name → lazy import of its module (default export: a JobDefinition). */
export type JobRegistry = Record<string, () => Promise<{ default: JobDefinition }>>

/** Declares a job handler under `name` (the name stored in `jobs.name`). */
export function defineJob<Payload>(name: string, handle: JobHandler<Payload>): JobDefinition<Payload> {
  return { name, handle }
}

/** Thrown by a handler when retrying cannot help (the enquiry is gone, no address to send to). */
export class PermanentJobError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'PermanentJobError'
  }
}

/** A claimed row of `jobs`. */
export interface ClaimedJob {
  id: number
  name: string
  payload: unknown
  /** Attempts including the current one. */
  attempts: number
  max_attempts: number
}
