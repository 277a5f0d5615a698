import env from '#start/env'

/** Default of RATES_MAX_AGE_DAYS: a week covers weekends and the longest run of bank holidays. */
export const DEFAULT_RATES_MAX_AGE_DAYS = 7

/**
 * RATES_MAX_AGE_DAYS as a whole number of days (0–365). Throws RangeError at start-up for
 * anything else, so a typo never silently stops (or never stops) foreign-currency sales.
 */
function maxAgeDays(value: number | undefined): number {
  if (value === undefined) return DEFAULT_RATES_MAX_AGE_DAYS
  if (!Number.isInteger(value) || value < 0 || value > 365) {
    throw new RangeError(
      `RATES_MAX_AGE_DAYS must be a whole number of days between 0 and 365, got ${value}`
    )
  }
  return value
}

/**
 * Exchange-rate rules (docs/money.md; rule: issue #22). `maxAgeDays`: a product priced in a
 * foreign currency is sold only while the newest stored CBAR rate of that currency is dated at
 * most this many days before today in Baku (the bulletin's own date, not when it was fetched).
 * Mutable for tests, as the other *Settings objects.
 */
export const ratesSettings = {
  maxAgeDays: maxAgeDays(env.get('RATES_MAX_AGE_DAYS')),
}
