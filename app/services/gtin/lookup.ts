import logger from '@adonisjs/core/services/logger'
import { normalizeGtin } from '#lib/gtin'
import type GtinRegistry from './registry.js'
import { type GtinLocale, type GtinRecord, GtinRegistryUnavailable } from './registry.js'

/** Outcome of a lookup of an already validated GTIN. */
export type GtinLookupOutcome =
  | { status: 'found'; record: GtinRecord }
  | { status: 'not_found'; gtin: string }
  | { status: 'unavailable'; gtin: string }

/**
 * Asks `registry` about a valid GTIN (any of its printed lengths; validate first, SPEC §2:
 * "validates before asking"). A registry failure is logged and reported as `unavailable`,
 * never thrown. Throws RangeError only for an invalid `gtin`.
 */
export async function lookupGtin(
  registry: GtinRegistry,
  gtin: string,
  locale: GtinLocale
): Promise<GtinLookupOutcome> {
  const gtin14 = normalizeGtin(gtin)
  try {
    const record = await registry.lookup(gtin14, { locale })
    return record ? { status: 'found', record } : { status: 'not_found', gtin: gtin14 }
  } catch (error) {
    if (!(error instanceof GtinRegistryUnavailable)) throw error
    logger.warn(`gtin lookup: registry unavailable: ${error.message}`)
    return { status: 'unavailable', gtin: gtin14 }
  }
}
