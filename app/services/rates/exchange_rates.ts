import db from '@adonisjs/lucid/services/db'

/** A CBAR rate: AZN per one unit of `currency`, as of the bulletin's own date (DESIGN §4). */
export interface DayRate {
  currency: 'USD' | 'EUR'
  aznPerUnit: number
  rateDate: string
}

let cache: { at: number; rates: Map<string, DayRate> } | null = null

/** How long read rates are used before they are read again, and how long past that they may answer while one read runs. */
const RATES_TTL_MS = 60_000
const RATES_STALE_MS = 10 * 60_000
let reading: Promise<Map<string, DayRate>> | null = null
/** Bumped by forgetRates: a read started before it neither keeps its rows nor clears a newer read. */
let generation = 0

/**
 * Latest stored rate per currency (read at most once per 60 s per process; a read shared by
 * concurrent callers, and older rates answering while it runs).
 * Source: exchange_rates rows written by the CBAR sync; empty when none are stored yet.
 */
export async function latestRates(): Promise<Map<string, DayRate>> {
  const age = cache ? Date.now() - cache.at : Infinity
  if (age < RATES_TTL_MS) return cache!.rates
  if (!reading) {
    const started = generation
    const pending = readRates(started).finally(() => {
      if (reading === pending) reading = null
    })
    reading = pending
  }
  if (age < RATES_STALE_MS) {
    reading.catch(() => {})
    return cache!.rates
  }
  return reading
}

/** Reads the latest rate of USD and EUR; keeps them unless forgetRates ran since `started`. */
async function readRates(started: number): Promise<Map<string, DayRate>> {
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
  if (started === generation) cache = { at: Date.now(), rates }
  return rates
}

/** Forgets the cached rates (after a sync, and in tests). */
export function forgetRates() {
  cache = null
  reading = null
  generation += 1
}

/** Converts minor units of a foreign currency to qəpik at `rate`, rounded to the nearest qəpik. */
export function toQepik(minor: number, rate: DayRate): number {
  return Math.round(minor * rate.aznPerUnit)
}
