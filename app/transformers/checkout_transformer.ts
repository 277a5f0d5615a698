import type { I18n } from '@adonisjs/i18n'
import type Address from '#models/address'
import type User from '#models/user'
import { formatMoney } from '#lib/money'
import type { DeliveryType, PaymentMethod } from '#shared/orders'
import type { Locale } from '#lib/route_table'
import { urlTo } from '#services/urls'
import { isServed } from '#lib/served_pages'
import type { DeliveryOption } from '#services/delivery/delivery_fees'
import type { Pin } from '#services/delivery/delivery_origins'
import { defaultDeliveryType } from '#services/delivery/shipment_quotes'
import type { LineIssue, PricedCheckout, PricedLine } from '#services/checkout/priced_checkout'
import { countryName, countryOptions, type CountryOption } from '#transformers/address_transformer'
import { imageSet } from '#transformers/image_transformer'
import { dateTimeFormat, numberFormat } from '#lib/intl_formats'
import { toQepik } from '#services/rates/azn_prices'
import { rateNote, rateProblemText } from '#transformers/rate_transformer'

/** Props of the checkout page as the browser receives them (built by app/services/checkout/checkout_page.ts). */
export type { CheckoutPageProps } from '#services/checkout/checkout_page'

/** A stale-cart notice on a line: `error` lines cannot be ordered as they are, `warning` ones can. */
export type LineNotice = { severity: 'error' | 'warning'; text: string }

/** A checkout line as the page shows it; amounts formatted in AZN for the locale. */
export type CheckoutLineView = {
  productId: number
  name: string
  url: string | null
  image: string | null
  quantity: number
  /** null when the product has no AZN price now (an error notice says why). */
  unitPrice: string | null
  lineTotal: string | null
  /** Lines priced in a foreign currency only: the seller's amount and the CBAR rate (with its date) it was converted at. */
  rateNote?: string
  notices: LineNotice[]
}

/** One seller's lines and subtotal. */
export type CheckoutSellerView = {
  companyId: number
  name: string
  subtotal: string
  lines: CheckoutLineView[]
}

/**
 * A delivery type offered to one shipment: fee (qəpik + formatted) and promised window when it
 * can serve, else only why it cannot (`fee`, `feeMinor` and `window` null: no price is shown for
 * a type the buyer cannot choose; issue 26).
 */
export type DeliveryOptionView = {
  type: DeliveryType
  feasible: boolean
  reason: string | null
  feeMinor: number | null
  fee: string | null
  window: string | null
}

/** Delivery of one seller's shipment to the pin; `problem` names the products nothing can deliver. */
export type ShipmentDeliveryView = {
  companyId: number
  distance: string | null
  weight: string
  options: DeliveryOptionView[]
  defaultType: DeliveryType | null
  problem: string | null
}

/** Delivery quotes for the pin they were computed for (null before the buyer has a pin). */
export type CheckoutDeliveryView = { pin: Pin; shipments: ShipmentDeliveryView[] } | null

/** A saved delivery address a signed-in buyer can pick (pins included). */
export type SavedAddressView = {
  id: number
  label: string | null
  summary: string
  address: string
  city: string
  region: string
  country: string
  postalCode: string
  latitude: string
  longitude: string
  isDefault: boolean
}

/** Initial values of the checkout form (strings as the inputs hold them). */
export type CheckoutFormDefaults = {
  name: string
  phone: string
  email: string
  address: string
  city: string
  region: string
  country: string
  postalCode: string
  latitude: string
  longitude: string
  savedAddressId: number | null
}

const NUMBER_LOCALE = { az: 'az-Latn-AZ', en: 'en-GB', ru: 'ru-RU' } as const

/** "12.4 km" / "850 m" in the page language. */
export function formatDistance(metres: number, locale: Locale, i18n: I18n): string {
  if (metres < 1000)
    return i18n.t('checkout.units.m', { value: numberFormat(NUMBER_LOCALE[locale]).format(metres) })
  const km = numberFormat(NUMBER_LOCALE[locale], { maximumFractionDigits: 1 }).format(metres / 1000)
  return i18n.t('checkout.units.km', { value: km })
}

/** "1.25 kg" / "800 g" in the page language. */
export function formatWeight(grams: number, locale: Locale, i18n: I18n): string {
  if (grams < 1000)
    return i18n.t('checkout.units.g', { value: numberFormat(NUMBER_LOCALE[locale]).format(grams) })
  const kg = numberFormat(NUMBER_LOCALE[locale], { maximumFractionDigits: 2 }).format(grams / 1000)
  return i18n.t('checkout.units.kg', { value: kg })
}

/** Date and time in Baku for the page language: "22 Nov, 14:30" (hours shown when `withTime`). */
export function formatBakuTime(at: Date, locale: Locale, withTime: boolean): string {
  return dateTimeFormat(NUMBER_LOCALE[locale], {
    timeZone: 'Asia/Baku',
    day: 'numeric',
    month: 'short',
    ...(withTime ? { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' as const } : {}),
  }).format(at)
}

/**
 * Promised window as text: "by 22 Nov, 14:30" when it starts at once (within a minute of `now`),
 * else "25 Nov – 27 Nov"; hours are shown when the window ends within 24 hours of `now`.
 */
export function formatWindow(from: Date, by: Date, now: Date, locale: Locale, i18n: I18n): string {
  const withTime = by.getTime() - now.getTime() <= 24 * 3_600_000
  if (from.getTime() - now.getTime() < 60_000)
    return i18n.t('checkout.delivery.window_by', { by: formatBakuTime(by, locale, withTime) })
  return i18n.t('checkout.delivery.window_between', {
    from: formatBakuTime(from, locale, withTime),
    by: formatBakuTime(by, locale, withTime),
  })
}

/** Names of products `ids` (from `names`, id → name in the page language) joined for a message: "Hazelnut oil, Honey". */
export function productList(names: Map<number, string>, ids: number[]): string {
  return [...new Set(ids)].map((id) => names.get(id) ?? `#${id}`).join(', ')
}

function noticeOf(issue: LineIssue, locale: Locale, i18n: I18n): LineNotice {
  switch (issue.kind) {
    case 'unavailable':
      return { severity: 'error', text: i18n.t('checkout.notices.unavailable') }
    case 'insufficient_stock':
      return {
        severity: 'error',
        text:
          issue.available > 0
            ? i18n.t('checkout.notices.insufficient_stock', { available: issue.available })
            : i18n.t('checkout.notices.sold_out'),
      }
    case 'below_moq':
      return { severity: 'error', text: i18n.t('checkout.notices.below_moq', { moq: issue.moq }) }
    case 'no_price':
      return { severity: 'error', text: rateProblemText(i18n, issue.rate) }
    case 'price_changed':
      return {
        severity: 'warning',
        text: i18n.t(
          issue.toMinor > issue.fromMinor
            ? 'checkout.notices.price_up'
            : 'checkout.notices.price_down',
          {
            from: formatMoney(issue.fromMinor, 'AZN', locale),
            to: formatMoney(issue.toMinor, 'AZN', locale),
          }
        ),
      }
  }
}

function lineView(line: PricedLine, locale: Locale, i18n: I18n): CheckoutLineView {
  const { product } = line
  const { price } = product
  const slug = line.product.slugs[locale]
  return {
    productId: line.product.id,
    name: line.product.names[locale],
    url:
      slug && line.product.orderable && isServed('product')
        ? urlTo('product', locale, { slugId: `${slug}-${line.product.id}` })
        : null,
    image: line.product.image
      ? imageSet(line.product.image.base, line.product.image.width, line.product.image.height).src
      : null,
    quantity: line.item.quantity,
    unitPrice:
      line.unitPriceMinor === null ? null : formatMoney(line.unitPriceMinor, 'AZN', locale),
    lineTotal:
      line.lineTotalMinor === null ? null : formatMoney(line.lineTotalMinor, 'AZN', locale),
    ...(price.ok && price.rate
      ? {
          rateNote: rateNote(i18n, locale, {
            ownMinor: toQepik(product.priceMinor, null, 100 - product.discountPercent),
            currency: product.currency,
            value: price.rate.value,
            nominal: price.rate.nominal,
            rateDate: price.rate.rateDate,
          }),
        }
      : {}),
    notices: line.issues.map((issue) => noticeOf(issue, locale, i18n)),
  }
}

/** Lines grouped by seller, current prices, stale notices. */
export function toCheckoutSellers(
  checkout: PricedCheckout,
  locale: Locale,
  i18n: I18n
): CheckoutSellerView[] {
  return checkout.parts.map((part) => ({
    companyId: part.companyId,
    name: part.companyName,
    subtotal: formatMoney(part.subtotalMinor, 'AZN', locale),
    lines: part.lines.map((line) => lineView(line, locale, i18n)),
  }))
}

function reasonOf(
  option: DeliveryOption,
  distanceM: number,
  weightGrams: number,
  limits: { km: number; kg: number },
  locale: Locale,
  i18n: I18n
) {
  if (!option.reason) return null
  const data = {
    distance: formatDistance(distanceM, locale, i18n),
    max_distance: formatDistance(limits.km * 1000, locale, i18n),
    weight: formatWeight(weightGrams, locale, i18n),
    max_weight: formatWeight(limits.kg * 1000, locale, i18n),
  }
  return i18n.t(`checkout.delivery.reason_${option.reason}`, data)
}

/**
 * Delivery quotes per seller for the pin (DESIGN §4): every type with fee, window and
 * feasibility, the preselected type, and the "delivery not possible" message when nothing can
 * deliver a shipment. `limits` come from config/delivery.ts.
 */
export function toCheckoutDelivery(
  checkout: PricedCheckout,
  pin: Pin | null,
  now: Date,
  limits: Record<DeliveryType, { km: number; kg: number }>,
  locale: Locale,
  i18n: I18n
): CheckoutDeliveryView {
  if (!pin) return null
  const names = new Map(
    checkout.parts.flatMap((part) =>
      part.lines.map((line) => [line.product.id, line.product.names[locale]] as const)
    )
  )
  return {
    pin,
    shipments: checkout.parts.map((part) => {
      const quote = part.quote!
      const options = quote.options.map((option) => ({
        type: option.type,
        feasible: option.feasible,
        reason: reasonOf(
          option,
          quote.distanceM ?? 0,
          quote.weightGrams,
          limits[option.type],
          locale,
          i18n
        ),
        feeMinor: option.feasible ? option.feeMinor : null,
        fee: option.feasible ? formatMoney(option.feeMinor, 'AZN', locale) : null,
        window: option.feasible
          ? formatWindow(option.promisedFrom, option.promisedBy, now, locale, i18n)
          : null,
      }))
      const defaultType = defaultDeliveryType(quote)
      const blocked =
        quote.unroutableProductIds.length > 0
          ? quote.unroutableProductIds
          : defaultType
            ? []
            : part.lines.map((line) => line.product.id)
      return {
        companyId: part.companyId,
        distance: quote.distanceM === null ? null : formatDistance(quote.distanceM, locale, i18n),
        weight: formatWeight(quote.weightGrams, locale, i18n),
        options,
        defaultType,
        problem:
          blocked.length > 0
            ? i18n.t('checkout.errors.delivery_not_possible', {
                products: productList(names, blocked),
              })
            : null,
      }
    }),
  }
}

/** A saved delivery address for the picker. */
export function toSavedAddress(address: Address, locale: Locale): SavedAddressView {
  return {
    id: address.id,
    label: address.label,
    summary: [address.address, address.city, address.region, countryName(address.country, locale)]
      .filter(Boolean)
      .join(', '),
    address: address.address,
    city: address.city,
    region: address.region ?? '',
    country: address.country,
    postalCode: address.postalCode ?? '',
    latitude: address.latitude === null ? '' : String(address.latitude),
    longitude: address.longitude === null ? '' : String(address.longitude),
    isDefault: address.isDefault,
  }
}

/** Form defaults: the signed-in buyer's contact and default delivery address (first pinned one otherwise); empty for guests. */
export function toCheckoutDefaults(
  user: User | null,
  addresses: SavedAddressView[]
): CheckoutFormDefaults {
  const chosen =
    addresses.find((address) => address.isDefault && address.latitude) ??
    addresses.find((address) => address.latitude) ??
    null
  return {
    name: user?.fullName ?? '',
    phone: user?.phone ?? '',
    email: user?.email ?? '',
    address: chosen?.address ?? '',
    city: chosen?.city ?? '',
    region: chosen?.region ?? '',
    country: chosen?.country ?? 'AZ',
    postalCode: chosen?.postalCode ?? '',
    latitude: chosen?.latitude ?? '',
    longitude: chosen?.longitude ?? '',
    savedAddressId: chosen?.id ?? null,
  }
}

/** Everything else the checkout page needs besides lines and quotes: countries and the payment methods offered now. */
export function checkoutChoices(
  locale: Locale,
  paymentMethods: PaymentMethod[]
): { countries: CountryOption[]; paymentMethods: PaymentMethod[] } {
  return { countries: countryOptions(locale), paymentMethods }
}
