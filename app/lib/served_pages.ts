import type { PageKey } from '#lib/route_table'

const served = new Set<PageKey>()

/** Records that a page of the route table has routes (called while registering them). */
export function markServed(page: PageKey) {
  served.add(page)
}

/** Pages of the route table that are actually served; the shell links only to these. */
export function servedPages(): PageKey[] {
  return [...served]
}

/** Whether a page of the route table has routes (links to unserved pages are not rendered). */
export function isServed(page: PageKey): boolean {
  return served.has(page)
}
