import type { FormEvent } from 'react'
import { Head, Link, useForm } from '@inertiajs/react'
import { useShared, useT } from '~/lib/i18n'
import TextField from '~/components/ui/text_field'
import FormAlert from '~/components/ui/form_alert'
import AccountTypeSwitch from '~/components/account/account_type_switch'
import { withQuery } from '~/lib/routes'
import type { AccountType } from '#shared/accounts'

interface LoginProps {
  accountType: AccountType
  next: string | null
}

/**
 * Sign-in by e-mail and password into a buyer or a seller account (SPEC §2 Authorization); an
 * admin signs in here too, whichever type is chosen (`?as=admin` only titles the page for them).
 * After a right password for the e-mail's other account type the server comes back with that
 * type chosen and says so.
 */
export default function Login({ accountType, next }: LoginProps) {
  const t = useT()
  const { alternates, locale, nav } = useShared()
  const form = useForm({ account_type: accountType, email: '', password: '', next: next ?? '' })
  const errors = form.errors as Record<string, string | undefined>
  const as = { as: form.data.account_type }

  function submit(event: FormEvent) {
    event.preventDefault()
    form.post(alternates[locale], { preserveScroll: true, onFinish: () => form.reset('password') })
  }

  return (
    <section className="container-page flex justify-center py-10">
      <Head title={t('auth.login.title')} />
      <form
        onSubmit={submit}
        noValidate
        className="w-full max-w-md space-y-5 rounded-[var(--radius-card)] border border-line bg-white p-6 shadow-sm"
      >
        <div>
          <h1 className="text-2xl font-extrabold tracking-tight">{t('auth.login.title')}</h1>
          <p className="mt-2 text-sm text-muted">
            {accountType === 'admin' ? t('auth.login.admin_note') : t('auth.login.intro')}
          </p>
        </div>
        <FormAlert message={errors.form} />
        {accountType !== 'admin' && (
          <AccountTypeSwitch
            name="account_type"
            legend={t('auth.login.as')}
            value={form.data.account_type}
            options={['buyer', 'seller']}
            onChange={(value) => form.setData('account_type', value as LoginProps['accountType'])}
          />
        )}
        <TextField
          id="login-email"
          name="email"
          type="email"
          autoComplete="username"
          label={t('auth.login.email')}
          value={form.data.email}
          onChange={(value) => form.setData('email', value)}
          error={errors.email}
        />
        <TextField
          id="login-password"
          name="password"
          type="password"
          autoComplete="current-password"
          label={t('auth.login.password')}
          value={form.data.password}
          onChange={(value) => form.setData('password', value)}
          error={errors.password}
        />
        <div className="flex flex-wrap items-center justify-between gap-3">
          <button type="submit" className="btn-primary" disabled={form.processing}>
            {form.processing ? t('auth.login.submitting') : t('auth.login.submit')}
          </button>
          <Link
            href={withQuery(nav.forgot_password, as)}
            className="text-sm text-brand-700 hover:underline"
          >
            {t('auth.login.forgot')}
          </Link>
        </div>
        {accountType !== 'admin' && (
          <>
            {nav.mobile_signature && (
              <div className="border-t border-line pt-4 text-center">
                <Link
                  href={withQuery(nav.mobile_signature, as)}
                  className="btn-ghost w-full justify-center"
                >
                  {t('auth.login.mobile')}
                </Link>
              </div>
            )}
            <p className="text-center text-sm text-muted">
              {t('auth.login.no_account')}{' '}
              <Link
                href={withQuery(nav.register, as)}
                className="font-semibold text-brand-700 hover:underline"
              >
                {t('auth.login.register')}
              </Link>
            </p>
          </>
        )}
      </form>
    </section>
  )
}
