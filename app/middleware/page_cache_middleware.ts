import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import { pageCacheTtlMs } from '#config/app'

const MARKER = '__KARVAN_CSP_NONCE__'
/** Lifetime of an entry; 0 turns the cache off (the default in tests). Mutable for tests. */
export const pageCacheSettings = { ttlMs: pageCacheTtlMs }
const MAX_ENTRIES = 1_000
const MAX_BYTES = 512 * 1024

const cache = new Map<string, { at: number; html: string }>()

/** Whether this request's session carries anything personal that a page could show. */
function personal(ctx: HttpContext) {
  if (ctx.auth?.user) return true
  const flash = ctx.session?.flashMessages?.all?.() ?? {}
  return Object.keys(flash).length > 0
}

/**
 * Micro-cache for the server-rendered HTML of anonymous catalog pages (issue: catalog, "SSR
 * HTML … served from a short micro-cache, key: URL + locale"). Entries live 5 s per process.
 * The per-response CSP nonce is stored as a marker and replaced on every hit, so no nonce is
 * ever reused. Inertia JSON visits, non-GET requests and sessions with flash messages bypass it.
 */
export default class PageCacheMiddleware {
  async handle(ctx: HttpContext, next: NextFn) {
    const { request, response } = ctx
    if (!pageCacheSettings.ttlMs || request.method() !== 'GET' || request.header('x-inertia') || personal(ctx)) return next()

    const key = `${ctx.locale}|${request.url(true)}`
    const hit = cache.get(key)
    if (hit && Date.now() - hit.at < pageCacheSettings.ttlMs) {
      response.header('content-type', 'text/html; charset=utf-8')
      response.header('x-page-cache', 'hit')
      return response.send(hit.html.replaceAll(MARKER, response.nonce))
    }

    await next()
    const body = response.getBody()
    if (response.getStatus() === 200 && typeof body === 'string' && body.length < MAX_BYTES && response.nonce) {
      if (cache.size >= MAX_ENTRIES) cache.delete(cache.keys().next().value!)
      cache.set(key, { at: Date.now(), html: body.replaceAll(response.nonce, MARKER) })
    }
  }
}

/** Empties the micro-cache (tests, and after catalog changes in this process). */
export function forgetPages() {
  cache.clear()
}
