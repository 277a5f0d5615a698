import db from '@adonisjs/lucid/services/db'
import type { Locale } from '#lib/route_table'
import type { ProductCardRow } from '#transformers/product_card_transformer'

/**
 * Named builder for product-card rows: published products with their translation in
 * `locale`, the seller's name and the main image. Callers add ordering, filters and limits.
 */
export function publishedCards(locale: Locale) {
  return db
    .from('products as p')
    .join('product_translations as t', (join) => {
      join.on('t.product_id', 'p.id').andOnVal('t.locale', locale)
    })
    .join('companies as c', 'c.id', 'p.company_id')
    .leftJoin('product_images as i', (join) => {
      join.on('i.product_id', 'p.id').andOnVal('i.is_main', true)
    })
    .where('p.status', 'published')
    .where('c.status', 'active')
    .select(
      'p.id',
      't.name',
      't.slug',
      'p.price_minor',
      'p.currency',
      'p.discount_percent',
      'p.moq',
      'p.stock',
      'p.is_available',
      'p.first_published_at',
      'c.name as company_name',
      'i.path_base as image_base',
      'i.width as image_width',
      'i.height as image_height'
    ) as unknown as CardQuery
}

/** The card query: a Knex-style builder that resolves to card rows. */
type CardQuery = ReturnType<typeof db.from> & PromiseLike<ProductCardRow[]>

/** Best sellers: most units sold first. */
export function bestsellers(locale: Locale, limit = 12) {
  return publishedCards(locale).orderBy('p.sales_count', 'desc').orderBy('p.id', 'desc').limit(limit)
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
  return publishedCards(locale).orderBy('p.first_published_at', 'desc').orderBy('p.id', 'desc').limit(limit)
}
