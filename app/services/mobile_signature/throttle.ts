import limiter from '@adonisjs/limiter/services/main'
import { errors } from '@adonisjs/limiter'
import mobileSignatureConfig from '#config/mobile_signature'

/** Starts refused because a limit is reached; `availableIn` is in seconds. */
export class MobileSignatureThrottled extends Error {
  constructor(readonly availableIn: number) {
    super(`Too many mobile-signature starts; retry in ${availableIn} s`)
    this.name = 'MobileSignatureThrottled'
  }
}

/**
 * Rate limits on starting a mobile-signature sign-in (DESIGN §6; the DDS rule that providers
 * must prevent spamming a phone): MOBILE_SIGNATURE_PHONE_LIMIT (default 5) per phone number and
 * MOBILE_SIGNATURE_IP_LIMIT (default 20) per trusted client IP, each per 15 minutes, counted
 * in the shared limiter store before the service is called. Throws MobileSignatureThrottled.
 */
export async function consumeStartAllowance(phone: string, ip: string): Promise<void> {
  const { perPhone, perIp } = mobileSignatureConfig.limits
  const checks = [
    { limiter: limiter.use(perIp), key: `mobile_signature:ip:${ip}` },
    { limiter: limiter.use(perPhone), key: `mobile_signature:phone:${phone}` },
  ]
  for (const check of checks) {
    const remaining = await check.limiter.remaining(check.key)
    if (remaining <= 0) throw new MobileSignatureThrottled(Math.max(1, await check.limiter.availableIn(check.key)))
  }
  try {
    for (const check of checks) await check.limiter.consume(check.key)
  } catch (error) {
    if (error instanceof errors.ThrottleException) throw new MobileSignatureThrottled(Math.max(1, error.response.availableIn))
    throw error
  }
}

/**
 * Status queries of the waiting page: 120 per client IP per minute (a page asks about once a
 * second), so a script cannot turn one attempt into a flood of calls to the service. Returns
 * false once the limit is reached (the caller answers 429 and the page keeps its pace).
 */
export async function consumeStatusAllowance(ip: string): Promise<boolean> {
  const statusLimiter = limiter.use({ requests: 120, duration: '1 minute' })
  const key = `mobile_signature:status:${ip}`
  if ((await statusLimiter.remaining(key)) <= 0) return false
  await statusLimiter.increment(key)
  return true
}
