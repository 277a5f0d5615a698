import type { IncomingMessage, ServerResponse } from 'node:http'
import type { HttpContext } from '@adonisjs/core/http'
import { safeStringify } from '@poppinss/utils/json'
import { LRUCache } from 'lru-cache'
import { declareCache } from '#services/cache/registry'
import { fastPathsEnabled, pageCacheTtlMs } from '#config/app'
import { localeOfPath } from '#lib/route_table'
import { setRawFastPath, type RawFastPath } from '#lib/raw_fast_path'
import { forgetUses, usedBefore, usesNoted } from '#services/page_cache/admission'
import { cacheablePath, identified } from '#services/page_cache/cacheable'
import { splitUrl } from '#services/page_cache/raw_request'
import { utf8 } from '#lib/utf8'
import {
  acceptedEncoding,
  compressibleType,
  MIN_COMPRESSED_BYTES,
  PAGE_CACHE_CONTROL,
  varyWithEncoding,
} from '#lib/compression'
import {
  bodyIn,
  type Entry,
  entryOf,
  freshNonce,
  type Head,
  headOf,
  MARKER,
  notModified,
  writeBody,
  writeEntry,
} from '#services/page_cache/stored_entry'

export type { Head }
export { headOf }

/**
 * The micro-cache of anonymous catalog pages (issue: catalog, "SSR HTML of anonymous catalog
 * pages served from a short micro-cache, key: URL + locale"): entries, their byte budget and
 * lifetime, storing a rendered response and replaying it with a fresh CSP nonce, through
 * AdonisJS or straight on Node's response (bin/server.ts). A stored body is sent compressed
 * (Brotli or gzip, as the request accepts): each coding is made once per entry, on its first
 * use, and kept beside the body (docs/compression.md; the stored form, its head and how it is
 * written: stored_entry.ts). Who may be answered from it and
 * when a response may be stored is decided by app/middleware/anonymous_cache_middleware.ts and
 * page_cache_middleware.ts.
 */

/**
 * Lifetime of an entry (0 turns the cache off: the default in tests), how long past it an
 * entry may still answer while one request renders its replacement (stale-while-revalidate:
 * the other visitors of that page neither wait nor render it again), the byte budget of the
 * whole cache per process (bodies, counted once), and on which use of a URL its response is
 * stored (`minUses`, 1 or 2; as nginx's proxy_cache_min_uses): with 2, a page is stored when
 * it is rendered the second time within about two lifetimes (or while another visitor waits
 * for its first rendering), so the many URLs asked once — most searches, deep pages of filter
 * combinations — do not fill the budget and push out the pages visitors share, and their bodies
 * are freed as soon as they are written. Mutable for tests.
 */
export const pageCacheSettings = {
  ttlMs: pageCacheTtlMs,
  staleMs: 30_000,
  maxBytes: 16 * 1024 * 1024,
  maxEntryBytes: 1024 * 1024,
  minUses: 2 as 1 | 2,
}

/** Whether the raw fast paths answer at all (FAST_PATHS, config/app.ts). Mutable for tests. */
export const fastPathSettings = { enabled: fastPathsEnabled }

/**
 * Notes a use of `key` (a rendering, or a visitor waiting for one: anonymous_cache_middleware);
 * true when it was used before within one to two lifetimes of an entry (minUses; admission.ts).
 */
export function noteUse(key: string): boolean {
  return usedBefore(key, Math.max(pageCacheSettings.ttlMs, 1_000))
}

export { cacheablePath, identified } from '#services/page_cache/cacheable'

/**
 * Told of every Inertia JSON response kept in the cache, with its page object and head (the
 * anonymous listing fast path takes its templates from them).
 */
type KeepListener = (ctx: HttpContext, page: Record<string, unknown>, head: Head) => void
const keepListeners: KeepListener[] = []
export function onKeep(listener: KeepListener) {
  keepListeners.push(listener)
}

/**
 * Told of every anonymous GET that AdonisJS answered outside the micro-cache (a page that is not
 * cacheable) without setting a cookie, after its handler ran and before the response is written
 * (the typeahead fast path takes its head from them: headOf).
 */
type RenderListener = (ctx: HttpContext) => void
const renderListeners: RenderListener[] = []
export function onAnonymousRender(listener: RenderListener) {
  renderListeners.push(listener)
}
/** Tells the render listeners of such a response (anonymous_cache_middleware). */
export function anonymousRendered(ctx: HttpContext) {
  for (const listener of renderListeners) listener(ctx)
}

/**
 * Asked, after the cache had no fresh entry, whether it takes an anonymous request itself (a
 * RawFastPath: it answers, or hands the request to AdonisJS with `fallback`).
 */
const missHandlers: RawFastPath[] = []
export function onRawMiss(handler: RawFastPath) {
  missHandlers.push(handler)
}

/**
 * What an entry whose body may be compressed counts against the budget, per byte of its body:
 * room for its Brotli and gzip copies (made on first use; about a sixth of the body each for
 * HTML and page JSON).
 */
const ROOM_FOR_CODINGS = 1.35

/**
 * The entries (lru-cache): at most `maxBytes` of bodies (with room for their compressed copies),
 * the least recently used going first, no entry over `maxEntryBytes`. Rebuilt with the entries
 * it holds when the budget setting changes (tests). Ages are measured with `at` and Date.now();
 * lru-cache's TTL only frees memory.
 */
let cache = newEntries()
function newEntries() {
  return new LRUCache<string, Entry>({
    maxSize: pageCacheSettings.maxBytes,
    sizeCalculation: (entry) =>
      Math.max(1, entry.encoded ? Math.ceil(entry.bytes * ROOM_FOR_CODINGS) : entry.bytes),
  })
}
/** Answers from the cache (replay, replayRaw) and pages rendered to be stored (keep, keepAndWrite). */
const lookups = { hits: 0, misses: 0 }
/** Misses being rendered, per key: concurrent requests for the same page wait for the first. */
export const inflight = new Map<string, Promise<void>>()

function drop(key: string) {
  cache.delete(key)
}

/** Stores `entry` under `key` if admitted (an entry replacing one, or minUses met: noteUse), within the byte budget. */
function store(key: string, entry: Entry) {
  lookups.misses += 1
  const replacing = cache.has(key)
  drop(key)
  if (!replacing && pageCacheSettings.minUses > 1 && !noteUse(key)) return
  if (entry.bytes > pageCacheSettings.maxEntryBytes || entry.bytes > pageCacheSettings.maxBytes)
    return
  if (cache.maxSize !== pageCacheSettings.maxBytes) {
    const held = [...cache.entries()].reverse()
    cache = newEntries()
    for (const [oldKey, old] of held) cache.set(oldKey, old)
  }
  cache.set(key, entry, { ttl: pageCacheSettings.ttlMs + pageCacheSettings.staleMs })
}

declareCache(cache, {
  name: 'pages',
  max: Infinity,
  maxBytes: pageCacheSettings.maxBytes,
  ttlMs: pageCacheSettings.ttlMs,
  staleMs: pageCacheSettings.staleMs,
  clearedBy: ['pages', 'catalog'],
  clear: () => forgetPages(),
  stats: () => ({ entries: cache.size, bytes: cache.calculatedSize, ...lookups }),
})

/** inertiaHeaders per request headers object (a request asks for it up to three times). */
const inertiaHeadersOf = new WeakMap<object, string>()

/** Request headers that change an Inertia response: X-Inertia, its version, partial reloads, once-props… */
export function inertiaHeaders(headers: Record<string, string | string[] | undefined>) {
  let out = inertiaHeadersOf.get(headers)
  if (out !== undefined) return out
  out = ''
  for (const name of Object.keys(headers).sort()) {
    if (name.startsWith('x-inertia')) out += `|${name}=${headers[name]}`
  }
  inertiaHeadersOf.set(headers, out)
  return out
}

/** Cache key: method, locale, URL with its query string and the Inertia request headers. */
export function cacheKey(ctx: HttpContext) {
  return keyOf(ctx.request.url(true), ctx.request.headers())
}

/** The cache key of a GET of `url` (path and query string) with these request headers. */
export function keyOf(url: string, headers: Record<string, string | string[] | undefined>) {
  return `GET|${localeOfPath(url)}|${url}${inertiaHeaders(headers)}`
}

/**
 * The entry of `key` if it may answer now: fresh, or (with `allowStale`) past its lifetime but
 * within the stale window while a request renders its replacement. Entries past the window
 * are dropped.
 */
function usable(key: string, allowStale: boolean): Entry | undefined {
  const entry = cache.get(key, { allowStale: true })
  if (!entry) return undefined
  const age = Date.now() - entry.at
  if (age < pageCacheSettings.ttlMs) return entry
  if (age >= pageCacheSettings.ttlMs + pageCacheSettings.staleMs) {
    drop(key)
    return undefined
  }
  return allowStale && inflight.has(key) ? entry : undefined
}

/** `hit` for a fresh entry, `stale` for one answering while its replacement renders (header x-page-cache). */
function freshness(entry: Entry) {
  return Date.now() - entry.at < pageCacheSettings.ttlMs ? 'hit' : 'stale'
}

/**
 * Answers from the cache with `nonce` (a fresh one when omitted) in the CSP header and the
 * body; false when there is no usable entry (fresh, or with `allowStale` one being refreshed).
 * Sets no cookie itself. `direct` writes the response at once (head, then the stored pieces
 * and the nonces, without copying the body): only for requests no later middleware will touch.
 */
export function replay(
  ctx: HttpContext,
  key: string,
  nonce?: string,
  direct = false,
  allowStale = false
) {
  const entry = usable(key, allowStale)
  if (!entry) return false
  const { response } = ctx
  lookups.hits += 1
  if (!nonce) {
    nonce = freshNonce()
    response.nonce = nonce
    ;(response.response as any).nonce = nonce
  }
  for (const [name, value] of entry.headers) {
    response.header(name, typeof value === 'string' ? value.replaceAll(MARKER, nonce) : value)
  }
  response.header('x-page-cache', freshness(entry))
  response.status(entry.status)
  if (sendStored(ctx, entry)) return true
  if (!direct) {
    response.send(
      entry.parts.length === 1
        ? entry.parts[0]
        : Buffer.concat(join(entry.parts, Buffer.from(nonce))),
      false
    )
    return true
  }
  const stamp = Buffer.from(nonce)
  response.header('content-length', entry.bytes + stamp.length * (entry.parts.length - 1))
  response.setRequestId()
  response.writeHead()
  writeBody(response.response, entry, stamp)
  return true
}

/**
 * Sends an entry through AdonisJS's response when it need not go out as stored: with its ETag,
 * as a bodiless 304 when If-None-Match names it, or compressed in the coding the request accepts
 * (kept in the entry). False when the body is to be sent as it is (no coding accepted, or the
 * body is not compressed).
 */
function sendStored({ request, response }: HttpContext, entry: Entry): boolean {
  if (entry.etag) {
    response.header('etag', entry.etag)
    if (notModified(request.header('if-none-match'), entry.etag)) {
      response.status(304)
      response.send(null, false)
      return true
    }
  }
  const encoding = entry.encoded ? acceptedEncoding(request.header('accept-encoding')) : null
  if (!encoding) return false
  response.header('content-encoding', encoding)
  response.send(bodyIn(entry, encoding, 'stored'), false)
  return true
}

/**
 * JSON of a page object: plain JSON.stringify (several times faster than the framework's
 * replacer-based safeStringify), which handles what a page object holds; safeStringify only
 * for what it cannot (BigInt, cycles).
 */
function stringify(body: object) {
  try {
    return JSON.stringify(body)
  } catch {
    return safeStringify(body) ?? ''
  }
}

/** Stores a rendered 200 response (SSR HTML or Inertia JSON) under `key`, without its cookies. */
export function keep(ctx: HttpContext, key: string) {
  const { response } = ctx
  if (response.getStatus() !== 200 || !response.hasContent) return
  const body = response.getBody()
  let text: string
  let type: string
  if (typeof body === 'string') {
    text = body
    type = body.trimStart().startsWith('<')
      ? 'text/html; charset=utf-8'
      : 'text/plain; charset=utf-8'
  } else if (
    body &&
    typeof body === 'object' &&
    !(body instanceof Uint8Array) &&
    !(body instanceof Response)
  ) {
    text = stringify(body)
    type = 'application/json; charset=utf-8'
  } else return

  const nonce = response.nonce
  /** The body encoded once (UTF-8, off the V8 heap); the entry keeps views of it between the nonces. */
  const whole = utf8(text)
  const contentType = (response.getHeader('content-type') as string | undefined) ?? type
  if (whole.length >= MIN_COMPRESSED_BYTES && compressibleType(contentType))
    response.header('vary', varyWithEncoding(response.getHeader('vary') as string | undefined))
  if (response.getHeader('cache-control') === undefined)
    response.header('cache-control', PAGE_CACHE_CONTROL)
  const { headers, raw } = headOf(response, type)
  const parts: Buffer[] = []
  let from = 0
  if (nonce) {
    const stamp = Buffer.from(nonce)
    for (let at = whole.indexOf(stamp); at !== -1; at = whole.indexOf(stamp, from)) {
      parts.push(whole.subarray(from, at))
      from = at + stamp.length
    }
  }
  parts.push(whole.subarray(from))
  const entry = entryOf({ headers, raw }, parts)
  store(key, entry)
  /** This response is sent as those bytes too (or their compressed copy, kept), not encoded a second time. */
  if (!sendStored(ctx, entry)) response.send(whole, false)
  if (typeof body !== 'string')
    for (const listener of keepListeners)
      listener(ctx, body as Record<string, unknown>, { headers, raw })
}

/**
 * Stores a 200 JSON `body` rendered outside AdonisJS under `key`, with `head` (taken from a
 * kept response of the same kind), and writes it as the response with a fresh nonce and
 * request id. The body holds no nonce (Inertia JSON: the nonce is only in the CSP header).
 */
export function keepAndWrite(
  res: ServerResponse,
  key: string,
  head: Head,
  body: Buffer,
  req?: IncomingMessage
) {
  const entry = entryOf(head, [body])
  if (pageCacheSettings.ttlMs) store(key, entry)
  writeEntry(res, entry, undefined, req, 'dynamic')
}

/**
 * Writes a 200 `body` rendered outside AdonisJS, holding no nonce, with `head` (taken from a
 * response of the same kind AdonisJS rendered: headOf), a fresh CSP nonce and request id; not stored.
 */
export function writeWithHead(
  res: ServerResponse,
  head: Head,
  body: Buffer,
  req?: IncomingMessage
) {
  writeEntry(res, entryOf(head, [body], false), undefined, req, 'dynamic')
}

/**
 * The same replay as the middleware's, straight on Node's request and response (bin/server.ts
 * asks it before AdonisJS sees the request): an anonymous GET of a cacheable page with a fresh
 * entry is written with a new CSP nonce and request id; anything else returns false untouched.
 */
function replayRaw(req: IncomingMessage, res: ServerResponse): boolean {
  if (req.method !== 'GET' || !pageCacheSettings.ttlMs || cache.size === 0) return false
  const url = req.url ?? '/'
  const { path } = splitUrl(url)
  if (!cacheablePath(path) || identified(req.headers)) return false
  const entry = usable(keyOf(url, req.headers), true)
  if (!entry) return false
  lookups.hits += 1
  writeEntry(res, entry, freshness(entry), req, 'stored')
  return true
}

setRawFastPath((req, res, fallback) => {
  if (!fastPathSettings.enabled) return false
  if (replayRaw(req, res)) return true
  for (const handler of missHandlers) if (handler(req, res, fallback)) return true
  return false
})

/** parts[0], sep, parts[1], sep, … */
function join(parts: Buffer[], sep: Buffer) {
  const out: Buffer[] = []
  parts.forEach((part, i) => {
    if (i) out.push(sep)
    out.push(part)
  })
  return out
}

/** Empties the micro-cache (tests, and after catalog changes in this process). */
export function forgetPages() {
  cache.clear()
  forgetUses()
}

/** Entries and bytes held, pages being rendered for the cache, and keys (with their characters) noted as seen (tests, diagnostics). */
export function pageCacheStats() {
  return {
    entries: cache.size,
    bytes: cache.calculatedSize,
    rendering: inflight.size,
    seen: usesNoted(),
  }
}
