import type { IncomingMessage, ServerResponse } from 'node:http'
import type { HttpContext } from '@adonisjs/core/http'
import { LOCALES, type Locale } from '#lib/route_table'
import { urlTo } from '#services/urls'
import { utf8 } from '#lib/utf8'
import { suggestionsBody } from '#services/catalog/product_suggestions'
import {
  type Head,
  headOf,
  onAnonymousRender,
  onRawMiss,
  writeWithHead,
} from '#services/page_cache/page_cache'
import { parsedQuery, splitUrl } from '#services/page_cache/raw_request'

/**
 * Typeahead fast path (issue: catalog, "search p95 ≤ 50 ms … typeahead prefix"): a GET of the
 * search suggestions (`/en/search-product/suggest?q=…`) is answered without AdonisJS — no
 * HttpContext, router, body parser, session, shield, auth or bouncer, which cost a keystroke
 * several times what its one statement does. The suggestions depend on the text and the page
 * language only, never on who asks, so every visitor is answered this way, signed in or not
 * (such a request skips only the session's renewal, which their next page does).
 *
 * - The body comes from the function CatalogController.suggest answers with (suggestionsBody),
 *   from the query string parsed as AdonisJS parses it, control characters dropped as the text
 *   input middleware drops them.
 * - The head (security headers, CSP with the nonce marked, Content-Type) is taken from the last
 *   suggestions response AdonisJS rendered for an anonymous visitor in that language, and used
 *   for HEAD_TTL_MS; after that, or before there is one (a cold process), AdonisJS answers the
 *   next request and renews it, so a deploy or a change of headers is picked up.
 * - Only the three exact paths are taken (a path AdonisJS would decode or split differently,
 *   with `%` or `;`, is not one of them); any failure goes to AdonisJS before anything is written.
 *
 * tests/functional/performance/suggest_fast_path.spec.ts compares its answers with AdonisJS's.
 */

/** How long a captured head is used. */
export const HEAD_TTL_MS = 60_000

/**
 * The suggestions path per language (`/mehsul-axtarishi/suggest`, `/en/search-product/suggest`, …),
 * from the router's named routes; built on the first request (the routes are committed by then).
 */
let suggestPaths: Map<string, Locale> | null = null
function paths(): Map<string, Locale> {
  suggestPaths ??= new Map(LOCALES.map((locale) => [urlTo('search.suggest', locale), locale]))
  return suggestPaths
}
const JSON_TYPE = 'application/json; charset=utf-8'

/** Heads per language, with when they were captured. */
const heads = new Map<Locale, { at: number; head: Head }>()

/** Head capture (page_cache's render listener): a 200 suggestions response AdonisJS rendered for an anonymous visitor. */
function capture(ctx: HttpContext) {
  const name = ctx.route?.name
  if (
    !name?.startsWith('search.') ||
    !name.endsWith('.suggest') ||
    ctx.response.getStatus() !== 200
  )
    return
  if (paths().get(ctx.request.url()) !== ctx.locale) return
  heads.set(ctx.locale, { at: Date.now(), head: headOf(ctx.response, JSON_TYPE) })
}

/** The fast path itself (a RawFastPath, asked after the micro-cache had no fresh entry). */
function answer(req: IncomingMessage, res: ServerResponse, fallback: () => void): boolean {
  if (req.method !== 'GET') return false
  const { path, query } = splitUrl(req.url ?? '/')
  const locale = paths().get(path)
  if (!locale) return false
  if (query.includes('#')) return false
  const captured = heads.get(locale)
  if (!captured) return false
  if (Date.now() - captured.at >= HEAD_TTL_MS) {
    heads.delete(locale)
    return false
  }
  void write(req, res, captured.head, query, locale, fallback)
  return true
}

/** Writes the suggestions (compressed as `req` accepts, when 1 KB or more); a failure before anything is written goes to AdonisJS. */
async function write(
  req: IncomingMessage,
  res: ServerResponse,
  head: Head,
  query: string,
  locale: Locale,
  fallback: () => void
) {
  try {
    const body = await suggestionsBody(parsedQuery(query).q, locale)
    writeWithHead(res, head, utf8(JSON.stringify(body)), req)
    answered += 1
  } catch {
    if (!res.headersSent) fallback()
    else res.destroy()
  }
}

let answered = 0
/** Requests answered by the fast path in this process and heads held (tests, diagnostics). */
export function suggestFastPathStats() {
  return { answered, heads: heads.size }
}

/** Forgets the captured heads (tests). */
export function forgetSuggestHeads() {
  heads.clear()
}

onAnonymousRender(capture)
onRawMiss(answer)
