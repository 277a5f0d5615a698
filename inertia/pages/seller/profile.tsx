import type { FormEvent } from 'react'
import { router, useForm } from '@inertiajs/react'
import PinMap from '~/components/map/pin_map'
import FormAlert from '~/components/ui/form_alert'
import TextField from '~/components/ui/text_field'
import CompanyBadge, { type SellerCompany } from '~/components/seller/company_badge'
import SellerLayout from '~/components/seller/seller_layout'
import SupplierLogo from '~/components/suppliers/supplier_logo'
import { useT } from '~/lib/i18n'
import type {
  DistrictGroup,
  SellerProfileUrls,
  SellerProfileValues,
} from '#transformers/seller_profile_transformer'
import { degrees } from '~/components/map/degrees'
import VerificationCard from '~/components/trust/verification_card'
import type { CompanyVerificationView } from '#transformers/company_verification_transformer'

/** Initial form values from toSellerProfileValues (every field a string). */
interface SellerProfileProps {
  company: SellerCompany
  values: SellerProfileValues
  regions: DistrictGroup[]
  logo: { maxMegabytes: number; size: number }
  urls: SellerProfileUrls
  /** Map tiles (empty → the map renders without tiles). */
  tileUrl: string
  /** Company verification by mobile signature (issue 25). */
  verification: CompanyVerificationView
}

const LANGUAGES = ['az', 'en', 'ru'] as const

/**
 * Seller profile (SPEC §2 Seller dashboard → profile): the account holder, the company as
 * registered (VÖEN read-only), descriptions per language, the location pin, and the logo upload.
 * Typed input survives validation errors; the current password is never kept.
 */
export default function SellerProfile({
  company,
  values,
  regions,
  logo,
  urls,
  tileUrl,
  verification,
}: SellerProfileProps) {
  const t = useT()
  const form = useForm({ ...values, current_password: '' })
  const errors = form.errors as Partial<Record<string, string>>
  const logoForm = useForm<{ logo: File | null }>({ logo: null })
  const logoErrors = logoForm.errors as Partial<Record<string, string>>

  function submit(event: FormEvent) {
    event.preventDefault()
    form.put(urls.update, {
      preserveScroll: true,
      onFinish: () => form.setData('current_password', ''),
    })
  }

  function uploadLogo(event: FormEvent) {
    event.preventDefault()
    logoForm.post(urls.logo, {
      forceFormData: true,
      preserveScroll: true,
      onSuccess: () => logoForm.reset(),
    })
  }

  function removeLogo() {
    router.delete(urls.removeLogo, { preserveScroll: true })
  }

  const field = (
    name: keyof SellerProfileValues,
    extra: Partial<Parameters<typeof TextField>[0]> = {}
  ) => (
    <TextField
      id={`profile-${name}`}
      name={name}
      label={t(`seller.profile.fields.${name}`)}
      value={form.data[name]}
      onChange={(value) => form.setData(name, value)}
      error={errors[name]}
      {...extra}
    />
  )

  const latitude = degrees(form.data.latitude)
  const longitude = degrees(form.data.longitude)

  return (
    <SellerLayout title={t('seller.profile.title')} companyName={company.name}>
      <div className="space-y-6">
        <CompanyBadge company={company} />

        <section
          aria-labelledby="logo-title"
          className="rounded-[var(--radius-card)] border border-line bg-white p-5 shadow-sm"
        >
          <h2 id="logo-title" className="mb-3 text-lg font-bold">
            {t('seller.profile.logo.title')}
          </h2>
          <div className="flex flex-col gap-5 sm:flex-row sm:items-start">
            <div className="flex shrink-0 flex-col items-start gap-2">
              <SupplierLogo
                name={company.name}
                logo={company.logo}
                color={company.color}
                className="h-24 w-24 rounded-xl text-2xl"
              />
              {company.logo ? (
                <button type="button" onClick={removeLogo} className="btn-ghost px-2 py-1 text-xs">
                  {t('seller.profile.logo.remove')}
                </button>
              ) : (
                <p className="max-w-40 text-xs text-muted">{t('seller.profile.logo.none')}</p>
              )}
            </div>
            <form
              onSubmit={uploadLogo}
              noValidate
              encType="multipart/form-data"
              className="min-w-0 flex-1"
            >
              <label htmlFor="profile-logo" className="field-label">
                {t('seller.profile.logo.field')}
              </label>
              <input
                id="profile-logo"
                name="logo"
                type="file"
                accept="image/jpeg,image/png,image/webp"
                onChange={(event) => logoForm.setData('logo', event.target.files?.[0] ?? null)}
                aria-invalid={logoErrors.logo ? true : undefined}
                aria-describedby={logoErrors.logo ? 'profile-logo-error' : 'profile-logo-hint'}
                className="block w-full text-sm file:mr-3 file:rounded-lg file:border-0 file:bg-brand-50 file:px-3 file:py-2 file:font-semibold file:text-brand-700"
              />
              {logoErrors.logo ? (
                <p id="profile-logo-error" className="field-error">
                  {logoErrors.logo}
                </p>
              ) : (
                <p id="profile-logo-hint" className="mt-1 text-xs text-muted">
                  {t('seller.profile.logo.hint', { mb: logo.maxMegabytes, size: logo.size })}
                </p>
              )}
              <button
                type="submit"
                className="btn-primary mt-3"
                disabled={logoForm.processing || !logoForm.data.logo}
              >
                {logoForm.processing
                  ? t('seller.profile.logo.uploading')
                  : t('seller.profile.logo.upload')}
              </button>
            </form>
          </div>
        </section>

        <VerificationCard verification={verification} />

        <form onSubmit={submit} noValidate className="space-y-6">
          <FormAlert message={errors.form} />

          <fieldset className="rounded-[var(--radius-card)] border border-line bg-white p-5 shadow-sm">
            <legend className="px-1 text-lg font-bold">{t('seller.profile.person_title')}</legend>
            <p className="mb-4 text-sm text-muted">{t('seller.profile.person_hint')}</p>
            <div className="grid gap-4 sm:grid-cols-2">
              {field('first_name', { autoComplete: 'given-name' })}
              {field('last_name', { autoComplete: 'family-name' })}
              {field('email', { type: 'email', autoComplete: 'email' })}
              {field('phone', { type: 'tel', autoComplete: 'tel' })}
              <TextField
                id="profile-current_password"
                name="current_password"
                type="password"
                autoComplete="current-password"
                label={t('seller.profile.fields.current_password')}
                value={form.data.current_password}
                onChange={(value) => form.setData('current_password', value)}
                error={errors.current_password}
                hint={t('seller.profile.current_password_hint')}
                className="sm:col-span-2"
              />
            </div>
          </fieldset>

          <fieldset className="rounded-[var(--radius-card)] border border-line bg-white p-5 shadow-sm">
            <legend className="px-1 text-lg font-bold">{t('seller.profile.company_title')}</legend>
            <dl className="mb-4 grid gap-3 text-sm sm:grid-cols-2">
              <div className="rounded-lg bg-brand-50 px-3 py-2">
                <dt className="text-xs font-medium text-muted">{t('seller.company.tax_id')}</dt>
                <dd className="mt-0.5 font-semibold tabular-nums" data-testid="tax-id">
                  {company.taxId}
                </dd>
              </div>
              <div className="rounded-lg bg-brand-50 px-3 py-2">
                <dt className="text-xs font-medium text-muted">{t('seller.company.type')}</dt>
                <dd className="mt-0.5 font-semibold">{company.typeLabel}</dd>
              </div>
            </dl>
            <p className="mb-4 text-xs text-muted">{t('seller.profile.tax_id_locked')}</p>
            <div className="grid gap-4 sm:grid-cols-2">
              {field('company_name', { autoComplete: 'organization', className: 'sm:col-span-2' })}
              {field('legal_address', {
                autoComplete: 'street-address',
                hint: t('seller.profile.legal_address_hint'),
                className: 'sm:col-span-2',
              })}
              {field('representative', {
                hint: t('seller.profile.representative_hint'),
                className: 'sm:col-span-2',
              })}
              {field('website', {
                type: 'url',
                inputMode: 'url',
                autoComplete: 'url',
                hint: t('seller.profile.website_hint'),
              })}
              <div>
                <label htmlFor="profile-district_id" className="field-label">
                  {t('seller.profile.fields.district_id')}
                </label>
                <select
                  id="profile-district_id"
                  name="district_id"
                  value={form.data.district_id}
                  onChange={(event) => form.setData('district_id', event.target.value)}
                  aria-invalid={errors.district_id ? true : undefined}
                  aria-describedby={errors.district_id ? 'profile-district_id-error' : undefined}
                  className="field-input"
                >
                  <option value="">{t('seller.profile.district_placeholder')}</option>
                  {regions.map((region) => (
                    <optgroup key={region.name} label={region.name}>
                      {region.districts.map((district) => (
                        <option key={district.id} value={String(district.id)}>
                          {district.name}
                        </option>
                      ))}
                    </optgroup>
                  ))}
                </select>
                {errors.district_id && (
                  <p id="profile-district_id-error" className="field-error">
                    {errors.district_id}
                  </p>
                )}
              </div>
              {field('company_phone', {
                type: 'tel',
                autoComplete: 'tel',
                hint: t('seller.profile.phone_hint'),
              })}
              {field('phone_secondary', { type: 'tel', autoComplete: 'tel' })}
            </div>
          </fieldset>

          <fieldset className="rounded-[var(--radius-card)] border border-line bg-white p-5 shadow-sm">
            <legend className="px-1 text-lg font-bold">
              {t('seller.profile.descriptions_title')}
            </legend>
            <p className="mb-4 text-sm text-muted">{t('seller.profile.descriptions_hint')}</p>
            <div className="grid gap-4">
              {LANGUAGES.map((language) => {
                const name = `description_${language}` as const
                return (
                  <div key={language}>
                    <label htmlFor={`profile-${name}`} className="field-label">
                      {t(`seller.profile.description_in.${language}`)}
                    </label>
                    <textarea
                      id={`profile-${name}`}
                      name={name}
                      lang={language}
                      rows={5}
                      value={form.data[name]}
                      onChange={(event) => form.setData(name, event.target.value)}
                      aria-invalid={errors[name] ? true : undefined}
                      aria-describedby={errors[name] ? `profile-${name}-error` : undefined}
                      className="field-input"
                    />
                    {errors[name] && (
                      <p id={`profile-${name}-error`} className="field-error">
                        {errors[name]}
                      </p>
                    )}
                  </div>
                )
              })}
            </div>
          </fieldset>

          <fieldset className="rounded-[var(--radius-card)] border border-line bg-white p-5 shadow-sm">
            <legend className="px-1 text-lg font-bold">{t('seller.profile.location_title')}</legend>
            <p className="mb-4 text-sm text-muted">{t('seller.profile.location_hint')}</p>
            <PinMap
              latitude={latitude}
              longitude={longitude}
              tileUrl={tileUrl}
              label={t('seller.profile.map_label')}
              onChange={(lat, lng) =>
                form.setData((data) => ({ ...data, latitude: String(lat), longitude: String(lng) }))
              }
            />
            <div className="mt-4 grid gap-4 sm:grid-cols-[1fr_1fr_auto] sm:items-end">
              {field('latitude', { inputMode: 'decimal' })}
              {field('longitude', { inputMode: 'decimal' })}
              <button
                type="button"
                className="btn-ghost"
                disabled={form.data.latitude === '' && form.data.longitude === ''}
                onClick={() => form.setData((data) => ({ ...data, latitude: '', longitude: '' }))}
              >
                {t('seller.profile.clear_pin')}
              </button>
            </div>
          </fieldset>

          <fieldset className="rounded-[var(--radius-card)] border border-line bg-white p-5 shadow-sm">
            <legend className="px-1 text-lg font-bold">{t('seller.profile.bank.title')}</legend>
            <p className="mb-4 text-sm text-muted">{t('seller.profile.bank.hint')}</p>
            <div className="grid gap-4 sm:grid-cols-2">
              {field('bank_name', { className: 'sm:col-span-2' })}
              {field('bank_iban', {
                autoComplete: 'off',
                spellCheck: false,
                hint: t('seller.profile.bank.iban_hint'),
              })}
              {field('bank_swift', {
                autoComplete: 'off',
                spellCheck: false,
                hint: t('seller.profile.bank.swift_hint'),
              })}
            </div>
          </fieldset>

          <div className="flex justify-end">
            <button type="submit" className="btn-primary" disabled={form.processing}>
              {form.processing ? t('seller.profile.saving') : t('seller.profile.submit')}
            </button>
          </div>
        </form>
      </div>
    </SellerLayout>
  )
}
