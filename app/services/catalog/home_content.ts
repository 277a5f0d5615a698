import db from '@adonisjs/lucid/services/db'
import type { Locale } from '#lib/route_table'
import { LISTED_SUPPLIER_SQL } from '#services/catalog/suppliers'

/** Active sliders in display order with their `locale` texts. */
export function activeSliders(locale: Locale) {
  return db
    .from('sliders as s')
    .join('slider_translations as t', (join) =>
      join.on('t.slider_id', 's.id').andOnVal('t.locale', locale)
    )
    .where('s.is_active', true)
    .orderBy('s.sort_order')
    .select(
      's.id',
      's.code',
      's.target_page',
      's.color_from',
      's.color_to',
      't.title',
      't.subtitle',
      't.cta'
    )
}

/** Home-page highlights (advantages) in display order. */
export function highlights(locale: Locale) {
  return db
    .from('highlights as h')
    .join('highlight_translations as t', (join) =>
      join.on('t.highlight_id', 'h.id').andOnVal('t.locale', locale)
    )
    .orderBy('h.sort_order')
    .select('h.id', 'h.icon', 't.title', 't.text')
}

/** Top-level categories with the number of published products in their subtree. */
export function mainCategories(locale: Locale) {
  return db
    .from('categories as c')
    .join('category_translations as t', (join) =>
      join.on('t.category_id', 'c.id').andOnVal('t.locale', locale)
    )
    .whereNull('c.parent_id')
    .orderBy('c.sort_order')
    .select('c.id', 'c.code', 'c.color', 't.name', 't.slug')
    .select(
      db.raw(
        `(SELECT count(*)::int FROM products p JOIN categories sub ON sub.id = p.category_id
          WHERE p.status = 'published' AND (sub.id = c.id OR sub.parent_id = c.id)) AS product_count`
      )
    )
}

/** Brands that have published products, most products first. */
export function brandsWithProducts(limit = 16) {
  return db
    .from('brands as b')
    .join('products as p', 'p.brand_id', 'b.id')
    .where('p.status', 'published')
    .groupBy('b.id')
    .orderByRaw('count(p.id) DESC, b.name')
    .limit(limit)
    .select('b.id', 'b.name', 'b.color')
}

/** Listed manufacturers (LISTED_SUPPLIER_SQL) with their region and published product count, most products first. */
export function manufacturers(locale: Locale, limit = 12) {
  return db
    .from('companies as c')
    .leftJoin('districts as d', 'd.id', 'c.district_id')
    .whereRaw(LISTED_SUPPLIER_SQL)
    .orderByRaw('product_count DESC, c.name')
    .limit(limit)
    .select('c.id', 'c.name', 'c.slug', 'c.company_type', 'c.color', `d.name_${locale} as district`)
    .select(
      db.raw(
        `(SELECT count(*)::int FROM products p WHERE p.company_id = c.id AND p.status = 'published') AS product_count`
      )
    )
}

/** Latest published news in `locale`. */
export function latestNews(locale: Locale, limit = 8) {
  return db
    .from('news as n')
    .join('news_translations as t', (join) =>
      join.on('t.news_id', 'n.id').andOnVal('t.locale', locale)
    )
    .where('n.is_published', true)
    .where('n.published_at', '<=', new Date())
    .orderBy('n.published_at', 'desc')
    .limit(limit)
    .select('n.id', 'n.published_at', 'n.color', 'n.image_path', 't.title', 't.slug', 't.summary')
}
