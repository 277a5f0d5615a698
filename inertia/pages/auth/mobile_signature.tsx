import type { FormEvent } from 'react'
import { Head, Link, useForm } from '@inertiajs/react'
import { useT } from '~/lib/i18n'
import TextField from '~/components/ui/text_field'
import FormAlert from '~/components/ui/form_alert'
import AccountTypeSwitch from '~/components/account/account_type_switch'
import WaitingPanel from '~/components/mobile_signature/waiting_panel'
import CertificateChoice from '~/components/mobile_signature/certificate_choice'
import OutcomeNotice from '~/components/mobile_signature/outcome_notice'
import type {
  MobileSignaturePageProps,
  MobileSignatureUrls,
} from '#transformers/mobile_signature_transformer'
import type { MemberType as AccountType } from '#shared/accounts'
import { withQuery } from '~/lib/routes'

type MobileSignatureProps = MobileSignaturePageProps

/**
 * Sign-in by mobile signature (SPEC §1, §8): user ID + mobile number + account type → the
 * verification code while the phone is asked → the dashboard, a certificate choice, or the
 * outcome's message with the form ready for another try.
 */
export default function MobileSignature({
  form: defaults,
  attempt,
  pollIntervalMs,
  urls,
}: MobileSignatureProps) {
  const t = useT()
  const waiting = attempt?.state === 'running'
  const choosing = attempt?.state === 'choosing'

  return (
    <section className="container-page flex justify-center py-10">
      <Head title={t('mobile_signature.title')} />
      <div className="w-full max-w-md space-y-5 rounded-[var(--radius-card)] border border-line bg-white p-6 shadow-sm">
        <div>
          <h1 className="text-2xl font-extrabold tracking-tight">{t('mobile_signature.title')}</h1>
          {!waiting && !choosing && (
            <p className="mt-2 text-sm text-muted">{t('mobile_signature.intro')}</p>
          )}
        </div>
        {waiting && (
          <WaitingPanel
            key={attempt.id}
            attempt={attempt}
            urls={urls}
            pollIntervalMs={pollIntervalMs}
          />
        )}
        {choosing && <CertificateChoice key={attempt.id} attempt={attempt} urls={urls} />}
        {!waiting && !choosing && (
          <>
            {attempt && (
              <OutcomeNotice attempt={attempt} accountType={defaults.account_type} urls={urls} />
            )}
            <StartForm
              key={attempt?.id ?? 'new'}
              defaults={defaults}
              urls={urls}
              retry={attempt !== null}
            />
          </>
        )}
      </div>
    </section>
  )
}

interface StartFormProps {
  defaults: MobileSignatureProps['form']
  urls: MobileSignatureUrls
  retry: boolean
}

/** User ID, mobile number and account type; keeps what was typed when validation fails. */
function StartForm({ defaults, urls, retry }: StartFormProps) {
  const t = useT()
  const form = useForm({ ...defaults })
  const errors = form.errors as Record<string, string | undefined>

  function submit(event: FormEvent) {
    event.preventDefault()
    form.post(urls.start, { preserveScroll: true })
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      <FormAlert message={errors.form} />
      <AccountTypeSwitch
        name="account_type"
        legend={t('mobile_signature.fields.account_type')}
        value={form.data.account_type}
        options={['buyer', 'seller']}
        onChange={(value) => form.setData('account_type', value as AccountType)}
      />
      {errors.account_type && <p className="field-error">{errors.account_type}</p>}
      <TextField
        id="mobile-signature-user-id"
        name="user_id"
        inputMode="numeric"
        autoComplete="off"
        maxLength={6}
        label={t('mobile_signature.fields.user_id')}
        hint={t('mobile_signature.fields.user_id_hint')}
        value={form.data.user_id}
        onChange={(value) => form.setData('user_id', value)}
        error={errors.user_id}
      />
      <TextField
        id="mobile-signature-phone"
        name="phone"
        type="tel"
        autoComplete="tel"
        label={t('mobile_signature.fields.phone')}
        hint={t('mobile_signature.fields.phone_hint')}
        value={form.data.phone}
        onChange={(value) => form.setData('phone', value)}
        error={errors.phone}
      />
      <button type="submit" className="btn-primary w-full" disabled={form.processing}>
        {form.processing
          ? t('mobile_signature.sending')
          : retry
            ? t('mobile_signature.retry')
            : t('mobile_signature.submit')}
      </button>
      <p className="border-t border-line pt-4 text-center text-sm">
        <Link
          href={withQuery(urls.login, { as: form.data.account_type })}
          className="text-brand-700 hover:underline"
        >
          {t('mobile_signature.password_sign_in')}
        </Link>
      </p>
    </form>
  )
}
