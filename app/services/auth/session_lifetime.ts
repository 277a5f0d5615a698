import type { HttpContext } from '@adonisjs/core/http'
import { logSecurityEvent } from '#services/auth/security_log'

/** Absolute session lifetime after sign-in, whatever the activity (DESIGN §6): 12 hours. */
export const ABSOLUTE_SESSION_MS = 12 * 60 * 60 * 1000
/** Session key of the moment of sign-in (ms since the epoch). */
export const SIGNED_IN_AT = 'auth_signed_in_at'

/** Marks the moment of sign-in in the session (called right after `auth.use('web').login`). */
export function markSignedIn(ctx: HttpContext) {
  ctx.session.put(SIGNED_IN_AT, Date.now())
}

/**
 * Signs the current user out when the account was disabled or the session outlived its
 * absolute lifetime. Returns whether it did.
 */
export async function endSessionIfStale(ctx: HttpContext): Promise<boolean> {
  const user = ctx.auth.user
  if (!user) return false
  let signedInAt = Number(ctx.session.get(SIGNED_IN_AT) ?? 0)
  if (!signedInAt) {
    signedInAt = Date.now()
    ctx.session.put(SIGNED_IN_AT, signedInAt)
  }
  const stale = user.disabledAt !== null || Date.now() - signedInAt > ABSOLUTE_SESSION_MS
  if (!stale) return false
  if (user.disabledAt) await logSecurityEvent(ctx, 'sign_in_disabled', { user })
  await ctx.auth.use('web').logout()
  ctx.session.forget(SIGNED_IN_AT)
  return true
}
