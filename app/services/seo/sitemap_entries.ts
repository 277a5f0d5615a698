import db from '@adonisjs/lucid/services/db'
import { LOCALES, type Locale } from '#lib/route_table'
import { alternatesOf } from '#services/urls'
import { LISTED_SUPPLIER_SQL } from '#services/catalog/suppliers'

/**
 * What the sitemaps list (issue 25): one entry per page, with its path in every language and
 * the date its content last changed. Each kind is read in keyset pages of PAGE_ROWS rows (by
 * id), so a million products never sit in memory: only one page of rows at a time.
 */

/** Rows read per query. */
export const PAGE_ROWS = 5000

/** One page in every language: `paths` from the router (urlTo), `lastmod` null when unknown. */
export interface SitemapEntry {
  paths: Record<Locale, string>
  lastmod: Date | null
}

/** The sitemap files' kinds, in the index's order. */
export const SITEMAP_KINDS = ['static', 'categories', 'suppliers', 'news', 'products'] as const
export type SitemapKind = (typeof SITEMAP_KINDS)[number]

/** Public pages without parameters listed in the `static` sitemap (route names of start/routes). */
const STATIC_PAGES = [
  'home',
  'category',
  'special_offers',
  'suppliers',
  'manufacturers_for_regions',
  'news',
  'about',
  'feature',
  'terms',
  'export_declaration',
  'faq',
  'contact',
] as const

/** A published product of an active company (what the product page serves). */
const PUBLISHED_PRODUCT = `p.status = 'published' AND EXISTS (SELECT 1 FROM companies c WHERE c.id = p.company_id AND c.status = 'active')`

type SlugRow = { id: number; lastmod: Date | null; slugs: Partial<Record<Locale, string>> }

/** Keyset pages of `query(afterId)` (ordered by id, at most PAGE_ROWS rows) until one is short. */
async function* keysetPages(query: (afterId: number) => Promise<SlugRow[]>) {
  let afterId = 0
  for (;;) {
    const rows = await query(afterId)
    yield* rows
    if (rows.length < PAGE_ROWS) return
    afterId = rows[rows.length - 1].id
  }
}

/** Rows whose slugs exist in every language (a page missing a translation is not served). */
function complete(row: SlugRow): row is SlugRow & { slugs: Record<Locale, string> } {
  return LOCALES.every((locale) => Boolean(row.slugs?.[locale]))
}

async function* products(): AsyncGenerator<SitemapEntry> {
  const rows = keysetPages(async (afterId) => {
    const result = await db.rawQuery(
      `SELECT p.id, p.updated_at AS lastmod,
         (SELECT json_object_agg(t.locale, t.slug) FROM product_translations t WHERE t.product_id = p.id) AS slugs
       FROM products p WHERE ${PUBLISHED_PRODUCT} AND p.id > ? ORDER BY p.id LIMIT ?`,
      [afterId, PAGE_ROWS]
    )
    return result.rows
  })
  for await (const row of rows)
    if (complete(row))
      yield {
        paths: alternatesOf('product', (locale) => ({ slugId: `${row.slugs[locale]}-${row.id}` })),
        lastmod: row.lastmod,
      }
}

/**
 * Categories whose subtree holds a published product (the category page lists its subtree);
 * lastmod = the newest change of those products. Categories are few (hundreds): one query.
 */
async function* categories(): AsyncGenerator<SitemapEntry> {
  const result = await db.rawQuery(
    `WITH RECURSIVE direct AS (
       SELECT p.category_id AS id, max(p.updated_at) AS lastmod FROM products p
       WHERE ${PUBLISHED_PRODUCT} GROUP BY p.category_id
     ), up AS (
       SELECT id, lastmod FROM direct
       UNION ALL
       SELECT c.parent_id, up.lastmod FROM up JOIN categories c ON c.id = up.id WHERE c.parent_id IS NOT NULL
     )
     SELECT up.id, max(up.lastmod) AS lastmod,
       (SELECT json_object_agg(t.locale, t.slug) FROM category_translations t WHERE t.category_id = up.id) AS slugs
     FROM up GROUP BY up.id ORDER BY up.id`
  )
  for (const row of result.rows as SlugRow[])
    if (complete(row))
      yield {
        paths: alternatesOf('category.show', (locale) => ({ slug: row.slugs[locale] })),
        lastmod: row.lastmod,
      }
}

async function* suppliers(): AsyncGenerator<SitemapEntry> {
  const rows = keysetPages(async (afterId) => {
    const result = await db.rawQuery(
      `SELECT c.id, c.slug, c.updated_at AS lastmod FROM companies c
       WHERE ${LISTED_SUPPLIER_SQL} AND c.id > ? ORDER BY c.id LIMIT ?`,
      [afterId, PAGE_ROWS]
    )
    return result.rows.map((row: any) => ({ ...row, slugs: { az: row.slug } }))
  })
  for await (const row of rows)
    yield {
      // Company slugs are language-neutral (supplier_transformer supplierAlternates).
      paths: alternatesOf('supplier_info.show', { slugId: `${row.slugs.az}-${row.id}` }),
      lastmod: row.lastmod,
    }
}

async function* news(): AsyncGenerator<SitemapEntry> {
  const rows = keysetPages(async (afterId) => {
    const result = await db.rawQuery(
      `SELECT n.id, n.published_at AS lastmod,
         (SELECT json_object_agg(t.locale, t.slug) FROM news_translations t WHERE t.news_id = n.id) AS slugs
       FROM news n WHERE n.is_published AND n.published_at <= now() AND n.id > ?
       ORDER BY n.id LIMIT ?`,
      [afterId, PAGE_ROWS]
    )
    return result.rows
  })
  for await (const row of rows)
    if (complete(row))
      yield {
        paths: alternatesOf('news_item', (locale) => ({
          slugId: `${row.slugs[locale]}-${row.id}`,
        })),
        lastmod: row.lastmod,
      }
}

/** The static pages: their content has no stored date, so no lastmod (better none than a wrong one). */
async function* staticPages(): AsyncGenerator<SitemapEntry> {
  for (const name of STATIC_PAGES) yield { paths: alternatesOf(name), lastmod: null }
}

/** The entries of one kind, streamed. */
export function sitemapEntries(kind: SitemapKind): AsyncGenerator<SitemapEntry> {
  switch (kind) {
    case 'static':
      return staticPages()
    case 'categories':
      return categories()
    case 'suppliers':
      return suppliers()
    case 'news':
      return news()
    case 'products':
      return products()
  }
}
