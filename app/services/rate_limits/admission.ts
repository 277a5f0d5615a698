import limiter from '@adonisjs/limiter/services/main'
import { errors, type Limiter } from '@adonisjs/limiter'

/** One counter: `requests` attempts per `duration` (seconds, or '15 minutes') under `key` in the shared limiter store. */
export interface Bucket {
  key: string
  requests: number
  duration: number | string
}

/**
 * Which limiter serves a bucket's options: the app's default store (PostgreSQL `rate_limits`,
 * or Redis with REDIS_URL; config/limiter.ts) unless a test hands another one.
 */
export type LimiterFactory = (options: { requests: number; duration: number | string }) => Limiter

export const defaultLimiters: LimiterFactory = (options) => limiter.use(options)

/** Outcome of admit(): go ahead, or wait `seconds` (at least 1) before trying again. */
export type Admission = { admitted: true } | { admitted: false; seconds: number }

/**
 * Takes one attempt from every bucket before the work it guards (a password hash, a look-up, an
 * account creation), so parallel requests cannot all pass a "read what is left, work, then count"
 * check: each take is the store's own atomic increment-and-compare (one UPSERT … RETURNING in
 * PostgreSQL, one MULTI in Redis), so of N simultaneous requests at most `requests` are admitted
 * per bucket and window. When any bucket refuses, the attempt is given back to every bucket it
 * was counted in (the store counts refused takes too), as no work is done: each counter then
 * holds exactly the admitted attempts, and a full bucket stays full. Returns the longest wait of
 * the refusing buckets. Store errors other than a refusal are thrown.
 */
export async function admit(
  buckets: Bucket[],
  limiters: LimiterFactory = defaultLimiters
): Promise<Admission> {
  const outcomes = await Promise.allSettled(
    buckets.map((bucket) => limiterOf(bucket, limiters).consume(bucket.key))
  )
  const refusals: InstanceType<typeof errors.E_TOO_MANY_REQUESTS>[] = []
  let failure: unknown = null
  for (const outcome of outcomes) {
    if (outcome.status === 'fulfilled') continue
    if (outcome.reason instanceof errors.E_TOO_MANY_REQUESTS) refusals.push(outcome.reason)
    else failure ??= outcome.reason
  }
  if (refusals.length === 0 && failure === null) return { admitted: true }
  const counted = buckets.filter((_, index) => {
    const outcome = outcomes[index]
    return outcome.status === 'fulfilled' || outcome.reason instanceof errors.E_TOO_MANY_REQUESTS
  })
  await giveBack(counted, limiters)
  if (failure !== null) throw failure
  return {
    admitted: false,
    seconds: Math.max(1, ...refusals.map((refusal) => refusal.response.availableIn)),
  }
}

/**
 * Gives an admitted attempt back to these buckets (the attempt turned out not to count: a right
 * password where only failures count, a registration that created nothing). Never below zero.
 */
export async function giveBack(
  buckets: Bucket[],
  limiters: LimiterFactory = defaultLimiters
): Promise<void> {
  await Promise.all(buckets.map((bucket) => limiterOf(bucket, limiters).decrement(bucket.key)))
}

/** Empties these buckets (a successful sign-in forgets the failures of its account and IP). */
export async function reset(
  buckets: Bucket[],
  limiters: LimiterFactory = defaultLimiters
): Promise<void> {
  await Promise.all(buckets.map((bucket) => limiterOf(bucket, limiters).delete(bucket.key)))
}

function limiterOf(bucket: Bucket, limiters: LimiterFactory): Limiter {
  return limiters({ requests: bucket.requests, duration: bucket.duration })
}
