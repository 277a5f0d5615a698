import { formatMonthYear } from './months.js'

/**
 * Verified producers (issue 25): how the browser shows the month a company was verified by
 * mobile signature ("Verified by mobile signature, November 2026"). Server rows carry the month
 * as 'YYYY-MM' in Baku time (VERIFIED_MONTH_SQL).
 */

/**
 * The month `month` ('YYYY-MM') as the locale writes a month and year ("November 2026",
 * "noyabr 2026", "ноябрь 2026 г."); the input itself when it is not such a month.
 */
export function formatVerifiedMonth(month: string, locale: string): string {
  return formatMonthYear(month, locale)
}
