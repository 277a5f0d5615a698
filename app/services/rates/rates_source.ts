import { DateTime } from 'luxon'

/**
 * One currency line of a bulletin, as printed: `value` is AZN per `nominal` units, so the
 * rate per unit is value / nominal (RUB, JPY, KZT… are quoted per 100). Source: INTEGRATIONS §3.
 */
export interface BulletinRate {
  /** ISO 4217 code from Valute@Code, e.g. 'USD'. */
  code: string
  /** Units the value is quoted for: 1, 100, … */
  nominal: number
  /** AZN per `nominal` units as a decimal string ('1.7', '2.0484'); never a float. */
  value: string
  /** The bulletin's own label, e.g. '100 Rusiya rublu'. */
  name: string
}

/** A daily rates bulletin, keyed on its own date (which may precede the requested day). */
export interface Bulletin {
  /** ValCurs@Date as 'YYYY-MM-DD': on weekends and holidays, the last working day's bulletin. */
  date: string
  /** Currencies only (metals and lines without a value are left out); never empty. */
  rates: BulletinRate[]
}

/** The source was unreachable, too slow, refused, or sent something that is not a bulletin. */
export class RatesSourceError extends Error {
  readonly code = 'E_RATES_SOURCE'

  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options)
    this.name = 'RatesSourceError'
  }
}

/**
 * Where official exchange rates come from (DESIGN §5). Bound in the container by
 * providers/rates_scheduler_provider.ts; tests swap in a fixture-backed source.
 */
export default abstract class RatesSource {
  /**
   * The bulletin in force on `date` ('YYYY-MM-DD'). `signal` aborts the call early.
   * Throws RatesSourceError when the source fails or answers with anything but a bulletin.
   */
  abstract fetch(date: string, options?: { signal?: AbortSignal }): Promise<Bulletin>
}

/** Rates days follow the CBAR's calendar: Asia/Baku (UTC+4, no daylight saving). */
export const RATES_TIME_ZONE = 'Asia/Baku'

/** The last minute bakuToday converted (epoch minute) and its date. */
let lastDay = { minute: Number.NaN, date: '' }

/**
 * Today's date in Baku as 'YYYY-MM-DD'. Listings price every card with it (azn_prices.ts), and
 * Luxon's zone conversion was ~3 % of a category page's CPU, so the date is kept per minute of
 * `now`: every time zone's offset is a whole number of minutes, so a date never changes within
 * one, and the key is `now` itself (a test's clock is followed).
 */
export function bakuToday(now: Date = new Date()): string {
  const minute = Math.floor(now.getTime() / 60_000)
  if (minute !== lastDay.minute)
    lastDay = { minute, date: DateTime.fromJSDate(now).setZone(RATES_TIME_ZONE).toISODate()! }
  return lastDay.date
}

/** Whether `value` is a real calendar date written 'YYYY-MM-DD'. */
export function isIsoDate(value: string): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(value) && DateTime.fromISO(value, { zone: 'utc' }).isValid
}
