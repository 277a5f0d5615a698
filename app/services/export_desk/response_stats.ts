import db from '@adonisjs/lucid/services/db'

/** A seller company's answers to RFQs over the last 90 days (the supplier page's response time). */
export interface ResponseStats {
  /** Median seconds from an RFQ reaching the company to its first quote. */
  medianSeconds: number
  /** Answered ÷ counted, 0…1. */
  rate: number
  /** RFQs counted: answered, or confirmed more than 72 h ago (time enough to answer). */
  count: number
}

/** Window of the statistics, in days. */
export const RESPONSE_WINDOW_DAYS = 90
/** An unanswered RFQ counts against the rate once it is this old (the second reminder). */
export const RESPONSE_GRACE_HOURS = 72

/**
 * Response statistics of company `companyId` over RFQs confirmed in the last 90 days: the rate
 * is RFQs with a first quote ÷ RFQs answered or confirmed more than 72 h ago (a fresh request
 * does not lower it yet), the median is percentile_cont(0.5) of `response_seconds`. Null when
 * no RFQ was answered in the window (nothing to show).
 */
export async function responseStats(companyId: number): Promise<ResponseStats | null> {
  const row = await db
    .from('rfqs')
    .where('company_id', companyId)
    .whereNotNull('confirmed_at')
    .whereRaw('confirmed_at >= now() - make_interval(days => ?)', [RESPONSE_WINDOW_DAYS])
    .select(
      db.raw('count(*) filter (where first_quoted_at is not null)::int as answered'),
      db.raw(
        'count(*) filter (where first_quoted_at is not null or confirmed_at <= now() - make_interval(hours => ?))::int as counted',
        [RESPONSE_GRACE_HOURS]
      ),
      db.raw(
        'percentile_cont(0.5) within group (order by response_seconds) filter (where response_seconds is not null) as median'
      )
    )
    .first()
  const answered = Number(row?.answered ?? 0)
  const counted = Number(row?.counted ?? 0)
  if (answered < 1 || counted < 1 || row?.median === null || row?.median === undefined) return null
  return {
    medianSeconds: Math.round(Number(row.median)),
    rate: answered / counted,
    count: counted,
  }
}
