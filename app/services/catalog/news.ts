import db from '@adonisjs/lucid/services/db'
import type { Locale } from '#lib/route_table'

/** Cards per page of the news list (SPEC §2 news list). */
export const NEWS_PER_PAGE = 12

/** Highest page number the list answers for; larger requests are capped (DESIGN §6, bounded input). */
export const NEWS_MAX_PAGE = 1000

/** Row read for a news card: list, "other news" and the single page header. */
export interface NewsRow {
  id: number
  published_at: Date
  color: string | null
  title: string
  slug: string
  summary: string
}

/** Row read for the single news page: a card row plus the body (plain-text editorial format). */
export interface NewsItemRow extends NewsRow {
  body: string
}

/** One page of the news list: its rows, the page actually shown (1-based) and the last page. */
export interface NewsPage {
  rows: NewsRow[]
  page: number
  lastPage: number
  total: number
}

/**
 * News visible to the public in `locale`: published, `published_at` not in the future, with a
 * translation row in that language.
 */
export function publishedNews(locale: Locale) {
  return db
    .from('news as n')
    .join('news_translations as t', (join) =>
      join.on('t.news_id', 'n.id').andOnVal('t.locale', locale)
    )
    .where('n.is_published', true)
    .where('n.published_at', '<=', new Date())
}

/** Card columns, newest first (id breaks ties so pages never overlap). */
function newestCards(locale: Locale) {
  return publishedNews(locale)
    .orderBy('n.published_at', 'desc')
    .orderBy('n.id', 'desc')
    .select('n.id', 'n.published_at', 'n.color', 't.title', 't.slug', 't.summary')
}

/** Number of public news items in `locale`. */
export async function countPublishedNews(locale: Locale) {
  const [row] = await publishedNews(locale).count('* as total')
  return Number(row.total)
}

/**
 * Page `requested` of the news list, newest first, NEWS_PER_PAGE per page. The page is clamped to
 * 1…lastPage (lastPage ≥ 1 even when there is no news), so any requested number gives a real page.
 */
export async function newsPage(locale: Locale, requested: number): Promise<NewsPage> {
  const total = await countPublishedNews(locale)
  const lastPage = Math.max(1, Math.min(NEWS_MAX_PAGE, Math.ceil(total / NEWS_PER_PAGE)))
  const page = Math.min(Math.max(1, Math.trunc(requested)), lastPage)
  const rows: NewsRow[] = await newestCards(locale)
    .offset((page - 1) * NEWS_PER_PAGE)
    .limit(NEWS_PER_PAGE)
  return { rows, page, lastPage, total }
}

/** A public news item with its `locale` translation, or null when unknown, unpublished or scheduled. */
export async function publishedNewsItem(id: number, locale: Locale): Promise<NewsItemRow | null> {
  const row = await publishedNews(locale)
    .where('n.id', id)
    .select('n.id', 'n.published_at', 'n.color', 't.title', 't.slug', 't.summary', 't.body')
    .first()
  return row ?? null
}

/** Slugs of a news item per locale (for its URL in each language); locales without a row are absent. */
export async function newsSlugs(id: number): Promise<Partial<Record<Locale, string>>> {
  const rows: { locale: Locale; slug: string }[] = await db
    .from('news_translations')
    .where('news_id', id)
    .select('locale', 'slug')
  return Object.fromEntries(rows.map((row) => [row.locale, row.slug]))
}

/** The `limit` newest public news items in `locale` other than `exceptId` ("other news" on a single page). */
export function otherRecentNews(locale: Locale, exceptId: number, limit = 3): Promise<NewsRow[]> {
  return newestCards(locale).whereNot('n.id', exceptId).limit(limit)
}
