import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import { sessionUnused } from '#middleware/anonymous_cache_middleware'
import { cacheKey, keep, pageCacheSettings, replay } from '#services/page_cache/page_cache'

export { forgetPages, pageCacheSettings, pageCacheStats } from '#services/page_cache/page_cache'

/**
 * Route half of the micro-cache of anonymous catalog pages (app/middleware/
 * anonymous_cache_middleware.ts): the routes that may be cached use this middleware, which
 * runs after session, shield and auth.
 *
 * - A request without a session cookie was marked by the server middleware (which answers the
 *   next ones before any session exists): once the page is rendered this vouches for storing it
 *   when nothing personal came of it. Such a session is never committed, so the shared response
 *   carries no cookie (the browser gets its session and XSRF cookies from GET /csrf).
 * - A request with a session that holds nothing personal (a stale or brand-new cookie, or just
 *   the CSRF secret) is answered from, or stored into, the same cache here, after the session
 *   was read: it keeps its own cookies and the nonce shield just issued.
 * - Signed-in users, flash messages and any other session data bypass the cache.
 */
export default class PageCacheMiddleware {
  async handle(ctx: HttpContext, next: NextFn) {
    if (!pageCacheSettings.ttlMs || ctx.request.method() !== 'GET') return next()

    const state = ctx.anonymousPageCache
    if (state) {
      await next()
      state.storable = ctx.response.getStatus() === 200 && sessionUnused(ctx)
      return
    }

    if (!sessionUnused(ctx)) return next()
    const key = cacheKey(ctx)
    if (replay(ctx, key, ctx.response.nonce)) return
    await next()
    if (sessionUnused(ctx)) keep(ctx, key)
  }
}
