/**
 * The front end's one URL helper. URLs come built from the server in props; when a part is
 * only known in the browser (a typed GTIN, an image id, a search prefix), the server gives the
 * route's pattern instead (`/en/api/gtin/:code`, shared prop `routes` or a page prop, from the
 * router: app/services/urls.ts `patternOf`) and this fills it. Nothing joins path pieces by hand.
 */

/** Query values; null and undefined members are left out. */
export type Query = Record<string, string | number | boolean | null | undefined>

/** `?a=1&b=2` encoded like URLSearchParams, '' when nothing is left. */
function search(query?: Query): string {
  if (!query) return ''
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(query)) {
    if (value !== null && value !== undefined) params.append(key, String(value))
  }
  const text = params.toString()
  return text ? `?${text}` : ''
}

/**
 * Fills a route pattern's `:name` segments with URI-encoded params and appends `query`:
 * routeUrl('/en/api/gtin/:code', { code: '4760001' }) → '/en/api/gtin/4760001'.
 * Throws when a param of the pattern is missing (a programming error).
 */
export function routeUrl(
  pattern: string,
  params: Record<string, string | number> = {},
  query?: Query
): string {
  const path = pattern
    .split('/')
    .map((segment) => {
      if (!segment.startsWith(':')) return segment
      const name = segment.slice(1)
      const value = params[name]
      if (value === undefined) throw new Error(`Missing param "${name}" for ${pattern}`)
      return encodeURIComponent(String(value))
    })
    .join('/')
  return `${path}${search(query)}`
}

/** A server-built URL with a query added or replaced: withQuery('/en/login', { as: 'seller' }). */
export function withQuery(url: string, query: Query): string {
  const at = url.indexOf('?')
  const path = at === -1 ? url : url.slice(0, at)
  const merged: Query = Object.fromEntries(new URLSearchParams(at === -1 ? '' : url.slice(at + 1)))
  return `${path}${search({ ...merged, ...query })}`
}

/** Patterns and URLs every page may need in the browser (shared prop `routes`). */
export type { ClientRoutes } from '#transformers/shared_props'
