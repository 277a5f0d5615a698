import type { HttpContext } from '@adonisjs/core/http'

/**
 * `scheme://host[:port]` the buyer used for this request (X-Forwarded-* only from
 * TRUSTED_PROXIES, config/app.ts): the `origin` of startPayment, base of the gateway's return
 * and callback URLs.
 */
export function requestOrigin(ctx: HttpContext): string {
  return `${ctx.request.protocol()}://${ctx.request.host()}`
}
