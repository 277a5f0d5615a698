import { admit, giveBack, type Admission, type Bucket } from '#services/rate_limits/admission'

/**
 * Failed tracking look-up limits (DESIGN §6), counted in the shared limiter store before any
 * order is looked up. A failure is an unknown number, a wrong phone or e-mail, or a bad link
 * signature. Mutable so tests can narrow them. Durations in seconds.
 * - client IP: 10 failures in 10 minutes (guessing numbers or contacts from one place);
 * - tracking number: 10 failures an hour from any IP (guessing the contact of a known number).
 */
export const trackingLimits = {
  ip: { requests: 10, duration: 600 },
  number: { requests: 10, duration: 3600 },
}

function buckets(ip: string, trackingNumber: string): Bucket[] {
  return [
    { key: `tracking:ip:${ip}`, ...trackingLimits.ip },
    { key: `tracking:number:${trackingNumber}`, ...trackingLimits.number },
  ]
}

/**
 * Counts a look-up in the IP and tracking-number buckets before the order is read (admit():
 * atomic, so parallel guesses cannot all be evaluated). It stays counted as a failure unless
 * trackingFound() gives it back. Returns the wait in seconds when refused.
 */
export function admitTrackingLookUp(ip: string, trackingNumber: string): Promise<Admission> {
  return admit(buckets(ip, trackingNumber))
}

/** The admitted look-up proved access: only failures count, so it is given back. */
export function trackingFound(ip: string, trackingNumber: string): Promise<void> {
  return giveBack(buckets(ip, trackingNumber))
}
