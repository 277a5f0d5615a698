import type { FormEvent } from 'react'
import { Head, Link, useForm } from '@inertiajs/react'
import { useShared, useT } from '~/lib/i18n'
import TextField from '~/components/ui/text_field'
import FormAlert from '~/components/ui/form_alert'
import AccountTypeSwitch from '~/components/account/account_type_switch'
import { withQuery } from '~/lib/routes'
import type { CompanyType, MemberType } from '#shared/accounts'
import type { DistrictGroup } from '#transformers/seller_profile_transformer'

interface RegisterProps {
  accountType: MemberType
  prefill: {
    firstName: string
    lastName: string
    companyName: string
    taxId: string
    companyType: CompanyType | null
    fromCertificate: boolean
  } | null
  regions: DistrictGroup[]
  termsUrl: string
}

/**
 * Registration as a buyer or a seller (SPEC §1, §2, §5). Sellers add company type, name, VÖEN,
 * legal address, representative, website and region. Everything typed survives a validation
 * error except the passwords.
 */
export default function Register({ accountType, prefill, regions, termsUrl }: RegisterProps) {
  const t = useT()
  const { alternates, locale, nav } = useShared()
  const form = useForm({
    account_type: accountType as string,
    first_name: prefill?.firstName ?? '',
    last_name: prefill?.lastName ?? '',
    email: '',
    phone: '',
    password: '',
    password_confirmation: '',
    company_type: (prefill?.companyType ?? 'legal') as string,
    company_name: prefill?.companyName ?? '',
    tax_id: prefill?.taxId ?? '',
    legal_address: '',
    representative: '',
    website: '',
    district_id: '',
    terms: false,
  })
  const errors = form.errors as Record<string, string | undefined>
  const seller = form.data.account_type === 'seller'
  const field = (name: keyof typeof form.data) => ({
    id: `register-${name}`,
    name,
    label: t(`validator.shared.fields.${name}`),
    value: String(form.data[name] ?? ''),
    onChange: (value: string) => form.setData(name, value as never),
    error: errors[name],
  })

  function submit(event: FormEvent) {
    event.preventDefault()
    form.transform((data) => ({
      ...data,
      terms: data.terms ? 'on' : '',
      ...(data.account_type === 'buyer'
        ? {
            company_type: '',
            company_name: '',
            tax_id: '',
            legal_address: '',
            representative: '',
            website: '',
            district_id: '',
          }
        : {}),
    }))
    form.post(alternates[locale], {
      preserveScroll: true,
      onError: () => form.reset('password', 'password_confirmation'),
    })
  }

  return (
    <section className="container-page flex justify-center py-10">
      <Head title={t('auth.register.title')} />
      <form
        onSubmit={submit}
        noValidate
        className="w-full max-w-2xl space-y-6 rounded-[var(--radius-card)] border border-line bg-white p-6 shadow-sm"
      >
        <div>
          <h1 className="text-2xl font-extrabold tracking-tight">{t('auth.register.title')}</h1>
          <p className="mt-2 text-sm text-muted">{t('auth.register.intro')}</p>
        </div>
        {prefill?.fromCertificate && (
          <p role="status" className="rounded-lg bg-brand-50 px-3 py-2 text-sm text-brand-900">
            {t('auth.register.from_certificate')}
          </p>
        )}
        <FormAlert message={errors.form} />
        <AccountTypeSwitch
          name="account_type"
          legend={t('auth.register.as')}
          value={form.data.account_type}
          options={['buyer', 'seller']}
          onChange={(value) => form.setData('account_type', value)}
          hints={{ buyer: t('auth.register.buyer_hint'), seller: t('auth.register.seller_hint') }}
        />

        <fieldset className="grid gap-4 sm:grid-cols-2">
          <legend className="mb-2 text-lg font-semibold">{t('auth.register.person')}</legend>
          <TextField {...field('first_name')} autoComplete="given-name" />
          <TextField {...field('last_name')} autoComplete="family-name" />
          <TextField {...field('email')} type="email" autoComplete="email" />
          <TextField
            {...field('phone')}
            type="tel"
            autoComplete="tel"
            placeholder="+994 50 123 45 67"
          />
          <TextField
            {...field('password')}
            type="password"
            autoComplete="new-password"
            hint={t('auth.register.password_hint')}
          />
          <TextField
            {...field('password_confirmation')}
            type="password"
            autoComplete="new-password"
          />
        </fieldset>

        {seller && (
          <fieldset className="grid gap-4 sm:grid-cols-2">
            <legend className="mb-2 text-lg font-semibold">{t('auth.register.company')}</legend>
            <div className="sm:col-span-2">
              <span className="field-label">{t('auth.register.company_type')}</span>
              <div
                className="flex flex-wrap gap-4 text-sm"
                role="radiogroup"
                aria-label={t('auth.register.company_type')}
              >
                {(['legal', 'individual'] as const).map((type) => (
                  <label key={type} className="flex items-center gap-2">
                    <input
                      type="radio"
                      name="company_type"
                      value={type}
                      checked={form.data.company_type === type}
                      onChange={() => form.setData('company_type', type)}
                    />
                    {t(`auth.company_types.${type}`)}
                  </label>
                ))}
              </div>
              {errors.company_type && <p className="field-error">{errors.company_type}</p>}
            </div>
            <TextField
              {...field('company_name')}
              className="sm:col-span-2"
              autoComplete="organization"
            />
            <TextField
              {...field('tax_id')}
              inputMode="numeric"
              maxLength={14}
              placeholder="1234567891"
            />
            <TextField {...field('representative')} />
            <TextField
              {...field('legal_address')}
              className="sm:col-span-2"
              autoComplete="street-address"
            />
            <TextField
              {...field('website')}
              type="url"
              autoComplete="url"
              placeholder="https://"
              label={`${t('validator.shared.fields.website')} (${t('auth.register.website_optional')})`}
            />
            <div>
              <label htmlFor="register-district_id" className="field-label">
                {t('validator.shared.fields.district_id')}
              </label>
              <select
                id="register-district_id"
                name="district_id"
                value={form.data.district_id}
                onChange={(event) => form.setData('district_id', event.target.value)}
                aria-invalid={errors.district_id ? true : undefined}
                aria-describedby={errors.district_id ? 'register-district_id-error' : undefined}
                className="field-input"
              >
                <option value="">{t('auth.register.choose_region')}</option>
                {regions.map((region) => (
                  <optgroup key={region.name} label={region.name}>
                    {region.districts.map((district) => (
                      <option key={district.id} value={district.id}>
                        {district.name}
                      </option>
                    ))}
                  </optgroup>
                ))}
              </select>
              {errors.district_id && (
                <p id="register-district_id-error" className="field-error">
                  {errors.district_id}
                </p>
              )}
            </div>
          </fieldset>
        )}

        <div>
          <label className="flex items-start gap-2 text-sm">
            <input
              type="checkbox"
              name="terms"
              checked={form.data.terms}
              onChange={(event) => form.setData('terms', event.target.checked)}
              aria-invalid={errors.terms ? true : undefined}
              className="mt-1"
            />
            <span>
              {t('auth.register.terms', { link: '\u0000' })
                .split('\u0000')
                .flatMap((part, index) =>
                  index === 0
                    ? [part]
                    : [
                        <a
                          key="terms"
                          href={termsUrl}
                          target="_blank"
                          rel="noreferrer"
                          className="text-brand-700 underline"
                        >
                          {t('auth.register.terms_link')}
                        </a>,
                        part,
                      ]
                )}
            </span>
          </label>
          {errors.terms && <p className="field-error">{errors.terms}</p>}
        </div>

        <div className="flex flex-wrap items-center justify-between gap-3">
          <button type="submit" className="btn-primary" disabled={form.processing}>
            {form.processing ? t('auth.register.submitting') : t('auth.register.submit')}
          </button>
          <p className="text-sm text-muted">
            {t('auth.register.have_account')}{' '}
            <Link
              href={withQuery(nav.login, { as: form.data.account_type })}
              className="font-semibold text-brand-700 hover:underline"
            >
              {t('auth.register.sign_in')}
            </Link>
          </p>
        </div>
      </form>
    </section>
  )
}
