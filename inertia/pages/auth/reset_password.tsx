import type { FormEvent } from 'react'
import { Head, Link, useForm, usePage } from '@inertiajs/react'
import { useShared, useT } from '~/lib/i18n'
import TextField from '~/components/ui/text_field'
import FormAlert from '~/components/ui/form_alert'

/** Reset password from an e-mailed link; an unusable link says so and offers a new one. */
export default function ResetPassword({ token }: { token: string | null }) {
  const t = useT()
  const { nav } = useShared()
  const { url } = usePage()
  const form = useForm({ password: '', password_confirmation: '' })
  const errors = form.errors as Record<string, string | undefined>

  function submit(event: FormEvent) {
    event.preventDefault()
    form.post(url.split('?')[0], { preserveScroll: true, onError: () => form.reset() })
  }

  return (
    <section className="container-page flex justify-center py-10">
      <Head title={t('auth.reset.title')} />
      <div className="w-full max-w-md space-y-5 rounded-[var(--radius-card)] border border-line bg-white p-6 shadow-sm">
        <h1 className="text-2xl font-extrabold tracking-tight">{t('auth.reset.title')}</h1>
        {token ? (
          <form onSubmit={submit} noValidate className="space-y-5">
            <p className="text-sm text-muted">{t('auth.reset.intro')}</p>
            <FormAlert message={errors.form} />
            <TextField
              id="reset-password"
              name="password"
              type="password"
              autoComplete="new-password"
              label={t('auth.reset.password')}
              value={form.data.password}
              onChange={(value) => form.setData('password', value)}
              error={errors.password}
              hint={t('auth.register.password_hint')}
            />
            <TextField
              id="reset-password-confirmation"
              name="password_confirmation"
              type="password"
              autoComplete="new-password"
              label={t('auth.reset.password_confirmation')}
              value={form.data.password_confirmation}
              onChange={(value) => form.setData('password_confirmation', value)}
              error={errors.password_confirmation}
            />
            <button type="submit" className="btn-primary" disabled={form.processing}>
              {t('auth.reset.submit')}
            </button>
          </form>
        ) : (
          <>
            <FormAlert message={t('auth.reset.invalid')} />
            <Link href={nav.forgot_password} className="btn-primary inline-flex">
              {t('auth.reset.request_new')}
            </Link>
          </>
        )}
      </div>
    </section>
  )
}
