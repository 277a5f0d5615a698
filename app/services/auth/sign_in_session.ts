import type { HttpContext } from '@adonisjs/core/http'
import { DateTime } from 'luxon'
import type User from '#models/user'
import { markSignedIn } from '#services/auth/session_lifetime'
import { logSecurityEvent, type SecurityEvent } from '#services/auth/security_log'
import { mergeGuestLists } from '#services/cart/cart_store'

/**
 * Signs `user` in on this request (password or mobile signature): new session id (fixation
 * guard, done by the guard), session tagged with the user id (so a reset or a disabled account
 * can end it), absolute-lifetime mark, last sign-in time, security event. A buyer's guest cart
 * and wish list (kept in the session) move into their database lists (issue 6).
 */
export async function signInSession(
  ctx: HttpContext,
  user: User,
  event: SecurityEvent = 'sign_in_ok'
) {
  await ctx.auth.use('web').login(user)
  markSignedIn(ctx)
  await ctx.session.tag(String(user.id))
  if (user.accountType === 'buyer') await mergeGuestLists(ctx, user.id)
  user.lastSignInAt = DateTime.now()
  await user.save()
  await logSecurityEvent(ctx, event, { user, email: user.email })
}
