import db from '@adonisjs/lucid/services/db'
import { LOCALES, type Locale } from '#lib/route_table'
import { alternatesOf } from '#services/urls'
import { LISTED_SUPPLIER_SQL } from '#services/catalog/suppliers'

/**
 * What the sitemaps list (issue 25): one entry per page, with its path in every language and
 * the date its content last changed. Each kind is read in keyset pages of PAGE_ROWS rows (by
 * id), so a million products never sit in memory: at most two pages of rows at a time (the
 * next page is asked for while the current one is written, so the database works meanwhile).
 */

/** Rows read per query. */
export const PAGE_ROWS = 5000

/**
 * One page in every language: `paths` as the router builds them (urlTo), `lastmod` the W3C
 * datetime of its last change in UTC to the second (`2026-11-27T14:53:40Z`), null when unknown.
 */
export interface SitemapEntry {
  paths: Record<Locale, string>
  lastmod: string | null
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

/**
 * `column` (timestamptz) as the sitemaps' W3C datetime, formatted by PostgreSQL: the rows then
 * carry a short string instead of a Date the driver parses and JS formats again, per URL.
 */
const w3c = (column: string) =>
  `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`

/**
 * The slugs of every language of `id`'s page from `table` (joined on `key`) as one JSON object
 * (`{"az": …, "en": …, "ru": …}`): one index lookup per row, which measured faster than a join
 * or a subquery per language.
 */
const slugsOf = (table: string, key: string, id: string) =>
  `(SELECT json_object_agg(t.locale, t.slug) FROM ${table} t WHERE t.${key} = ${id}) AS slugs`

type SlugRow = { id: number; lastmod: string | null; slugs: Partial<Record<Locale, string>> | null }
type CompleteRow = SlugRow & { slugs: Record<Locale, string> }

/** Rows whose slugs exist in every language (a page missing a translation is not served). */
function complete(row: SlugRow): row is CompleteRow {
  return LOCALES.every((locale) => Boolean(row.slugs?.[locale]))
}

/**
 * Keyset pages of `query(afterId)` (ordered by id, at most PAGE_ROWS rows) until one is short.
 * The next page's query starts before the current page is handed out.
 */
async function* keysetPages<Row extends { id: number }>(
  query: (afterId: number) => Promise<Row[]>
): AsyncGenerator<Row[]> {
  let next = query(0)
  for (;;) {
    const rows = await next
    const more = rows.length >= PAGE_ROWS
    if (more) {
      next = query(rows[rows.length - 1].id)
      // Awaited on the next turn; this only keeps an early stop (a failed write) from leaving
      // an unhandled rejection behind.
      next.catch(() => {})
    }
    if (rows.length) yield rows
    if (!more) return
  }
}

/**
 * The paths of route `name` in every language with one parameter, from `marked`: the route's
 * alternates built by the router once with MARK as that parameter. Per row, only the value is
 * put in MARK's place, encoded as the router encodes parameters (encodeURIComponent), so the
 * paths are the router's own without a URL build per row and language.
 */
const MARK = 'sitemapparam0mark'
function paramPaths(marked: Record<Locale, string>) {
  const parts = LOCALES.map((locale) => {
    const split = marked[locale].split(MARK)
    if (split.length !== 2) throw new Error(`Sitemap path template: ${marked[locale]}`)
    return split
  })
  return (values: Record<Locale, string>): Record<Locale, string> => {
    const paths = {} as Record<Locale, string>
    LOCALES.forEach((locale, i) => {
      paths[locale] = parts[i][0] + encodeURIComponent(values[locale]) + parts[i][1]
    })
    return paths
  }
}

/** The slug of each language with `-<id>` appended (the product and news URLs' `slugId`). */
function slugIds(row: CompleteRow): Record<Locale, string> {
  const values = {} as Record<Locale, string>
  for (const locale of LOCALES) values[locale] = `${row.slugs[locale]}-${row.id}`
  return values
}

async function* products(): AsyncGenerator<SitemapEntry[]> {
  const paths = paramPaths(alternatesOf('product', { slugId: MARK }))
  const pages = keysetPages(async (afterId) => {
    const result = await db.rawQuery(
      `SELECT p.id, ${w3c('p.updated_at')} AS lastmod, ${slugsOf('product_translations', 'product_id', 'p.id')}
       FROM products p WHERE ${PUBLISHED_PRODUCT} AND p.id > ? ORDER BY p.id LIMIT ?`,
      [afterId, PAGE_ROWS]
    )
    return result.rows as SlugRow[]
  })
  for await (const rows of pages)
    yield rows.filter(complete).map((row) => ({ paths: paths(slugIds(row)), lastmod: row.lastmod }))
}

/**
 * Categories whose subtree holds a published product (the category page lists its subtree);
 * lastmod = the newest change of those products. Categories are few (hundreds): one query.
 */
async function* categories(): AsyncGenerator<SitemapEntry[]> {
  const paths = paramPaths(alternatesOf('category.show', { slug: MARK }))
  const result = await db.rawQuery(
    `WITH RECURSIVE direct AS (
       SELECT p.category_id AS id, max(p.updated_at) AS lastmod FROM products p
       WHERE ${PUBLISHED_PRODUCT} GROUP BY p.category_id
     ), up AS (
       SELECT id, lastmod FROM direct
       UNION ALL
       SELECT c.parent_id, up.lastmod FROM up JOIN categories c ON c.id = up.id WHERE c.parent_id IS NOT NULL
     ), newest AS (
       SELECT id, max(lastmod) AS lastmod FROM up GROUP BY id
     )
     SELECT nc.id, ${w3c('nc.lastmod')} AS lastmod, ${slugsOf('category_translations', 'category_id', 'nc.id')}
     FROM newest nc ORDER BY nc.id`
  )
  const rows = (result.rows as SlugRow[]).filter(complete)
  if (rows.length) yield rows.map((row) => ({ paths: paths(row.slugs), lastmod: row.lastmod }))
}

async function* suppliers(): AsyncGenerator<SitemapEntry[]> {
  const paths = paramPaths(alternatesOf('supplier_info.show', { slugId: MARK }))
  const pages = keysetPages(async (afterId) => {
    const result = await db.rawQuery(
      `SELECT c.id, c.slug, ${w3c('c.updated_at')} AS lastmod FROM companies c
       WHERE ${LISTED_SUPPLIER_SQL} AND c.id > ? ORDER BY c.id LIMIT ?`,
      [afterId, PAGE_ROWS]
    )
    return result.rows as { id: number; slug: string; lastmod: string }[]
  })
  for await (const rows of pages)
    yield rows.map((row) => {
      // Company slugs are language-neutral (supplier_transformer supplierAlternates).
      const slugId = `${row.slug}-${row.id}`
      return { paths: paths({ az: slugId, en: slugId, ru: slugId }), lastmod: row.lastmod }
    })
}

async function* news(): AsyncGenerator<SitemapEntry[]> {
  const paths = paramPaths(alternatesOf('news_item', { slugId: MARK }))
  const pages = keysetPages(async (afterId) => {
    const result = await db.rawQuery(
      `SELECT n.id, ${w3c('n.published_at')} AS lastmod, ${slugsOf('news_translations', 'news_id', 'n.id')}
       FROM news n
       WHERE n.is_published AND n.published_at <= now() AND n.id > ?
       ORDER BY n.id LIMIT ?`,
      [afterId, PAGE_ROWS]
    )
    return result.rows as SlugRow[]
  })
  for await (const rows of pages)
    yield rows.filter(complete).map((row) => ({ paths: paths(slugIds(row)), lastmod: row.lastmod }))
}

/** The static pages: their content has no stored date, so no lastmod (better none than a wrong one). */
async function* staticPages(): AsyncGenerator<SitemapEntry[]> {
  yield STATIC_PAGES.map((name) => ({ paths: alternatesOf(name), lastmod: null }))
}

/**
 * The entries of one kind in batches (a page of rows each, in id order), streamed: the
 * generator hands out arrays so a million products cost a few hundred awaits, not a million.
 */
export function sitemapPages(kind: SitemapKind): AsyncGenerator<SitemapEntry[]> {
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

/** The entries of one kind one by one (sitemapPages flattened), streamed. */
export async function* sitemapEntries(kind: SitemapKind): AsyncGenerator<SitemapEntry> {
  for await (const entries of sitemapPages(kind)) yield* entries
}
