import db from '@adonisjs/lucid/services/db'
import { invalidate } from '#services/cache/invalidation'
import type { CommentStatus } from '#validators/admin'

/** An admin's decision on a comment. */
export type ModerationDecision = 'approved' | 'rejected'

/**
 * Allowed moves (SPEC §4: a comment appears only after approval). Pending comments are
 * approved or rejected; a decision can be reversed later (an approved comment taken down, a
 * rejected one approved after all), so a mistake never needs database access to undo.
 */
export const COMMENT_TRANSITIONS: Record<CommentStatus, readonly ModerationDecision[]> = {
  pending: ['approved', 'rejected'],
  approved: ['rejected'],
  rejected: ['approved'],
}

export type ModerationResult =
  | { outcome: 'changed'; from: CommentStatus; to: ModerationDecision }
  | { outcome: 'unchanged'; status: CommentStatus }
  | { outcome: 'not_found' }

/**
 * Sets a comment's status to `decision` and stamps `moderated_at`, under a row lock so two
 * admins deciding at once end with one consistent row. Deciding what the comment already is
 * changes nothing (a double click is harmless). The storefront page micro-cache of this
 * process is emptied so the product page shows the change at once.
 */
export default class ModerateComment {
  async handle(commentId: number, decision: ModerationDecision): Promise<ModerationResult> {
    const result = await db.transaction(async (trx): Promise<ModerationResult> => {
      const comment = await trx
        .from('comments')
        .where('id', commentId)
        .forUpdate()
        .select('id', 'status')
        .first()
      if (!comment) return { outcome: 'not_found' }
      const from = comment.status as CommentStatus
      if (!COMMENT_TRANSITIONS[from].includes(decision))
        return { outcome: 'unchanged', status: from }
      await trx
        .from('comments')
        .where('id', commentId)
        .update({ status: decision, moderated_at: new Date() })
      return { outcome: 'changed', from, to: decision }
    })
    if (result.outcome === 'changed') invalidate('pages')
    return result
  }
}
