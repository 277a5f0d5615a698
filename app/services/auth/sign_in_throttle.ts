import limiter from '@adonisjs/limiter/services/main'

/**
 * Failed sign-in limits (DESIGN §6), checked before any password hashing. Mutable so tests can
 * narrow them. Durations in seconds.
 * - account + IP: 5 failures a minute;
 * - IP across accounts: 30 failures in 10 minutes;
 * - account across IPs: 50 failures an hour.
 */
export const signInLimits = {
  accountIp: { requests: 5, duration: 60 },
  ip: { requests: 30, duration: 600 },
  account: { requests: 50, duration: 3600 },
}

function buckets(accountType: string, email: string, ip: string) {
  const account = `${accountType}:${email.toLowerCase()}`
  return [
    { key: `signin:account-ip:${account}:${ip}`, ...signInLimits.accountIp },
    { key: `signin:ip:${ip}`, ...signInLimits.ip },
    { key: `signin:account:${account}`, ...signInLimits.account },
  ].map((bucket) => ({
    key: bucket.key,
    limiter: limiter.use({ requests: bucket.requests, duration: bucket.duration }),
  }))
}

/** Seconds until another attempt is allowed for this account and IP, or 0 when not throttled. */
export async function signInWaitSeconds(accountType: string, email: string, ip: string): Promise<number> {
  let wait = 0
  for (const bucket of buckets(accountType, email, ip)) {
    if ((await bucket.limiter.remaining(bucket.key)) <= 0) {
      wait = Math.max(wait, (await bucket.limiter.availableIn(bucket.key)) || 1)
    }
  }
  return wait
}

/** Counts one failed attempt in every bucket. */
export async function recordSignInFailure(accountType: string, email: string, ip: string) {
  for (const bucket of buckets(accountType, email, ip)) await bucket.limiter.increment(bucket.key)
}

/** A successful sign-in clears the account + IP bucket (the wider ceilings keep counting). */
export async function clearSignInFailures(accountType: string, email: string, ip: string) {
  const [accountIp] = buckets(accountType, email, ip)
  await accountIp.limiter.delete(accountIp.key)
}
