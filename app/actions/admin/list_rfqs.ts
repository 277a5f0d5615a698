import db from '@adonisjs/lucid/services/db'
import { paginateAdminList } from '#actions/admin/paginate'
import { RFQ_STATUSES, type RfqStatus } from '#shared/rfq'
import type { AdminRfqFilter } from '#validators/admin_rfqs'

export const RFQS_PER_PAGE = 25
/** An RFQ still `requested` this long after reaching the seller is listed as unanswered. */
export const UNANSWERED_HOURS = 72
/** Longest unanswered list shown above the table (oldest first). */
export const UNANSWERED_SHOWN = 50

/** An RFQ row of the admin lists. */
export interface AdminRfqRow {
  id: number
  status: RfqStatus
  company_id: number
  company_name: string
  buyer_country: string
  buyer_company: string | null
  confirmed_at: Date | null
  created_at: Date
  /** Seconds since it reached the seller (or was created, when unconfirmed). */
  age_seconds: number
}

function rows() {
  return db
    .from('rfqs as r')
    .join('companies as c', 'c.id', 'r.company_id')
    .select(
      'r.id',
      'r.status',
      'r.company_id',
      'c.name as company_name',
      'r.buyer_country',
      'r.buyer_company',
      'r.confirmed_at',
      'r.created_at',
      db.raw(
        'extract(epoch from now() - coalesce(r.confirmed_at, r.created_at))::int as age_seconds'
      )
    )
}

/**
 * The admin overview of the export desk: RFQ counts per state (every state, zeros included),
 * RFQs unanswered for more than 72 h (oldest first, at most UNANSWERED_SHOWN, with their total),
 * and one page of RFQs in `state` (all: every state), newest first.
 */
export default class ListRfqs {
  async handle(filters: { state: AdminRfqFilter; page: number }, perPage = RFQS_PER_PAGE) {
    const counted = await db.from('rfqs').groupBy('status').select('status').count('* as total')
    const counts = Object.fromEntries(RFQ_STATUSES.map((status) => [status, 0])) as Record<
      RfqStatus,
      number
    >
    for (const row of counted) counts[row.status as RfqStatus] = Number(row.total)

    const overdue = () =>
      rows()
        .where('r.status', 'requested')
        .whereRaw('r.confirmed_at <= now() - make_interval(hours => ?)', [UNANSWERED_HOURS])
    const [unanswered, unansweredTotal] = await Promise.all([
      overdue().orderBy('r.confirmed_at', 'asc').orderBy('r.id').limit(UNANSWERED_SHOWN),
      db
        .from('rfqs')
        .where('status', 'requested')
        .whereRaw('confirmed_at <= now() - make_interval(hours => ?)', [UNANSWERED_HOURS])
        .count('* as total')
        .first(),
    ])

    const list = await paginateAdminList<AdminRfqRow>(
      () =>
        rows()
          .if(filters.state !== 'all', (query) => query.where('r.status', filters.state))
          .orderBy('r.created_at', 'desc')
          .orderBy('r.id', 'desc'),
      filters.page,
      perPage
    )
    return {
      counts,
      unanswered: unanswered as AdminRfqRow[],
      unansweredTotal: Number(unansweredTotal?.total ?? 0),
      list,
    }
  }
}
