import type { HttpContext } from '@adonisjs/core/http'
import { declaredTtlCache } from '#services/cache/registry'
import { apiSettings, type JsonAnswer } from '#services/api/api_http'

/** Routes whose 200 answers depend on the URL only (not the docs page, which sends HTML). */
const CACHED_ROUTES = new Set([
  'api.products',
  'api.product',
  'api.categories',
  'api.suppliers',
  'api.supplier',
  'api.openapi',
])

/**
 * The public API's JSON answers by URL for apiSettings.cacheTtlMs (API_CACHE_TTL_MS, 10 s), like the anonymous
 * catalog pages' micro-cache: every client gets the same answer for a URL, so within the TTL a
 * request costs no query. Emptied with the catalog's caches (a product saved or reviewed, a
 * supplier's profile, rates synced: app/services/cache/invalidation.ts), so a change shows at
 * once in this process and within the bus's delay in the others. Bounded by entries and bytes.
 */
const answers = declaredTtlCache<JsonAnswer>(
  'api.responses',
  {
    max: 1_000,
    // A small slice of a worker's 128 MB heap (bin/start.js).
    maxSize: 4 * 1024 * 1024,
    sizeOf: (answer) => answer.body.length + answer.etag.length * 2,
    ttlMs: apiSettings.cacheTtlMs,
    staleMs: apiSettings.cacheTtlMs * 2,
  },
  ['pages', 'catalog', 'rates']
)

/** Whether answers of route `name` are cached. */
export function cachesRoute(name: string | undefined): boolean {
  return name !== undefined && CACHED_ROUTES.has(name)
}

/**
 * The cache key of a request: its path and its query parameters in a stable order (so
 * `?lang=en&limit=5` and `?limit=5&lang=en` share an entry).
 */
export function answerKey(ctx: HttpContext): string {
  return answerKeyOf(ctx.request.url(true))
}

/** answerKey of a request URL (path and query string, as Node's `req.url`). */
export function answerKeyOf(url: string): string {
  const at = url.indexOf('?')
  if (at === -1) return url
  const params = new URLSearchParams(url.slice(at + 1))
  params.sort()
  return `${url.slice(0, at)}?${params.toString()}`
}

/** The fresh cached answer under `key` (answerKeyOf), or undefined (raw API fast path). */
export function freshAnswer(key: string): JsonAnswer | undefined {
  return answers.peek(key)
}

/**
 * The answer under `key`: cached, or made by `make` and kept (the raw API fast path's product
 * list, which needs no HttpContext). `make`'s ApiError is thrown, never cached.
 */
export function answerOf(key: string, make: () => Promise<JsonAnswer>): Promise<JsonAnswer> {
  return answers.get(key, make)
}

/**
 * The JSON answer of the request: cached, or made by `run` (the route's handler, with sendJson
 * capturing its 200 answer). A handler's ApiError (400, 404) is thrown, never cached.
 */
export async function cachedAnswer(ctx: HttpContext, run: () => Promise<unknown>) {
  return answers.get(answerKey(ctx), async () => {
    const slot: { json: JsonAnswer | null } = { json: null }
    ctx.apiCapture = slot
    try {
      await run()
    } finally {
      ctx.apiCapture = undefined
    }
    if (!slot.json) throw new Error(`API route ${ctx.route?.name} answered no JSON`)
    return slot.json
  })
}
