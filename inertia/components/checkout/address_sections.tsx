import { Link } from '@inertiajs/react'
import AddressFields, { type AddressFieldName } from '~/components/checkout/address_fields'
import { type CheckoutSectionProps, SECTION_CLASS } from '~/components/checkout/checkout_form'
import CoordinateFields from '~/components/map/coordinate_fields'
import PinMap from '~/components/map/pin_map'
import { useT } from '~/lib/i18n'
import type { SavedAddressView as SavedAddress } from '#transformers/checkout_transformer'
import type { CountryOption } from '#transformers/address_transformer'

interface DeliveryAddressProps extends CheckoutSectionProps {
  savedAddresses: SavedAddress[]
  /** The saved address picked, or null for "another address" (typed or edited). */
  savedId: number | null
  onSavedIdChange: (id: number | null) => void
  countries: CountryOption[]
  /** The saved-addresses page, for signed-in buyers. */
  addressesUrl: string | null
  tileUrl: string
  /** The pin as typed, in degrees (null while a box does not hold a number). */
  latitude: number | null
  longitude: number | null
}

/**
 * The delivery address: a saved address to pick (signed-in buyers), the address fields, and the
 * map pin with its latitude and longitude boxes. Editing anything leaves the saved address.
 */
export function DeliveryAddressSection({
  form,
  errors,
  savedAddresses,
  savedId,
  onSavedIdChange: setSavedId,
  countries,
  addressesUrl,
  tileUrl,
  latitude,
  longitude,
}: DeliveryAddressProps) {
  const t = useT()

  function pickSaved(address: SavedAddress | null) {
    setSavedId(address?.id ?? null)
    if (!address) return
    form.setData((data) => ({
      ...data,
      address: address.address,
      city: address.city,
      region: address.region,
      country: address.country,
      postalCode: address.postalCode,
      latitude: address.latitude,
      longitude: address.longitude,
    }))
  }

  return (
    <fieldset className={SECTION_CLASS}>
      <legend className="px-1 text-lg font-semibold">
        {t('checkout.sections.delivery_address')}
      </legend>
      {savedAddresses.length > 0 && (
        <div className="mb-4" role="radiogroup" aria-label={t('checkout.saved.heading')}>
          <p className="field-label">{t('checkout.saved.heading')}</p>
          <div className="grid gap-2">
            {savedAddresses.map((address) => (
              <label
                key={address.id}
                className="flex items-start gap-2 rounded-lg border border-line px-3 py-2 text-sm has-[:checked]:border-brand-500 has-[:checked]:bg-brand-50"
              >
                <input
                  type="radio"
                  name="savedAddress"
                  checked={savedId === address.id}
                  onChange={() => pickSaved(address)}
                  className="mt-1"
                />
                <span>
                  {address.label && <span className="font-medium">{address.label}: </span>}
                  {address.summary}
                  {!address.latitude && (
                    <span className="block text-xs text-muted">{t('checkout.saved.no_pin')}</span>
                  )}
                </span>
              </label>
            ))}
            <label className="flex items-center gap-2 rounded-lg border border-line px-3 py-2 text-sm has-[:checked]:border-brand-500 has-[:checked]:bg-brand-50">
              <input
                type="radio"
                name="savedAddress"
                checked={savedId === null}
                onChange={() => pickSaved(null)}
              />
              {t('checkout.saved.other')}
            </label>
          </div>
          {addressesUrl && (
            <Link
              href={addressesUrl}
              className="mt-2 inline-block text-sm text-brand-700 hover:underline"
            >
              {t('checkout.saved.manage')}
            </Link>
          )}
        </div>
      )}
      <AddressFields
        kind="delivery"
        values={form.data}
        errors={errors}
        countries={countries}
        onChange={(name, value) => {
          setSavedId(null)
          form.setData(name, value)
        }}
      />
      <div className="mt-5">
        <p className="field-label">{t('checkout.fields.pin')}</p>
        <p className="mb-2 text-sm text-muted">{t('checkout.hints.pin')}</p>
        <PinMap
          latitude={latitude}
          longitude={longitude}
          tileUrl={tileUrl}
          label={t('checkout.fields.pin')}
          onChange={(lat, lng) => {
            setSavedId(null)
            form.setData((data) => ({
              ...data,
              latitude: String(lat),
              longitude: String(lng),
            }))
          }}
        />
        <div className="mt-3 grid gap-4 sm:grid-cols-2">
          <CoordinateFields
            idPrefix="checkout"
            values={form.data}
            labels={{
              latitude: t('checkout.fields.latitude'),
              longitude: t('checkout.fields.longitude'),
            }}
            errors={errors}
            onChange={(name, value) => form.setData(name, value)}
          />
        </div>
      </div>
    </fieldset>
  )
}

const ADDRESS_FIELDS: AddressFieldName[] = ['address', 'city', 'region', 'country', 'postalCode']
const BILLING_KEY = {
  address: 'billingAddress',
  city: 'billingCity',
  region: 'billingRegion',
  country: 'billingCountry',
  postalCode: 'billingPostalCode',
} as const

/** The billing address: the delivery address unless the buyer unticks "same as delivery". */
export function BillingSection({
  form,
  errors,
  countries,
}: CheckoutSectionProps & { countries: CountryOption[] }) {
  const t = useT()
  return (
    <fieldset className={SECTION_CLASS}>
      <legend className="px-1 text-lg font-semibold">
        {t('checkout.sections.billing_address')}
      </legend>
      <label className="flex items-center gap-2 text-sm">
        <input
          type="checkbox"
          name="billingSame"
          checked={form.data.billingSame}
          onChange={(event) => form.setData('billingSame', event.target.checked)}
        />
        {t('checkout.fields.billing_same')}
      </label>
      {!form.data.billingSame && (
        <div className="mt-4">
          <AddressFields
            kind="billing"
            values={
              Object.fromEntries(
                ADDRESS_FIELDS.map((name) => [name, form.data[BILLING_KEY[name]]])
              ) as Record<AddressFieldName, string>
            }
            errors={Object.fromEntries(
              ADDRESS_FIELDS.map((name) => [name, errors[BILLING_KEY[name]]])
            )}
            countries={countries}
            onChange={(name, value) => form.setData(BILLING_KEY[name], value)}
          />
        </div>
      )}
    </fieldset>
  )
}
