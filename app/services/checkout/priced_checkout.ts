import db from '@adonisjs/lucid/services/db'
import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import type { CurrencyCode } from '#lib/money'
import type { DeliveryType } from '#shared/orders'
import type { Locale } from '#lib/route_table'
import type { DeliveryOption } from '#services/delivery/delivery_fees'
import {
  ORIGIN_COLUMNS,
  originJoins,
  originOf,
  type Pin,
  type ProductOrigin,
} from '#services/delivery/delivery_origins'
import {
  feasibleOption,
  quoteShipment,
  type ShipmentQuote,
} from '#services/delivery/shipment_quotes'
import { bakuToday } from '#services/rates/rates_source'
import {
  aznPrice,
  latestRateJoin,
  rateColumns,
  rateOfRow,
  type DayRate,
  type PriceQuote,
  type RateProblem,
} from '#services/rates/azn_prices'

/** A line to check out: product, units, and the AZN unit price (qəpik) when it entered the cart (null: unknown). */
export interface CheckoutItem {
  productId: number
  quantity: number
  addedPriceMinor: number | null
}

/** What checkout reads of a product (current values; orders freeze them). */
export interface CheckoutProduct {
  id: number
  companyId: number
  companyName: string
  /** Company phone, else the phone of the company's first seller account. */
  sellerPhone: string | null
  productCode: string
  /** published, the company active and the producer marks it available. */
  orderable: boolean
  stock: number
  moq: number
  /** List price in its own currency's minor units, with the discount percent. */
  priceMinor: number
  currency: CurrencyCode
  discountPercent: number
  /** The newest stored CBAR rate of `currency` as the statement saw it (null for AZN or none). */
  rate: DayRate | null
  /**
   * The unit price charged (azn_prices.aznPrice): AZN qəpik after discount, USD/EUR at `rate`;
   * not ok when there is no usable rate (the line cannot be ordered).
   */
  price: PriceQuote
  weightGrams: number
  names: Record<Locale, string>
  slugs: Record<Locale, string>
  image: { base: string; width: number; height: number } | null
}

/** Why a line needs the buyer's attention before paying (stale cart; issue 6 "Bad input"). */
export type LineIssue =
  | { kind: 'unavailable' }
  | { kind: 'insufficient_stock'; available: number }
  | { kind: 'below_moq'; moq: number }
  | { kind: 'no_price'; rate: RateProblem }
  | { kind: 'price_changed'; fromMinor: number; toMinor: number }

/**
 * A line priced now: unit price and line total in qəpik (AZN); both null when the product has no
 * AZN price now (issue `no_price`: it adds nothing to the totals and cannot be ordered).
 */
export interface PricedLine {
  item: CheckoutItem
  product: CheckoutProduct
  unitPriceMinor: number | null
  lineTotalMinor: number | null
  issues: LineIssue[]
}

/** One seller's part of the checkout: its lines, their subtotal (qəpik) and delivery quote (null without a pin). */
export interface SellerPart {
  companyId: number
  companyName: string
  sellerPhone: string | null
  lines: PricedLine[]
  subtotalMinor: number
  quote: ShipmentQuote | null
}

/** The whole checkout priced on the server; `missingProductIds` are lines whose product no longer exists. */
export interface PricedCheckout {
  parts: SellerPart[]
  missingProductIds: number[]
  subtotalMinor: number
}

/** A row of checkoutProducts()' statement as the product checkout reads: company, main image, names per language and the newest rate. */
function checkoutProductOf(row: Record<string, any>, today: string): CheckoutProduct {
  const names: Partial<Record<Locale, string>> = {}
  const slugs: Partial<Record<Locale, string>> = {}
  for (const [locale, name, slug] of (row.texts ?? []) as [Locale, string, string][]) {
    names[locale] = name
    slugs[locale] = slug
  }
  const fallback = names.az ?? names.en ?? names.ru ?? row.product_code
  const rate = rateOfRow(row.currency, row)
  return {
    id: row.id,
    companyId: row.company_id,
    companyName: row.company_name,
    sellerPhone: row.seller_phone ?? null,
    productCode: row.product_code,
    // An export-only product (issue 24) is sold by quotes, never through checkout.
    orderable:
      row.status === 'published' &&
      row.is_available &&
      row.sale_mode !== 'export' &&
      row.company_status === 'active',
    stock: Number(row.stock),
    moq: Number(row.moq),
    priceMinor: Number(row.price_minor),
    currency: row.currency,
    discountPercent: Number(row.discount_percent),
    rate,
    price: aznPrice(
      {
        priceMinor: Number(row.price_minor),
        currency: row.currency,
        discountPercent: Number(row.discount_percent),
      },
      rate,
      today
    ),
    weightGrams: Number(row.weight_grams),
    names: { az: names.az ?? fallback, en: names.en ?? fallback, ru: names.ru ?? fallback },
    slugs: { az: slugs.az ?? '', en: slugs.en ?? '', ru: slugs.ru ?? '' },
    image: row.image_base
      ? { base: row.image_base, width: row.image_width, height: row.image_height }
      : null,
  }
}

/**
 * Reads the products of `productIds` with their company, names, main image, the newest stored
 * CBAR rate of their currency (latestRateJoin, read by `client`: inside an order's transaction, the
 * rate that transaction sees) and, when `pin` is given, their delivery origin and its distance,
 * in one statement. Unknown ids are absent from both maps (and products without an origin from
 * `origins`). `lock` takes the products' row locks in id order (FOR UPDATE OF p), so two
 * checkouts of the same products queue instead of deadlocking.
 */
async function checkoutProducts(
  productIds: number[],
  pin: Pin | null,
  locale: Locale,
  lock: boolean,
  client: QueryClientContract,
  today: string
): Promise<{ products: Map<number, CheckoutProduct>; origins: Map<number, ProductOrigin> | null }> {
  const products = new Map<number, CheckoutProduct>()
  const origins = pin ? new Map<number, ProductOrigin>() : null
  if (productIds.length === 0) return { products, origins }
  const { rows } = await client.rawQuery(
    `SELECT p.id, p.company_id, p.product_code, p.status, p.is_available, p.sale_mode, p.stock, p.moq, p.price_minor, p.currency,
            p.discount_percent, p.weight_grams, ${rateColumns('r')},
            c.name AS company_name, c.status AS company_status,
            i.path_base AS image_base, i.width AS image_width, i.height AS image_height,
            coalesce(c.phone, (SELECT u.phone FROM users u WHERE u.company_id = c.id AND u.account_type = 'seller' ORDER BY u.id LIMIT 1)) AS seller_phone,
            (SELECT json_agg(json_build_array(t.locale, t.name, t.slug)) FROM product_translations t WHERE t.product_id = p.id) AS texts
            ${pin ? `, ${ORIGIN_COLUMNS}` : ''}
       FROM products p
       JOIN companies c ON c.id = p.company_id
       LEFT JOIN product_images i ON i.product_id = p.id AND i.is_main
       ${latestRateJoin('p', 'r')}
       ${pin ? originJoins(locale) : ''}
      WHERE p.id = ANY(?::int[])
      ${lock ? 'ORDER BY p.id FOR UPDATE OF p' : ''}`,
    pin ? [pin.latitude, pin.longitude, productIds] : [productIds]
  )
  for (const row of rows) {
    products.set(row.id, checkoutProductOf(row, today))
    const origin = origins && originOf(row.id, row)
    if (origin) origins!.set(row.id, origin)
  }
  return { products, origins }
}

/** Stale-cart notices of a line: unavailable, short of stock, below the minimum lot, no usable rate, price changed since added. */
function issuesOf(item: CheckoutItem, product: CheckoutProduct): LineIssue[] {
  const issues: LineIssue[] = []
  if (!product.orderable) issues.push({ kind: 'unavailable' })
  else if (product.stock < item.quantity)
    issues.push({ kind: 'insufficient_stock', available: product.stock })
  if (product.orderable && item.quantity < product.moq)
    issues.push({ kind: 'below_moq', moq: product.moq })
  if (!product.price.ok) issues.push({ kind: 'no_price', rate: product.price.problem })
  else if (item.addedPriceMinor !== null && item.addedPriceMinor !== product.price.unitMinor) {
    issues.push({
      kind: 'price_changed',
      fromMinor: item.addedPriceMinor,
      toMinor: product.price.unitMinor,
    })
  }
  return issues
}

/**
 * Prices `items` from the products' current rows (never from anything the client sent), groups
 * them by seller in cart order and, when the buyer's `pin` is known, quotes each seller's
 * shipment (DESIGN §4). Amounts are integer qəpik: unit price = azn_prices.aznPrice of the
 * product at the newest stored rate of its currency, read in the same statement (docs/money.md);
 * a line without a usable rate gets the `no_price` issue and adds nothing to the totals. Pass a
 * transaction as `client` to price inside it; `lock` (in a transaction only) also takes the
 * products' row locks in id order, as placing an order does before taking stock. Rates age by
 * `now`'s date in Baku.
 */
export async function priceCheckout(
  items: CheckoutItem[],
  pin: Pin | null,
  locale: Locale,
  now: Date,
  client: QueryClientContract = db.connection(),
  lock = false
): Promise<PricedCheckout> {
  const ids = [...new Set(items.map((item) => item.productId))]
  const { products, origins } = await checkoutProducts(
    ids,
    pin,
    locale,
    lock,
    client,
    bakuToday(now)
  )
  const parts = new Map<number, SellerPart>()
  const missingProductIds: number[] = []
  for (const item of items) {
    const product = products.get(item.productId)
    if (!product) {
      missingProductIds.push(item.productId)
      continue
    }
    let part = parts.get(product.companyId)
    if (!part) {
      part = {
        companyId: product.companyId,
        companyName: product.companyName,
        sellerPhone: product.sellerPhone,
        lines: [],
        subtotalMinor: 0,
        quote: null,
      }
      parts.set(product.companyId, part)
    }
    const unitPriceMinor = product.price.ok ? product.price.unitMinor : null
    const lineTotalMinor = unitPriceMinor === null ? null : unitPriceMinor * item.quantity
    part.lines.push({
      item,
      product,
      unitPriceMinor,
      lineTotalMinor,
      issues: issuesOf(item, product),
    })
    part.subtotalMinor += lineTotalMinor ?? 0
  }
  if (origins) {
    for (const part of parts.values()) {
      part.quote = quoteShipment(
        part.lines.map((line) => ({
          productId: line.product.id,
          quantity: line.item.quantity,
          weightGrams: line.product.weightGrams,
        })),
        origins,
        now
      )
    }
  }
  const list = [...parts.values()]
  return {
    parts: list,
    missingProductIds,
    subtotalMinor: list.reduce((sum, part) => sum + part.subtotalMinor, 0),
  }
}

/** The buyer's delivery choice for each part, checked against its quote. */
export interface DeliveryChoice {
  /** Parts whose chosen type serves them, with that option. */
  chosen: { part: SellerPart; option: DeliveryOption }[]
  /** Σ fees of the chosen options, qəpik. */
  feeMinor: number
  /** Products of parts no chosen type can serve (no pin, no origin, type missing or infeasible). */
  blockedProductIds: number[]
}

/**
 * Applies `types` (company id → delivery type) to a priced checkout: a part whose chosen type
 * cannot serve it — or with no quote, or no type chosen — blocks all its products
 * (SPEC §8 "delivery not possible for some cart products").
 */
export function applyDeliveryChoice(
  checkout: PricedCheckout,
  types: Record<number, DeliveryType | undefined>
): DeliveryChoice {
  const chosen: DeliveryChoice['chosen'] = []
  const blockedProductIds: number[] = []
  for (const part of checkout.parts) {
    const option = part.quote ? feasibleOption(part.quote, types[part.companyId]) : null
    if (option) chosen.push({ part, option })
    else blockedProductIds.push(...part.lines.map((line) => line.product.id))
  }
  return {
    chosen,
    feeMinor: chosen.reduce((sum, entry) => sum + entry.option.feeMinor, 0),
    blockedProductIds,
  }
}
