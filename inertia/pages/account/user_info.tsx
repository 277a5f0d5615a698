import { type ChangeEvent, type FormEvent, useState } from 'react'
import { router, useForm } from '@inertiajs/react'
import DashboardLayout from '~/components/account/dashboard_layout'
import { useDashboardLinks } from '~/components/addresses/dashboard_links'
import Field from '~/components/ui/field'
import { useShared, useT } from '~/lib/i18n'

interface UserInfoProps {
  values: { first_name: string; last_name: string; email: string; phone: string }
  /** Current picture URL (WebP, ≤ 960×960) and the upload limit in bytes. */
  avatar: { url: string | null; maxBytes: number; size: number }
  urls: { update: string; avatar: string }
}

type TextField = 'first_name' | 'last_name' | 'email' | 'phone'

const PROFILE_FIELDS: { name: TextField; type: string; autoComplete: string }[] = [
  { name: 'first_name', type: 'text', autoComplete: 'given-name' },
  { name: 'last_name', type: 'text', autoComplete: 'family-name' },
  { name: 'email', type: 'email', autoComplete: 'email' },
  { name: 'phone', type: 'tel', autoComplete: 'tel' },
]

/**
 * User info form (SPEC §2 Customer dashboard): name, e-mail, phone, profile picture, password.
 * Changing the e-mail or the password asks for the current password; typed values survive a
 * validation error, passwords never come back from the server.
 */
export default function UserInfo({ values, avatar, urls }: UserInfoProps) {
  const t = useT()
  const { auth } = useShared()
  const links = useDashboardLinks('buyer')
  const form = useForm({ ...values, current_password: '', password: '', password_confirmation: '' })
  const errors = form.errors as Record<string, string | undefined>
  const picture = useForm<{ avatar: File | null }>({ avatar: null })
  const pictureErrors = picture.errors as Record<string, string | undefined>
  const [pictureProblem, setPictureProblem] = useState<string | null>(null)

  const emailChanged = form.data.email.trim().toLowerCase() !== values.email.toLowerCase()
  const needsCurrent =
    emailChanged || form.data.password.length > 0 || Boolean(errors.current_password)

  function submit(event: FormEvent) {
    event.preventDefault()
    form.put(urls.update, {
      preserveScroll: true,
      onFinish: () => form.reset('current_password', 'password', 'password_confirmation'),
    })
  }

  function choosePicture(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0] ?? null
    setPictureProblem(
      file && file.size > avatar.maxBytes
        ? t('account.avatar.too_large', { mb: avatar.maxBytes / 1024 / 1024 })
        : null
    )
    picture.setData('avatar', file)
  }

  function upload(event: FormEvent) {
    event.preventDefault()
    if (pictureProblem) return
    picture.post(urls.avatar, {
      forceFormData: true,
      preserveScroll: true,
      onSuccess: () => picture.reset(),
    })
  }

  function removePicture() {
    router.delete(urls.avatar, { preserveScroll: true })
  }

  const pictureError = pictureProblem ?? pictureErrors.avatar ?? errors.avatar

  return (
    <DashboardLayout
      title={t('account.user_info.title')}
      heading={auth.user?.name ?? ''}
      links={links}
    >
      <div className="grid gap-6 xl:grid-cols-[1fr_300px]">
        <form
          onSubmit={submit}
          noValidate
          className="rounded-[var(--radius-card)] border border-line bg-white p-6 shadow-sm"
          aria-labelledby="profile-title"
        >
          <h2 id="profile-title" className="text-lg font-semibold">
            {t('account.user_info.profile')}
          </h2>
          <div className="mt-4 grid gap-4 sm:grid-cols-2">
            {PROFILE_FIELDS.map((field) => (
              <Field
                key={field.name}
                id={`user-${field.name}`}
                name={field.name}
                type={field.type}
                autoComplete={field.autoComplete}
                label={t(`account.user_info.fields.${field.name}`)}
                hint={field.name === 'phone' ? t('account.user_info.phone_hint') : undefined}
                value={form.data[field.name]}
                onChange={(e) => form.setData(field.name, e.target.value)}
                error={errors[field.name]}
              />
            ))}
          </div>

          <fieldset className="mt-6 border-t border-line pt-4">
            <legend className="pr-2 text-base font-semibold">
              {t('account.user_info.change_password')}
            </legend>
            <p className="mb-3 text-sm text-muted">{t('account.user_info.password_hint')}</p>
            <div className="grid gap-4 sm:grid-cols-2">
              <Field
                id="user-password"
                name="password"
                type="password"
                autoComplete="new-password"
                label={t('account.user_info.fields.password')}
                value={form.data.password}
                onChange={(e) => form.setData('password', e.target.value)}
                error={errors.password}
              />
              <Field
                id="user-password_confirmation"
                name="password_confirmation"
                type="password"
                autoComplete="new-password"
                label={t('account.user_info.fields.password_confirmation')}
                value={form.data.password_confirmation}
                onChange={(e) => form.setData('password_confirmation', e.target.value)}
                error={errors.password_confirmation}
              />
            </div>
          </fieldset>

          {needsCurrent && (
            <div className="mt-6 rounded-lg bg-brand-50 p-4">
              <Field
                id="user-current_password"
                name="current_password"
                type="password"
                autoComplete="current-password"
                label={t('account.user_info.fields.current_password')}
                hint={t('account.user_info.current_password_hint')}
                value={form.data.current_password}
                onChange={(e) => form.setData('current_password', e.target.value)}
                error={errors.current_password}
              />
            </div>
          )}

          <button type="submit" className="btn-primary mt-6" disabled={form.processing}>
            {form.processing ? t('account.form.saving') : t('account.form.save')}
          </button>
        </form>

        <form
          onSubmit={upload}
          noValidate
          className="rounded-[var(--radius-card)] border border-line bg-white p-6 shadow-sm xl:self-start"
          aria-labelledby="picture-title"
        >
          <h2 id="picture-title" className="text-lg font-semibold">
            {t('account.avatar.title')}
          </h2>
          <div className="mt-4 flex justify-center">
            {avatar.url ? (
              <img
                src={avatar.url}
                alt={t('account.avatar.current')}
                width={160}
                height={160}
                className="h-40 w-40 rounded-full object-cover"
              />
            ) : (
              <span className="grid h-40 w-40 place-items-center rounded-full bg-brand-50 text-center text-sm text-muted">
                {t('account.avatar.none')}
              </span>
            )}
          </div>
          <label htmlFor="user-avatar" className="field-label mt-4">
            {t('account.avatar.choose')}
          </label>
          <input
            id="user-avatar"
            name="avatar"
            type="file"
            accept="image/jpeg,image/png,image/webp"
            onChange={choosePicture}
            aria-invalid={pictureError ? true : undefined}
            aria-describedby={`user-avatar-hint${pictureError ? ' user-avatar-error' : ''}`}
            className="block w-full text-sm file:mr-3 file:rounded-lg file:border-0 file:bg-brand-50 file:px-3 file:py-2 file:font-semibold file:text-brand-700"
          />
          <p id="user-avatar-hint" className="mt-1 text-xs text-muted">
            {t('account.avatar.hint', { mb: avatar.maxBytes / 1024 / 1024, size: avatar.size })}
          </p>
          {pictureError && (
            <p id="user-avatar-error" className="field-error">
              {pictureError}
            </p>
          )}
          <div className="mt-4 flex flex-wrap gap-2">
            <button
              type="submit"
              className="btn-primary"
              disabled={picture.processing || !picture.data.avatar}
            >
              {picture.processing ? t('account.form.saving') : t('account.avatar.upload')}
            </button>
            {avatar.url && (
              <button type="button" className="btn-ghost" onClick={removePicture}>
                {t('account.avatar.remove')}
              </button>
            )}
          </div>
        </form>
      </div>
    </DashboardLayout>
  )
}
