import { type FormEvent, useEffect, useEffectEvent, useRef, useState } from 'react'
import { Head, Link, router, useForm } from '@inertiajs/react'
import AddressFields, { type AddressFieldName } from '~/components/checkout/address_fields'
import OrderSummary from '~/components/checkout/order_summary'
import SellerShipment from '~/components/checkout/seller_shipment'
import { formatAzn } from '~/components/checkout/money'
import { degrees } from '~/components/map/degrees'
import type {
  CheckoutFormDefaults,
  CheckoutPageProps,
  SavedAddressView as SavedAddress,
} from '#transformers/checkout_transformer'
import {
  PERSONAL_ID_KINDS,
  type DeliveryType,
  type PaymentMethod,
  type PersonalIdKind,
} from '#shared/orders'
import PinMap from '~/components/map/pin_map'
import Field from '~/components/ui/field'
import { useShared, useT } from '~/lib/i18n'

/** Props built by app/services/checkout/checkout_page.ts (`checkoutPageProps`). */
type CheckoutProps = CheckoutPageProps

/** The checkout form's state as posted (app/validators/checkout.ts); the total the buyer saw is added on submit. */
type CheckoutFormData = Omit<CheckoutFormDefaults, 'savedAddressId'> & {
  billingSame: boolean
  billingAddress: string
  billingCity: string
  billingRegion: string
  billingCountry: string
  billingPostalCode: string
  deliveryTypes: Record<string, DeliveryType>
  paymentMethod: PaymentMethod | ''
  comment: string
  personalIdKind: PersonalIdKind
  personalId: string
  idempotencyKey: string
}

/** Rounds degrees to the 6 decimals the server keeps, so a pin and its quotes compare equal. */
function round6(value: number) {
  return Math.round(value * 1e6) / 1e6
}

const ADDRESS_FIELDS: AddressFieldName[] = ['address', 'city', 'region', 'country', 'postalCode']
const BILLING_KEY = {
  address: 'billingAddress',
  city: 'billingCity',
  region: 'billingRegion',
  country: 'billingCountry',
  postalCode: 'billingPostalCode',
} as const

/**
 * Checkout (SPEC §2: delivery info, delivery and billing address with a map pin, delivery type per
 * seller, payment method, comment). Lines come grouped by seller with current prices and stale
 * notices; moving the pin reloads only the delivery quotes (Inertia partial reload with the pin
 * in the query string). The total shown is sent as `expectedTotalMinor`; the server prices
 * everything again and refuses to place the order when it differs.
 */
export default function Checkout(props: CheckoutProps) {
  const {
    sellers,
    delivery,
    defaults,
    savedAddresses,
    countries,
    paymentMethods,
    subtotalMinor,
    buy,
    urls,
    tileUrl,
    commentMax,
  } = props
  const t = useT()
  const { auth, nav } = useShared()
  const [savedId, setSavedId] = useState<number | null>(defaults.savedAddressId)
  const [updating, setUpdating] = useState(false)
  const requested = useRef<string | null>(
    delivery ? `${delivery.pin.latitude},${delivery.pin.longitude}` : null
  )

  const form = useForm<CheckoutFormData>({
    name: defaults.name,
    phone: defaults.phone,
    email: defaults.email,
    address: defaults.address,
    city: defaults.city,
    region: defaults.region,
    country: defaults.country,
    postalCode: defaults.postalCode,
    latitude: defaults.latitude,
    longitude: defaults.longitude,
    billingSame: true,
    billingAddress: '',
    billingCity: '',
    billingRegion: '',
    billingCountry: 'AZ',
    billingPostalCode: '',
    deliveryTypes: Object.fromEntries(
      (delivery?.shipments ?? []).flatMap((shipment) =>
        shipment.defaultType ? [[String(shipment.companyId), shipment.defaultType]] : []
      )
    ),
    paymentMethod: '',
    comment: '',
    personalIdKind: 'fin',
    personalId: '',
    idempotencyKey: props.idempotencyKey,
  })
  const errors = form.errors as Record<string, string | undefined>

  const latitude = degrees(form.data.latitude)
  const longitude = degrees(form.data.longitude)
  const pin =
    latitude !== null &&
    longitude !== null &&
    Math.abs(latitude) <= 90 &&
    Math.abs(longitude) <= 180
      ? { latitude: round6(latitude), longitude: round6(longitude) }
      : null
  const pinKey = pin ? `${pin.latitude},${pin.longitude}` : null
  const quotesKey = delivery ? `${delivery.pin.latitude},${delivery.pin.longitude}` : null

  /** Asks the server for the quotes of the pin as it is when the pause ends. */
  const requestQuotes = useEffectEvent(() => {
    if (!pin) return
    requested.current = pinKey
    router.reload({
      only: ['delivery'],
      data: { lat: pin.latitude, lng: pin.longitude },
      onStart: () => setUpdating(true),
      onFinish: () => setUpdating(false),
    })
  })
  useEffect(() => {
    if (!pinKey || pinKey === quotesKey || pinKey === requested.current) return
    const timer = setTimeout(() => requestQuotes(), 350)
    return () => clearTimeout(timer)
  }, [pinKey, quotesKey])

  /** Keeps each seller's chosen delivery type among the feasible options of new quotes. */
  const keepFeasibleTypes = useEffectEvent((quotes: NonNullable<typeof delivery>) => {
    const next: Record<string, DeliveryType> = { ...form.data.deliveryTypes }
    let changed = false
    for (const shipment of quotes.shipments) {
      const key = String(shipment.companyId)
      if (shipment.options.some((option) => option.type === next[key] && option.feasible)) continue
      if (shipment.defaultType) {
        next[key] = shipment.defaultType
        changed = true
      } else if (key in next) {
        delete next[key]
        changed = true
      }
    }
    if (changed) form.setData('deliveryTypes', next)
  })
  useEffect(() => {
    if (delivery) keepFeasibleTypes(delivery)
  }, [delivery])

  const shipmentOf = (companyId: number) =>
    delivery?.shipments.find((shipment) => shipment.companyId === companyId) ?? null
  const fees = sellers.map((seller) => {
    const option = shipmentOf(seller.companyId)?.options.find(
      (candidate) => candidate.type === form.data.deliveryTypes[String(seller.companyId)]
    )
    return option?.feasible ? (option.feeMinor ?? null) : null
  })
  const feeMinor =
    delivery && fees.every((fee) => fee !== null)
      ? fees.reduce<number>((sum, fee) => sum + fee!, 0)
      : null
  const totalMinor = feeMinor === null ? null : subtotalMinor + feeMinor

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

  function submit(event: FormEvent) {
    event.preventDefault()
    form.transform((data) => ({
      ...data,
      latitude: data.latitude.trim().replace(',', '.'),
      longitude: data.longitude.trim().replace(',', '.'),
      expectedTotalMinor: totalMinor ?? subtotalMinor,
      ...(buy ? { buy } : {}),
    }))
    form.post(urls.submit, { preserveScroll: true })
  }

  const fieldErrors = Object.keys(errors).filter((key) => key !== 'form').length > 0
  const text = (name: 'name' | 'phone' | 'email', type: string, autoComplete: string) => ({
    id: `checkout-${name}`,
    name,
    type,
    autoComplete,
    value: form.data[name],
    onChange: (event: { target: { value: string } }) => form.setData(name, event.target.value),
    error: errors[name],
    label: t(`checkout.fields.${name}`),
  })

  return (
    <section className="container-page py-8">
      <Head title={t('checkout.title')} />
      <h1 className="text-3xl font-extrabold tracking-tight">{t('checkout.title')}</h1>
      <p className="mt-2 text-sm text-muted">
        <Link href={urls.cart} className="text-brand-700 hover:underline">
          ← {t('checkout.back_to_cart')}
        </Link>
      </p>
      {(errors.form || fieldErrors) && (
        <p
          role="alert"
          className="mt-4 rounded-lg bg-red-50 px-3 py-2 text-sm text-danger"
          data-testid="checkout-alert"
        >
          {errors.form ?? t('checkout.errors.fix_marked')}
        </p>
      )}
      {props.missing > 0 && (
        <p className="mt-4 rounded-lg bg-amber-50 px-3 py-2 text-sm text-accent-600">
          {t('checkout.notices.missing', { count: props.missing })}
        </p>
      )}

      <form
        onSubmit={submit}
        noValidate
        className="mt-6 grid gap-6 lg:grid-cols-[1fr_22rem] lg:items-start"
        aria-label={t('checkout.title')}
      >
        <div className="grid gap-6">
          <fieldset className="rounded-[var(--radius-card)] border border-line bg-white p-5 shadow-sm">
            <legend className="px-1 text-lg font-semibold">{t('checkout.sections.contact')}</legend>
            {!auth.user && nav.login && (
              <p className="mb-3 text-sm text-muted">
                {t('checkout.guest_hint')}{' '}
                <Link href={nav.login} className="text-brand-700 hover:underline">
                  {t('checkout.sign_in')}
                </Link>
              </p>
            )}
            <div className="grid gap-4 sm:grid-cols-2">
              <Field {...text('name', 'text', 'name')} wrapperClassName="sm:col-span-2" />
              <Field {...text('phone', 'tel', 'tel')} hint={t('checkout.hints.phone')} />
              <Field {...text('email', 'email', 'email')} hint={t('checkout.hints.email')} />
            </div>
          </fieldset>

          <fieldset
            className="rounded-[var(--radius-card)] border border-line bg-white p-5 shadow-sm"
            aria-describedby="checkout-personal-id-note"
          >
            <legend className="px-1 text-lg font-semibold">
              {t('checkout.sections.personal_id')}{' '}
              <span className="text-sm font-normal text-muted">({t('ui.form.optional')})</span>
            </legend>
            <p id="checkout-personal-id-note" className="mb-3 text-sm text-muted">
              {t('checkout.hints.personal_id')}
            </p>
            <div className="mb-3 flex flex-wrap gap-x-5 gap-y-2">
              {PERSONAL_ID_KINDS.map((kind) => (
                <label key={kind} className="flex items-center gap-2 text-sm">
                  <input
                    type="radio"
                    name="personalIdKind"
                    value={kind}
                    checked={form.data.personalIdKind === kind}
                    onChange={() => form.setData('personalIdKind', kind)}
                  />
                  {t(`checkout.fields.personal_id_kind_${kind}`)}
                </label>
              ))}
            </div>
            <Field
              id="checkout-personal-id"
              name="personalId"
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              maxLength={40}
              label={t(`checkout.fields.personal_id_${form.data.personalIdKind}`)}
              hint={t(`checkout.hints.personal_id_${form.data.personalIdKind}`)}
              value={form.data.personalId}
              onChange={(event) => form.setData('personalId', event.target.value)}
              error={errors.personalId ?? errors.personalIdKind}
              wrapperClassName="max-w-sm"
            />
          </fieldset>

          <fieldset className="rounded-[var(--radius-card)] border border-line bg-white p-5 shadow-sm">
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
                          <span className="block text-xs text-muted">
                            {t('checkout.saved.no_pin')}
                          </span>
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
                {urls.addresses && (
                  <Link
                    href={urls.addresses}
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
                <Field
                  id="checkout-latitude"
                  name="latitude"
                  inputMode="decimal"
                  label={t('checkout.fields.latitude')}
                  value={form.data.latitude}
                  onChange={(event) => form.setData('latitude', event.target.value)}
                  error={errors.latitude}
                />
                <Field
                  id="checkout-longitude"
                  name="longitude"
                  inputMode="decimal"
                  label={t('checkout.fields.longitude')}
                  value={form.data.longitude}
                  onChange={(event) => form.setData('longitude', event.target.value)}
                  error={errors.longitude}
                />
              </div>
            </div>
          </fieldset>

          <fieldset className="rounded-[var(--radius-card)] border border-line bg-white p-5 shadow-sm">
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

          <div className="grid gap-4">
            <h2 className="text-lg font-semibold">{t('checkout.sections.shipments')}</h2>
            {sellers.map((seller) => (
              <SellerShipment
                key={seller.companyId}
                seller={seller}
                delivery={shipmentOf(seller.companyId)}
                updating={updating}
                chosen={form.data.deliveryTypes[String(seller.companyId)]}
                onChoose={(type) =>
                  form.setData('deliveryTypes', {
                    ...form.data.deliveryTypes,
                    [String(seller.companyId)]: type,
                  })
                }
                error={errors[`deliveryTypes.${seller.companyId}`] ?? errors.deliveryTypes}
              />
            ))}
          </div>

          <fieldset
            className="rounded-[var(--radius-card)] border border-line bg-white p-5 shadow-sm"
            aria-describedby={errors.paymentMethod ? 'checkout-payment-error' : undefined}
          >
            <legend className="px-1 text-lg font-semibold">{t('checkout.sections.payment')}</legend>
            <div className="grid gap-2">
              {paymentMethods.map((method) => (
                <label
                  key={method}
                  className="flex items-center gap-2 rounded-lg border border-line px-3 py-2 text-sm has-[:checked]:border-brand-500 has-[:checked]:bg-brand-50"
                >
                  <input
                    type="radio"
                    name="paymentMethod"
                    value={method}
                    checked={form.data.paymentMethod === method}
                    onChange={() => form.setData('paymentMethod', method)}
                  />
                  <span>
                    <span className="font-medium">{t(`enums.payment_method.${method}`)}</span>
                    <span className="block text-xs text-muted">
                      {t(`checkout.payment_hints.${method}`)}
                    </span>
                  </span>
                </label>
              ))}
            </div>
            {errors.paymentMethod && (
              <p id="checkout-payment-error" className="field-error">
                {errors.paymentMethod}
              </p>
            )}
          </fieldset>

          <div className="rounded-[var(--radius-card)] border border-line bg-white p-5 shadow-sm">
            <label htmlFor="checkout-comment" className="field-label">
              {t('checkout.fields.comment')}{' '}
              <span className="font-normal text-muted">({t('ui.form.optional')})</span>
            </label>
            <textarea
              id="checkout-comment"
              name="comment"
              rows={3}
              value={form.data.comment}
              onChange={(event) => form.setData('comment', event.target.value)}
              aria-invalid={errors.comment ? true : undefined}
              aria-describedby="checkout-comment-count"
              className="field-input"
            />
            <p
              id="checkout-comment-count"
              className={`mt-1 text-xs ${form.data.comment.length > commentMax ? 'text-danger' : 'text-muted'}`}
            >
              {t('checkout.hints.comment_count', {
                count: form.data.comment.length,
                max: commentMax,
              })}
            </p>
            {errors.comment && <p className="field-error">{errors.comment}</p>}
          </div>
        </div>

        <OrderSummary
          subtotal={props.subtotal}
          delivery={feeMinor === null ? null : formatAzn(feeMinor, props.moneyPattern)}
          total={totalMinor === null ? null : formatAzn(totalMinor, props.moneyPattern)}
          processing={form.processing}
        />
      </form>
    </section>
  )
}
