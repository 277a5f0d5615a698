import type { HttpContext } from '@adonisjs/core/http'
import mobileSignatureConfig from '#config/mobile_signature'
import { PAGES } from '#lib/route_table'
import { urlTo } from '#services/urls'
import { formatAzMobile } from './phone.js'
import { MOBILE_SIGN_IN_TYPES, type Attempt, type MobileSignInType } from './sign_in.js'

/** What the mobile-signature page shows about the current attempt (never the provider handle). */
export interface AttemptView {
  id: string
  state: Exclude<Attempt['state'], 'signed_in'>
  /** Four digits while waiting for the phone. */
  verificationCode: string | null
  /** ISO instant the attempt expires. */
  expiresAt: string
  /** SPEC §8 code, NOT_MID_CLIENT or ACCOUNT_DISABLED once finished. */
  result: string | null
  /** Holder's name once the signature is verified. */
  person: string | null
  certificates: Array<{
    index: number
    type: 'individual' | 'legal'
    name: string
    voen: string | null
  }>
}

export interface MobileSignaturePageProps {
  form: { user_id: string; phone: string; account_type: MobileSignInType }
  attempt: AttemptView | null
  pollIntervalMs: number
  urls: {
    start: string
    status: string
    cancel: string
    certificate: string
    register: string
    login: string
  }
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined
}

/**
 * Props of inertia/pages/auth/mobile_signature.tsx. The form starts from the input that failed
 * validation, else the last attempt (so "try again" is one click), else `?as=seller|buyer`.
 */
export function mobileSignaturePageProps(
  ctx: HttpContext,
  attempt: Attempt | null
): MobileSignaturePageProps {
  const locale = ctx.locale
  const page = urlTo('mobile_signature', locale)
  const old = (key: string) => text(ctx.session.flashMessages.get(key))
  const requested = ctx.request.qs().as
  const accountType =
    [old('account_type'), attempt?.accountType, requested].find(
      (value): value is MobileSignInType =>
        (MOBILE_SIGN_IN_TYPES as readonly unknown[]).includes(value)
    ) ?? 'buyer'
  const identity = attempt?.identity ?? null

  return {
    form: {
      user_id: old('user_id') ?? attempt?.signerUserId ?? '',
      phone: old('phone') ?? (attempt ? formatAzMobile(attempt.phone) : ''),
      account_type: accountType,
    },
    attempt:
      attempt && attempt.state !== 'signed_in'
        ? {
            id: attempt.id,
            state: attempt.state,
            verificationCode: attempt.state === 'running' ? attempt.verificationCode : null,
            expiresAt: attempt.expiresAt.toISOString(),
            result: attempt.result,
            person: identity ? `${identity.givenName} ${identity.surname}` : null,
            certificates:
              attempt.state === 'choosing' && identity
                ? identity.certificates.map((certificate, index) => ({
                    index,
                    type: certificate.type,
                    name: certificate.name,
                    voen: certificate.voen ?? null,
                  }))
                : [],
          }
        : null,
    pollIntervalMs: mobileSignatureConfig.pollIntervalMs,
    urls: {
      start: page,
      status: urlTo('mobile_signature.status', locale),
      cancel: urlTo('mobile_signature.cancel', locale),
      certificate: urlTo('mobile_signature.certificate', locale),
      register: PAGES.register[locale],
      login: PAGES.login[locale],
    },
  }
}
