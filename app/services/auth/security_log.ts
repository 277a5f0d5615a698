import type { HttpContext } from '@adonisjs/core/http'
import db from '@adonisjs/lucid/services/db'
import logger from '@adonisjs/core/services/logger'

/** Events recorded in `security_events` (DESIGN §6: every sign-in attempt and every denial). */
export type SecurityEvent =
  | 'sign_in_ok'
  | 'sign_in_failed'
  | 'sign_in_throttled'
  | 'sign_in_disabled'
  | 'sign_in_other_type'
  | 'sign_out'
  | 'authz_denied'
  | 'password_reset_requested'
  | 'password_reset_throttled'
  | 'registration_throttled'
  | 'password_reset_done'
  | 'mobile_sign_in_ok'
  | 'mobile_sign_in_failed'
  | 'account_disabled'
  | 'account_enabled'
  | 'password_changed'
  | 'email_changed'

/**
 * Writes one security event (never a password or token) and mirrors it to the log.
 * `email` is stored lowercased; `detail` is cut to 255 characters.
 */
export async function logSecurityEvent(
  ctx: Pick<HttpContext, 'request'> | null,
  event: SecurityEvent,
  data: {
    user?: { id: number; accountType: string } | null
    accountType?: string
    email?: string
    detail?: string
  } = {}
) {
  const row = {
    event,
    user_id: data.user?.id ?? null,
    account_type: data.user?.accountType ?? data.accountType ?? null,
    email: data.email ? data.email.toLowerCase().slice(0, 254) : null,
    ip_address: ctx?.request.ip() ?? null,
    detail: data.detail?.slice(0, 255) ?? null,
  }
  logger.info({ security: row }, `security: ${event}`)
  await db.table('security_events').insert(row)
}
