import accountLimits from '#config/account_limits'
import { admit, giveBack, type Admission, type Bucket } from '#services/rate_limits/admission'

function registrationBucket(ip: string): Bucket {
  return { key: `register:ip:${ip}`, ...accountLimits.registrationPerIp }
}

/**
 * Counts one account creation for the client IP before the password is hashed and the account
 * written (admit(): atomic, so parallel registrations cannot all pass). Buyers and sellers share
 * the count. Returns the wait in seconds when refused.
 */
export function admitRegistration(ip: string): Promise<Admission> {
  return admit([registrationBucket(ip)])
}

/** The admitted registration created nothing (the e-mail or VÖEN was taken): its count is given back. */
export function registrationNotCreated(ip: string): Promise<void> {
  return giveBack([registrationBucket(ip)])
}

/**
 * Counts one reset-link request for the client IP and for the e-mail (whatever the account type,
 * from any IP) before any account is looked up, so neither a script nor a crowd can flood a
 * mailbox. Counted whether the e-mail is registered or not, so a refusal tells nothing about
 * accounts. Returns the wait in seconds when refused.
 */
export function admitPasswordResetRequest(ip: string, email: string): Promise<Admission> {
  return admit([
    { key: `reset:ip:${ip}`, ...accountLimits.passwordResetPerIp },
    { key: `reset:email:${email.toLowerCase()}`, ...accountLimits.passwordResetPerEmail },
  ])
}
