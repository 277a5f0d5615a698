import { createHash, randomBytes } from 'node:crypto'
import logger from '@adonisjs/core/services/logger'
import db from '@adonisjs/lucid/services/db'
import mail from '@adonisjs/mail/services/main'
import type { I18n } from '@adonisjs/i18n'
import { DateTime } from 'luxon'
import User, { type AccountType } from '#models/user'
import { appUrl } from '#config/app'
import type { Locale } from '#lib/route_table'
import { urlTo } from '#services/urls'
import { endSessionsOf } from '#services/auth/sessions'
import { hashPassword } from '#services/auth/password_hashing'

/** Reset links live 60 minutes (issue: accounts). */
export const RESET_TOKEN_TTL_MINUTES = 60

/** SHA-256 hex digest of a reset token: only this is stored. */
export function digestToken(token: string) {
  return createHash('sha256').update(token, 'utf8').digest('hex')
}

/**
 * Starts a password reset: for an existing, enabled account of that type, stores the digest of a
 * 256-bit random token (base64url) valid 60 minutes and e-mails the link in the page's
 * language. Returns nothing either way, so callers cannot tell whether the e-mail is registered.
 */
export async function requestPasswordReset(
  input: { accountType: AccountType; email: string },
  i18n: I18n
) {
  const user = await User.query()
    .where('account_type', input.accountType)
    .whereRaw('lower(email) = ?', [input.email.toLowerCase()])
    .whereNull('disabled_at')
    .first()
  if (!user) return

  const token = randomBytes(32).toString('base64url')
  await db.table('password_reset_tokens').insert({
    user_id: user.id,
    token_hash: digestToken(token),
    expires_at: DateTime.now().plus({ minutes: RESET_TOKEN_TTL_MINUTES }).toJSDate(),
  })
  const link = urlTo('reset_password', i18n.locale as Locale, { token }, { prefixUrl: appUrl })
  try {
    await mail.send((message) => {
      message
        .to(user.email, user.fullName)
        .subject(i18n.t('auth.reset_mail.subject'))
        .text(
          [
            i18n.t('auth.reset_mail.greeting', { name: user.firstName }),
            '',
            i18n.t('auth.reset_mail.body', { minutes: RESET_TOKEN_TTL_MINUTES }),
            link,
            '',
            i18n.t('auth.reset_mail.ignore'),
          ].join('\n')
        )
    })
  } catch (error) {
    logger.error({ err: error, userId: user.id }, 'password reset mail not sent')
  }
}

/** Whether a reset token is known, unused and unexpired (for showing the form). */
export async function resetTokenIsUsable(token: string): Promise<boolean> {
  const row = await db
    .from('password_reset_tokens')
    .where('token_hash', digestToken(token))
    .whereNull('used_at')
    .where('expires_at', '>', new Date())
    .first()
  return Boolean(row)
}

/** The account a usable (unused, unexpired) reset token belongs to, or null. */
export async function resetTokenOwner(token: string): Promise<User | null> {
  const row = await db
    .from('password_reset_tokens')
    .where('token_hash', digestToken(token))
    .whereNull('used_at')
    .where('expires_at', '>', new Date())
    .select('user_id')
    .first()
  return row ? User.find(row.user_id) : null
}

/**
 * Completes a reset: consumes the token atomically (single use), sets the new password (hashed
 * as typed, in NFC), voids the user's other reset tokens and ends all their sessions. Returns
 * the user, or null when the token is unknown, used or expired.
 */
export async function resetPassword(token: string, password: string): Promise<User | null> {
  const passwordHash = await hashPassword(password)
  const userId = await db.transaction(async (trx) => {
    const [row] = await trx
      .from('password_reset_tokens')
      .where('token_hash', digestToken(token))
      .whereNull('used_at')
      .where('expires_at', '>', new Date())
      .update({ used_at: new Date() })
      .returning('user_id')
    if (!row) return null
    await trx
      .from('users')
      .where('id', row.user_id)
      .update({ password: passwordHash, updated_at: new Date() })
    await trx
      .from('password_reset_tokens')
      .where('user_id', row.user_id)
      .whereNull('used_at')
      .update({ used_at: new Date() })
    return Number(row.user_id)
  })
  if (userId === null) return null
  await endSessionsOf(userId)
  return User.findOrFail(userId)
}
