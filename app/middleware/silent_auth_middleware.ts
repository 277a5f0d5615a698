import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import { endSessionIfStale } from '#services/auth/session_lifetime'

/**
 * Looks up the signed-in user, if any, without requiring one, so every page knows who is
 * there (header, page cache bypass). A disabled account or a session past its absolute
 * lifetime is signed out here. Anonymous requests cost nothing: no auth key, no query, and an
 * anonymous GET (no session cookie, no credentials: `ctx.anonymousVisit`) skips the check
 * altogether, since it could only fail (the guard's failure builds an exception).
 */
export default class SilentAuthMiddleware {
  async handle(ctx: HttpContext, next: NextFn) {
    if (!ctx.anonymousVisit) {
      await ctx.auth.check()
      await endSessionIfStale(ctx)
    }
    return next()
  }
}
