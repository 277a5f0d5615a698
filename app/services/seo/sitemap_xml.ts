import { DEFAULT_LOCALE, LOCALES } from '#lib/route_table'
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

const SPECIAL = /[&<>"']/
const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
}

/**
 * `text` escaped for XML character data and attribute values. Router paths rarely hold a
 * special character (encodeURIComponent leaves only `'`), so the common case is one test.
 */
export function xmlEscape(text: string): string {
  return SPECIAL.test(text) ? text.replace(/[&<>"']/g, (char) => ENTITIES[char]) : text
}

/**
 * The `<url>` elements of one entry: one per language, each with the alternates in every
 * language plus `x-default` (the az page) and its lastmod (already a W3C datetime).
 * `origin` is APP_URL.
 */
export function urlElements(entry: SitemapEntry, origin: string): string[] {
  const locations = LOCALES.map((locale) => xmlEscape(origin + entry.paths[locale]))
  let links = ''
  LOCALES.forEach((locale, i) => {
    links += `<xhtml:link rel="alternate" hreflang="${locale}" href="${locations[i]}"/>`
  })
  links += `<xhtml:link rel="alternate" hreflang="x-default" href="${locations[LOCALES.indexOf(DEFAULT_LOCALE)]}"/>`
  const tail = (entry.lastmod ? `<lastmod>${entry.lastmod}</lastmod>` : '') + links + '</url>\n'
  return locations.map((location) => `<url><loc>${location}</loc>${tail}`)
}

/** One `<sitemap>` of the index; `lastmod` a W3C datetime or null. */
export function sitemapElement(location: string, lastmod: string | null): string {
  const date = lastmod ? `<lastmod>${lastmod}</lastmod>` : ''
  return `<sitemap><loc>${xmlEscape(location)}</loc>${date}</sitemap>\n`
}
