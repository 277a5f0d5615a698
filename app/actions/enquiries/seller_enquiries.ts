import db from '@adonisjs/lucid/services/db'
import type { Locale } from '#lib/route_table'
import { type EnquiryFilter, ENQUIRY_STATUSES, type EnquiryStatus } from '#validators/enquiry'
import type { EnquiryRow } from './producer_contacts.js'

/** Enquiries per page of the seller's list. */
export const ENQUIRIES_PER_PAGE = 20
/** Enquiries on the seller dashboard home. */
export const DASHBOARD_ENQUIRY_LIMIT = 5

/** An enquiry as listed: the row plus the product's name in the page language. */
export type EnquiryListRow = EnquiryRow & { product_name: string | null; reply_count: number }

/** A reply in an enquiry's conversation, with the name of the seller who wrote it. */
export interface EnquiryReplyRow {
  id: number
  body: string
  created_at: Date
  mailed_at: Date | null
  first_name: string | null
  last_name: string | null
}

/** Result of looking up an enquiry for a seller. */
export type FoundEnquiry =
  { outcome: 'found'; enquiry: EnquiryListRow } | { outcome: 'not_found' } | { outcome: 'denied' }

function listQuery(companyId: number, locale: Locale) {
  return db
    .from('enquiries as e')
    .leftJoin('product_translations as t', (join) =>
      join.on('t.product_id', 'e.product_id').andOnVal('t.locale', locale)
    )
    .where('e.company_id', companyId)
    .select('e.*', 't.name as product_name')
    .select(
      db.raw(
        '(SELECT count(*)::int FROM enquiry_replies r WHERE r.enquiry_id = e.id) AS reply_count'
      )
    )
}

/** Counts of company `companyId`'s enquiries by status (every status present). */
export async function enquiryCounts(companyId: number): Promise<Record<EnquiryStatus, number>> {
  const rows = await db
    .from('enquiries')
    .where('company_id', companyId)
    .groupBy('status')
    .select('status')
    .count('* as n')
  const counts = Object.fromEntries(ENQUIRY_STATUSES.map((status) => [status, 0])) as Record<
    EnquiryStatus,
    number
  >
  for (const row of rows) counts[row.status as EnquiryStatus] = Number(row.n)
  return counts
}

/**
 * One page of company `companyId`'s enquiries, newest first, optionally of one status; a page
 * past the last shows the last page. Product names in `locale`.
 */
export async function listSellerEnquiries(
  companyId: number,
  query: { status: EnquiryFilter; page: number },
  locale: Locale
) {
  const build = () => {
    const q = listQuery(companyId, locale).orderBy('e.created_at', 'desc').orderBy('e.id', 'desc')
    return query.status === 'all' ? q : q.where('e.status', query.status)
  }
  let result = await build().paginate(query.page, ENQUIRIES_PER_PAGE)
  if (query.page > result.lastPage && result.total > 0)
    result = await build().paginate(result.lastPage, ENQUIRIES_PER_PAGE)
  return {
    rows: result.all() as EnquiryListRow[],
    page: result.currentPage,
    lastPage: Math.max(1, result.lastPage),
    total: result.total,
    counts: await enquiryCounts(companyId),
  }
}

/** The latest DASHBOARD_ENQUIRY_LIMIT enquiries of a company and how many are new (dashboard home). */
export async function latestSellerEnquiries(companyId: number, locale: Locale) {
  const [rows, counts] = await Promise.all([
    listQuery(companyId, locale)
      .orderBy('e.created_at', 'desc')
      .orderBy('e.id', 'desc')
      .limit(DASHBOARD_ENQUIRY_LIMIT),
    enquiryCounts(companyId),
  ])
  return {
    rows: rows as EnquiryListRow[],
    newCount: counts.new,
    total: counts.new + counts.answered + counts.closed,
  }
}

/**
 * Enquiry `id` if it belongs to company `companyId`; 'denied' when it exists but belongs to
 * another company (the caller answers 404 and logs), 'not_found' otherwise.
 */
export async function findSellerEnquiry(
  id: number | null,
  companyId: number | null,
  locale: Locale
): Promise<FoundEnquiry> {
  if (id === null) return { outcome: 'not_found' }
  const row = await db.from('enquiries as e').where('e.id', id).select('e.company_id').first()
  if (!row) return { outcome: 'not_found' }
  if (!companyId || row.company_id !== companyId) return { outcome: 'denied' }
  const enquiry = await listQuery(companyId, locale).where('e.id', id).first()
  return { outcome: 'found', enquiry }
}

/** The producer's replies to an enquiry, oldest first. */
export function enquiryReplies(enquiryId: number): Promise<EnquiryReplyRow[]> {
  return db
    .from('enquiry_replies as r')
    .leftJoin('users as u', 'u.id', 'r.user_id')
    .where('r.enquiry_id', enquiryId)
    .orderBy('r.created_at', 'asc')
    .orderBy('r.id', 'asc')
    .select('r.id', 'r.body', 'r.created_at', 'r.mailed_at', 'u.first_name', 'u.last_name')
}

/**
 * Closes an enquiry, or reopens it (answered when it has replies, new otherwise). Returns the
 * new status. The caller has checked ownership.
 */
export async function changeEnquiryStatus(
  enquiryId: number,
  action: 'close' | 'reopen'
): Promise<EnquiryStatus> {
  let status: EnquiryStatus = 'closed'
  if (action === 'reopen') {
    const [{ n }] = await db.from('enquiry_replies').where('enquiry_id', enquiryId).count('* as n')
    status = Number(n) > 0 ? 'answered' : 'new'
  }
  await db.from('enquiries').where('id', enquiryId).update({ status, updated_at: new Date() })
  return status
}
