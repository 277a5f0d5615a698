import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import router from '@adonisjs/core/services/router'
import { ApiError } from '#services/api/api_errors'
import {
  API_BASE_PATH,
  consumeRateLimit,
  sendError,
  sendJsonText,
  setCorsHeaders,
} from '#services/api/api_http'
import { cachedAnswer, cachesRoute } from '#services/api/api_response_cache'

/** Path prefix of the public API and of the product feeds (start/routes/api.ts, feeds.ts). */
const API_PREFIX = API_BASE_PATH
const FEEDS_PREFIX = '/feeds/'

/**
 * The public API and the feeds are anonymous reads: no session, CSRF secret, auth look-up or
 * bouncer. Router middleware cannot be skipped per route group, so this server middleware (in
 * front of the anonymous cache, locale and Inertia middleware) answers those paths itself: it
 * matches the router's own table (so routes, names and `urlTo` stay the router's), runs the
 * route's handler directly and never calls `next`. For /api/v1 it also sets CORS, answers
 * preflights, counts the per-IP rate limit and turns every failure into the JSON error body
 * (ApiError; an unexpected error is logged and answered 500 E_INTERNAL, never HTML).
 */
export default class ApiFastPathMiddleware {
  async handle(ctx: HttpContext, next: NextFn) {
    const path = ctx.request.url()
    const api = path === API_PREFIX || path.startsWith(`${API_PREFIX}/`)
    if (!api && !path.startsWith(FEEDS_PREFIX)) return next()
    const method = ctx.request.method()
    if (!api) return (await this.run(ctx, path, method, 'feeds.')) ? undefined : next()

    setCorsHeaders(ctx)
    try {
      if (method === 'OPTIONS') {
        ctx.response.status(204)
        ctx.response.send('')
        return
      }
      if (method !== 'GET' && method !== 'HEAD') {
        ctx.response.header('Allow', 'GET, HEAD, OPTIONS')
        throw new ApiError(405, 'E_METHOD_NOT_ALLOWED', 'method_not_allowed')
      }
      await consumeRateLimit(ctx)
      if (!this.route(ctx, path, method, 'api.')) throw ApiError.notFound()
      if (cachesRoute(ctx.route?.name))
        sendJsonText(ctx, await cachedAnswer(ctx, () => this.invoke(ctx)))
      else await this.invoke(ctx)
    } catch (error) {
      if (error instanceof ApiError) return sendError(ctx, error)
      ctx.logger.error({ err: error }, 'public API request failed')
      sendError(ctx, new ApiError(500, 'E_INTERNAL', 'internal'))
    }
  }

  /** Runs the handler of the route matching `path` whose name starts with `names`; false when there is none. */
  private async run(ctx: HttpContext, path: string, method: string, names: string) {
    if (!this.route(ctx, path, method, names)) return false
    await this.invoke(ctx)
    return true
  }

  /**
   * Puts the route matching `path` whose name starts with `names` (not the catch-all 404 page)
   * on the context, with its params; false when there is none.
   */
  private route(ctx: HttpContext, path: string, method: string, names: string) {
    const match = router.match(path, method, ctx.request.parsedUrl.shouldDecodeParam)
    if (!match || !match.route.name?.startsWith(names)) return false
    ctx.params = match.params
    ctx.route = match.route
    ctx.routeKey = match.routeKey
    return true
  }

  /** Runs the handler of the route on the context (route()). */
  private async invoke(ctx: HttpContext) {
    const handler = ctx.route!.handler
    const result =
      typeof handler === 'function'
        ? await handler(ctx)
        : await handler.handle(ctx.containerResolver, ctx)
    if (result !== undefined && !ctx.response.hasLazyBody) ctx.response.send(result)
  }
}
