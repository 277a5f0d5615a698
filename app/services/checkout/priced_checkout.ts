import db from '@adonisjs/lucid/services/db'
import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import type { CurrencyCode } from '#lib/money'
import type { DeliveryType } from '#lib/order_constants'
import type { Locale } from '#lib/route_table'
import type { DeliveryOption } from '#services/delivery/delivery_fees'
import { productOrigins, type Pin } from '#services/delivery/delivery_origins'
import { feasibleOption, quoteShipment, type ShipmentQuote } from '#services/delivery/shipment_quotes'

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
  /** AZN qəpik after discount (day's rate for USD/EUR): the unit price charged. */
  effectivePriceMinor: number
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
  | { kind: 'price_changed'; fromMinor: number; toMinor: number }

/** A line priced now: unit price and line total in qəpik (AZN). */
export interface PricedLine {
  item: CheckoutItem
  product: CheckoutProduct
  unitPriceMinor: number
  lineTotalMinor: number
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

/** Reads the products of `productIds` with their company, names and main image. Unknown ids are absent. */
export async function checkoutProducts(productIds: number[], client: QueryClientContract = db.connection()): Promise<Map<number, CheckoutProduct>> {
  const products = new Map<number, CheckoutProduct>()
  if (productIds.length === 0) return products
  const rows = await client
    .from('products as p')
    .join('companies as c', 'c.id', 'p.company_id')
    .leftJoin('product_images as i', (join) => join.on('i.product_id', 'p.id').andOnVal('i.is_main', true))
    .whereIn('p.id', productIds)
    .select(
      'p.id',
      'p.company_id',
      'p.product_code',
      'p.status',
      'p.is_available',
      'p.stock',
      'p.moq',
      'p.price_minor',
      'p.currency',
      'p.discount_percent',
      'p.effective_price_minor',
      'p.weight_grams',
      'c.name as company_name',
      'c.status as company_status',
      'i.path_base as image_base',
      'i.width as image_width',
      'i.height as image_height',
      client.raw(
        `coalesce(c.phone, (SELECT u.phone FROM users u WHERE u.company_id = c.id AND u.account_type = 'seller' ORDER BY u.id LIMIT 1)) AS seller_phone`
      )
    )
  const translations = await client.from('product_translations').whereIn('product_id', productIds).select('product_id', 'locale', 'name', 'slug')
  const texts = new Map<number, { names: Partial<Record<Locale, string>>; slugs: Partial<Record<Locale, string>> }>()
  for (const row of translations) {
    const entry = texts.get(row.product_id) ?? { names: {}, slugs: {} }
    entry.names[row.locale as Locale] = row.name
    entry.slugs[row.locale as Locale] = row.slug
    texts.set(row.product_id, entry)
  }
  for (const row of rows) {
    const text = texts.get(row.id) ?? { names: {}, slugs: {} }
    const fallback = text.names.az ?? text.names.en ?? text.names.ru ?? row.product_code
    products.set(row.id, {
      id: row.id,
      companyId: row.company_id,
      companyName: row.company_name,
      sellerPhone: row.seller_phone ?? null,
      productCode: row.product_code,
      orderable: row.status === 'published' && row.is_available && row.company_status === 'active',
      stock: Number(row.stock),
      moq: Number(row.moq),
      priceMinor: Number(row.price_minor),
      currency: row.currency,
      discountPercent: Number(row.discount_percent),
      effectivePriceMinor: Number(row.effective_price_minor),
      weightGrams: Number(row.weight_grams),
      names: { az: text.names.az ?? fallback, en: text.names.en ?? fallback, ru: text.names.ru ?? fallback },
      slugs: { az: text.slugs.az ?? '', en: text.slugs.en ?? '', ru: text.slugs.ru ?? '' },
      image: row.image_base ? { base: row.image_base, width: row.image_width, height: row.image_height } : null,
    })
  }
  return products
}

/** Stale-cart notices of a line: unavailable, short of stock, below the minimum lot, price changed since added. */
function issuesOf(item: CheckoutItem, product: CheckoutProduct): LineIssue[] {
  const issues: LineIssue[] = []
  if (!product.orderable) issues.push({ kind: 'unavailable' })
  else if (product.stock < item.quantity) issues.push({ kind: 'insufficient_stock', available: product.stock })
  if (product.orderable && item.quantity < product.moq) issues.push({ kind: 'below_moq', moq: product.moq })
  if (item.addedPriceMinor !== null && item.addedPriceMinor !== product.effectivePriceMinor) {
    issues.push({ kind: 'price_changed', fromMinor: item.addedPriceMinor, toMinor: product.effectivePriceMinor })
  }
  return issues
}

/**
 * Prices `items` from the products' current rows (never from anything the client sent), groups
 * them by seller in cart order and, when the buyer's `pin` is known, quotes each seller's
 * shipment (DESIGN §4). Amounts are integer qəpik: unit price = products.effective_price_minor.
 * Pass a transaction as `client` to price inside it.
 */
export async function priceCheckout(
  items: CheckoutItem[],
  pin: Pin | null,
  locale: Locale,
  now: Date,
  client: QueryClientContract = db.connection()
): Promise<PricedCheckout> {
  const ids = [...new Set(items.map((item) => item.productId))]
  const products = await checkoutProducts(ids, client)
  const origins = pin ? await productOrigins(ids, pin, locale, client) : null
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
      part = { companyId: product.companyId, companyName: product.companyName, sellerPhone: product.sellerPhone, lines: [], subtotalMinor: 0, quote: null }
      parts.set(product.companyId, part)
    }
    const lineTotalMinor = product.effectivePriceMinor * item.quantity
    part.lines.push({ item, product, unitPriceMinor: product.effectivePriceMinor, lineTotalMinor, issues: issuesOf(item, product) })
    part.subtotalMinor += lineTotalMinor
  }
  if (origins) {
    for (const part of parts.values()) {
      part.quote = quoteShipment(
        part.lines.map((line) => ({ productId: line.product.id, quantity: line.item.quantity, weightGrams: line.product.weightGrams })),
        origins,
        now
      )
    }
  }
  const list = [...parts.values()]
  return { parts: list, missingProductIds, subtotalMinor: list.reduce((sum, part) => sum + part.subtotalMinor, 0) }
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
export function applyDeliveryChoice(checkout: PricedCheckout, types: Record<number, DeliveryType | undefined>): DeliveryChoice {
  const chosen: DeliveryChoice['chosen'] = []
  const blockedProductIds: number[] = []
  for (const part of checkout.parts) {
    const option = part.quote ? feasibleOption(part.quote, types[part.companyId]) : null
    if (option) chosen.push({ part, option })
    else blockedProductIds.push(...part.lines.map((line) => line.product.id))
  }
  return { chosen, feeMinor: chosen.reduce((sum, entry) => sum + entry.option.feeMinor, 0), blockedProductIds }
}
