import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import { secureCookies } from '#config/app'
import { readReplicaUrls, readYourWritesMs } from '#config/database'
import { onPrimary } from '#services/database/read_routing'

/** Cookie holding the epoch ms until which this browser's reads use the primary. */
export const READ_YOUR_WRITES_COOKIE = 'karvan_rw'

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])
const COOKIE_PATTERN = new RegExp(`(?:^|;\\s*)${READ_YOUR_WRITES_COOKIE}=(\\d{1,15})(?:;|$)`)

/**
 * Read-your-writes with read replicas (docs/topology.md). A request that may write (any method
 * but GET, HEAD, OPTIONS) runs wholly on the primary and leaves a cookie; for READ_YOUR_WRITES_MS
 * after it, that browser's requests read from the primary too, so the page a form redirects to
 * shows what it saved even while a replica lags. The cookie is a plain number (no session read,
 * no signature: forging it only moves the forger's own reads to the primary, and a value beyond
 * the window is ignored). A no-op without DATABASE_READ_URLS.
 */
export default class ReadYourWritesMiddleware {
  /**
   * @param enabled whether replicas are configured (tests pass true)
   * @param windowMs how long after a write the visitor's reads stay on the primary (ms)
   * @param now clock, epoch ms (tests)
   */
  constructor(
    private enabled = readReplicaUrls.length > 0,
    private windowMs = readYourWritesMs,
    private now: () => number = Date.now
  ) {}

  handle(ctx: HttpContext, next: NextFn) {
    if (!this.enabled) return next()
    const { request, response } = ctx
    const now = this.now()
    if (!SAFE_METHODS.has(request.method())) {
      const until = now + this.windowMs
      response.append(
        'Set-Cookie',
        `${READ_YOUR_WRITES_COOKIE}=${until}; Max-Age=${Math.ceil(this.windowMs / 1000)}; Path=/; HttpOnly; SameSite=Lax${secureCookies ? '; Secure' : ''}`
      )
      return onPrimary(next)
    }
    const match = COOKIE_PATTERN.exec(request.header('cookie') ?? '')
    if (match) {
      const until = Number(match[1])
      if (until > now && until <= now + this.windowMs) return onPrimary(next)
    }
    return next()
  }
}
