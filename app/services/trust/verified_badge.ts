import { VERIFIED_SQL } from '#services/trust/verification_state'

/**
 * SQL expression over companies `c`: the month of verification as 'YYYY-MM' (Baku time) while
 * the company counts as verified (VERIFIED_SQL: signed, not revoked, not expired), else NULL.
 * One CASE on a row already joined, so cards pay no extra look-up.
 */
export const VERIFIED_MONTH_SQL = `CASE WHEN ${VERIFIED_SQL} THEN to_char(c.verified_at AT TIME ZONE 'Asia/Baku', 'YYYY-MM') END`

/**
 * SQL condition on a company id column (e.g. `p.company_id`): that company counts as verified
 * now. For the "Verified producers" filters of the catalog and the suppliers list.
 */
export function verifiedCompany(column: string) {
  return `${column} IN (SELECT c.id FROM companies c WHERE ${VERIFIED_SQL})`
}
