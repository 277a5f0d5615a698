/**
 * The language switcher's link: the same page in another language, keeping what the visitor chose
 * on this one (filters, sort, page, the search query). Query keys and values are the same in every
 * language (ids, enum keys, numbers, the typed query), so the current query string carries over.
 *
 * `alternate` is the server's path of the page in the other language (shared prop `alternates`,
 * built from that language's named route, entity slugs included). When the server already put a
 * query on it (the suppliers list, the tracking page), that query is the page's normalized state
 * and is kept as is; otherwise the query of `currentUrl` (the Inertia page URL, path + query) is
 * appended. A hash is never carried (the server never sees it).
 */
export function languageHref(alternate: string, currentUrl: string): string {
  if (alternate.includes('?')) return alternate
  const at = currentUrl.indexOf('?')
  if (at === -1) return alternate
  const query = currentUrl.slice(at + 1).split('#')[0]
  return query ? `${alternate}?${query}` : alternate
}

/** The search query (`q`) of `currentUrl` when it is the search page `searchPath`, else ''. */
export function searchQueryOf(currentUrl: string, searchPath: string): string {
  const at = currentUrl.indexOf('?')
  const path = at === -1 ? currentUrl : currentUrl.slice(0, at)
  if (at === -1 || path !== searchPath) return ''
  return new URLSearchParams(currentUrl.slice(at + 1).split('#')[0]).get('q') ?? ''
}
