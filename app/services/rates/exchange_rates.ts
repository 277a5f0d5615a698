import db from '@adonisjs/lucid/services/db'
import { keptValue } from '#lib/kept_value'

/** A CBAR rate: AZN per one unit of `currency`, as of the bulletin's own date (DESIGN §4). */
export interface DayRate {
  currency: 'USD' | 'EUR'
  aznPerUnit: number
  rateDate: string
}

/** Read rates are used for 60 s, and up to 10 minutes while one read of newer ones runs. */
const rates = keptValue(readRates, 60_000, 10 * 60_000)

/**
 * Latest stored rate per currency (read at most once per 60 s per process; a read shared by
 * concurrent callers, and older rates answering while it runs).
 * Source: exchange_rates rows written by the CBAR sync; empty when none are stored yet.
 */
export function latestRates(): Promise<Map<string, DayRate>> {
  return rates.get()
}

/** Reads the latest rate of USD and EUR. */
async function readRates(): Promise<Map<string, DayRate>> {
  const rows = await db
    .from('exchange_rates')
    .distinctOn('currency')
    .select('currency', 'rate_date', 'nominal', 'value')
    .whereIn('currency', ['USD', 'EUR'])
    .orderBy('currency')
    .orderBy('rate_date', 'desc')
  const byCurrency = new Map<string, DayRate>()
  for (const row of rows) {
    const date = row.rate_date instanceof Date ? row.rate_date.toISOString().slice(0, 10) : String(row.rate_date)
    byCurrency.set(row.currency, {
      currency: row.currency,
      aznPerUnit: Number(row.value) / Number(row.nominal),
      rateDate: date,
    })
  }
  return byCurrency
}

/** Forgets the cached rates (after a sync, and in tests). */
export function forgetRates() {
  rates.forget()
}

/** Converts minor units of a foreign currency to qəpik at `rate`, rounded to the nearest qəpik. */
export function toQepik(minor: number, rate: DayRate): number {
  return Math.round(minor * rate.aznPerUnit)
}
