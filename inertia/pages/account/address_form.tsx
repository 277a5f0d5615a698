import type { ChangeEvent, FormEvent } from 'react'
import { Link, useForm } from '@inertiajs/react'
import DashboardLayout from '~/components/account/dashboard_layout'
import { useDashboardLinks } from '~/components/addresses/dashboard_links'
import Field from '~/components/ui/field'
import SelectField from '~/components/ui/select_field'
import type { AddressFormValues, CountryOption } from '#transformers/address_transformer'
import type { AddressKind } from '#shared/addresses'
import type { MemberType } from '#shared/accounts'
import PinMap from '~/components/map/pin_map'
import CoordinateFields from '~/components/map/coordinate_fields'
import { useShared, useT } from '~/lib/i18n'
import { degrees } from '~/components/map/degrees'

interface AddressFormProps {
  book: MemberType
  mode: 'create' | 'edit'
  kinds: AddressKind[]
  values: AddressFormValues
  countries: CountryOption[]
  urls: { submit: string; index: string }
  tileUrl: string
}

/**
 * New or edited address (SPEC §2 address book, §3 Address): kind, label, address, city,
 * region, country, postal code (`AZ NNNN` in Azerbaijan) and a pin dropped on the map or typed
 * as latitude/longitude. Typed values survive validation errors.
 */
export default function AddressForm({
  book,
  mode,
  kinds,
  values,
  countries,
  urls,
  tileUrl,
}: AddressFormProps) {
  const t = useT()
  const { auth } = useShared()
  const links = useDashboardLinks(book)
  const form = useForm<AddressFormValues>(values)
  const errors = form.errors as Record<string, string | undefined>
  const title = mode === 'create' ? t('account.addresses.new') : t('account.addresses.edit_title')

  function submit(event: FormEvent) {
    event.preventDefault()
    form.transform((data) => ({
      ...data,
      latitude: data.latitude.trim().replace(',', '.'),
      longitude: data.longitude.trim().replace(',', '.'),
    }))
    if (mode === 'create') form.post(urls.submit, { preserveScroll: true })
    else form.put(urls.submit, { preserveScroll: true })
  }

  const text = (name: 'label' | 'address' | 'city' | 'region' | 'postal_code') => ({
    id: `address-${name}`,
    name,
    value: form.data[name],
    onChange: (e: ChangeEvent<HTMLInputElement>) => form.setData(name, e.target.value),
    error: errors[name],
    label: t(`account.addresses.fields.${name}`),
  })

  return (
    <DashboardLayout title={title} heading={auth.user?.name ?? ''} links={links}>
      <form
        onSubmit={submit}
        noValidate
        className="rounded-[var(--radius-card)] border border-line bg-white p-6 shadow-sm"
        aria-label={title}
      >
        {errors.form && (
          <p role="alert" className="mb-4 rounded-lg bg-red-50 px-3 py-2 text-sm text-danger">
            {errors.form}
          </p>
        )}

        <fieldset>
          <legend className="field-label">{t('account.addresses.fields.kind')}</legend>
          <div className="flex flex-wrap gap-3">
            {kinds.map((kind) => (
              <label
                key={kind}
                className="flex items-center gap-2 rounded-lg border border-line px-3 py-2 text-sm has-[:checked]:border-brand-500 has-[:checked]:bg-brand-50"
              >
                <input
                  type="radio"
                  name="kind"
                  value={kind}
                  checked={form.data.kind === kind}
                  onChange={() => form.setData('kind', kind)}
                />
                {t(`account.addresses.kinds.${kind}`)}
              </label>
            ))}
          </div>
          {errors.kind && <p className="field-error">{errors.kind}</p>}
        </fieldset>

        <div className="mt-5 grid gap-4 sm:grid-cols-2">
          <Field
            {...text('label')}
            optional
            hint={t('account.addresses.label_hint')}
            autoComplete="off"
            wrapperClassName="sm:col-span-2"
          />
          <Field
            {...text('address')}
            autoComplete="street-address"
            wrapperClassName="sm:col-span-2"
          />
          <Field {...text('city')} autoComplete="address-level2" />
          <Field {...text('region')} optional autoComplete="address-level1" />
          <SelectField
            id="address-country"
            name="country"
            autoComplete="country"
            label={t('account.addresses.fields.country')}
            value={form.data.country}
            onChange={(value) => form.setData('country', value)}
            error={errors.country}
          >
            {countries.map((country) => (
              <option key={country.code} value={country.code}>
                {country.name}
              </option>
            ))}
          </SelectField>
          <Field
            {...text('postal_code')}
            optional
            autoComplete="postal-code"
            hint={
              form.data.country === 'AZ'
                ? t('account.addresses.postal_hint_az')
                : t('account.addresses.postal_hint')
            }
          />
        </div>

        <fieldset className="mt-6 border-t border-line pt-4">
          <legend className="pr-2 text-base font-semibold">{t('account.addresses.pin')}</legend>
          <p className="mb-3 text-sm text-muted">{t('account.addresses.pin_hint')}</p>
          <PinMap
            latitude={degrees(form.data.latitude)}
            longitude={degrees(form.data.longitude)}
            onChange={(lat, lng) =>
              form.setData((data) => ({ ...data, latitude: String(lat), longitude: String(lng) }))
            }
            tileUrl={tileUrl}
          />
          <div className="mt-4 grid gap-4 sm:grid-cols-[1fr_1fr_auto] sm:items-end">
            <CoordinateFields
              idPrefix="address"
              values={form.data}
              labels={{
                latitude: t('account.addresses.fields.latitude'),
                longitude: t('account.addresses.fields.longitude'),
              }}
              errors={errors}
              optional
              onChange={(name, value) => form.setData(name, value)}
            />
            <button
              type="button"
              className="btn-ghost"
              disabled={!form.data.latitude && !form.data.longitude}
              onClick={() => form.setData((data) => ({ ...data, latitude: '', longitude: '' }))}
            >
              {t('account.addresses.clear_pin')}
            </button>
          </div>
        </fieldset>

        <label className="mt-6 flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            name="is_default"
            checked={form.data.is_default}
            onChange={(e) => form.setData('is_default', e.target.checked)}
          />
          {t('account.addresses.use_as_default')}
        </label>

        <div className="mt-6 flex flex-wrap gap-3">
          <button type="submit" className="btn-primary" disabled={form.processing}>
            {form.processing ? t('account.form.saving') : t('account.form.save')}
          </button>
          <Link href={urls.index} className="btn-ghost">
            {t('account.form.cancel')}
          </Link>
        </div>
      </form>
    </DashboardLayout>
  )
}
