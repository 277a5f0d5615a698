import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import { endSessionIfStale } from '#services/auth/session_lifetime'

/**
 * Looks up the signed-in user, if any, without requiring one, so every page knows who is
 * there (header, page cache bypass). A disabled account or a session past its absolute
 * lifetime is signed out here. Anonymous requests cost nothing: no auth key, no query.
 */
export default class SilentAuthMiddleware {
  async handle(ctx: HttpContext, next: NextFn) {
    await ctx.auth.check()
    await endSessionIfStale(ctx)
    return next()
  }
}
