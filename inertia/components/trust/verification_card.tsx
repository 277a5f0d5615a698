import type { FormEvent } from 'react'
import { useForm } from '@inertiajs/react'
import FormAlert from '~/components/ui/form_alert'
import TextField from '~/components/ui/text_field'
import WaitingPanel from '~/components/mobile_signature/waiting_panel'
import { useShared, useT } from '~/lib/i18n'
import { formatMonthYear } from '#shared/months'
import type { CompanyVerificationView } from '#transformers/company_verification_transformer'
import { formatCalendarDate } from '#shared/dates'

/**
 * The seller profile's "Company verification" card (issue 25): the current status (verified
 * with its month and end date, expired, revoked with the admin's reason, never), the last
 * attempt's outcome, and "Verify with Asan İmza" (user ID + mobile number → the verification
 * code while the phone is asked, polled like the sign-in).
 */
export default function VerificationCard({
  verification,
}: {
  verification: CompanyVerificationView
}) {
  const t = useT()
  const { locale } = useShared()
  const form = useForm({ ...verification.form })
  const errors = form.errors as Partial<Record<string, string>>
  const { attempt, status } = verification
  const waiting = attempt?.state === 'running'
  const month = verification.verifiedMonth
    ? formatMonthYear(verification.verifiedMonth, locale)
    : ''
  const date = verification.expiresOn ? formatCalendarDate(verification.expiresOn, locale) : ''

  function submit(event: FormEvent) {
    event.preventDefault()
    form.post(verification.urls.start, { preserveScroll: true })
  }

  return (
    <section
      className="rounded-[var(--radius-card)] border border-line bg-white p-5 shadow-sm"
      data-testid="verification-card"
    >
      <h2 className="text-lg font-bold">{t('trust_verify.seller.title')}</h2>
      <p className="mt-1 text-sm text-muted">{t('trust_verify.seller.intro')}</p>
      <p className="mt-1 text-sm">{t('trust_verify.seller.voen', { voen: verification.taxId })}</p>
      <p
        className={`mt-3 text-sm font-semibold ${status === 'verified' ? 'text-brand-900' : status === 'revoked' ? 'text-red-700' : ''}`}
        data-testid="verification-status"
      >
        {status === 'verified' && t('trust_verify.seller.status_verified', { month, date })}
        {status === 'expired' && t('trust_verify.seller.status_expired', { date })}
        {status === 'revoked' &&
          t('trust_verify.seller.status_revoked', { reason: verification.revokedReason ?? '' })}
        {status === 'none' && t('trust_verify.seller.status_none')}
      </p>
      {status === 'revoked' && <p className="text-sm">{t('trust_verify.seller.again')}</p>}
      {attempt?.message && (
        <p
          role={attempt.success ? 'status' : 'alert'}
          className={`mt-3 rounded border p-3 text-sm ${attempt.success ? 'border-green-300 bg-green-50' : 'border-amber-300 bg-amber-50'}`}
          data-testid="verification-outcome"
        >
          {attempt.message}
        </p>
      )}
      {waiting ? (
        <div className="mt-4">
          <WaitingPanel
            key={attempt.id}
            attempt={attempt}
            urls={verification.urls}
            pollIntervalMs={verification.pollIntervalMs}
          />
        </div>
      ) : (
        <form onSubmit={submit} noValidate className="mt-4 space-y-3">
          <FormAlert message={errors.verification} />
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              id="verification-user_id"
              name="user_id"
              label={t('trust_verify.seller.user_id')}
              inputMode="numeric"
              autoComplete="off"
              value={form.data.user_id}
              onChange={(value) => form.setData('user_id', value)}
              error={errors.user_id}
            />
            <TextField
              id="verification-phone"
              name="phone"
              type="tel"
              label={t('trust_verify.seller.phone')}
              autoComplete="tel"
              value={form.data.phone}
              onChange={(value) => form.setData('phone', value)}
              error={errors.phone}
            />
          </div>
          <button type="submit" className="btn-primary" disabled={form.processing}>
            {form.processing
              ? t('trust_verify.seller.sending')
              : status === 'verified'
                ? t('trust_verify.seller.renew')
                : t('trust_verify.seller.submit')}
          </button>
        </form>
      )}
    </section>
  )
}
