/**
 * Dates and times as Karvan writes them, for the server and the browser alike (docs/i18n.md).
 * Browsers ship reduced ICU data (Chromium has no Azerbaijani date names: it prints
 * "2026 M11 27"), so the words and patterns are written here, the CLDR ones Node's full ICU
 * uses for az, en and ru, and only the time-zone arithmetic is left to Intl (every browser has
 * the zone data). Like money (app/lib/money.ts moneyPattern), the same input gives the same
 * text on both sides; inertia tests compare it with Node's Intl.
 */

import { AZ_MONTHS, EN_MONTHS, type DateLocale } from './months.js'

export { formatMonthYear, type DateLocale } from './months.js'

/** Karvan's time zone: orders, payments and deliveries are in Bakı time (UTC+4, no DST). */
export const DEFAULT_TIME_ZONE = 'Asia/Baku'

/** What to write: `dateStyle` long ("27 noyabr 2026") or medium ("27 noy 2026"), `timeStyle` short ("10:25"). */
export interface DateFormatOptions {
  dateStyle?: 'long' | 'medium'
  timeStyle?: 'short'
  /** IANA zone the wall-clock values are taken in; Asia/Baku unless the user's zone is known. */
  timeZone?: string
}

interface LocalePatterns {
  /** Month names in a date with a day ("27 noyabr", "27 ноября"). */
  long: readonly string[]
  /** Abbreviated month names in a medium date. */
  short: readonly string[]
  date: (day: number, month: string, year: number) => string
  time: (hour: number, minute: number) => string
  /** Joins date and time: medium ("27 noy 2026, 10:25") and long ("27 noyabr 2026, 10:25"). */
  mediumDateTime: (date: string, time: string) => string
  longDateTime: (date: string, time: string) => string
}

const pad = (value: number) => (value < 10 ? `0${value}` : String(value))
const time24 = (hour: number, minute: number) => `${pad(hour)}:${pad(minute)}`
const commaJoin = (date: string, time: string) => `${date}, ${time}`

const PATTERNS: Record<DateLocale, LocalePatterns> = {
  az: {
    long: AZ_MONTHS,
    short: ['yan', 'fev', 'mar', 'apr', 'may', 'iyn', 'iyl', 'avq', 'sen', 'okt', 'noy', 'dek'],
    date: (day, month, year) => `${day} ${month} ${year}`,
    time: time24,
    mediumDateTime: commaJoin,
    /** CLDR's az "{1}/{0}" gives "27 noyabr 2026/10:25": Azerbaijani writes a comma. */
    longDateTime: commaJoin,
  },
  en: {
    long: EN_MONTHS,
    short: EN_MONTHS.map((name) => name.slice(0, 3)),
    date: (day, month, year) => `${month} ${day}, ${year}`,
    time: (hour, minute) =>
      `${hour % 12 === 0 ? 12 : hour % 12}:${pad(minute)} ${hour < 12 ? 'AM' : 'PM'}`,
    mediumDateTime: commaJoin,
    longDateTime: (date, time) => `${date} at ${time}`,
  },
  ru: {
    long: [
      'января',
      'февраля',
      'марта',
      'апреля',
      'мая',
      'июня',
      'июля',
      'августа',
      'сентября',
      'октября',
      'ноября',
      'декабря',
    ],
    short: [
      'янв.',
      'февр.',
      'мар.',
      'апр.',
      'мая',
      'июн.',
      'июл.',
      'авг.',
      'сент.',
      'окт.',
      'нояб.',
      'дек.',
    ],
    date: (day, month, year) => `${day} ${month} ${year} г.`,
    time: time24,
    mediumDateTime: commaJoin,
    longDateTime: (date, time) => `${date} в ${time}`,
  },
}

/** Wall-clock fields of an instant in a zone. */
interface WallClock {
  year: number
  /** 1–12 */
  month: number
  day: number
  hour: number
  minute: number
}

/** en-US numeric parts per zone: locale data every browser has; built once per zone. */
const zoneFormats = new Map<string, Intl.DateTimeFormat>()
function wallClock(instant: Date, timeZone: string): WallClock {
  let format = zoneFormats.get(timeZone)
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      hourCycle: 'h23',
    })
    zoneFormats.set(timeZone, format)
  }
  const fields: Record<string, number> = {}
  for (const part of format.formatToParts(instant))
    if (part.type !== 'literal') fields[part.type] = Number(part.value)
  return {
    year: fields.year,
    month: fields.month,
    day: fields.day,
    /** Some engines write midnight as 24 even with h23. */
    hour: fields.hour % 24,
    minute: fields.minute,
  }
}

function patternsOf(locale: string): LocalePatterns {
  return PATTERNS[(locale in PATTERNS ? locale : 'az') as DateLocale]
}

/** An instant: a Date, epoch milliseconds, an ISO string or a Luxon DateTime (anything with toJSDate). */
export type DateInput = Date | number | string | { toJSDate(): Date }

/** The input as a Date; throws RangeError when it is no instant. */
function toInstant(value: DateInput): Date {
  const instant =
    value instanceof Date ? value : typeof value === 'object' ? value.toJSDate() : new Date(value)
  if (Number.isNaN(instant.getTime())) throw new RangeError(`Not a date: ${String(value)}`)
  return instant
}

/**
 * Writes an instant in `locale` (az, en, ru; anything else as az): formatDate(d, 'az',
 * { dateStyle: 'long', timeStyle: 'short' }) → "27 noyabr 2026, 10:25", in Asia/Baku unless
 * `timeZone` says otherwise. Without `dateStyle` and `timeStyle` it writes a medium date.
 * Throws RangeError for an invalid date or an unknown time zone.
 */
export function formatDate(
  value: DateInput,
  locale: string,
  options: DateFormatOptions = {}
): string {
  const patterns = patternsOf(locale)
  const clock = wallClock(toInstant(value), options.timeZone ?? DEFAULT_TIME_ZONE)
  const { timeStyle } = options
  const dateStyle = options.dateStyle ?? (timeStyle ? undefined : 'medium')
  const time = timeStyle ? patterns.time(clock.hour, clock.minute) : ''
  if (!dateStyle) return time
  const names = dateStyle === 'long' ? patterns.long : patterns.short
  const date = patterns.date(clock.day, names[clock.month - 1], clock.year)
  if (!timeStyle) return date
  return dateStyle === 'long'
    ? patterns.longDateTime(date, time)
    : patterns.mediumDateTime(date, time)
}

/**
 * A calendar date 'YYYY-MM-DD' (no time, no zone: a registry's or an expiry date) in `locale`,
 * long by default ("2 iyun 2001"); the input itself when it is not such a date.
 */
export function formatCalendarDate(
  isoDate: string,
  locale: string,
  dateStyle: 'long' | 'medium' = 'long'
): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(isoDate)) return isoDate
  const instant = new Date(`${isoDate}T00:00:00Z`)
  if (Number.isNaN(instant.getTime())) return isoDate
  return formatDate(instant, locale, { dateStyle, timeZone: 'UTC' })
}
