import mobileSignatureConfig from '#config/mobile_signature'
import { admit } from '#services/rate_limits/admission'

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
 * in the shared limiter store before the service is called (admit(): atomic per bucket; a start
 * refused by one bucket is not counted in the other). Throws MobileSignatureThrottled.
 */
export async function consumeStartAllowance(phone: string, ip: string): Promise<void> {
  const { perPhone, perIp } = mobileSignatureConfig.limits
  const admission = await admit([
    { key: `mobile_signature:ip:${ip}`, ...perIp },
    { key: `mobile_signature:phone:${phone}`, ...perPhone },
  ])
  if (!admission.admitted) throw new MobileSignatureThrottled(admission.seconds)
}

/**
 * Status queries of the waiting page: 120 per client IP per minute (config: limits.statusPerIp;
 * a page asks about once a second), so a script cannot turn one attempt into a flood of calls
 * to the service. Counted atomically before the service is asked. Returns false once the limit
 * is reached (the caller answers 429 and the page keeps its pace).
 */
export async function consumeStatusAllowance(ip: string): Promise<boolean> {
  const admission = await admit([
    { key: `mobile_signature:status:${ip}`, ...mobileSignatureConfig.limits.statusPerIp },
  ])
  return admission.admitted
}
