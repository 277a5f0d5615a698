import { sessionCookieName } from '#config/session'
import { LOCALES, PAGES, type PageKey } from '#lib/route_table'

/** Which anonymous requests and pages the micro-cache (page_cache.ts) may answer. */

/**
 * Pages an anonymous visitor may get from the cache: exact paths, or a base plus one path
 * segment (`/en/category/nuts`, `/en/product/hazelnut-12`). Same pages as the routes using the
 * `pageCache` named middleware (start/routes/catalog.ts); a response is stored only when that
 * middleware ran and vouched for it, so this list can only narrow, never widen, the cache.
 */
const EXACT: PageKey[] = ['category', 'special_offers', 'search']
const WITH_ONE_SEGMENT: PageKey[] = ['category', 'product']
const exactPaths = new Set(
  EXACT.flatMap((page) => LOCALES.map((locale) => PAGES[page][locale] as string))
)
const segmentBases = new Set(
  WITH_ONE_SEGMENT.flatMap((page) => LOCALES.map((locale) => PAGES[page][locale] as string))
)

/** Whether `path` (no query string) is one of the cacheable pages. */
export function cacheablePath(path: string): boolean {
  if (exactPaths.has(path)) return true
  const slash = path.lastIndexOf('/')
  if (slash <= 0 || slash === path.length - 1) return false
  return segmentBases.has(path.slice(0, slash))
}

/**
 * The session cookie, named as config/session.ts names it (with or without its `__Host-` prefix,
 * so a cookie of the other scheme also counts as a session: the page is then not shared).
 */
const SESSION_COOKIE = new RegExp(
  `(?:^|[;,]\\s*)(?:__Host-)?${sessionCookieName.replace(/^__Host-/, '').replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}=`
)

/** Whether the request carries a session (or credentials) that could make the page personal. */
export function identified(headers: Record<string, string | string[] | undefined>) {
  if (headers.authorization) return true
  const cookie = headers.cookie
  if (!cookie) return false
  const text = Array.isArray(cookie) ? cookie.join('; ') : cookie
  return SESSION_COOKIE.test(text)
}
