import db from '@adonisjs/lucid/services/db'
import Rfq from '#models/rfq'
import ProformaInvoice from '#models/proforma_invoice'
import { hashRfqToken, isRfqTokenShape } from '#services/export_desk/rfq_tokens'
import { parseId } from '#validators/rules'

/**
 * Finding a buyer's RFQs. Access (issue 24): the holder of the signed link (by its hash), or the
 * buyer account it is linked to (buyer_user_id). Everything else reads as "not found" — the
 * callers answer 404, never 403, so nobody learns that an RFQ exists.
 */

/** The RFQ behind a signed link token, or null (malformed or unknown token). */
export async function rfqByLinkToken(token: unknown): Promise<Rfq | null> {
  if (!isRfqTokenShape(token)) return null
  return Rfq.findBy('accessTokenHash', hashRfqToken(token))
}

/** RFQ `id` of buyer account `userId`, or null (another buyer's, a guest's, unknown, malformed). */
export async function rfqOfBuyer(id: unknown, userId: number): Promise<Rfq | null> {
  const rfqId = parseId(id)
  if (rfqId === null) return null
  return Rfq.query().where('id', rfqId).where('buyerUserId', userId).first()
}

/** An RFQ with everything its buyer's page shows. */
export async function loadRfqDetails(rfq: Rfq) {
  await rfq.load((loader) => {
    loader
      .load('items', (query) => query.orderBy('position'))
      .load('quotes', (query) =>
        query.orderBy('version', 'desc').preload('lines', (lines) => lines.orderBy('position'))
      )
      .load('messages', (query) => query.orderBy('createdAt').orderBy('id'))
  })
  const [proforma, company] = await Promise.all([
    ProformaInvoice.findBy('rfqId', rfq.id),
    db.from('companies').where('id', rfq.companyId).select('name').first(),
  ])
  return { rfq, proforma, companyName: (company?.name as string | undefined) ?? '' }
}

/** One row of the buyer's dashboard list (raw). */
export interface BuyerRfqRow {
  id: number
  status: Rfq['status']
  updated_at: Date
  product_name: string | null
  item_count: number
  quote_total_minor: string | number | null
  quote_currency: string | null
  company_name: string
}

/** RFQs per page of the buyer's list. */
export const BUYER_RFQS_PER_PAGE = 20

/** One page of a buyer's RFQs and where it lies (a page past the last shows the last page). */
export interface BuyerRfqPage {
  rows: BuyerRfqRow[]
  page: number
  lastPage: number
  total: number
}

/** Page `page` of buyer account `userId`'s RFQs, newest activity first (BUYER_RFQS_PER_PAGE a page). */
export async function listBuyerRfqs(userId: number, page = 1): Promise<BuyerRfqPage> {
  let result = await buyerRfqsQuery(userId).paginate(page, BUYER_RFQS_PER_PAGE)
  if (page > result.lastPage && result.total > 0)
    result = await buyerRfqsQuery(userId).paginate(result.lastPage, BUYER_RFQS_PER_PAGE)
  return {
    rows: result.all() as BuyerRfqRow[],
    page: result.currentPage,
    lastPage: Math.max(1, result.lastPage),
    total: result.total,
  }
}

function buyerRfqsQuery(userId: number) {
  return db
    .from('rfqs as r')
    .join('companies as c', 'c.id', 'r.company_id')
    .where('r.buyer_user_id', userId)
    .select(
      'r.id',
      'r.status',
      'r.updated_at',
      'c.name as company_name',
      db.raw(
        `(SELECT i.product_name FROM rfq_items i WHERE i.rfq_id = r.id ORDER BY i.position LIMIT 1) AS product_name`
      ),
      db.raw(`(SELECT count(*)::int FROM rfq_items i WHERE i.rfq_id = r.id) AS item_count`),
      db.raw(
        `(SELECT q.total_minor FROM rfq_quotes q WHERE q.rfq_id = r.id ORDER BY q.version DESC LIMIT 1) AS quote_total_minor`
      ),
      db.raw(
        `(SELECT q.currency FROM rfq_quotes q WHERE q.rfq_id = r.id ORDER BY q.version DESC LIMIT 1) AS quote_currency`
      )
    )
    .orderBy('r.updated_at', 'desc')
    .orderBy('r.id', 'desc')
}
