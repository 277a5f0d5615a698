import type { I18n } from '@adonisjs/i18n'
import { LOCALES, type Locale } from '#lib/route_table'
import { urlTo } from '#services/urls'
import type { NewsItemRow, NewsPage, NewsRow } from '#services/catalog/news'
import type { AdminPagination } from '#transformers/admin_pagination_transformer'
import { formatDate } from '#shared/dates'

/** What the browser sees of a news item in a list: localized date, texts, colour and its URL. */
export type NewsCard = {
  id: number
  title: string
  summary: string
  /** Localized long date, e.g. "12 May 2026". */
  date: string
  /** ISO 8601 instant, for `<time dateTime>`. */
  isoDate: string
  color: string | null
  url: string
}

/** The single news page's item: a card plus its body in the plain-text editorial format. */
export type NewsArticle = NewsCard & { body: string }

/** One link of the pager; `null` in `pages` stands for a gap ("…"). */
export type PageLink = { number: number; url: string; current: boolean }

/** Pager of the news list: previous/next URLs (null at the ends) and a window of page numbers (same shape as the admin lists'). */
export type NewsPagination = AdminPagination

/** URL of the news item `{slug}-{id}` in `locale` (route table base + tail, SPEC §2). */
export function newsItemPath(locale: Locale, slug: string, id: number) {
  return urlTo('news_item', locale, { slugId: `${slug}-${id}` })
}

/** URL of page `page` of the news list in `locale`; page 1 has no query string. */
export function newsListPath(locale: Locale, page = 1) {
  return urlTo('news', locale, undefined, { qs: { page: page > 1 ? page : null } })
}

/** A news row as a card in `locale`. */
export function toNewsCard(row: NewsRow, locale: Locale, i18n: I18n): NewsCard {
  const published = new Date(row.published_at)
  return {
    id: row.id,
    title: row.title,
    summary: row.summary,
    date: formatDate(published, i18n.locale, { dateStyle: 'long' }),
    isoDate: published.toISOString(),
    color: row.color,
    url: newsItemPath(locale, row.slug, row.id),
  }
}

/** A news row with its body for the single news page. */
export function toNewsArticle(row: NewsItemRow, locale: Locale, i18n: I18n): NewsArticle {
  return { ...toNewsCard(row, locale, i18n), body: row.body }
}

/**
 * The same news item in every language, each with its own slug; a language without a
 * translation points to that language's news list.
 */
export function newsItemAlternates(id: number, slugs: Partial<Record<Locale, string>>) {
  return Object.fromEntries(
    LOCALES.map((locale) => {
      const slug = slugs[locale]
      return [locale, slug ? newsItemPath(locale, slug, id) : urlTo('news', locale)]
    })
  ) as Record<Locale, string>
}

/** Page `page` of the news list in every language (canonical/hreflang of paginated pages). */
export function newsListAlternates(page: number) {
  return Object.fromEntries(
    LOCALES.map((locale) => [locale, newsListPath(locale, page)])
  ) as Record<Locale, string>
}

/**
 * Pager for a list page: first and last page, the current page ±2, gaps as null
 * (e.g. page 7 of 20 → 1 … 5 6 7 8 9 … 20).
 */
export function toNewsPagination(list: NewsPage, locale: Locale): NewsPagination {
  const { page, lastPage } = list
  const numbers = [...new Set([1, page - 2, page - 1, page, page + 1, page + 2, lastPage])]
    .filter((n) => n >= 1 && n <= lastPage)
    .sort((a, b) => a - b)
  const pages: (PageLink | null)[] = []
  for (const [index, number] of numbers.entries()) {
    if (index > 0 && number - numbers[index - 1] > 1) pages.push(null)
    pages.push({ number, url: newsListPath(locale, number), current: number === page })
  }
  return {
    page,
    lastPage,
    total: list.total,
    previous: page > 1 ? newsListPath(locale, page - 1) : null,
    next: page < lastPage ? newsListPath(locale, page + 1) : null,
    pages,
  }
}
