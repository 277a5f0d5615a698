import { DEFAULT_LOCALE, LOCALES, type Locale } from '#lib/route_table'
import type { SitemapEntry } from '#services/seo/sitemap_entries'

/**
 * The XML of the sitemaps protocol (sitemaps.org 0.9) with hreflang alternates
 * (`xhtml:link`, Google's multilingual sitemaps): text builders only, no I/O.
 */

export const URLSET_OPEN =
  '<?xml version="1.0" encoding="UTF-8"?>\n' +
  '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n'
export const URLSET_CLOSE = '</urlset>\n'
export const INDEX_OPEN =
  '<?xml version="1.0" encoding="UTF-8"?>\n' +
  '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n'
export const INDEX_CLOSE = '</sitemapindex>\n'

/** `text` escaped for XML character data and attribute values. */
export function xmlEscape(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;')
}

/** W3C datetime (the sitemaps protocol's lastmod), UTC to the second: 2026-11-27T14:53:40Z. */
export function w3cDatetime(date: Date): string {
  return `${date.toISOString().slice(0, 19)}Z`
}

/**
 * The `<url>` elements of one entry: one per language, each with the alternates in every
 * language plus `x-default` (the az page) and its lastmod. `origin` is APP_URL.
 */
export function urlElements(entry: SitemapEntry, origin: string): string[] {
  const links =
    LOCALES.map(
      (locale: Locale) =>
        `<xhtml:link rel="alternate" hreflang="${locale}" href="${xmlEscape(origin + entry.paths[locale])}"/>`
    ).join('') +
    `<xhtml:link rel="alternate" hreflang="x-default" href="${xmlEscape(origin + entry.paths[DEFAULT_LOCALE])}"/>`
  const lastmod = entry.lastmod ? `<lastmod>${w3cDatetime(new Date(entry.lastmod))}</lastmod>` : ''
  return LOCALES.map(
    (locale) =>
      `<url><loc>${xmlEscape(origin + entry.paths[locale])}</loc>${lastmod}${links}</url>\n`
  )
}

/** One `<sitemap>` of the index. */
export function sitemapElement(location: string, lastmod: Date | null): string {
  const date = lastmod ? `<lastmod>${w3cDatetime(lastmod)}</lastmod>` : ''
  return `<sitemap><loc>${xmlEscape(location)}</loc>${date}</sitemap>\n`
}
