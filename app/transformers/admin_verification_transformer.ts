import type { I18n } from '@adonisjs/i18n'
import db from '@adonisjs/lucid/services/db'
import type { Locale } from '#lib/route_table'
import { urlTo } from '#services/urls'
import { isVerified } from '#services/trust/verification_state'
import { formatVerifiedMonth } from '#shared/verification'

/** A seller company's verification as the admin users list shows it (issue 25). */
export type AdminVerificationView = {
  companyId: number
  status: 'verified' | 'expired' | 'revoked' | 'none'
  /** The status worded for the page language (month, end date, reason). */
  label: string
  /** POST with `reason` to revoke; null unless the verification counts now. */
  revokeUrl: string | null
}

/**
 * Verification of the companies of the seller accounts `userIds`, keyed by user id (as a
 * string, for the page's lookup). One query over the page's rows.
 */
export async function adminVerifications(
  userIds: number[],
  locale: Locale,
  i18n: I18n
): Promise<Record<string, AdminVerificationView>> {
  if (userIds.length === 0) return {}
  const rows = await db
    .from('users as u')
    .join('companies as c', 'c.id', 'u.company_id')
    .whereIn('u.id', userIds)
    .where('u.account_type', 'seller')
    .select(
      'u.id as user_id',
      'c.id as company_id',
      'c.verified_at',
      'c.verification_expires_at',
      'c.verification_revoked_at',
      'c.verification_revoked_reason',
      db.raw(`to_char(c.verified_at AT TIME ZONE 'Asia/Baku', 'YYYY-MM') AS verified_month`),
      db.raw(
        `to_char(c.verification_expires_at AT TIME ZONE 'Asia/Baku', 'YYYY-MM-DD') AS expires_on`
      )
    )
  const views: Record<string, AdminVerificationView> = {}
  for (const row of rows) {
    const verified = isVerified(row)
    const status = verified
      ? 'verified'
      : row.verification_revoked_at
        ? 'revoked'
        : row.verified_at
          ? 'expired'
          : 'none'
    const month = row.verified_month ? formatVerifiedMonth(row.verified_month, locale) : ''
    const labels = {
      verified: () => i18n.t('trust_verify.admin.verified', { month, date: row.expires_on ?? '' }),
      revoked: () =>
        i18n.t('trust_verify.admin.revoked', { reason: row.verification_revoked_reason ?? '' }),
      expired: () => i18n.t('trust_verify.admin.expired', { date: row.expires_on ?? '' }),
      none: () => i18n.t('trust_verify.admin.none'),
    }
    views[String(row.user_id)] = {
      companyId: row.company_id,
      status,
      label: labels[status](),
      revokeUrl: verified
        ? urlTo('admin_users.revoke_verification', locale, { id: row.company_id })
        : null,
    }
  }
  return views
}
