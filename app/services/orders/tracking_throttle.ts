import limiter from '@adonisjs/limiter/services/main'

/**
 * Failed tracking look-up limits (DESIGN §6), checked before any order is looked up, counted in
 * the shared limiter store. A failure is an unknown number, a wrong phone or e-mail, or a bad
 * link signature. Mutable so tests can narrow them. Durations in seconds.
 * - client IP: 10 failures in 10 minutes (guessing numbers or contacts from one place);
 * - tracking number: 10 failures an hour from any IP (guessing the contact of a known number).
 */
export const trackingLimits = {
  ip: { requests: 10, duration: 600 },
  number: { requests: 10, duration: 3600 },
}

function buckets(ip: string, trackingNumber: string) {
  return [
    { key: `tracking:ip:${ip}`, ...trackingLimits.ip },
    { key: `tracking:number:${trackingNumber}`, ...trackingLimits.number },
  ].map((bucket) => ({
    key: bucket.key,
    limiter: limiter.use({ requests: bucket.requests, duration: bucket.duration }),
  }))
}

/** Seconds until another look-up is allowed for this IP and tracking number, or 0 when not throttled. */
export async function trackingWaitSeconds(ip: string, trackingNumber: string): Promise<number> {
  let wait = 0
  for (const bucket of buckets(ip, trackingNumber)) {
    if ((await bucket.limiter.remaining(bucket.key)) <= 0) {
      wait = Math.max(wait, (await bucket.limiter.availableIn(bucket.key)) || 1)
    }
  }
  return wait
}

/** Counts one failed look-up in the IP and the tracking-number buckets. */
export async function recordTrackingFailure(ip: string, trackingNumber: string) {
  for (const bucket of buckets(ip, trackingNumber)) await bucket.limiter.increment(bucket.key)
}
