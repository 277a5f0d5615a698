import db from '@adonisjs/lucid/services/db'
import type Rfq from '#models/rfq'
import { enqueue } from '#services/queue/enqueue'
import { RFQ_BUYER_JOBS } from '#services/queue/jobs'
import { addRfqMessage, moveRfq, systemNote } from '#services/export_desk/rfq_transitions'
import { InvalidRfqTransition } from '#state_machines/rfq_status'
import { RFQ_CLOSED_STATUSES } from '#shared/rfq'

/**
 * Posts the buyer's message (validated, ≤ RFQ_LIMITS.messageLength) to an RFQ's thread and, in
 * the same transaction, queues its mail to the seller (rfq.message_mail). Refused (false) on an
 * RFQ that is closed or not yet confirmed: nobody would read it.
 */
export async function postBuyerMessage(
  rfq: Rfq,
  userId: number | null,
  body: string
): Promise<boolean> {
  if (rfq.status === 'unconfirmed' || RFQ_CLOSED_STATUSES.includes(rfq.status)) return false
  await db.transaction(async (trx) => {
    const message = await addRfqMessage(trx, rfq.id, 'buyer', userId, body)
    await enqueue(RFQ_BUYER_JOBS.messageMail, { messageId: message.id }, { trx })
    await trx.from('rfqs').where('id', rfq.id).update({ updated_at: new Date() })
  })
  return true
}

/**
 * The buyer withdraws an open RFQ (unconfirmed, requested, quoted → withdrawn) under the row
 * lock, with a system note in the thread. False when the table refuses (already closed).
 */
export async function withdrawRfq(rfq: Rfq): Promise<boolean> {
  try {
    await db.transaction(async (trx) => {
      await moveRfq(trx, rfq, 'withdraw')
      await addRfqMessage(trx, rfq.id, 'system', null, systemNote('rfq_buyer.system.withdrawn'))
    })
    return true
  } catch (error) {
    if (error instanceof InvalidRfqTransition) return false
    throw error
  }
}
