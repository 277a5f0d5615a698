import db from '@adonisjs/lucid/services/db'
import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import Rfq from '#models/rfq'
import type { RfqStatus } from '#shared/rfq'

/**
 * The seller's RFQ inbox (issue 24): lists, counts and look-ups scoped to one company. Every
 * function takes the company id from the signed-in seller, never from the request, so another
 * company's RFQ is simply not found.
 */

/** RFQs per page of the inbox. */
export const RFQS_PER_PAGE = 20
/** Highest page number the inbox answers for (larger ones show the last page). */
const MAX_PAGE = 100_000

/** Filter tabs of the inbox and the states each one shows (`all`: every state but `unconfirmed`). */
export const RFQ_INBOX_FILTERS = {
  all: [
    'requested',
    'quoted',
    'accepted',
    'proforma_issued',
    'fulfilled',
    'declined',
    'expired',
    'withdrawn',
  ],
  new: ['requested'],
  quoted: ['quoted'],
  accepted: ['accepted', 'proforma_issued', 'fulfilled'],
  declined: ['declined'],
  expired: ['expired'],
  withdrawn: ['withdrawn'],
} as const satisfies Record<string, readonly RfqStatus[]>
export type RfqInboxFilter = keyof typeof RFQ_INBOX_FILTERS

/** `?status=…&page=N` of the inbox; unreadable values fall back to all and page 1. Never throws. */
export function rfqInboxQuery(qs: Record<string, unknown>): {
  status: RfqInboxFilter
  page: number
} {
  const status =
    typeof qs.status === 'string' && Object.hasOwn(RFQ_INBOX_FILTERS, qs.status)
      ? (qs.status as RfqInboxFilter)
      : 'all'
  const raw = typeof qs.page === 'string' && /^\d{1,9}$/.test(qs.page) ? Number(qs.page) : 1
  return { status, page: Math.min(MAX_PAGE, Math.max(1, raw)) }
}

/** An RFQ as the inbox lists it. Dates are JS Dates; `wanted_by` a `YYYY-MM-DD` string or null. */
export interface RfqInboxRow {
  id: number
  status: RfqStatus
  buyer_company: string | null
  buyer_name: string
  buyer_country: string
  wanted_by: string | null
  confirmed_at: Date | null
  updated_at: Date
  seller_seen_at: Date | null
  /** The items in position order: name, quantity, unit. */
  items: { name: string; quantity: number; unit: string }[]
}

function inboxBase(companyId: number, statuses: readonly RfqStatus[]) {
  return db
    .from('rfqs as r')
    .where('r.company_id', companyId)
    .whereIn('r.status', [...statuses])
}

/** Counts of company `companyId`'s RFQs per filter tab. */
export async function rfqInboxCounts(companyId: number): Promise<Record<RfqInboxFilter, number>> {
  const rows = await inboxBase(companyId, RFQ_INBOX_FILTERS.all)
    .groupBy('r.status')
    .select('r.status')
    .count('* as n')
  const byStatus = new Map(rows.map((row) => [row.status as RfqStatus, Number(row.n)]))
  const counts = {} as Record<RfqInboxFilter, number>
  for (const [key, statuses] of Object.entries(RFQ_INBOX_FILTERS) as [
    RfqInboxFilter,
    readonly RfqStatus[],
  ][])
    counts[key] = statuses.reduce((sum, status) => sum + (byStatus.get(status) ?? 0), 0)
  return counts
}

/** RFQs of company `companyId` waiting for a quote (the dashboard navigation's badge). */
export async function unansweredRfqCount(companyId: number): Promise<number> {
  const [{ n }] = await inboxBase(companyId, ['requested']).count('* as n')
  return Number(n)
}

/**
 * One page of company `companyId`'s inbox: unanswered first (requested, oldest confirmation
 * first: the longest wait is at the top), then the rest by last change, newest first. A page
 * past the last shows the last page.
 */
export async function listSellerRfqs(
  companyId: number,
  query: { status: RfqInboxFilter; page: number }
) {
  const build = () =>
    inboxBase(companyId, RFQ_INBOX_FILTERS[query.status])
      .select(
        'r.id',
        'r.status',
        'r.buyer_company',
        'r.buyer_name',
        'r.buyer_country',
        db.raw(`to_char(r.wanted_by, 'YYYY-MM-DD') AS wanted_by`),
        'r.confirmed_at',
        'r.updated_at',
        'r.seller_seen_at'
      )
      .select(
        db.raw(`(SELECT coalesce(json_agg(json_build_object('name', i.product_name,
          'quantity', i.quantity, 'unit', i.unit) ORDER BY i.position), '[]'::json)
          FROM rfq_items i WHERE i.rfq_id = r.id) AS items`)
      )
      .orderByRaw(`(r.status = 'requested') DESC`)
      .orderByRaw(`CASE WHEN r.status = 'requested' THEN r.confirmed_at END ASC NULLS LAST`)
      .orderBy('r.updated_at', 'desc')
      .orderBy('r.id', 'desc')
  let result = await build().paginate(query.page, RFQS_PER_PAGE)
  if (query.page > result.lastPage && result.total > 0)
    result = await build().paginate(result.lastPage, RFQS_PER_PAGE)
  return {
    rows: result.all() as RfqInboxRow[],
    page: result.currentPage,
    lastPage: Math.max(1, result.lastPage),
    total: result.total,
    counts: await rfqInboxCounts(companyId),
  }
}

/** Result of looking an RFQ up for a seller: 'denied' when it exists but is not theirs (or not confirmed yet). */
export type FoundSellerRfq = { outcome: 'found'; rfq: Rfq } | { outcome: 'not_found' | 'denied' }

/**
 * RFQ `id` with its items if it is addressed to company `companyId` and has reached the seller
 * (not `unconfirmed`). Pass `client` to read inside a transaction.
 */
export async function findSellerRfq(
  id: number | null,
  companyId: number | null,
  client?: QueryClientContract
): Promise<FoundSellerRfq> {
  if (id === null) return { outcome: 'not_found' }
  const rfq = await Rfq.query(client ? { client } : undefined)
    .where('id', id)
    .preload('items', (items) => items.orderBy('position'))
    .first()
  if (!rfq) return { outcome: 'not_found' }
  if (!companyId || rfq.companyId !== companyId || rfq.status === 'unconfirmed')
    return { outcome: 'denied' }
  return { outcome: 'found', rfq }
}

/** Stamps the seller's first look at an RFQ (seller_seen_at, once; updated_at untouched: the inbox order stays). */
export async function markRfqSeen(rfqId: number): Promise<void> {
  await db
    .from('rfqs')
    .where('id', rfqId)
    .whereNull('seller_seen_at')
    .update({ seller_seen_at: new Date() })
}
