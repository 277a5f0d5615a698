import db from '@adonisjs/lucid/services/db'
import type { Locale } from '#lib/route_table'
import type { CurrencyCode } from '#lib/money'

/** What the cart needs to decide whether a product can be bought now (DESIGN §4 availability). */
export interface PurchaseFacts {
  id: number
  moq: number
  stock: number
  isAvailable: boolean
  /** AZN qəpik after discount (day's-rate products converted): the price a line records. */
  priceMinor: number
}

/**
 * A product a buyer may put in the cart or wish list: published, of an active seller; null for
 * unknown ids, drafts, products under review, rejected or archived ones.
 */
export async function purchaseFacts(productId: number): Promise<PurchaseFacts | null> {
  const row = await db
    .from('products as p')
    .join('companies as c', 'c.id', 'p.company_id')
    .where('p.id', productId)
    .where('p.status', 'published')
    .where('c.status', 'active')
    .select('p.id', 'p.moq', 'p.stock', 'p.is_available', 'p.effective_price_minor')
    .first()
  if (!row) return null
  return {
    id: row.id,
    moq: row.moq,
    stock: row.stock,
    isAvailable: row.is_available,
    priceMinor: Number(row.effective_price_minor),
  }
}

/** A product row as the cart and wish-list pages read it (any status: stale lines are shown). */
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
  effective_price_minor: string | number
  moq: number
  stock: number
  is_available: boolean
  first_published_at: Date | string | null
  image_base: string | null
  image_width: number | null
  image_height: number | null
}

/**
 * Products of a cart or wish list by id, whatever their status (an unpublished one is shown as
 * "no longer available"), with the name and slug in `locale`, the seller and the main image.
 * Ids that no longer exist are simply absent from the result.
 */
export async function listedProducts(ids: number[], locale: Locale): Promise<Map<number, ListedProductRow>> {
  if (ids.length === 0) return new Map()
  const rows: ListedProductRow[] = await db
    .from('products as p')
    .join('companies as c', 'c.id', 'p.company_id')
    .leftJoin('product_translations as t', (join) => join.on('t.product_id', 'p.id').andOnVal('t.locale', locale))
    .leftJoin('product_images as i', (join) => join.on('i.product_id', 'p.id').andOnVal('i.is_main', true))
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
      'p.effective_price_minor',
      'p.moq',
      'p.stock',
      'p.is_available',
      'p.first_published_at',
      'i.path_base as image_base',
      'i.width as image_width',
      'i.height as image_height'
    )
  return new Map(rows.map((row) => [row.id, row]))
}
