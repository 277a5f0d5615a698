import db from '@adonisjs/lucid/services/db'
import type { Locale } from '#lib/route_table'
import { publishedCards } from '#services/catalog/product_cards'
import type { ProductCardRow } from '#transformers/product_card_transformer'

/** A published product with its translation in `locale`, seller, brand and category; or null. */
export async function publishedProduct(id: number, locale: Locale) {
  if (!Number.isSafeInteger(id) || id < 1 || id > 2_147_483_647) return null
  const row = await db
    .from('products as p')
    .join('product_translations as t', (join) => join.on('t.product_id', 'p.id').andOnVal('t.locale', locale))
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
      `d.name_${locale} as company_district`,
      'b.name as brand_name'
    )
    .first()
  return row ?? null
}

/** The product's slug in every language (for alternates and canonical URLs). */
export async function productSlugs(id: number) {
  const rows = await db.from('product_translations').where('product_id', id).select('locale', 'slug')
  return Object.fromEntries(rows.map((row) => [row.locale, row.slug])) as Record<Locale, string>
}

/** Images in display order (main first). */
export function productImages(id: number) {
  return db.from('product_images').where('product_id', id).orderBy('is_main', 'desc').orderBy('position').select('path_base', 'width', 'height')
}

/** Attribute rows `{ name, value }` in `locale` (falling back to az). */
export async function productAttributes(id: number, locale: Locale) {
  const rows = await db.from('product_attributes').where('product_id', id).orderBy('position').select('name', 'value')
  return rows.map((row) => ({ name: row.name[locale] ?? row.name.az, value: row.value[locale] ?? row.value.az }))
}

/** Approved comments, newest first (SPEC §4: a comment appears only after approval). */
export function approvedComments(id: number, limit = 50) {
  return db
    .from('comments')
    .where({ product_id: id, status: 'approved' })
    .orderBy('created_at', 'desc')
    .limit(limit)
    .select('id', 'author_name', 'body', 'created_at')
}

/** Up to 6 other published products of the same category, best sellers first. */
export function relatedProducts(id: number, categoryId: number, locale: Locale) {
  return publishedCards(locale)
    .where('p.category_id', categoryId)
    .whereNot('p.id', id)
    .orderBy('p.sales_count', 'desc')
    .orderBy('p.id', 'desc')
    .limit(6) as unknown as Promise<ProductCardRow[]>
}
