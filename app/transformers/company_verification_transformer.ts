import type { HttpContext } from '@adonisjs/core/http'
import db from '@adonisjs/lucid/services/db'
import mobileSignatureConfig from '#config/mobile_signature'
import { FAILURE_CODES } from '#services/mobile_signature/provider'
import { formatAzMobile } from '#services/mobile_signature/phone'
import type { Attempt } from '#services/mobile_signature/sign_in'
import { isVerified } from '#services/trust/verification_state'
import { urlTo } from '#services/urls'
import { PERSONAL_CERTIFICATE, VERIFIED, VOEN_MISMATCH } from '#services/trust/company_verification'

/** The verification card of the seller profile page (issue 25). */
export type CompanyVerificationView = {
  /** verified: counts now; expired: a year passed; revoked: by an admin; none: never signed. */
  status: 'verified' | 'expired' | 'revoked' | 'none'
  /** Month of the last verification, 'YYYY-MM' (Baku); null if never verified. */
  verifiedMonth: string | null
  /** Until when it counts, 'YYYY-MM-DD' (Baku); null if never verified. */
  expiresOn: string | null
  /** The admin's reason while revoked. */
  revokedReason: string | null
  /** The company's VÖEN, which the certificate must carry. */
  taxId: string
  /** This browser's last verification attempt. */
  attempt: {
    id: string
    state: Attempt['state']
    /** Four digits while waiting for the phone. */
    verificationCode: string | null
    /** ISO instant the attempt expires. */
    expiresAt: string
    /** How it ended, worded for the page language; null while running. */
    message: string | null
    /** Whether the outcome is good news (the company got verified). */
    success: boolean
  } | null
  /** The start form: as last typed (validation error) or as in the last attempt. */
  form: { user_id: string; phone: string }
  pollIntervalMs: number
  urls: { start: string; status: string; cancel: string }
}

/** The verification columns of company `companyId` ('YYYY-MM…' strings in Baku time). */
async function verificationRow(companyId: number) {
  return db
    .from('companies')
    .where('id', companyId)
    .select(
      'tax_id',
      'verified_at',
      'verification_expires_at',
      'verification_revoked_at',
      'verification_revoked_reason',
      db.raw(`to_char(verified_at AT TIME ZONE 'Asia/Baku', 'YYYY-MM') AS verified_month`),
      db.raw(
        `to_char(verification_expires_at AT TIME ZONE 'Asia/Baku', 'YYYY-MM-DD') AS expires_on`
      )
    )
    .firstOrFail()
}

/** The outcome of a finished attempt in the page language. */
function outcomeMessage({ i18n }: HttpContext, attempt: Attempt, taxId: string): string | null {
  if (attempt.state === 'running') return null
  const result: string | null = attempt.result
  if (attempt.state === 'cancelled') return i18n.t('trust_verify.outcome.cancelled')
  if (result === VERIFIED) return i18n.t('trust_verify.outcome.verified')
  if (result === VOEN_MISMATCH) {
    const other = attempt.identity?.certificates.find(
      (certificate) => certificate.type === 'legal' && certificate.voen
    )
    return i18n.t('trust_verify.outcome.mismatch', {
      certificate: other?.voen ?? '',
      company: taxId,
    })
  }
  if (result === PERSONAL_CERTIFICATE) return i18n.t('trust_verify.outcome.personal')
  if (result === 'NOT_MID_CLIENT') return i18n.t('trust_verify.outcome.not_client')
  if ((FAILURE_CODES as readonly string[]).includes(result ?? ''))
    return i18n.t(`mobile_signature.results.${result}.message`)
  return i18n.t('trust_verify.outcome.failed')
}

/**
 * Props of the verification card for the seller's company `companyId` and this browser's
 * attempt (CompanyVerification.current).
 */
export async function toCompanyVerificationView(
  ctx: HttpContext,
  companyId: number,
  attempt: Attempt | null
): Promise<CompanyVerificationView> {
  const row = await verificationRow(companyId)
  const status = isVerified(row)
    ? 'verified'
    : row.verification_revoked_at
      ? 'revoked'
      : row.verified_at
        ? 'expired'
        : 'none'
  const old = (key: string) => {
    const value = ctx.session.flashMessages.get(key)
    return typeof value === 'string' ? value : undefined
  }
  const locale = ctx.locale
  return {
    status,
    verifiedMonth: row.verified_month ?? null,
    expiresOn: row.expires_on ?? null,
    revokedReason: status === 'revoked' ? row.verification_revoked_reason : null,
    taxId: row.tax_id,
    attempt: attempt
      ? {
          id: attempt.id,
          state: attempt.state,
          verificationCode: attempt.state === 'running' ? attempt.verificationCode : null,
          expiresAt: attempt.expiresAt.toISOString(),
          message: outcomeMessage(ctx, attempt, row.tax_id),
          success: (attempt.result as string | null) === VERIFIED,
        }
      : null,
    form: {
      user_id: old('user_id') ?? attempt?.signerUserId ?? '',
      phone: old('phone') ?? (attempt ? formatAzMobile(attempt.phone) : ''),
    },
    pollIntervalMs: mobileSignatureConfig.pollIntervalMs,
    urls: {
      start: urlTo('seller_profile.verification', locale),
      status: urlTo('seller_profile.verification.status', locale),
      cancel: urlTo('seller_profile.verification.cancel', locale),
    },
  }
}
