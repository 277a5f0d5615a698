import { DateTime } from 'luxon'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import type Rfq from '#models/rfq'
import RfqMessage from '#models/rfq_message'
import { RFQ_CLOSED_STATUSES, type RfqMessageAuthor, type RfqStatus } from '#shared/rfq'
import { InvalidRfqTransition, nextRfqStatus, type RfqEvent } from '#state_machines/rfq_status'

/**
 * Moves an RFQ by `event` inside `trx`, per the transition table. The row is locked first
 * (SELECT … FOR UPDATE), so two requests racing on one RFQ (the buyer accepting while the seller
 * revises, a double click, the expiry job) are serialized and the second sees the new state.
 * Returns the new state; throws InvalidRfqTransition (E_INVALID_RFQ_TRANSITION) when the table
 * forbids the event from the state found under the lock. Sets closed_at on a closing state.
 */
export async function moveRfq(
  trx: TransactionClientContract,
  rfq: Rfq,
  event: RfqEvent
): Promise<RfqStatus> {
  const locked = await trx.from('rfqs').where('id', rfq.id).forUpdate().select('status').first()
  if (!locked) throw new InvalidRfqTransition(rfq.status, event)
  const next = nextRfqStatus(locked.status as RfqStatus, event)
  rfq.useTransaction(trx)
  rfq.status = next
  if (RFQ_CLOSED_STATUSES.includes(next)) rfq.closedAt = DateTime.now()
  await rfq.save()
  return next
}

/**
 * Adds a message to an RFQ's thread: the buyer's or the seller's text as given (validated by the
 * caller, ≤ RFQ_LIMITS.messageLength), or Karvan's own note (`system`) stored as JSON
 * `{"key":"rfq.system.quote_sent","params":{"version":2}}` and shown in the reader's language
 * (systemNote below).
 */
export async function addRfqMessage(
  trx: TransactionClientContract | null,
  rfqId: number,
  author: RfqMessageAuthor,
  userId: number | null,
  body: string
): Promise<RfqMessage> {
  return RfqMessage.create({ rfqId, author, userId, body }, trx ? { client: trx } : undefined)
}

/** Body of a `system` message: a message key of resources/lang and its parameters. */
export function systemNote(key: string, params: Record<string, string | number> = {}): string {
  return JSON.stringify({ key, params })
}
