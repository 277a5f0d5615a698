import vine from '@vinejs/vine'
import type { FieldContext } from '@vinejs/vine/types'
import { TRACKING_NUMBER_MAX } from '#services/orders/shipment_records'

/** What a tracking number may look like as typed: letters, digits and dashes (spaces are dropped). */
const TRACKING_NUMBER = new RegExp(`^[A-Z0-9-]{4,${TRACKING_NUMBER_MAX}}$`)

/** A tracking number as typed → the stored form (spaces dropped, upper case), or null when it cannot be one. */
export function normalizeTrackingNumber(value: unknown): string | null {
  if (typeof value !== 'string') return null
  const compact = value.replace(/\s+/g, '').toUpperCase()
  return TRACKING_NUMBER.test(compact) ? compact : null
}

const trackingNumber = vine.createRule(
  (value: unknown, _options: undefined, field: FieldContext) => {
    if (typeof value !== 'string') return
    const normalized = normalizeTrackingNumber(value)
    if (normalized === null) field.report('regex', 'regex', field)
    else field.mutate(normalized, field)
  }
)

/**
 * The tracking form (SPEC §2 Track delivery): the tracking number (spaces dropped, upper case)
 * and the phone or e-mail used at checkout. Only the format is checked here; whether they belong
 * together is decided after the rate limit, with one answer for every mismatch. Messages:
 * `tracking.validation` (pass `i18n.createMessagesProvider('tracking.validation')`).
 */
export const trackingLookupValidator = vine.create({
  tracking_number: vine.string().trim().maxLength(40).use(trackingNumber()),
  contact: vine.string().trim().minLength(5).maxLength(254),
})

/**
 * `?n=<tracking number>&s=<signature>` of a tracking link (app/services/orders/tracking_link.ts).
 * Never throws: an unreadable number is null, a missing signature is null (a junk one is kept so
 * that it fails verification like any wrong signature).
 */
export function trackingLinkQuery(qs: Record<string, unknown>): {
  number: string | null
  signature: string | null
} {
  const number = normalizeTrackingNumber(qs.n)
  const signature = typeof qs.s === 'string' && qs.s.length > 0 ? qs.s.slice(0, 100) : null
  return { number, signature }
}
