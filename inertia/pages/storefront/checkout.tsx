import { type FormEvent, useEffect, useEffectEvent, useRef, useState } from 'react'
import { Head, Link, router, useForm } from '@inertiajs/react'
import { BillingSection, DeliveryAddressSection } from '~/components/checkout/address_sections'
import type { CheckoutFormData } from '~/components/checkout/checkout_form'
import ContactSection from '~/components/checkout/contact_section'
import PaymentSection from '~/components/checkout/payment_section'
import OrderSummary from '~/components/checkout/order_summary'
import SellerShipment from '~/components/checkout/seller_shipment'
import { formatAzn } from '~/components/checkout/money'
import { degrees } from '~/components/map/degrees'
import type { CheckoutPageProps } from '#transformers/checkout_transformer'
import type { DeliveryType } from '#shared/orders'
import { useT } from '~/lib/i18n'

/** Props built by app/services/checkout/checkout_page.ts (`checkoutPageProps`). */
type CheckoutProps = CheckoutPageProps

/** Rounds degrees to the 6 decimals the server keeps, so a pin and its quotes compare equal. */
function round6(value: number) {
  return Math.round(value * 1e6) / 1e6
}

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
          <ContactSection form={form} errors={errors} />
          <DeliveryAddressSection
            form={form}
            errors={errors}
            savedAddresses={savedAddresses}
            savedId={savedId}
            onSavedIdChange={setSavedId}
            countries={countries}
            addressesUrl={urls.addresses}
            tileUrl={tileUrl}
            latitude={latitude}
            longitude={longitude}
          />
          <BillingSection form={form} errors={errors} countries={countries} />
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

          <PaymentSection
            form={form}
            errors={errors}
            paymentMethods={paymentMethods}
            commentMax={commentMax}
          />
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
