import type { FormEvent } from 'react'
import { Head, Link, useForm } from '@inertiajs/react'
import { useShared, useT } from '~/lib/i18n'
import TextField from '~/components/ui/text_field'
import FormAlert from '~/components/ui/form_alert'
import AccountTypeSwitch from '~/components/account/account_type_switch'
import { withQuery } from '~/lib/routes'
import type { AccountType } from '#shared/accounts'

/** Forgot password: asks for the account's e-mail; the answer is the same whether it exists or not. */
export default function ForgotPassword({ accountType }: { accountType: AccountType }) {
  const t = useT()
  const { alternates, locale, nav } = useShared()
  const form = useForm({ account_type: accountType as string, email: '' })
  const errors = form.errors as Record<string, string | undefined>

  function submit(event: FormEvent) {
    event.preventDefault()
    form.post(alternates[locale], { preserveScroll: true })
  }

  return (
    <section className="container-page flex justify-center py-10">
      <Head title={t('auth.forgot.title')} />
      <form
        onSubmit={submit}
        noValidate
        className="w-full max-w-md space-y-5 rounded-[var(--radius-card)] border border-line bg-white p-6 shadow-sm"
      >
        <div>
          <h1 className="text-2xl font-extrabold tracking-tight">{t('auth.forgot.title')}</h1>
          <p className="mt-2 text-sm text-muted">{t('auth.forgot.intro')}</p>
        </div>
        <FormAlert message={errors.form} />
        {accountType !== 'admin' && (
          <AccountTypeSwitch
            name="account_type"
            legend={t('auth.login.as')}
            value={form.data.account_type}
            options={['buyer', 'seller']}
            onChange={(value) => form.setData('account_type', value)}
          />
        )}
        <TextField
          id="forgot-email"
          name="email"
          type="email"
          autoComplete="email"
          label={t('auth.login.email')}
          value={form.data.email}
          onChange={(value) => form.setData('email', value)}
          error={errors.email}
        />
        <div className="flex flex-wrap items-center justify-between gap-3">
          <button type="submit" className="btn-primary" disabled={form.processing}>
            {form.processing ? t('auth.forgot.submitting') : t('auth.forgot.submit')}
          </button>
          <Link
            href={withQuery(nav.login, { as: form.data.account_type })}
            className="text-sm text-brand-700 hover:underline"
          >
            {t('auth.forgot.back')}
          </Link>
        </div>
      </form>
    </section>
  )
}
