import { createHash } from 'node:crypto'
import db from '@adonisjs/lucid/services/db'
import type { CurrencyCode } from '#lib/money'
import type { Locale } from '#lib/route_table'
import { allCategories, type CategoryNode } from '#services/catalog/categories'
import { LISTED } from '#services/catalog/product_listing'
import { preparedRawRows } from '#services/database/prepared'
import { aznPrice, type DayRate } from '#services/rates/azn_prices'
import { latestRates } from '#services/rates/exchange_rates'

/** Products read per keyset page while a feed streams (memory stays at one page). */
export const FEED_PAGE_SIZE = 500

/** A product as the feeds read it: one row of a keyset page. */
export interface FeedRow {
  id: number
  name: string
  slug: string
  description: string | null
  price_minor: string
  currency: CurrencyCode
  discount_percent: number
  stock: number
  moq: number
  is_available: boolean
  barcode: string | null
  product_code: string | null
  weight_grams: number | null
  category_id: number
  company_name: string
  brand_name: string | null
  /** Image bases, main image first. */
  images: string[] | null
}

/**
 * Published products of active sellers (the listing's LISTED, and the seller joined active
 * again at read time), by ascending id after `afterId`: the feeds' keyset page. Export-only
 * products are left out: they have no retail price for a shopping feed.
 */
const PAGE_SQL = `SELECT p.id, t.name, t.slug, t.description, p.price_minor::text AS price_minor, p.currency,
    p.discount_percent, p.stock, p.moq, p.is_available, p.barcode, p.product_code, p.weight_grams,
    p.category_id, c.name AS company_name, b.name AS brand_name,
    (SELECT array_agg(i.path_base ORDER BY i.is_main DESC, i.position) FROM product_images i WHERE i.product_id = p.id) AS images
  FROM products p
  JOIN product_translations t ON t.product_id = p.id AND t.locale = ?
  JOIN companies c ON c.id = p.company_id AND c.status = 'active'
  LEFT JOIN brands b ON b.id = p.brand_id
  WHERE ${LISTED} AND p.sale_mode <> 'export' AND p.id > ?
  ORDER BY p.id LIMIT ?`

/** Every feed row in `lang`, page by page (never the whole catalog in memory). */
export async function* feedRows(lang: Locale): AsyncGenerator<FeedRow> {
  let after = 0
  for (;;) {
    const rows = await preparedRawRows<FeedRow>(PAGE_SQL, [lang, after, FEED_PAGE_SIZE])
    for (const row of rows) yield row
    if (rows.length < FEED_PAGE_SIZE) return
    after = rows[rows.length - 1].id
  }
}

/**
 * What changes a feed: the newest product or seller update, the number of listed products
 * and the rates' dates. Gives the feed's Last-Modified and a strong ETag for `variant`
 * (language, currency, format) without reading the products themselves.
 */
export async function feedVersion(variant: string) {
  const row = await db
    .rawQuery(
      `SELECT greatest(
         (SELECT max(updated_at) FROM products WHERE status = 'published'),
         (SELECT max(updated_at) FROM companies)
       ) AS modified,
       (SELECT count(*)::int FROM products p WHERE ${LISTED}) AS listed`
    )
    .then((result) => result.rows[0])
  const rates = await latestRates()
  const rateDates = [...rates.values()].map((rate) => `${rate.currency}${rate.rateDate}`).join()
  const modified = row.modified ? new Date(row.modified) : new Date(0)
  modified.setMilliseconds(0)
  const hash = createHash('sha256')
    .update(`${variant}|${modified.toISOString()}|${row.listed}|${rateDates}`)
    .digest('base64url')
    .slice(0, 27)
  return { etag: `"${hash}"`, lastModified: modified, rates }
}

/** AZN prices of a row: per unit after discount (`sale`) and before it (`list`), in qəpik; null without a usable rate. */
export function aznPricesOf(row: FeedRow, rates: Map<string, DayRate>) {
  const quote = aznPrice(
    {
      priceMinor: Number(row.price_minor),
      currency: row.currency,
      discountPercent: row.discount_percent,
    },
    rates.get(row.currency)
  )
  return quote.ok ? { sale: quote.unitMinor, list: quote.listMinor } : null
}

/**
 * An AZN amount in qəpik in `currency` at the newest CBAR rate (AZN per `nominal` units),
 * rounded half up to the cent: cents = qəpik × nominal / value. Exact integer arithmetic, as
 * toQepik. Null when there is no rate for the currency.
 */
export function fromQepik(
  qepik: number,
  currency: CurrencyCode,
  rates: Map<string, DayRate>
): number | null {
  if (currency === 'AZN') return qepik
  const rate = rates.get(currency)
  if (!rate) return null
  const match = /^(\d+)(?:\.(\d+))?$/.exec(rate.value.trim())
  if (!match) return null
  const fraction = match[2] ?? ''
  const digits = BigInt(match[1] + fraction)
  if (digits === 0n) return null
  const numerator = BigInt(qepik) * BigInt(rate.nominal) * 10n ** BigInt(fraction.length)
  return Number((2n * numerator + digits) / (2n * digits))
}

/** "12.50 USD": the amount as the feeds write prices (ISO 4217 code after a dot-decimal number). */
export function feedPrice(minor: number, currency: CurrencyCode) {
  return `${Math.trunc(minor / 100)}.${String(minor % 100).padStart(2, '0')} ${currency}`
}

/**
 * Google product taxonomy paths of the export categories (by category code; a subcategory
 * without its own entry takes its top-level category's). Categories not listed get none.
 */
const GOOGLE_CATEGORIES: Record<string, string> = {
  'food': 'Food, Beverages & Tobacco > Food Items',
  'food-spices': 'Food, Beverages & Tobacco > Food Items > Seasonings & Spices',
  'fresh-produce': 'Food, Beverages & Tobacco > Food Items > Fruits & Vegetables',
  'dried-fruit': 'Food, Beverages & Tobacco > Food Items > Fruits & Vegetables',
  'nuts': 'Food, Beverages & Tobacco > Food Items > Nuts & Seeds',
  'pomegranate': 'Food, Beverages & Tobacco > Food Items > Fruits & Vegetables',
  'pomegranate-juice': 'Food, Beverages & Tobacco > Beverages > Juice',
  'pomegranate-wine': 'Food, Beverages & Tobacco > Beverages > Alcoholic Beverages > Wine',
  'tea': 'Food, Beverages & Tobacco > Beverages > Tea & Infusions',
  'beverages': 'Food, Beverages & Tobacco > Beverages',
  'bev-mineral-water': 'Food, Beverages & Tobacco > Beverages > Water',
  'bev-juices': 'Food, Beverages & Tobacco > Beverages > Juice',
  'wine-spirits': 'Food, Beverages & Tobacco > Beverages > Alcoholic Beverages',
  'wine-red': 'Food, Beverages & Tobacco > Beverages > Alcoholic Beverages > Wine',
  'wine-white': 'Food, Beverages & Tobacco > Beverages > Alcoholic Beverages > Wine',
  'wine-sparkling': 'Food, Beverages & Tobacco > Beverages > Alcoholic Beverages > Wine',
  'spirits-brandy':
    'Food, Beverages & Tobacco > Beverages > Alcoholic Beverages > Liquor & Spirits > Brandy',
  'spirits-fruit': 'Food, Beverages & Tobacco > Beverages > Alcoholic Beverages > Liquor & Spirits',
  'honey': 'Food, Beverages & Tobacco > Food Items',
  'carpets': 'Home & Garden > Decor > Rugs',
  'textiles': 'Apparel & Accessories',
  'textiles-home': 'Home & Garden > Linens & Bedding',
  'cosmetics': 'Health & Beauty > Personal Care',
  'furniture': 'Furniture',
}

/** Per feed: each category's Google category (or null) and its breadcrumb in `lang`. */
export async function categoryLabels(lang: Locale) {
  const nodes = await allCategories(lang)
  const byId = new Map<number, CategoryNode>(nodes.map((node) => [node.id, node]))
  const labels = new Map<number, { google: string | null; breadcrumb: string }>()
  for (const node of nodes) {
    const path: CategoryNode[] = []
    for (let at: CategoryNode | undefined = node; at;)
      (path.unshift(at), (at = at.parentId === null ? undefined : byId.get(at.parentId)))
    const google =
      [...path]
        .reverse()
        .map((item) => GOOGLE_CATEGORIES[item.code])
        .find(Boolean) ?? null
    labels.set(node.id, { google, breadcrumb: path.map((item) => item.name).join(' > ') })
  }
  return labels
}
