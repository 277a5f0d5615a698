import type { GtinRecord } from '#services/gtin/registry'

/**
 * A 200 answer of the GTIN lookup API (`GET /api/gtin/:code`, app/controllers/gtin_controller.ts):
 * `gtin` (14 digits), SPEC §2 company and product information (see GtinRecord).
 */
export type GtinLookupResult = { status: 'found' } & GtinRecord

/** The lookup API's answer for a registry record. */
export function toGtinLookupResult(record: GtinRecord): GtinLookupResult {
  return { status: 'found', ...record }
}
