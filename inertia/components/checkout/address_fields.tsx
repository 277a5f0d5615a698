import Field from '~/components/ui/field'
import SelectField from '~/components/ui/select_field'
import { useT } from '~/lib/i18n'
import type { CountryOption } from '#transformers/address_transformer'

/** The five address fields of SPEC §3 Address, as keys of the form without prefix. */
export type AddressFieldName = 'address' | 'city' | 'region' | 'country' | 'postalCode'

interface AddressFieldsProps {
  /** Id prefix and whether these are the delivery or the billing fields. */
  kind: 'delivery' | 'billing'
  values: Record<AddressFieldName, string>
  errors: Partial<Record<AddressFieldName, string>>
  onChange: (name: AddressFieldName, value: string) => void
  countries: CountryOption[]
}

/**
 * Address, city, region, country and postal code of a delivery or billing address, labelled and
 * with their messages; region and postal code are optional.
 */
export default function AddressFields({
  kind,
  values,
  errors,
  onChange,
  countries,
}: AddressFieldsProps) {
  const t = useT()
  const id = (name: string) => `checkout-${kind}-${name}`
  const autoComplete = (token: string) => `${kind === 'billing' ? 'billing' : 'shipping'} ${token}`
  const text = (name: Exclude<AddressFieldName, 'country'>) => ({
    id: id(name),
    name: kind === 'billing' ? `billing${name[0].toUpperCase()}${name.slice(1)}` : name,
    value: values[name],
    onChange: (event: { target: { value: string } }) => onChange(name, event.target.value),
    error: errors[name],
    label: t(`checkout.fields.${name}`),
  })
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Field
        {...text('address')}
        autoComplete={autoComplete('street-address')}
        wrapperClassName="sm:col-span-2"
      />
      <Field {...text('city')} autoComplete={autoComplete('address-level2')} />
      <Field {...text('region')} optional autoComplete={autoComplete('address-level1')} />
      <SelectField
        id={id('country')}
        name={kind === 'billing' ? 'billingCountry' : 'country'}
        autoComplete={autoComplete('country')}
        label={t('checkout.fields.country')}
        value={values.country}
        onChange={(value) => onChange('country', value)}
        error={errors.country}
      >
        {countries.map((country) => (
          <option key={country.code} value={country.code}>
            {country.name}
          </option>
        ))}
      </SelectField>
      <Field
        {...text('postalCode')}
        optional
        autoComplete={autoComplete('postal-code')}
        hint={values.country === 'AZ' ? t('checkout.hints.postal_az') : undefined}
      />
    </div>
  )
}
