import db from '@adonisjs/lucid/services/db'
import { declaredKeptValue } from '#services/cache/registry'
import { FOREIGN_PRICE_CURRENCIES } from '#lib/money'
import type { DayRate } from '#services/rates/azn_prices'

export { toQepik, type DayRate } from '#services/rates/azn_prices'

/** Read rates are used for 60 s, and up to 10 minutes while one read of newer ones runs. */
const rates = declaredKeptValue('rates.latest', readRates, 60_000, 10 * 60_000, ['rates'])

/**
 * Newest stored rate per foreign currency a product may be priced in (read at most once per 60 s
 * per process; a read shared by concurrent callers, and older rates answering while it runs),
 * whatever its age: whether it still prices is azn_prices.rateProblemOf's call. Catalog pages
 * use it; carts, checkout and orders read the rate with the products (latestRateJoin).
 * Source: exchange_rates rows written by the CBAR sync (and demo rates of the seeder).
 */
export function latestRates(): Promise<Map<string, DayRate>> {
  return rates.get()
}

/** Reads the newest rate of each foreign product currency (USD, EUR). */
async function readRates(): Promise<Map<string, DayRate>> {
  const rows = await db
    .from('exchange_rates')
    .distinctOn('currency')
    .select(
      'currency',
      db.raw(`to_char(rate_date, 'YYYY-MM-DD') AS rate_date`),
      'nominal',
      db.raw('value::text AS value')
    )
    .whereIn('currency', [...FOREIGN_PRICE_CURRENCIES])
    .orderBy('currency')
    .orderBy('rate_date', 'desc')
  const byCurrency = new Map<string, DayRate>()
  for (const row of rows) {
    byCurrency.set(row.currency, {
      currency: row.currency,
      value: row.value,
      nominal: Number(row.nominal),
      rateDate: row.rate_date,
    })
  }
  return byCurrency
}

/** Forgets the cached rates (after a sync, and in tests). */
export function forgetRates() {
  rates.forget()
}
