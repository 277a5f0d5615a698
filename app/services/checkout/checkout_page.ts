import { randomUUID } from 'node:crypto'
import type { HttpContext } from '@adonisjs/core/http'
import db from '@adonisjs/lucid/services/db'
import deliveryConfig from '#config/delivery'
import { mapTileUrl } from '#config/map'
import Address from '#models/address'
import type User from '#models/user'
import { formatMoney, moneyPattern } from '#lib/money'
import { DELIVERY_TYPES, type DeliveryType } from '#shared/orders'
import type { Locale } from '#lib/route_table'
import { urlTo } from '#services/urls'
import { cartEntries } from '#services/cart/cart_store'
import type { Pin } from '#services/delivery/delivery_origins'
import { priceCheckout, type CheckoutItem } from '#services/checkout/priced_checkout'
import {
  checkoutChoices,
  toCheckoutDefaults,
  toCheckoutDelivery,
  toCheckoutSellers,
  toSavedAddress,
} from '#transformers/checkout_transformer'
import { CHECKOUT_COMMENT_MAX, offeredPaymentMethods } from '#validators/checkout'

/** The signed-in buyer of a request (sellers and admins check out as guests). */
export function checkoutBuyer(ctx: HttpContext): User | null {
  const user = ctx.auth?.user as User | undefined
  return user && user.accountType === 'buyer' ? user : null
}

/**
 * Lines to check out: the ticked cart lines, or in buy-now mode (`buy` = product id) only that
 * cart line (issue 6). Quantities that are not positive integers are skipped.
 */
export async function checkoutItems(ctx: HttpContext, buy: number | null): Promise<CheckoutItem[]> {
  const entries = await cartEntries(ctx)
  return entries
    .filter((entry) => (buy === null ? entry.selected : entry.productId === buy))
    .filter((entry) => Number.isInteger(entry.quantity) && entry.quantity > 0)
    .map((entry) => ({
      productId: entry.productId,
      quantity: entry.quantity,
      addedPriceMinor: Number.isFinite(entry.addedPriceMinor) ? entry.addedPriceMinor : null,
    }))
}

/** `/sifarish?buy=…&lat=…&lng=…` (and en/ru): the checkout page with its mode and pin. */
export function checkoutPath(
  locale: Locale,
  query: { buy?: number | null; pin?: Pin | null } = {}
): string {
  const qs = {
    buy: query.buy || null,
    lat: query.pin ? query.pin.latitude : null,
    lng: query.pin ? query.pin.longitude : null,
  }
  return urlTo('checkout', locale, undefined, { qs })
}

/** Product names in `locale` by id, for messages naming products. */
export async function productNames(ids: number[], locale: Locale): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map()
  const rows = await db
    .from('product_translations')
    .whereIn('product_id', ids)
    .where('locale', locale)
    .select('product_id', 'name')
  return new Map(rows.map((row) => [Number(row.product_id), String(row.name)]))
}

/** Ids of the products (still existing) of an order's lines: what a replayed checkout takes out of the cart. */
export async function orderedProductIds(orderId: number): Promise<number[]> {
  const rows = await db
    .from('order_lines')
    .where('order_id', orderId)
    .whereNotNull('product_id')
    .select('product_id')
  return rows.map((row) => Number(row.product_id))
}

const LIMITS = Object.fromEntries(
  DELIVERY_TYPES.map((type) => [
    type,
    { km: deliveryConfig.rules[type].maxDistanceKm, kg: deliveryConfig.rules[type].maxWeightKg },
  ])
) as Record<DeliveryType, { km: number; kg: number }>

/**
 * Props of the checkout page (SPEC §2 Checkout): lines by seller priced now with stale notices,
 * subtotal (qəpik and formatted), delivery quotes for `pin` (the query's, else the buyer's default
 * pinned delivery address), the buyer's saved delivery addresses and contact as defaults, payment
 * methods, countries, a fresh idempotency key and the map tiles. Reads only; changes nothing.
 */
export async function checkoutPageProps(
  ctx: HttpContext,
  items: CheckoutItem[],
  query: { buy: number | null; pin: Pin | null }
) {
  const { locale, i18n } = ctx
  const user = checkoutBuyer(ctx)
  const saved = user
    ? await Address.query()
        .where('user_id', user.id)
        .where('kind', 'delivery')
        .orderBy('is_default', 'desc')
        .orderBy('id', 'asc')
    : []
  const addresses = saved.map((address) => toSavedAddress(address, locale))
  const defaults = toCheckoutDefaults(user, addresses)
  const pin: Pin | null =
    query.pin ??
    (defaults.latitude && defaults.longitude
      ? { latitude: Number(defaults.latitude), longitude: Number(defaults.longitude) }
      : null)
  if (query.pin) {
    defaults.latitude = String(query.pin.latitude)
    defaults.longitude = String(query.pin.longitude)
  }
  const now = new Date()
  const priced = await priceCheckout(items, pin, locale, now)
  return {
    sellers: toCheckoutSellers(priced, locale, i18n),
    missing: priced.missingProductIds.length,
    subtotalMinor: priced.subtotalMinor,
    subtotal: formatMoney(priced.subtotalMinor, 'AZN', locale),
    moneyPattern: moneyPattern(locale),
    delivery: toCheckoutDelivery(priced, pin, now, LIMITS, locale, i18n),
    savedAddresses: addresses,
    defaults,
    ...checkoutChoices(locale, offeredPaymentMethods()),
    idempotencyKey: randomUUID(),
    buy: query.buy,
    commentMax: CHECKOUT_COMMENT_MAX,
    tileUrl: mapTileUrl,
    urls: {
      submit: checkoutPath(locale, { buy: query.buy }),
      page: urlTo('checkout', locale),
      cart: urlTo('cart', locale),
      addresses: user ? urlTo('user_addresses', locale) : null,
    },
  }
}

/** Props of the checkout page as the browser receives them (inertia/pages/storefront/checkout.tsx mirrors it). */
export type CheckoutPageProps = Awaited<ReturnType<typeof checkoutPageProps>>
