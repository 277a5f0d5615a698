import {
  admit,
  defaultLimiters,
  giveBack,
  reset,
  type Admission,
  type Bucket,
  type LimiterFactory,
} from '#services/rate_limits/admission'

/**
 * Failed sign-in limits (DESIGN §6). Mutable so tests can narrow them. Durations in seconds.
 * - account + IP: 5 failures a minute;
 * - IP across accounts: 30 failures in 10 minutes;
 * - account across IPs: 50 failures an hour.
 * "Account" is the e-mail, whatever account type the form asked for: one password check may
 * concern another account type of that e-mail (Authenticate), so the types share the counts.
 */
export const signInLimits = {
  accountIp: { requests: 5, duration: 60 },
  ip: { requests: 30, duration: 600 },
  account: { requests: 50, duration: 3600 },
}

/** The three buckets of an attempt, account + IP first. `email` is lowercased here. */
export function signInBuckets(email: string, ip: string): Bucket[] {
  const account = email.toLowerCase()
  return [
    { key: `signin:account-ip:${account}:${ip}`, ...signInLimits.accountIp },
    { key: `signin:ip:${ip}`, ...signInLimits.ip },
    { key: `signin:account:${account}`, ...signInLimits.account },
  ]
}

/**
 * Counts a sign-in attempt in all three buckets before its password is hashed (admit(): atomic
 * per bucket, so parallel attempts cannot all be checked). Every admitted attempt counts as a
 * failure until signInSucceeded() gives it back. Returns the wait in seconds when refused.
 */
export function admitSignInAttempt(
  email: string,
  ip: string,
  limiters: LimiterFactory = defaultLimiters
): Promise<Admission> {
  return admit(signInBuckets(email, ip), limiters)
}

/**
 * The admitted attempt had the right password: the account + IP bucket is emptied (its earlier
 * failures are forgiven) and the attempt is given back to the IP and account ceilings, which
 * count failures only.
 */
export async function signInSucceeded(
  email: string,
  ip: string,
  limiters: LimiterFactory = defaultLimiters
) {
  const [accountIp, ...ceilings] = signInBuckets(email, ip)
  await Promise.all([reset([accountIp], limiters), giveBack(ceilings, limiters)])
}
