import db from '@adonisjs/lucid/services/db'
import type { Locale } from '#lib/route_table'
import type { ProductCardRow } from '#transformers/product_card_transformer'
import { VERIFIED_MONTH_SQL } from '#services/trust/verified_badge'

/**
 * The columns of a card row (ProductCardRow) over the joins of CARD_JOINS; the first
 * publication as epoch milliseconds (a float parses several times faster than a timestamp);
 * the export offer's "from" price, currency, unit and MOQ (null without an offer; issue 24);
 * the seller's verified month (issue 25: one CASE on the companies row already joined).
 */
export const CARD_COLUMNS = `p.id, t.name, t.slug, p.price_minor, p.currency, p.discount_percent, p.moq, p.stock,
  p.is_available, (extract(epoch FROM p.first_published_at) * 1000)::float8 AS first_published_at, c.name AS company_name, i.path_base AS image_base,
  i.width AS image_width, i.height AS image_height, p.sale_mode, x.from_price_minor AS export_from_minor,
  x.currency AS export_currency, x.unit AS export_unit, x.moq AS export_moq,
  ${VERIFIED_MONTH_SQL} AS verified_month`

/** Products per page of a listing (issue: catalog); a search brings this many cards along for its first page. */
export const PAGE_SIZE = 24

/**
 * SQL condition: the `column` (a seller id, e.g. `p.company_id`) is not a seller that is inactive —
 * one read of the small index of inactive sellers (migration 0024) per statement, instead of a
 * companies look-up per product.
 */
export function activeSeller(column: string) {
  return `${column} NOT IN (SELECT id FROM companies WHERE status <> 'active')`
}

/**
 * What a card row joins to products `p`: its translation `t` in the language of the one `?`
 * binding, the seller `c`, the main image `i` (if any) and the export offer `x` (if any: one
 * row per product, by its unique product_id index).
 */
export const CARD_JOINS = `JOIN product_translations t ON t.product_id = p.id AND t.locale = ?
  JOIN companies c ON c.id = p.company_id
  LEFT JOIN product_images i ON i.product_id = p.id AND i.is_main
  LEFT JOIN export_offers x ON x.product_id = p.id`

/**
 * Named builder for product-card rows: published products with their translation in
 * `locale`, the seller's name and the main image. Callers add ordering, filters and limits.
 */
export function publishedCards(locale: Locale) {
  return db
    .from('products as p')
    .joinRaw(CARD_JOINS, [locale])
    .where('p.status', 'published')
    .where('c.status', 'active')
    .select(db.raw(CARD_COLUMNS)) as unknown as CardQuery
}

/** The card query: a Knex-style builder that resolves to card rows. */
type CardQuery = ReturnType<typeof db.from> & PromiseLike<ProductCardRow[]>

/** Best sellers: most units sold first. */
export function bestsellers(locale: Locale, limit = 12) {
  return publishedCards(locale)
    .orderBy('p.sales_count', 'desc')
    .orderBy('p.id', 'desc')
    .limit(limit)
}

/** Editorially featured products, newest first. */
export function featured(locale: Locale, limit = 12) {
  return publishedCards(locale)
    .where('p.is_featured', true)
    .orderBy('p.first_published_at', 'desc')
    .orderBy('p.id', 'desc')
    .limit(limit)
}

/** Most recently published products. */
export function newest(locale: Locale, limit = 12) {
  return publishedCards(locale)
    .orderBy('p.first_published_at', 'desc')
    .orderBy('p.id', 'desc')
    .limit(limit)
}
