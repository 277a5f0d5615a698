import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import Rfq from '#models/rfq'
import { moveRfq } from '#services/export_desk/rfq_transitions'
import { hashRfqToken, isRfqTokenShape } from '#services/export_desk/rfq_tokens'
import { canRfq } from '#state_machines/rfq_status'
import { queueConfirmedRfq } from './submit_rfq.js'

/**
 * What a confirmation token leads to: `valid` (an unconfirmed RFQ within its 48 h), `used_or_expired`
 * (the RFQ exists but was confirmed, withdrawn or the link is past its time), `unknown`.
 */
export type ConfirmState = 'valid' | 'used_or_expired' | 'unknown'

async function findByToken(token: unknown) {
  if (!isRfqTokenShape(token)) return null
  return Rfq.findBy('confirmTokenHash', hashRfqToken(token))
}

function stateOf(rfq: Rfq | null): ConfirmState {
  if (!rfq) return 'unknown'
  const expired = !rfq.confirmExpiresAt || rfq.confirmExpiresAt <= DateTime.now()
  return rfq.status === 'unconfirmed' && !expired ? 'valid' : 'used_or_expired'
}

/**
 * A guest's one-time confirmation link (issue 24). `check` only looks (the GET page: mail
 * scanners prefetch links, so opening one must not confirm); `confirm` (the POST) moves the RFQ
 * confirm → requested under the row lock, stamps confirmed_at (the seller's response clock),
 * clears the token hash so the link works once, and queues the seller's mail and SMS and the
 * buyer's "sent" mail — all in one transaction. Returns the RFQ id when confirmed, else the
 * reason. A used token no longer matches any row (its hash is cleared), so it reads `unknown`.
 */
export default class ConfirmRfq {
  async check(token: unknown): Promise<ConfirmState> {
    return stateOf(await findByToken(token))
  }

  async confirm(token: unknown): Promise<{ rfqId: number } | { refused: ConfirmState }> {
    const rfq = await findByToken(token)
    const state = stateOf(rfq)
    if (!rfq || state !== 'valid') return { refused: state }
    return db.transaction(async (trx) => {
      const locked = await trx
        .from('rfqs')
        .where('id', rfq.id)
        .forUpdate()
        .select('status', 'confirm_token_hash')
        .first()
      // A double click or a second tab: the first POST cleared the hash under this lock.
      if (!locked?.confirm_token_hash || !canRfq(locked.status, 'confirm'))
        return { refused: 'used_or_expired' as const }
      await moveRfq(trx, rfq, 'confirm')
      rfq.confirmedAt = DateTime.now()
      rfq.confirmTokenHash = null
      rfq.confirmExpiresAt = null
      await rfq.save()
      await queueConfirmedRfq(trx, rfq.id)
      return { rfqId: rfq.id }
    })
  }
}
