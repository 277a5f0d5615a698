import type { I18n } from '@adonisjs/i18n'
import type { ResponseStats } from '#services/export_desk/response_stats'

/** The supplier page's response-time lines, already in the page language. */
export type ResponseTimeView = {
  /** "Usually replies within 5 hours". */
  replies: string
  /** "Response rate 92% (last 90 days, 25 requests)". */
  rate: string
}

/**
 * A median response time as the unit a reader grasps: under an hour in minutes (at least 1),
 * under 48 hours in hours, else in days; rounded up, as "replies within" promises a bound.
 */
export function responseUnit(seconds: number): {
  unit: 'minutes' | 'hours' | 'days'
  count: number
} {
  if (seconds < 3600) return { unit: 'minutes', count: Math.max(1, Math.ceil(seconds / 60)) }
  if (seconds < 48 * 3600) return { unit: 'hours', count: Math.ceil(seconds / 3600) }
  return { unit: 'days', count: Math.ceil(seconds / 86_400) }
}

/** The response-time lines for `stats` (null: nothing shown). Rate in whole percent. */
export function toResponseTime(stats: ResponseStats | null, i18n: I18n): ResponseTimeView | null {
  if (!stats) return null
  const { unit, count } = responseUnit(stats.medianSeconds)
  return {
    replies: i18n.t(`rfq_jobs.response.${unit}`, { count }),
    rate: i18n.t('rfq_jobs.response.rate', {
      rate: Math.round(stats.rate * 100),
      count: stats.count,
    }),
  }
}
