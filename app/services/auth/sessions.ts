import app from '@adonisjs/core/services/app'
import { SessionCollection } from '@adonisjs/session'
import { invalidateKey } from '#services/cache/invalidation'

/**
 * Ends every session of a user (password reset, disabled account), except `keepSessionId`.
 * Sessions are tagged with the user id at sign-in; stores without tagging (cookie) cannot be
 * reached and are ended on their next request by the disabled/lifetime checks instead.
 */
export async function endSessionsOf(userId: number, keepSessionId?: string) {
  /** The account changed (password, disabled): its kept row is read again (cached_user_provider.ts). */
  invalidateKey('user', userId)
  const collection = await app.container.make(SessionCollection)
  if (!collection.supportsTagging()) return 0
  const sessions = await collection.tagged(String(userId))
  let ended = 0
  for (const session of sessions) {
    if (session.id === keepSessionId) continue
    await collection.destroy(session.id)
    ended++
  }
  return ended
}
