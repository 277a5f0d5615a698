import { DateTime } from 'luxon'
import { ratesSettings } from '#config/rates'
import { bakuToday, RATES_TIME_ZONE } from '#services/rates/rates_source'

/**
 * A stored CBAR rate as printed on its bulletin (INTEGRATIONS §3): `value` AZN per `nominal`
 * units of `currency`, in force from `rateDate` (the bulletin's own date, 'YYYY-MM-DD').
 * `value` is the exact decimal text (exchange_rates.value, NUMERIC(18,6)), never a float.
 */
export interface DayRate {
  currency: string
  value: string
  nominal: number
  rateDate: string
}

/**
 * Why a foreign-currency price has no AZN amount now: no stored rate, or the newest one is too
 * old (a type, not an interface: it travels in page props, which must be plain JSON types).
 */
export type RateProblem = {
  reason: 'no_rate' | 'stale_rate'
  currency: string
  /** The newest stored rate's date ('YYYY-MM-DD'); null when none is stored. */
  date: string | null
}

/** The amounts a buyer pays, in qəpik (AZN): after discount (`unitMinor`) and before it (`listMinor`). */
export interface AznAmounts {
  unitMinor: number
  listMinor: number
  /** The rate used; null for AZN prices. */
  rate: DayRate | null
}

/** An AZN price, or why there is none (then the product cannot be added to a cart or ordered). */
export type PriceQuote = ({ ok: true } & AznAmounts) | { ok: false; problem: RateProblem }

/** What pricing needs of a product: its list price in its own currency's minor units and whole-percent discount. */
export interface PricedProduct {
  priceMinor: number
  currency: string
  discountPercent: number
}

/** The last cutoff computed (listings price dozens of cards a request, all on the same day). */
let cutoff = { today: '', days: -1, date: '' }

/**
 * The oldest bulletin date that still prices products on `today` (Baku, 'YYYY-MM-DD'):
 * today − ratesSettings.maxAgeDays. Age is measured from the bulletin's own date (CBAR dates a
 * bulletin by the day it is in force), in whole calendar days in Baku: with the default 7, Friday's
 * bulletin still prices on the next Friday and no longer on the Saturday after it.
 */
export function oldestUsableRateDate(today: string = bakuToday()): string {
  if (cutoff.today !== today || cutoff.days !== ratesSettings.maxAgeDays) {
    const date = DateTime.fromISO(today, { zone: RATES_TIME_ZONE })
      .minus({ days: ratesSettings.maxAgeDays })
      .toISODate()!
    cutoff = { today, days: ratesSettings.maxAgeDays, date }
  }
  return cutoff.date
}

/**
 * Whether a product priced in `currency` can be priced in AZN with `rate` (the newest stored rate
 * of that currency, or none) on `today` (Baku, 'YYYY-MM-DD'; default: now): null when it can (AZN
 * needs no rate), else the problem.
 */
export function rateProblemOf(
  currency: string,
  rate: DayRate | null | undefined,
  today?: string
): RateProblem | null {
  if (currency === 'AZN') return null
  if (!rate) return { reason: 'no_rate', currency, date: null }
  if (rate.rateDate < oldestUsableRateDate(today ?? bakuToday()))
    return { reason: 'stale_rate', currency, date: rate.rateDate }
  return null
}

/**
 * decimal's results per text: a listing prices every card with one of a handful of stored rates,
 * so the same few texts are parsed (regex and BigInt) dozens of times a request otherwise.
 */
const decimals = new Map<string, { digits: bigint; scale: bigint }>()

/** A decimal text ('1.978800', '2') as an integer and its power of ten: 1978800 / 10^6. Throws RangeError otherwise. */
function decimal(text: string): { digits: bigint; scale: bigint } {
  let parsed = decimals.get(text)
  if (!parsed) {
    if (decimals.size >= 64) decimals.clear()
    decimals.set(text, (parsed = parseDecimal(text)))
  }
  return parsed
}

function parseDecimal(text: string): { digits: bigint; scale: bigint } {
  const match = /^(\d+)(?:\.(\d+))?$/.exec(text.trim())
  if (!match) throw new RangeError(`Not a decimal rate: ${text}`)
  const fraction = match[2] ?? ''
  return { digits: BigInt(match[1] + fraction), scale: 10n ** BigInt(fraction.length) }
}

/**
 * round(minor × value / nominal × keepPercent / 100), half up, in exact integer arithmetic: the
 * same figure PostgreSQL's numeric round() gives in foreign_prices.ts (floating point would put
 * 2.125 at 2.12499… now and then). `rate` null: the amount is already AZN.
 */
export function toQepik(
  minor: number,
  rate: Pick<DayRate, 'value' | 'nominal'> | null,
  keepPercent = 100
): number {
  if (!Number.isSafeInteger(minor) || minor < 0)
    throw new RangeError(`Expected a non-negative amount in minor units, got ${minor}`)
  const { digits, scale } = rate ? decimal(rate.value) : { digits: 1n, scale: 1n }
  const numerator = BigInt(minor) * digits * BigInt(keepPercent)
  const denominator = BigInt(rate?.nominal ?? 1) * scale * 100n
  return Number((2n * numerator + denominator) / (2n * denominator))
}

/**
 * What a buyer pays for one unit of `product` (rule: every amount a buyer pays is AZN at the
 * newest stored CBAR rate of the product's currency; docs/money.md): converted once and rounded
 * once, discount included — unit = round(price × value / nominal × (100 − discount) / 100). AZN
 * prices need no rate. Not ok when the currency has no rate or only one older than
 * RATES_MAX_AGE_DAYS on `today` (Baku, 'YYYY-MM-DD'; default: now).
 */
export function aznPrice(
  product: PricedProduct,
  rate: DayRate | null | undefined,
  today?: string
): PriceQuote {
  const problem = rateProblemOf(product.currency, rate, today)
  if (problem) return { ok: false, problem }
  const used = product.currency === 'AZN' ? null : rate!
  return {
    ok: true,
    unitMinor: toQepik(product.priceMinor, used, 100 - product.discountPercent),
    listMinor: toQepik(product.priceMinor, used),
    rate: used,
  }
}

/**
 * The rate of a row read with latestRateJoin's columns (rate_value, rate_nominal, rate_date), or
 * null when the row has none (AZN, or no stored rate).
 */
export function rateOfRow(
  currency: string,
  row: {
    rate_value?: string | null
    rate_nominal?: number | string | null
    rate_date?: string | null
  }
): DayRate | null {
  if (
    currency === 'AZN' ||
    row.rate_value === null ||
    row.rate_value === undefined ||
    !row.rate_date
  )
    return null
  return {
    currency,
    value: String(row.rate_value),
    nominal: Number(row.rate_nominal),
    rateDate: String(row.rate_date),
  }
}

/**
 * SQL joining the newest stored rate of products `alias`.currency as `as` (nothing for AZN),
 * read through whatever client runs it (inside an order's transaction, the rate that transaction
 * sees). Gives rate_value (text), rate_nominal and rate_date ('YYYY-MM-DD') with RATE_COLUMNS.
 * One index probe per product (exchange_rates_currency_rate_date_unique).
 */
export function latestRateJoin(alias = 'p', as = 'r'): string {
  return `LEFT JOIN LATERAL (
      SELECT x.value::text AS value, x.nominal, to_char(x.rate_date, 'YYYY-MM-DD') AS rate_date
        FROM exchange_rates x WHERE x.currency = ${alias}.currency ORDER BY x.rate_date DESC LIMIT 1
    ) ${as} ON ${alias}.currency <> 'AZN'`
}

/** The select list of latestRateJoin's rate (alias `as`). */
export function rateColumns(as = 'r'): string {
  return `${as}.value AS rate_value, ${as}.nominal AS rate_nominal, ${as}.rate_date AS rate_date`
}
