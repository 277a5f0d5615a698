import { randomUUID } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { Qs } from '@adonisjs/core/http'
import logger from '@adonisjs/core/services/logger'
import router from '@adonisjs/core/services/router'
import proxyaddr from 'proxy-addr'
import { http } from '#config/app'
import { acceptedEncoding } from '#lib/compression'
import { SECURITY_HEADERS } from '#lib/security_headers'
import { ApiError } from '#services/api/api_errors'
import {
  encodedBody,
  API_BASE_PATH,
  answerCacheControl,
  CORS_HEADERS,
  countRequest,
  errorLangOfQuery,
  ifNoneMatchNames,
  jsonAnswerOf,
  langOfQuery,
  type JsonAnswer,
} from '#services/api/api_http'
import { listApiProducts } from '#services/api/api_products'
import { answerKeyOf, answerOf, cachesRoute, freshAnswer } from '#services/api/api_response_cache'
import { parseProductsQuery } from '#validators/api'

/**
 * The public API's raw fast path (docs/fast_paths.md): a GET or HEAD of a cached API route
 * (api_response_cache.ts) answered on Node's request and response, before AdonisJS — no
 * HttpContext, server middleware or route lookup through the middleware stack — when its answer
 * is in the response cache, and for `GET /api/v1/products` also when it is not (the list is
 * made here as ProductsController.index makes it, and kept). It writes what AdonisJS would: the
 * security headers (app/lib/security_headers.ts), CORS, the per-IP RateLimit headers (the same
 * limiter and key: counted once, here), Cache-Control, Vary, the ETag and a 304 for a matching
 * If-None-Match, the JSON error body for a 400 or 429, X-Request-Id and the length. Anything
 * else — other methods, other routes' misses, paths AdonisJS could parse differently — returns
 * false untouched, and AdonisJS (app/middleware/api_fast_path_middleware.ts) answers it.
 * tests/functional/performance/fast_path_contract.spec.ts and
 * tests/functional/api/api_fast_path.spec.ts compare the two.
 */

/** What a path may hold to be answered here: no percent-escapes, dot segments, doubled slashes or odd characters. */
const PLAIN_PATH = /^\/api\/v1(?:\/[A-Za-z0-9_-][A-Za-z0-9._-]*)+$/

/** The query-string parser of AdonisJS's requests (same options): `ctx.request.qs()`. */
const qsParser = new Qs(http.qs)

/**
 * Route names by method and path, as router.match finds them (null: no route). The router's
 * table is fixed once the app has booted, and its match walks every GET route's pattern, which
 * cost more than the rest of a product list's request handling but the query; so a path is
 * matched once. Bounded: emptied when full (product paths carry ids).
 */
const routeNames = new Map<string, string | null>()
const MAX_ROUTE_NAMES = 2_000

/** The name of the route matching `method` and `path` (a PLAIN_PATH: nothing to decode), or null. */
function routeNameOf(method: string, path: string): string | null {
  const key = `${method} ${path}`
  let name = routeNames.get(key)
  if (name === undefined) {
    name = router.match(path, method, false)?.route.name ?? null
    if (routeNames.size >= MAX_ROUTE_NAMES) routeNames.clear()
    routeNames.set(key, name)
  }
  return name
}

/** Requests answered here (errors included), and of those from the response cache (tests, diagnostics). */
const stats = { answered: 0, cached: 0 }
export function apiFastPathStats() {
  return { ...stats }
}

/** The RawFastPath (app/lib/raw_fast_path.ts) registered by start/fast_paths.ts. */
export function apiRawFastPath(req: IncomingMessage, res: ServerResponse): boolean {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false
  const url = req.url ?? '/'
  if (!url.startsWith(`${API_BASE_PATH}/`)) return false
  const at = url.indexOf('?')
  const path = at === -1 ? url : url.slice(0, at)
  const query = at === -1 ? '' : url.slice(at + 1)
  if (!PLAIN_PATH.test(path) || query.includes('#')) return false
  // No percent-escapes in the path (PLAIN_PATH), so there is nothing to decode.
  const name = routeNameOf(req.method, path)
  if (!name || !cachesRoute(name)) return false
  const key = answerKeyOf(url)
  const cached = freshAnswer(key)
  if (!cached && name !== 'api.products') return false
  void answer(req, res, key, query, cached)
  return true
}

/** Counts the request, then writes the cached answer, the product list made now, or the error. */
async function answer(
  req: IncomingMessage,
  res: ServerResponse,
  key: string,
  query: string,
  cached: JsonAnswer | undefined
) {
  let qs: Record<string, unknown> = {}
  let limits: [string, string][] = []
  stats.answered += 1
  try {
    qs = qsParser.parse(query)
    const counted = await countRequest(proxyaddr(req, http.trustProxy))
    limits = counted.headers
    if (counted.refused) throw counted.refused
    const json = cached ?? (await answerOf(key, () => productList(qs)))
    if (cached) stats.cached += 1
    writeJson(req, res, limits, json)
  } catch (error) {
    if (res.headersSent) {
      res.destroy()
      return
    }
    if (!(error instanceof ApiError)) logger.error({ err: error }, 'public API request failed')
    const failure = error instanceof ApiError ? error : new ApiError(500, 'E_INTERNAL', 'internal')
    writeError(req, res, limits, failure, qs)
  }
}

/** GET /api/v1/products as ProductsController.index answers it, as a JSON answer. */
async function productList(qs: Record<string, unknown>): Promise<JsonAnswer> {
  const lang = langOfQuery(qs)
  const query = await parseProductsQuery(qs)
  return jsonAnswerOf(await listApiProducts(query, lang))
}

/** The headers every answer starts with: security, CORS, RateLimit. */
function baseHeaders(limits: [string, string][]): string[] {
  const head: string[] = []
  for (const [name, value] of SECURITY_HEADERS) head.push(name, value)
  for (const [name, value] of CORS_HEADERS) head.push(name, value)
  for (const [name, value] of limits) head.push(name, value)
  return head
}

/** The request's id as AdonisJS answers it: the client's X-Request-Id, else a new one. */
function requestId(req: IncomingMessage): string {
  const given = req.headers['x-request-id']
  return typeof given === 'string' && given ? given : randomUUID()
}

/** sendJsonText on Node's response: 304 when If-None-Match names the ETag, else the JSON. */
function writeJson(
  req: IncomingMessage,
  res: ServerResponse,
  limits: [string, string][],
  json: JsonAnswer
) {
  const head = baseHeaders(limits)
  head.push('Cache-Control', answerCacheControl(), 'Vary', 'Accept-Encoding', 'ETag', json.etag)
  const inm = req.headers['if-none-match']
  if (ifNoneMatchNames(typeof inm === 'string' ? inm : undefined, json.etag)) {
    head.push('X-Request-Id', requestId(req))
    res.writeHead(304, head)
    res.end()
    return
  }
  const { body, encoding } = encodedBody(json, acceptedEncoding(req.headers['accept-encoding']))
  if (encoding) head.push('Content-Encoding', encoding)
  head.push(
    'Content-Type',
    'application/json; charset=utf-8',
    'X-Request-Id',
    requestId(req),
    'Content-Length',
    String(body.length)
  )
  res.writeHead(200, head)
  res.end(body)
}

/** sendError on Node's response: the JSON error body in the request's language, never cached. */
function writeError(
  req: IncomingMessage,
  res: ServerResponse,
  limits: [string, string][],
  error: ApiError,
  qs: Record<string, unknown>
) {
  const body = Buffer.from(JSON.stringify(error.body(errorLangOfQuery(qs))))
  const head = baseHeaders(limits)
  head.push(
    'Cache-Control',
    'no-store',
    'Content-Type',
    'application/json; charset=utf-8',
    'X-Request-Id',
    requestId(req),
    'Content-Length',
    String(body.length)
  )
  res.writeHead(error.status, head)
  res.end(body)
}
