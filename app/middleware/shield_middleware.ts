import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import app from '@adonisjs/core/services/app'
import encryption from '@adonisjs/core/services/encryption'
import {
  cspFactory,
  csrfFactory,
  frameGuardFactory,
  hstsFactory,
  noSniffFactory,
} from '@adonisjs/shield/guards'
import type { ShieldConfig } from '@adonisjs/shield/types'
/** Keeps shield's `response.nonce` type augmentation (its own middleware is no longer imported). */
import type {} from '@adonisjs/shield/shield_middleware'

type Guard = (ctx: HttpContext) => unknown

/**
 * @adonisjs/shield's guards (CSP nonce, CSRF, frame, HSTS, nosniff; config/shield.ts), with one
 * difference: a cookie-less anonymous GET (flagged by app/middleware/anonymous_cache_middleware.ts)
 * skips the CSRF guard. For such a request the guard only minted a secret, a token and an
 * encrypted XSRF cookie that the anonymous cache then threw away (~7 % of a catalog page's CPU);
 * the browser gets its XSRF cookie from GET /csrf before its first form post. Every
 * state-changing request is still checked: it is never an anonymous GET.
 */
export default class ShieldMiddleware {
  #csrf: Guard
  #others: Guard[]

  constructor() {
    const config = app.config.get<ShieldConfig>('shield')
    this.#csrf = csrfFactory(config.csrf || ({} as ShieldConfig['csrf']), encryption.use()) as Guard
    this.#others = [
      cspFactory(config.csp || ({} as ShieldConfig['csp'])),
      frameGuardFactory(config.xFrame || ({} as ShieldConfig['xFrame'])),
      hstsFactory(config.hsts || ({} as ShieldConfig['hsts'])),
      noSniffFactory(config.contentTypeSniffing || ({} as ShieldConfig['contentTypeSniffing'])),
    ] as Guard[]
  }

  async handle(ctx: HttpContext, next: NextFn) {
    if (!ctx.anonymousVisit) await this.#csrf(ctx)
    for (const guard of this.#others) await guard(ctx)
    return next()
  }
}
