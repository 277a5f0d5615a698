import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import {
  anonymousRendered,
  cacheablePath,
  cacheKey,
  identified,
  inflight,
  keep,
  noteUse,
  pageCacheSettings,
  replay,
} from '#services/page_cache/page_cache'

export { cacheablePath } from '#services/page_cache/page_cache'

/** Session key of shield's CSRF secret. */
const CSRF_SECRET = 'csrf-secret'
/** The route that hands out the session and XSRF cookies (start/routes/csrf.ts). */
const CSRF_PATH = '/csrf'

/**
 * For a request that came without a session: the session is committed (written to the store,
 * its cookie and shield's XSRF-TOKEN cookie sent) only if the request put something in it —
 * a signed-in user, a flash message, any value but the CSRF secret shield generates for every
 * request. When the commit was skipped, `finish` removes the XSRF cookie from the response.
 */
function guardAnonymousSession(ctx: HttpContext) {
  const state = { dropped: false }
  let current: HttpContext['session'] | undefined
  Object.defineProperty(ctx, 'session', {
    configurable: true,
    enumerable: true,
    get: () => current,
    set: (session: HttpContext['session']) => {
      current = session
      const commit = session.commit.bind(session)
      session.commit = async () => {
        if (sessionUnused(ctx)) {
          state.dropped = true
          return
        }
        return commit()
      }
    },
  })
  return {
    /** Drops the XSRF-TOKEN cookie of the uncommitted session; true when no other cookie is set. */
    finish(response: HttpContext['response']) {
      if (!state.dropped) return false
      const value = response.getHeader('set-cookie')
      const cookies = (
        Array.isArray(value) ? value : value === undefined ? [] : [String(value)]
      ).filter((cookie) => !cookie.startsWith('XSRF-TOKEN='))
      if (cookies.length) response.header('set-cookie', cookies)
      else response.removeHeader('set-cookie')
      return cookies.length === 0
    },
  }
}

/** Whether the session holds nothing a later request needs: no user, no flash, nothing but the CSRF secret. */
export function sessionUnused(ctx: HttpContext) {
  const session = ctx.session
  if ((ctx as Partial<HttpContext>).auth?.user || !session) return false
  if (!session.flashMessages.isEmpty || !session.responseFlashMessages.isEmpty) return false
  for (const key of Object.keys(session.all())) if (key !== CSRF_SECRET) return false
  return true
}

/**
 * Anonymous visitors (issue: catalog, "SSR HTML of anonymous catalog pages served from a short
 * micro-cache, key: URL + locale"). A server middleware, in front of the router middleware, for
 * GET requests without a session cookie or credentials — first-time visitors and crawlers:
 *
 * - No session is created for them: shield puts a fresh CSRF secret in every session, so each
 *   such request used to write a session row. The session is now committed only when the
 *   request put something else in it, and otherwise no session or XSRF cookie is sent; the
 *   browser asks GET /csrf for both once it has hydrated, before its first form post
 *   (inertia/app.tsx). GET /csrf itself keeps its session.
 * - The cacheable catalog pages (cacheablePath) are answered from the last 200 response (SSR
 *   HTML or Inertia JSON) of the same URL, locale and Inertia request headers, for `ttlMs`
 *   (10 s by default): a hit costs no routing, session, CSRF secret, auth lookup or query, and
 *   gets a fresh CSP nonce in the header and the body. When an entry expires, the next request
 *   renders the page again while the others are still answered from the old entry. A response is stored only when the
 *   route's page cache middleware (app/middleware/page_cache_middleware.ts) vouched for it and
 *   it sets no cookie. Concurrent misses of one key wait for the first.
 */
export default class AnonymousCacheMiddleware {
  async handle(ctx: HttpContext, next: NextFn) {
    const { request, response } = ctx
    if (request.method() !== 'GET') return next()
    const headers = request.headers()
    if (identified(headers)) return next()
    const url = request.url(true)
    const queryAt = url.indexOf('?')
    const path = queryAt === -1 ? url : url.slice(0, queryAt)
    if (path === CSRF_PATH) return next()

    ctx.anonymousVisit = true
    const session = guardAnonymousSession(ctx)
    if (!pageCacheSettings.ttlMs || !cacheablePath(path)) {
      await next()
      if (session.finish(response)) anonymousRendered(ctx)
      return
    }

    const key = cacheKey(ctx)
    if (replay(ctx, key, undefined, true)) return

    const pending = inflight.get(key)
    if (pending) {
      if (replay(ctx, key, undefined, true, true)) return
      /** A second visitor while the first one's page renders: it is worth storing (minUses). */
      noteUse(key)
      await pending
      if (replay(ctx, key, undefined, true)) return
    }

    let settle!: () => void
    if (!pending) inflight.set(key, new Promise<void>((done) => (settle = done)))
    try {
      const state = { storable: false }
      ctx.anonymousPageCache = state
      await next()
      const cookieless = session.finish(response)
      if (state.storable && cookieless) keep(ctx, key)
    } finally {
      if (!pending) {
        inflight.delete(key)
        settle()
      }
    }
  }
}

declare module '@adonisjs/core/http' {
  export interface HttpContext {
    /** A GET without a session cookie or credentials (not /csrf): its session is kept only if something is put in it. */
    anonymousVisit?: boolean
    /** Set by the anonymous cache for a cacheable anonymous GET; the route's pageCache middleware vouches for storing it. */
    anonymousPageCache?: { storable: boolean }
  }
}
