import { Qs } from '@adonisjs/core/http'
import { http } from '#config/app'
import { dropControlCharacters } from '#lib/control_characters'

/** What the raw fast paths (page_cache, listing and typeahead fast paths) read of a request URL as AdonisJS would. */

/** `url` split at its first `?`: the path and the query string without the `?` ('' when there is none). */
export function splitUrl(url: string): { path: string; query: string } {
  const queryAt = url.indexOf('?')
  return queryAt === -1
    ? { path: url, query: '' }
    : { path: url.slice(0, queryAt), query: url.slice(queryAt + 1) }
}

/** The query-string parser of AdonisJS's requests (same options). */
const qsParser = new Qs(http.qs)

/**
 * A query string parsed as AdonisJS parses its requests' (config/app.ts `http.qs`), control
 * characters dropped as the text input middleware drops them, so a fast path reads the same
 * values the controller would.
 */
export function parsedQuery(query: string): Record<string, unknown> {
  const qs: Record<string, unknown> = query ? qsParser.parse(query) : {}
  dropControlCharacters(qs)
  return qs
}
