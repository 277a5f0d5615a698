import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import { dashboardPath } from '#services/auth/dashboards'

/** Sign-in and sign-up pages: a signed-in user is sent to their own dashboard instead. */
export default class GuestMiddleware {
  async handle(ctx: HttpContext, next: NextFn) {
    const user = ctx.auth.user
    if (user) return ctx.response.redirect(dashboardPath(user.accountType, ctx.locale))
    return next()
  }
}
