import db from '@adonisjs/lucid/services/db'
import { VERIFIED_MONTH_SQL } from '#services/trust/verified_badge'
import type { Locale } from '#lib/route_table'
import { publishedCards } from '#services/catalog/product_cards'
import { preparedRows } from '#services/database/prepared'
import type { ProductCardRow } from '#transformers/product_card_transformer'

/**
 * The product page's reads (SPEC §2 Product). Each runs as a named prepared statement
 * (preparedRows): PostgreSQL plans it once per connection instead of on every page view
 * (planning these simple look-ups took longer than running them).
 */

/**
 * A published product with its translation in `locale`, seller, brand and category, and its
 * slug in every language (`slugs`: `{ az, en, ru }`, for alternates and canonical URLs); or null.
 */
export async function publishedProduct(id: number, locale: Locale) {
  if (!Number.isSafeInteger(id) || id < 1 || id > 2_147_483_647) return null
  const rows = await preparedRows<Record<string, any>>(
    db
      .from('products as p')
      .join('product_translations as t', (join) =>
        join.on('t.product_id', 'p.id').andOnVal('t.locale', locale)
      )
      .join('companies as c', 'c.id', 'p.company_id')
      .leftJoin('brands as b', 'b.id', 'p.brand_id')
      .leftJoin('districts as d', 'd.id', 'c.district_id')
      .where('p.id', id)
      .where('p.status', 'published')
      .where('c.status', 'active')
      .select(
        'p.*',
        't.name',
        't.slug',
        't.description',
        'c.id as company_id',
        'c.name as company_name',
        'c.slug as company_slug',
        'c.company_type',
        'c.phone as company_phone',
        'c.color as company_color',
        'c.tax_id as company_tax_id',
        // Issue 25: the verified badge's month ('YYYY-MM' or null) on the seller card.
        db.raw(`${VERIFIED_MONTH_SQL} AS company_verified_month`),
        `d.name_${locale} as company_district`,
        'b.name as brand_name',
        db.raw(
          '(SELECT json_object_agg(s.locale, s.slug) FROM product_translations s WHERE s.product_id = p.id) AS slugs'
        )
      )
      .limit(1)
  )
  return (rows[0] ?? null) as (Record<string, any> & { slugs: Record<Locale, string> }) | null
}

/** Images in display order (main first). */
export function productImages(id: number) {
  return preparedRows<{ path_base: string; width: number; height: number }>(
    db
      .from('product_images')
      .where('product_id', id)
      .orderBy('is_main', 'desc')
      .orderBy('position')
      .select('path_base', 'width', 'height')
  )
}

/** Attribute rows `{ name, value }` in `locale` (falling back to az). */
export async function productAttributes(id: number, locale: Locale) {
  const rows = await preparedRows<{ name: Record<string, string>; value: Record<string, string> }>(
    db
      .from('product_attributes')
      .where('product_id', id)
      .orderBy('position')
      .select('name', 'value')
  )
  return rows.map((row) => ({
    name: row.name[locale] ?? row.name.az,
    value: row.value[locale] ?? row.value.az,
  }))
}

/** Approved comments, newest first (SPEC §4: a comment appears only after approval). */
export function approvedComments(id: number, limit = 50) {
  return preparedRows<{ id: number; author_name: string; body: string; created_at: Date }>(
    db
      .from('comments')
      .where({ product_id: id, status: 'approved' })
      .orderBy('created_at', 'desc')
      .limit(limit)
      .select('id', 'author_name', 'body', 'created_at')
  )
}

/** Up to 6 other published products of the same category, best sellers first. */
export function relatedProducts(id: number, categoryId: number, locale: Locale) {
  return preparedRows<ProductCardRow>(
    publishedCards(locale)
      .where('p.category_id', categoryId)
      .whereNot('p.id', id)
      .orderBy('p.sales_count', 'desc')
      .orderBy('p.id', 'desc')
      .limit(6)
  )
}
