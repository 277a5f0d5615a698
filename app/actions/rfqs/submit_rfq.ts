import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { DateTime } from 'luxon'
import type { Locale } from '#lib/route_table'
import { enqueue } from '#services/queue/enqueue'
import { RFQ_BUYER_JOBS } from '#services/queue/jobs'
import { loadExportOffer, type ExportOfferRecord } from '#services/export/export_offers'
import { rfqAccessHash } from '#services/export_desk/rfq_link'
import { newRfqToken } from '#services/export_desk/rfq_tokens'
import { RFQ_LIMITS } from '#shared/rfq'
import type { RfqRequestInput } from '#validators/rfq_request'

/** A product a buyer may request a quote for: published, its company active, with an export offer. */
export interface RfqTarget {
  productId: number
  companyId: number
  /** The product's name in the buyer's language (frozen on the RFQ item). */
  name: string
  offer: ExportOfferRecord
}

/**
 * The RFQ target of product `productId` named in `locale`, or null when the product is not
 * public or has no export offer (sale_mode 'domestic'): such products keep the plain enquiry.
 */
export async function loadRfqTarget(productId: number, locale: Locale): Promise<RfqTarget | null> {
  const row = await db
    .from('products as p')
    .join('companies as c', 'c.id', 'p.company_id')
    .leftJoin('product_translations as t', (join) =>
      join.on('t.product_id', 'p.id').andOnVal('t.locale', locale)
    )
    .where('p.id', productId)
    .where('p.status', 'published')
    .where('c.status', 'active')
    .whereNot('p.sale_mode', 'domestic')
    .select('p.id', 'p.company_id', 'p.product_code', 't.name')
    .first()
  if (!row) return null
  const offer = await loadExportOffer(row.id)
  if (!offer) return null
  return {
    productId: row.id,
    companyId: row.company_id,
    name: row.name ?? row.product_code ?? `#${row.id}`,
    offer,
  }
}

/** Who sends the RFQ: a signed-in buyer account (confirmed at once) or a guest (null). */
export interface RfqSender {
  userId: number | null
  locale: Locale
}

/** A stored RFQ: its id, and for a guest the one-time confirmation token to mail (never stored). */
export interface SubmittedRfq {
  rfqId: number
  confirmToken: string | null
}

/**
 * Queues what follows a confirmed RFQ, in `trx` so the jobs exist if and only if the move
 * commits: the seller's mail and SMS (rfq.new_mail, rfq.new_sms) and the buyer's "sent" mail
 * with the signed link (rfq.sent_mail).
 */
export async function queueConfirmedRfq(trx: TransactionClientContract, rfqId: number) {
  await enqueue(RFQ_BUYER_JOBS.newMail, { rfqId }, { trx })
  await enqueue(RFQ_BUYER_JOBS.newSms, { rfqId }, { trx })
  await enqueue(RFQ_BUYER_JOBS.sentMail, { rfqId }, { trx })
}

/**
 * Stores an RFQ for one product (issue 24) with its item (product name in the buyer's language,
 * the offer's unit and HS code frozen; target price in minor units of the offer's currency).
 * A buyer account's RFQ is `requested` at once (confirmed_at = now) and its notifications are
 * queued; a guest's is `unconfirmed` with a one-time confirmation token valid
 * RFQ_LIMITS.confirmHours (only its SHA-256 is stored; the caller mails the token). The access
 * hash is the HMAC link's (rfqAccessHash), set in the same transaction: the row is inserted with
 * a throw-away random hash first because the column is NOT NULL and the id is not known before.
 */
export default class SubmitRfq {
  async handle(
    target: RfqTarget,
    input: RfqRequestInput,
    sender: RfqSender
  ): Promise<SubmittedRfq> {
    return db.transaction(async (trx) => {
      const now = DateTime.now()
      const confirm = sender.userId === null ? newRfqToken() : null
      const byIncoterm = input.delivery === 'incoterm'
      const [row] = await trx
        .table('rfqs')
        .insert({
          company_id: target.companyId,
          buyer_user_id: sender.userId,
          status: confirm ? 'unconfirmed' : 'requested',
          locale: sender.locale,
          buyer_name: input.name,
          buyer_email: input.email,
          buyer_phone: input.phone ?? null,
          buyer_company: input.company ?? null,
          buyer_country: input.country,
          incoterm: byIncoterm ? (input.incoterm ?? null) : null,
          named_place: byIncoterm ? (input.named_place ?? null) : null,
          destination_country: byIncoterm ? null : (input.destination_country ?? null),
          destination_port: byIncoterm ? null : (input.destination_port ?? null),
          wanted_by: input.wanted_by ?? null,
          payment_terms: input.payment_terms ?? null,
          message: input.message,
          access_token_hash: newRfqToken().hash,
          confirm_token_hash: confirm?.hash ?? null,
          confirm_expires_at: confirm
            ? now.plus({ hours: RFQ_LIMITS.confirmHours }).toJSDate()
            : null,
          confirmed_at: confirm ? null : now.toJSDate(),
        })
        .returning('id')
      const rfqId = Number(row.id ?? row)
      await trx
        .from('rfqs')
        .where('id', rfqId)
        .update({ access_token_hash: rfqAccessHash(rfqId) })
      await trx.table('rfq_items').insert({
        rfq_id: rfqId,
        position: 1,
        product_id: target.productId,
        product_name: target.name.slice(0, 200),
        hs_code: target.offer.hsCode,
        quantity: input.quantity,
        unit: target.offer.unit,
        target_price_minor: input.target_price ?? null,
        target_currency: input.target_price ? target.offer.currency : null,
      })
      if (!confirm) await queueConfirmedRfq(trx, rfqId)
      return { rfqId, confirmToken: confirm?.token ?? null }
    })
  }
}
