/**
 * A query string of plain `name=value` pairs parsed the way AdonisJS's `Qs` (the `qs` package
 * with `http.qs`'s options: comma lists, brackets, duplicates combined, prototype names dropped)
 * parses it, without `qs`'s general machinery: the public API's parameters are flat, and on
 * the product list's fast path `qs` cost more than the rest of reading the request.
 *
 * Only a query whose every pair is `name=value` with a name of letters, digits, `_` and `-`
 * (starting with a letter, not an Object.prototype name, each name once), and whose values
 * hold no comma, bracket or escaped bracket is parsed here; anything else returns null, for
 * the caller to hand to `Qs` (tests/unit/http/flat_query.spec.ts compares both on tricky inputs).
 */

/** What a name may be here: `qs` makes nothing but a plain key of it. */
const PLAIN_NAME = /^[A-Za-z][A-Za-z0-9_-]*$/

/** Characters after which `qs` reads more than a string: comma lists and bracket syntax (escaped or not). */
const STRUCTURE = /[,[\]]|%5[bd]/i

/** More pairs than this go to `qs`, which applies its own parameter limit. */
const MAX_PAIRS = 64

/** `qs`'s value decoding: `+` is a space, then percent-escapes as UTF-8; a malformed escape keeps the text. */
function decodeValue(raw: string): string {
  const spaced = raw.includes('+') ? raw.replaceAll('+', ' ') : raw
  if (!spaced.includes('%')) return spaced
  try {
    return decodeURIComponent(spaced)
  } catch {
    return spaced
  }
}

/**
 * The parameters of `query` (a query string without `?`) as `Qs.parse` gives them, or null
 * when the query is not flat (see above) and `Qs` must parse it.
 */
export function parseFlatQuery(query: string): Record<string, string> | null {
  const result: Record<string, string> = {}
  if (query === '') return result
  if (STRUCTURE.test(query)) return null
  const pairs = query.split('&')
  if (pairs.length > MAX_PAIRS) return null
  for (const pair of pairs) {
    const at = pair.indexOf('=')
    if (at <= 0) return null
    const name = pair.slice(0, at)
    if (
      !PLAIN_NAME.test(name) ||
      Object.hasOwn(result, name) ||
      Object.hasOwn(Object.prototype, name)
    )
      return null
    result[name] = decodeValue(pair.slice(at + 1))
  }
  return result
}
