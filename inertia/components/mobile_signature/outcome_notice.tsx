import { Link } from '@inertiajs/react'
import { useT } from '~/lib/i18n'
import type { AttemptView, MobileSignatureUrls } from '#transformers/mobile_signature_transformer'
import type { MemberType as AccountType } from '#shared/accounts'
import { withQuery } from '~/lib/routes'

interface OutcomeNoticeProps {
  attempt: AttemptView
  accountType: AccountType
  urls: MobileSignatureUrls
}

/**
 * How the last attempt ended: the SPEC §8 message with the next step (retry, try later,
 * contact someone), "cancelled", or "user not found, please register" with the link to a
 * registration prefilled from the certificate.
 */
export default function OutcomeNotice({ attempt, accountType, urls }: OutcomeNoticeProps) {
  const t = useT()
  if (attempt.state === 'cancelled') {
    return (
      <p role="status" className="rounded-lg bg-brand-50 px-4 py-3 text-sm text-brand-900">
        {t('mobile_signature.cancelled')}
      </p>
    )
  }
  if (attempt.state === 'not_found') {
    const register = withQuery(urls.register, { as: accountType })
    return (
      <div
        role="alert"
        className="space-y-2 rounded-lg border border-accent-500 bg-amber-50 px-4 py-3 text-sm"
      >
        <p className="font-semibold">{t('mobile_signature.not_found.title')}</p>
        {attempt.person ? (
          <p>
            {accountType === 'seller'
              ? t('mobile_signature.not_found.seller', { name: attempt.person })
              : t('mobile_signature.not_found.buyer', { name: attempt.person })}{' '}
            {t('mobile_signature.not_found.prefilled')}
          </p>
        ) : (
          <p>{t('mobile_signature.not_found.unknown_holder')}</p>
        )}
        <p className="flex flex-wrap items-center gap-3">
          <Link href={register} className="btn-primary" data-testid="register-link">
            {t('mobile_signature.not_found.register')}
          </Link>
          {attempt.person && (
            <span className="text-muted">{t('mobile_signature.not_found.other_type')}</span>
          )}
        </p>
      </div>
    )
  }
  const code = attempt.result ?? 'INTERNAL_ERROR'
  return (
    <div
      role="alert"
      className="rounded-lg bg-red-50 px-4 py-3 text-sm text-danger"
      data-code={code}
    >
      <p className="font-semibold">{t(`mobile_signature.results.${code}.message`)}</p>
      <p className="mt-1 text-ink">{t(`mobile_signature.results.${code}.hint`)}</p>
    </div>
  )
}
