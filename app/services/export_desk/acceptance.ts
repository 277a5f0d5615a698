import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import type ProformaInvoice from '#models/proforma_invoice'
import type Rfq from '#models/rfq'
import RfqQuote from '#models/rfq_quote'
import { moveRfq } from '#services/export_desk/rfq_transitions'
import { bakuToday, issueProforma } from '#services/export_desk/proforma'
import { enqueue } from '#services/queue/enqueue'
import type { RfqStatus } from '#shared/rfq'

/** Job queued when a buyer accepts a quote (app/jobs/rfq_accepted_mail.ts). */
export const RFQ_ACCEPTED_MAIL_JOB = 'rfq.accepted_mail'

/** Why a buyer's accept or decline was refused (shown to the buyer as proforma.refused.<reason>). */
export type QuoteRefusal = 'not_current' | 'expired' | 'rfq_closed'

/** A buyer's accept/decline refused: the quote is not the current one, has expired, or the RFQ is closed. */
export class QuoteRefused extends Error {
  code = 'E_QUOTE_REFUSED'
  constructor(public reason: QuoteRefusal) {
    super(`Quote refused: ${reason}`)
  }
}

/**
 * Locks the RFQ row and the quote inside `trx` and checks the buyer may decide on it. The RFQ
 * lock comes first (as in moveRfq), so a double click or two tabs are serialized: the second
 * sees the quote already decided (`not_current`) or the RFQ moved on (`rfq_closed`).
 */
async function lockDecidable(
  trx: TransactionClientContract,
  rfq: Rfq,
  quoteId: number
): Promise<RfqQuote> {
  const locked = await trx.from('rfqs').where('id', rfq.id).forUpdate().select('status').first()
  const quote = await RfqQuote.query({ client: trx })
    .where('id', quoteId)
    .where('rfqId', rfq.id)
    .forUpdate()
    .first()
  if (!locked || !quote) throw new QuoteRefused('not_current')
  if (quote.status === 'expired') throw new QuoteRefused('expired')
  // Already accepted or declined, or replaced by a newer version.
  if (quote.status !== 'current') throw new QuoteRefused('not_current')
  if ((locked.status as RfqStatus) !== 'quoted') throw new QuoteRefused('rfq_closed')
  // Valid through valid_until, a Baku calendar date: refused from the next day on.
  if (quote.validUntil.toISODate()! < bakuToday().toISODate()!) throw new QuoteRefused('expired')
  return quote
}

/**
 * Buyer accepts quote `quoteId` of `rfq`. In one transaction: moveRfq(accept), quote →
 * 'accepted' (decided_at), moveRfq(issue_proforma), issueProforma(...); the mail to buyer and
 * seller (`rfq.accepted_mail` `{ rfqId }`) is queued in the same transaction. Refusals throw
 * QuoteRefused with reason 'not_current' (superseded or already decided), 'expired'
 * (valid_until < today in Asia/Baku) or 'rfq_closed' (the RFQ is not waiting on a quote).
 * Racing accepts give exactly one pro-forma; the loser gets QuoteRefused.
 */
export async function acceptQuote(rfq: Rfq, quoteId: number): Promise<ProformaInvoice> {
  return db.transaction(async (trx) => {
    const quote = await lockDecidable(trx, rfq, quoteId)
    await moveRfq(trx, rfq, 'accept')
    quote.useTransaction(trx)
    quote.status = 'accepted'
    quote.decidedAt = DateTime.now()
    await quote.save()
    await moveRfq(trx, rfq, 'issue_proforma')
    const proforma = await issueProforma(trx, rfq, quote)
    await enqueue(RFQ_ACCEPTED_MAIL_JOB, { rfqId: rfq.id }, { trx })
    return proforma
  })
}

/**
 * Buyer declines the current quote `quoteId` (optional reason, ≤ 1000 characters, validated by
 * the caller and cut here as a guard): quote → 'declined' (decided_at, decline_reason),
 * moveRfq(decline). Same refusals as acceptQuote.
 */
export async function declineQuote(
  rfq: Rfq,
  quoteId: number,
  reason: string | null
): Promise<void> {
  await db.transaction(async (trx) => {
    const quote = await lockDecidable(trx, rfq, quoteId)
    quote.useTransaction(trx)
    quote.status = 'declined'
    quote.decidedAt = DateTime.now()
    quote.declineReason = reason?.trim() ? reason.trim().slice(0, 1000) : null
    await quote.save()
    await moveRfq(trx, rfq, 'decline')
  })
}
