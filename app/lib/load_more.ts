import type { HttpContext } from '@adonisjs/core/http'
import type { JSONDataTypes } from '@adonisjs/core/types/transformers'

/**
 * A list prop that "load more" appends to: merged into the client's list only when the request
 * is the partial reload asking for `prop` (the load-more button); on every other visit (filters,
 * sorts, links) it replaces the list.
 */
export function appendOnLoadMore<T extends JSONDataTypes>(
  ctx: HttpContext,
  prop: string,
  items: T[]
) {
  const partial = (ctx.request.header('x-inertia-partial-data') ?? '').split(',')
  return partial.includes(prop) ? ctx.inertia.merge(items) : items
}
