import { compress, MIN_COMPRESSED_BYTES, type Encoding } from '#lib/compression'
import { utf8, utf8Joined } from '#lib/utf8'
import { hash } from 'node:crypto'
import type { HttpContext } from '@adonisjs/core/http'
import limiter from '@adonisjs/limiter/services/main'
import { redisEnabled } from '#config/redis'
import { apiCacheTtlMs } from '#config/app'
import { LOCALES, type Locale } from '#lib/route_table'
import { ApiError } from '#services/api/api_errors'

/**
 * Limits of the public API (docs/api.md). `requestsPerMinute` per client IP, counted in Redis
 * when REDIS_URL is set (shared by every process) and otherwise in the process's memory: an
 * anonymous read budget is not worth a PostgreSQL write per request (with N processes and no
 * Redis a client may get up to N× the budget). Tests lower it to see 429s. `cacheTtlMs`: how long
 * a JSON answer is reused for the same URL (API_CACHE_TTL_MS, default 10 s, off in tests;
 * app/services/api/api_response_cache.ts).
 */
export const apiSettings = {
  requestsPerMinute: 120,
  cacheTtlMs: apiCacheTtlMs,
  /** Seconds a client or CDN may reuse a response (Cache-Control max-age). */
  maxAgeSeconds: 60,
}

/** Path prefix of the public API (start/routes/api.ts, the API fast path, the OpenAPI servers). */
export const API_BASE_PATH = '/api/v1'

/** The most items a page of a list may hold (`limit`); the default is DEFAULT_LIMIT. */
export const MAX_LIMIT = 100
export const DEFAULT_LIMIT = 24

/** CORS for anonymous reads from any origin: no credentials, so `*` is safe. */
export const CORS_HEADERS: readonly (readonly [name: string, value: string])[] = [
  ['Access-Control-Allow-Origin', '*'],
  ['Access-Control-Allow-Methods', 'GET, HEAD, OPTIONS'],
  ['Access-Control-Allow-Headers', 'If-None-Match, Content-Type'],
  [
    'Access-Control-Expose-Headers',
    'ETag, RateLimit-Limit, RateLimit-Remaining, RateLimit-Reset, Retry-After',
  ],
  ['Access-Control-Max-Age', '86400'],
]

/** Sets CORS_HEADERS on the response. */
export function setCorsHeaders(ctx: HttpContext) {
  for (const [name, value] of CORS_HEADERS) ctx.response.header(name, value)
}

/**
 * The `lang` query parameter: az (default), en or ru. Anything else is a 400 whose message is
 * in az (the language could not be read).
 */
export function langOf(ctx: HttpContext): Locale {
  return langOfQuery(ctx.request.qs())
}

/** langOf for a parsed query string (the raw API fast path has no HttpContext). */
export function langOfQuery(qs: Record<string, unknown>): Locale {
  const raw = qs.lang
  if (raw === undefined || raw === '') return 'az'
  if (typeof raw === 'string' && (LOCALES as readonly string[]).includes(raw)) return raw as Locale
  throw ApiError.badParameter('lang', 'invalid_lang')
}

/** The language to word an error in: the valid `lang` of the request, else az. */
export function errorLangOf(ctx: HttpContext): Locale {
  return errorLangOfQuery(ctx.request.qs())
}

/** errorLangOf for a parsed query string. */
export function errorLangOfQuery(qs: Record<string, unknown>): Locale {
  const raw = qs.lang
  return typeof raw === 'string' && (LOCALES as readonly string[]).includes(raw)
    ? (raw as Locale)
    : 'az'
}

/** The limiter of the API budget and the per-minute count it was made for (tests change the count). */
let kept: { requests: number; limiter: ReturnType<typeof limiter.use> } | null = null

/**
 * The limiter counting the API budget: the manager's own (same store and key, so every process
 * counts in the same place), kept while apiSettings.requestsPerMinute stays the same, because
 * `limiter.use` parses the duration and builds its lookup key on every call.
 */
function budget() {
  if (kept?.requests !== apiSettings.requestsPerMinute) {
    const requests = apiSettings.requestsPerMinute
    kept = {
      requests,
      limiter: limiter.use(redisEnabled ? 'redis' : 'memory', { requests, duration: '1 minute' }),
    }
  }
  return kept.limiter
}

/**
 * Counts a request against client `ip`'s budget: the IETF RateLimit headers
 * (draft-ietf-httpapi-ratelimit-headers: limit, remaining, seconds to reset) to send, and when
 * over the budget Retry-After with them and the 429 ApiError to answer.
 */
export async function countRequest(ip: string) {
  const state = await budget().increment(`api:${ip}`)
  const reset = Math.max(1, Math.ceil(state.availableIn))
  const headers: [string, string][] = [
    ['RateLimit-Limit', String(state.limit)],
    ['RateLimit-Remaining', String(Math.max(0, state.limit - state.consumed))],
    ['RateLimit-Reset', String(reset)],
  ]
  if (state.consumed <= state.limit) return { headers, refused: null }
  headers.push(['Retry-After', String(reset)])
  return {
    headers,
    refused: new ApiError(429, 'E_TOO_MANY_REQUESTS', 'rate_limited', undefined, {
      seconds: reset,
    }),
  }
}

/**
 * Counts the request against its client IP's budget (countRequest) and sets the RateLimit
 * headers; over the budget sets Retry-After and throws a 429 ApiError.
 */
export async function consumeRateLimit(ctx: HttpContext) {
  const { headers, refused } = await countRequest(ctx.request.ip())
  for (const [name, value] of headers) ctx.response.header(name, value)
  if (refused) throw refused
}

/**
 * A strong ETag of a body: the first 27 characters of its SHA-256 in base64url (one-shot
 * crypto.hash: no Hash object per answer).
 */
export function etagOf(body: string | Buffer) {
  return `"${hash('sha256', body, 'base64url').slice(0, 27)}"`
}

/** Whether the request's If-None-Match names `etag` (a list, `*`, weak or strong forms). */
export function notModified(ctx: HttpContext, etag: string) {
  return ifNoneMatchNames(ctx.request.header('if-none-match'), etag)
}

/** Whether an If-None-Match header value names `etag` (a list, `*`, weak or strong forms). */
export function ifNoneMatchNames(header: string | undefined, etag: string) {
  if (!header) return false
  if (header.trim() === '*') return true
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)
}

/**
 * Sends `body` as JSON with its ETag and `Cache-Control: public, max-age=60`, or a bodiless
 * 304 when the client already holds it (If-None-Match). While the response cache runs the
 * handler (`ctx.apiCapture`), a 200 answer is kept there instead, for the cache to send.
 */
export function sendJson(ctx: HttpContext, body: unknown, status = 200) {
  const json = jsonAnswerOf(body)
  if (ctx.apiCapture && status === 200) {
    ctx.apiCapture.json = json
    return
  }
  sendJsonText(ctx, json, status)
}

/** A JSON answer as sent: its UTF-8 bytes and strong ETag (what the response cache keeps). */
export interface JsonAnswer {
  body: Buffer
  etag: string
  /** Compressed copies of `text`, made once per answer when first asked for (encodedBody). */
  encoded?: Partial<Record<Encoding, Buffer>>
}

/**
 * The body of `answer` for a client accepting `encoding` (null: identity). A compressed copy is
 * made once and kept on the answer, so an answer replayed from the response cache is not
 * compressed again; bodies under MIN_COMPRESSED_BYTES go out as they are.
 * Returns the bytes and the Content-Encoding to send (null: none).
 */
export function encodedBody(
  answer: JsonAnswer,
  encoding: Encoding | null
): { body: Buffer; encoding: Encoding | null } {
  const plain = answer.body
  if (!encoding || plain.length < MIN_COMPRESSED_BYTES) return { body: plain, encoding: null }
  answer.encoded ??= {}
  const body = (answer.encoded[encoding] ??= compress(plain, encoding, 'stored'))
  return { body, encoding }
}

/**
 * `body` as the JSON answer sent for it: the bytes of JSON.stringify(body) and their etagOf.
 * A list (an object whose first member is the array `data`, as every API list page is) is
 * written item by item: each item's JSON is encoded on its own (utf8Joined), so only the items
 * holding a character beyond Latin-1 (ə, Ş, ₼, €) take V8's slow two-byte path, instead of the
 * whole page — for a page of 24 products that halved the encoding. The bytes are the same.
 */
export function jsonAnswerOf(body: unknown): JsonAnswer {
  const bytes = isList(body) ? listBytes(body) : utf8(JSON.stringify(body))
  return { body: bytes, etag: etagOf(bytes) }
}

/** Whether `body` is a list page: a plain object whose first member is the array `data`. */
function isList(body: unknown): body is { data: unknown[] } & Record<string, unknown> {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return false
  for (const key in body) return key === 'data' && Array.isArray((body as { data: unknown }).data)
  return false
}

/** JSON.stringify(list) as UTF-8, item by item (jsonAnswerOf). */
function listBytes(list: { data: unknown[] } & Record<string, unknown>): Buffer {
  const { data, ...rest } = list
  const parts: string[] = ['{"data":[']
  data.forEach((item, i) => {
    if (i) parts.push(',')
    parts.push(JSON.stringify(item) ?? 'null')
  })
  parts.push(']')
  const tail = JSON.stringify(rest)
  parts.push(tail === '{}' ? '}' : `,${tail.slice(1)}`)
  return utf8Joined(parts)
}

/** Cache-Control of a JSON answer (sendJsonText). */
export function answerCacheControl() {
  return `public, max-age=${apiSettings.maxAgeSeconds}`
}

/**
 * Sends JSON already serialized (sendJson, or a cached answer): Cache-Control max-age, the ETag,
 * 304 when If-None-Match names it.
 */
export function sendJsonText(ctx: HttpContext, { body, etag }: JsonAnswer, status = 200) {
  const { response } = ctx
  response.header('Cache-Control', answerCacheControl())
  response.header('Vary', 'Accept-Encoding')
  response.header('ETag', etag)
  if (status === 200 && notModified(ctx, etag)) {
    response.status(304)
    response.send('')
    return
  }
  response.header('Content-Type', 'application/json; charset=utf-8')
  response.status(status)
  response.send(body)
}

/** Writes an ApiError as its JSON body (never cached). */
export function sendError(ctx: HttpContext, error: ApiError) {
  ctx.response.header('Cache-Control', 'no-store')
  ctx.response.header('Content-Type', 'application/json; charset=utf-8')
  ctx.response.status(error.status)
  ctx.response.send(JSON.stringify(error.body(errorLangOf(ctx))))
}

declare module '@adonisjs/core/http' {
  export interface HttpContext {
    /** Set while the response cache runs a handler: sendJson keeps a 200 answer here instead of sending it. */
    apiCapture?: { json: JsonAnswer | null }
  }
}
