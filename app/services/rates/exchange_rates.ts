import db from '@adonisjs/lucid/services/db'

/** A CBAR rate: AZN per one unit of `currency`, as of the bulletin's own date (DESIGN §4). */
export interface DayRate {
  currency: 'USD' | 'EUR'
  aznPerUnit: number
  rateDate: string
}

let cache: { at: number; rates: Map<string, DayRate> } | null = null

/**
 * Latest stored rate per currency (cached for 60 s per process).
 * Source: exchange_rates rows written by the CBAR sync; empty when none are stored yet.
 */
export async function latestRates(): Promise<Map<string, DayRate>> {
  if (cache && Date.now() - cache.at < 60_000) return cache.rates
  const rows = await db
    .from('exchange_rates')
    .distinctOn('currency')
    .select('currency', 'rate_date', 'nominal', 'value')
    .whereIn('currency', ['USD', 'EUR'])
    .orderBy('currency')
    .orderBy('rate_date', 'desc')
  const rates = new Map<string, DayRate>()
  for (const row of rows) {
    const date = row.rate_date instanceof Date ? row.rate_date.toISOString().slice(0, 10) : String(row.rate_date)
    rates.set(row.currency, {
      currency: row.currency,
      aznPerUnit: Number(row.value) / Number(row.nominal),
      rateDate: date,
    })
  }
  cache = { at: Date.now(), rates }
  return rates
}

/** Forgets the cached rates (after a sync, and in tests). */
export function forgetRates() {
  cache = null
}

/** Converts minor units of a foreign currency to qəpik at `rate`, rounded to the nearest qəpik. */
export function toQepik(minor: number, rate: DayRate): number {
  return Math.round(minor * rate.aznPerUnit)
}
