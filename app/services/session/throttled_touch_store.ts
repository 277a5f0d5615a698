import type {
  SessionData,
  SessionStoreWithTaggingContract,
  TaggedSession,
} from '@adonisjs/session/types'

const TOUCH_EVERY_MS = 60_000
const REMEMBERED = 50_000
const touchedAt = new Map<string, number>()

/**
 * Wraps the database session store so an unchanged session's expiry is refreshed at most once
 * a minute per process instead of on every request (the store otherwise runs an UPDATE per
 * page view). Reads, writes, destroys and user tagging pass straight through.
 */
export class ThrottledTouchStore implements SessionStoreWithTaggingContract {
  /**
   * `hasCookie` tells whether the request brought a session cookie: without one the session id
   * is freshly generated, nothing can be stored under it, and the read query is skipped.
   */
  constructor(
    private inner: SessionStoreWithTaggingContract,
    private hasCookie: () => boolean = () => true
  ) {}

  read(sessionId: string) {
    if (!this.hasCookie()) return null
    return this.inner.read(sessionId)
  }

  write(sessionId: string, values: SessionData) {
    touchedAt.set(sessionId, Date.now())
    return this.inner.write(sessionId, values)
  }

  destroy(sessionId: string) {
    touchedAt.delete(sessionId)
    return this.inner.destroy(sessionId)
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
