import type {
  SessionData,
  SessionStoreWithTaggingContract,
  TaggedSession,
} from '@adonisjs/session/types'
import { randomBytes } from 'node:crypto'
import { invalidateKey } from '#services/cache/invalidation'
import { sessionData } from '#services/session/visitor_cache'

/**
 * The visitor's session version cookie (set with every write of the session): lets any process
 * answer a read from its cache when the cached data is the version the visitor last saw.
 */
export interface SessionVersionCookie {
  get(): string | undefined
  /** Sets the cookie (a new version) or clears it (`null`: session destroyed). */
  set(version: string | null): void
}

const TOUCH_EVERY_MS = 60_000
const REMEMBERED = 50_000
const touchedAt = new Map<string, number>()

/**
 * Wraps the database session store so that a page view of a visitor whose session did not
 * change costs no round trip (issue 27):
 * - an unchanged session's expiry is refreshed at most once a minute per process instead of on
 *   every request (the store otherwise runs an UPDATE per page view);
 * - reads are answered from a per-process cache (visitor_cache.ts `sessionData`, 30 s) when the
 *   visitor's version cookie names the version cached: every write stores a new random version
 *   and sends it in the cookie, so a write made through another process (the visitor's previous
 *   request) shows as a different version and is read from the database. The cookie is not
 *   trusted for anything else: forging it can only replay the visitor's own session data.
 * - destroying a session forgets it in every process (invalidateKey 'session').
 * Writes and user tagging pass through.
 */
export class ThrottledTouchStore implements SessionStoreWithTaggingContract {
  /**
   * `hasCookie` tells whether the request brought a session cookie: without one the session id
   * is freshly generated, nothing can be stored under it, and the read query is skipped.
   */
  constructor(
    private inner: SessionStoreWithTaggingContract,
    private hasCookie: () => boolean = () => true,
    private version: SessionVersionCookie | null = null
  ) {}

  async read(sessionId: string) {
    if (!this.hasCookie()) return null
    const version = this.version?.get() ?? ''
    const cached = this.version ? sessionData.get(sessionId) : undefined
    if (cached && cached.version === version) return JSON.parse(cached.json) as SessionData
    const values = await this.inner.read(sessionId)
    /** What the database holds now is at least as new as the version the visitor names. */
    if (values && this.version)
      sessionData.set(sessionId, { version, json: JSON.stringify(values) })
    return values
  }

  async write(sessionId: string, values: SessionData) {
    touchedAt.set(sessionId, Date.now())
    await this.inner.write(sessionId, values)
    if (this.version) {
      const version = randomBytes(9).toString('base64url')
      sessionData.set(sessionId, { version, json: JSON.stringify(values) })
      this.version.set(version)
    }
  }

  async destroy(sessionId: string) {
    touchedAt.delete(sessionId)
    await this.inner.destroy(sessionId)
    this.version?.set(null)
    invalidateKey('session', sessionId)
  }

  async touch(sessionId: string) {
    const last = touchedAt.get(sessionId)
    if (last !== undefined && Date.now() - last < TOUCH_EVERY_MS) return
    if (touchedAt.size >= REMEMBERED) touchedAt.delete(touchedAt.keys().next().value!)
    touchedAt.set(sessionId, Date.now())
    await this.inner.touch(sessionId)
  }

  tag(sessionId: string, userId: string | number) {
    return this.inner.tag(sessionId, userId)
  }

  untag(sessionId: string, userId: string | number) {
    return this.inner.untag(sessionId, userId)
  }

  tagged(userId: string): Promise<TaggedSession[]> {
    return Promise.resolve(this.inner.tagged(userId))
  }
}
