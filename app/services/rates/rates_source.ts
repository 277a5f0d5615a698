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

/** The last Baku day computed, with its bounds (epoch ms, end exclusive). */
let keptDay: { date: string; from: number; until: number } | null = null

/**
 * Today's date in Baku as 'YYYY-MM-DD'. Every product card and price asks for it; a time-zone
 * conversion per call was ~1.5 % of a category page's CPU, so the day and its bounds are kept
 * and reused for any `now` inside them.
 */
export function bakuToday(now: Date = new Date()): string {
  const ms = now.getTime()
  if (keptDay && ms >= keptDay.from && ms < keptDay.until) return keptDay.date
  const local = DateTime.fromMillis(ms).setZone(RATES_TIME_ZONE)
  const start = local.startOf('day')
  keptDay = {
    date: local.toISODate()!,
    from: start.toMillis(),
    until: start.plus({ days: 1 }).toMillis(),
  }
  return keptDay.date
}

/** Whether `value` is a real calendar date written 'YYYY-MM-DD'. */
export function isIsoDate(value: string): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(value) && DateTime.fromISO(value, { zone: 'utc' }).isValid
}
