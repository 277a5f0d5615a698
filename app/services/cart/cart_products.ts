import db from '@adonisjs/lucid/services/db'
import type { Locale } from '#lib/route_table'
import type { CurrencyCode } from '#lib/money'
import {
  aznPrice,
  latestRateJoin,
  rateColumns,
  rateOfRow,
  type PriceQuote,
} from '#services/rates/azn_prices'

/** What the cart needs to decide whether a product can be bought now (DESIGN §4 availability). */
export interface PurchaseFacts {
  id: number
  moq: number
  stock: number
  isAvailable: boolean
  /** Export-only products (issue 24) are sold by quotes, never through the cart. */
  exportOnly: boolean
  /**
   * The AZN price now (azn_prices.aznPrice: USD/EUR at the newest stored CBAR rate): its
   * `unitMinor` (qəpik after discount) is the price a line records; not ok when the product's
   * currency has no usable rate (then it cannot be put in the cart).
   */
  price: PriceQuote
}

/**
 * A product a buyer may put in the cart or wish list: published, of an active seller, with its
 * price in AZN read together with the newest rate of its currency; null for unknown ids, drafts,
 * products under review, rejected or archived ones.
 */
export async function purchaseFacts(productId: number): Promise<PurchaseFacts | null> {
  const row = await db
    .from('products as p')
    .join('companies as c', 'c.id', 'p.company_id')
    .joinRaw(latestRateJoin('p', 'r'))
    .where('p.id', productId)
    .where('p.status', 'published')
    .where('c.status', 'active')
    .select(
      'p.id',
      'p.moq',
      'p.stock',
      'p.is_available',
      'p.sale_mode',
      'p.price_minor',
      'p.currency',
      'p.discount_percent',
      db.raw(rateColumns('r'))
    )
    .first()
  if (!row) return null
  return {
    id: row.id,
    moq: row.moq,
    stock: row.stock,
    isAvailable: row.is_available,
    exportOnly: row.sale_mode === 'export',
    price: aznPrice(
      {
        priceMinor: Number(row.price_minor),
        currency: row.currency,
        discountPercent: row.discount_percent,
      },
      rateOfRow(row.currency, row)
    ),
  }
}

/**
 * A product row as the cart and wish-list pages read it (any status: stale lines are shown), with
 * the newest stored rate of its currency (rate_*: null for AZN or when none is stored).
 */
export interface ListedProductRow {
  id: number
  status: string
  company_active: boolean
  company_id: number
  company_name: string
  name: string | null
  slug: string | null
  price_minor: string | number
  currency: CurrencyCode
  discount_percent: number
  rate_value: string | null
  rate_nominal: number | null
  rate_date: string | null
  moq: number
  stock: number
  is_available: boolean
  /** An export-only product (issue 24) cannot be bought through the cart. */
  sale_mode: string
  first_published_at: Date | string | null
  image_base: string | null
  image_width: number | null
  image_height: number | null
}

/**
 * Products of a cart or wish list by id, whatever their status (an unpublished one is shown as
 * "no longer available"), with the name and slug in `locale`, the seller, the main image and the
 * newest stored rate of the product's currency.
 * Ids that no longer exist are simply absent from the result.
 */
export async function listedProducts(
  ids: number[],
  locale: Locale
): Promise<Map<number, ListedProductRow>> {
  if (ids.length === 0) return new Map()
  const rows: ListedProductRow[] = await db
    .from('products as p')
    .join('companies as c', 'c.id', 'p.company_id')
    .leftJoin('product_translations as t', (join) =>
      join.on('t.product_id', 'p.id').andOnVal('t.locale', locale)
    )
    .leftJoin('product_images as i', (join) =>
      join.on('i.product_id', 'p.id').andOnVal('i.is_main', true)
    )
    .joinRaw(latestRateJoin('p', 'r'))
    .whereIn('p.id', ids)
    .select(
      'p.id',
      'p.status',
      db.raw(`(c.status = 'active') AS company_active`),
      'c.id as company_id',
      'c.name as company_name',
      't.name',
      't.slug',
      'p.price_minor',
      'p.currency',
      'p.discount_percent',
      db.raw(rateColumns('r')),
      'p.moq',
      'p.stock',
      'p.is_available',
      'p.sale_mode',
      'p.first_published_at',
      'i.path_base as image_base',
      'i.width as image_width',
      'i.height as image_height'
    )
  return new Map(rows.map((row) => [row.id, row]))
}
