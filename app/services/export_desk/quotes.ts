import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import type Rfq from '#models/rfq'
import type RfqItem from '#models/rfq_item'
import RfqQuote from '#models/rfq_quote'
import RfqQuoteLine from '#models/rfq_quote_line'
import type RfqMessage from '#models/rfq_message'
import { loadExportOffer, type ExportOfferRecord } from '#services/export/export_offers'
import { addRfqMessage, moveRfq, systemNote } from '#services/export_desk/rfq_transitions'
import { enqueue } from '#services/queue/enqueue'
import type { JobName } from '#services/queue/jobs'
import { isSeaOnlyIncoterm } from '#shared/export'
import { InvalidRfqTransition } from '#state_machines/rfq_status'
import type { RfqQuoteInput } from '#validators/rfq_quote'

/** Job names the seller's side queues (app/services/queue/jobs.ts). */
export const SELLER_RFQ_JOBS = {
  quoteMail: 'rfq.quote_mail',
  declinedMail: 'rfq.declined_mail',
  messageMail: 'rfq.message_mail',
} as const satisfies Record<string, JobName>

/** A refusal between the quote and its RFQ: the form field and a key under `rfq_seller.errors.`. */
export interface QuoteProblem {
  field: string
  key: string
}

/** Export offers of an RFQ's products by product id (items whose product is gone or has no offer are left out). */
export async function offersOfItems(
  items: RfqItem[],
  client?: QueryClientContract
): Promise<Map<number, ExportOfferRecord>> {
  const offers = new Map<number, ExportOfferRecord>()
  for (const item of items) {
    if (item.productId === null || offers.has(item.productId)) continue
    const offer = await loadExportOffer(item.productId, client)
    if (offer) offers.set(item.productId, offer)
  }
  return offers
}

/**
 * Rules between a validated quote and its RFQ: every item quoted exactly once (`lines`), no
 * sea-only Incoterm (FAS FOB CFR CIF) when one of the products' offers says the goods cannot
 * travel by sea (`incoterm`), and line totals that stay exact integers (`lines.N.unit_price`).
 * Pure; an empty list means the quote holds.
 */
export function quoteProblems(
  input: RfqQuoteInput,
  items: RfqItem[],
  offers: Map<number, ExportOfferRecord>
): QuoteProblem[] {
  const problems: QuoteProblem[] = []
  const itemIds = new Set(items.map((item) => item.id))
  const quoted = input.lines.map((line) => line.item_id)
  if (
    quoted.length !== itemIds.size ||
    new Set(quoted).size !== quoted.length ||
    quoted.some((id) => !itemIds.has(id))
  )
    problems.push({ field: 'lines', key: 'lines_mismatch' })
  const noSea = items.some(
    (item) => item.productId !== null && offers.get(item.productId)?.seaTransport === false
  )
  if (noSea && isSeaOnlyIncoterm(input.incoterm))
    problems.push({ field: 'incoterm', key: 'incoterm_sea_only' })
  let total = 0
  input.lines.forEach((line, index) => {
    total += line.unit_price * line.quantity
    if (!Number.isSafeInteger(line.unit_price * line.quantity) || !Number.isSafeInteger(total))
      problems.push({ field: `lines.${index}.unit_price`, key: 'total_too_large' })
  })
  return problems
}

/**
 * Sends a quote for `rfq` (requested or quoted) in one transaction: the RFQ moves by `quote`
 * under its row lock (two quotes racing are serialized: versions 1 and 2, one `current`), the
 * previous current version becomes `superseded`, the new version is max + 1 with its lines
 * frozen (name, HS code from the item or the offer, origin from the offer or AZ, quantity,
 * unit, unit price and line total = price × quantity in minor units); total = Σ lines. The first
 * quote stamps first_quoted_at and response_seconds (from confirmed_at). A system note goes to
 * the thread and `rfq.quote_mail` `{ quoteId }` is queued with the transaction. `input` must have
 * passed rfqQuoteValidator and quoteProblems. Throws InvalidRfqTransition from another state.
 */
export async function sendQuote(rfq: Rfq, input: RfqQuoteInput, userId: number): Promise<RfqQuote> {
  return db.transaction(async (trx) => {
    await moveRfq(trx, rfq, 'quote')
    const items = await rfq.related('items').query().useTransaction(trx).orderBy('position')
    const offers = await offersOfItems(items, trx)
    const [{ max }] = await trx.from('rfq_quotes').where('rfq_id', rfq.id).max('version as max')
    const version = Number(max ?? 0) + 1
    await trx
      .from('rfq_quotes')
      .where('rfq_id', rfq.id)
      .where('status', 'current')
      .update({ status: 'superseded' })
    const byItem = new Map(input.lines.map((line) => [line.item_id, line]))
    const lines = items.map((item, index) => {
      const line = byItem.get(item.id)!
      const offer = item.productId === null ? undefined : offers.get(item.productId)
      return {
        position: index + 1,
        rfqItemId: item.id,
        productId: item.productId,
        name: item.productName,
        hsCode: item.hsCode ?? offer?.hsCode ?? null,
        originCountry: offer?.originCountry ?? 'AZ',
        quantity: line.quantity,
        unit: item.unit,
        unitPriceMinor: line.unit_price,
        lineTotalMinor: line.unit_price * line.quantity,
      }
    })
    const quote = await RfqQuote.create(
      {
        rfqId: rfq.id,
        version,
        status: 'current',
        currency: input.currency,
        incoterm: input.incoterm,
        namedPlace: input.named_place,
        leadTimeDays: input.lead_time_days,
        validUntil: DateTime.fromISO(input.valid_until),
        paymentTerms: input.payment_terms,
        packaging: input.packaging ?? null,
        notes: input.notes ?? null,
        totalMinor: lines.reduce((sum, line) => sum + line.lineTotalMinor, 0),
        createdByUserId: userId,
      },
      { client: trx }
    )
    await RfqQuoteLine.createMany(
      lines.map((line) => ({ ...line, quoteId: quote.id })),
      { client: trx }
    )
    // The row is locked by moveRfq, so "first" is decided once even when quotes race.
    await trx
      .from('rfqs')
      .where('id', rfq.id)
      .whereNull('first_quoted_at')
      .update({
        first_quoted_at: trx.raw('now()'),
        response_seconds: trx.raw(
          `GREATEST(0, round(extract(epoch FROM now() - coalesce(confirmed_at, created_at))))::int`
        ),
      })
    await addRfqMessage(
      trx,
      rfq.id,
      'system',
      null,
      systemNote('rfq_seller.system.quote_sent', { version })
    )
    await enqueue(SELLER_RFQ_JOBS.quoteMail, { quoteId: quote.id }, { trx })
    return quote
  })
}

/**
 * The seller declines a request they cannot supply (from `requested` only: declining a quote is
 * the buyer's move). The reason goes to the thread as the seller's message beside a system
 * note, and `rfq.declined_mail` `{ rfqId }` tells the buyer. Throws InvalidRfqTransition otherwise.
 */
export async function declineRequest(rfq: Rfq, reason: string, userId: number): Promise<void> {
  await db.transaction(async (trx) => {
    const locked = await trx.from('rfqs').where('id', rfq.id).forUpdate().select('status').first()
    if (locked?.status !== 'requested')
      throw new InvalidRfqTransition(locked?.status ?? rfq.status, 'decline')
    await moveRfq(trx, rfq, 'decline')
    await addRfqMessage(trx, rfq.id, 'system', null, systemNote('rfq_seller.system.declined'))
    await addRfqMessage(trx, rfq.id, 'seller', userId, reason)
    await enqueue(SELLER_RFQ_JOBS.declinedMail, { rfqId: rfq.id }, { trx })
  })
}

/** The seller marks an RFQ whose pro-forma was issued as fulfilled. Throws InvalidRfqTransition otherwise. */
export async function fulfilRfq(rfq: Rfq): Promise<void> {
  await db.transaction(async (trx) => {
    await moveRfq(trx, rfq, 'fulfil')
    await addRfqMessage(trx, rfq.id, 'system', null, systemNote('rfq_seller.system.fulfilled'))
  })
}

/**
 * The seller's message to the buyer (text validated by rfqMessageValidator), with the
 * `rfq.message_mail` `{ messageId }` job that mails it to the buyer with the signed link.
 */
export async function postSellerMessage(
  rfq: Rfq,
  body: string,
  userId: number
): Promise<RfqMessage> {
  return db.transaction(async (trx) => {
    const message = await addRfqMessage(trx, rfq.id, 'seller', userId, body)
    // updated_at moves the RFQ up among the answered ones in the inbox.
    await trx
      .from('rfqs')
      .where('id', rfq.id)
      .update({ updated_at: trx.raw('now()') })
    await enqueue(SELLER_RFQ_JOBS.messageMail, { messageId: message.id }, { trx })
    return message
  })
}
