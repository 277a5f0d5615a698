import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import type { AccountType } from '#models/user'
import { urlTo } from '#services/urls'
import { logSecurityEvent } from '#services/auth/security_log'

/**
 * Requires a signed-in account of the given type (DESIGN §6). Guests are sent to the sign-in
 * page of their language with the account type and the page to return to; a session of
 * another account type gets 404 (ids are shared across types) and the denial is logged.
 */
export default class AuthMiddleware {
  async handle(ctx: HttpContext, next: NextFn, options: { as: AccountType }) {
    const user = ctx.auth.user ?? ((await ctx.auth.check()) ? ctx.auth.user : undefined)
    if (!user) {
      if (ctx.request.method() !== 'GET') return ctx.response.status(401).send('')
      const qs = { as: options.as, next: ctx.request.url(true) }
      return ctx.response.redirect(urlTo('login', ctx.locale, undefined, { qs }))
    }
    if (user.accountType !== options.as) {
      await logSecurityEvent(ctx, 'authz_denied', {
        user,
        detail: `${ctx.request.method()} ${ctx.request.url()}`,
      })
      return ctx.response.notFound()
    }
    return next()
  }
}
