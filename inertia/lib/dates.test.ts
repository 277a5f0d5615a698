import { describe, expect, it } from 'vitest'
import { formatCalendarDate, formatDate, formatMonthYear } from '#shared/dates'

/**
 * The browser writes dates with shared/dates.ts (browsers lack az date data); the server's
 * patterns are CLDR's as Node's full ICU applies them. These tests run in Node: they compare the
 * written text with Node's Intl over a year of instants in every language and style.
 */
const LOCALES = ['az', 'en', 'ru'] as const
const STYLES = [
  { dateStyle: 'long' },
  { dateStyle: 'medium' },
  { dateStyle: 'medium', timeStyle: 'short' },
  { timeStyle: 'short' },
] as const

function instants() {
  const out: Date[] = []
  /** Every 37 hours and 13 minutes through 2026, and the turn of the year in Bakı. */
  for (let t = Date.UTC(2026, 0, 1); t < Date.UTC(2027, 0, 1); t += (37 * 60 + 13) * 60_000)
    out.push(new Date(t))
  out.push(new Date('2026-12-31T20:00:00Z'), new Date('2026-12-31T19:59:00Z'))
  return out
}

describe('formatDate: the server’s patterns in every browser', () => {
  for (const locale of LOCALES)
    for (const style of STYLES)
      it(`${locale} ${JSON.stringify(style)} is Node’s Intl in Asia/Baku`, () => {
        const intl = new Intl.DateTimeFormat(locale, { ...style, timeZone: 'Asia/Baku' })
        for (const instant of instants())
          expect(formatDate(instant, locale, style)).toBe(intl.format(instant))
      })

  it('en and ru long date and time are Node’s Intl; az joins them with a comma', () => {
    const instant = new Date('2026-11-27T06:25:00Z')
    const style = { dateStyle: 'long', timeStyle: 'short' } as const
    for (const locale of ['en', 'ru'] as const)
      expect(formatDate(instant, locale, style)).toBe(
        new Intl.DateTimeFormat(locale, { ...style, timeZone: 'Asia/Baku' }).format(instant)
      )
    expect(formatDate(instant, 'az', style)).toBe('27 noyabr 2026, 10:25')
  })

  it('writes Bakı time by default, another zone when asked', () => {
    const instant = new Date('2026-11-27T02:29:00Z')
    const style = { dateStyle: 'medium', timeStyle: 'short' } as const
    expect(formatDate(instant, 'az', style)).toBe('27 noy 2026, 06:29')
    expect(formatDate(instant, 'az', { ...style, timeZone: 'UTC' })).toBe('27 noy 2026, 02:29')
    expect(formatDate(instant, 'en', { ...style, timeZone: 'America/New_York' })).toBe(
      'Nov 26, 2026, 9:29 PM'
    )
  })

  it('takes ISO strings and epoch milliseconds; rejects what is no date', () => {
    expect(formatDate('2026-06-02T08:00:00Z', 'ru', { dateStyle: 'long' })).toBe('2 июня 2026 г.')
    expect(formatDate(Date.UTC(2026, 5, 2, 8), 'en')).toBe('Jun 2, 2026')
    expect(() => formatDate('yesterday', 'az')).toThrow(RangeError)
  })

  it('writes an unknown language as Azerbaijani (the default)', () => {
    expect(formatDate('2026-06-02T08:00:00Z', 'de', { dateStyle: 'long' })).toBe('2 iyun 2026')
  })
})

describe('formatCalendarDate and formatMonthYear', () => {
  it('writes registry and expiry dates without a zone shift', () => {
    expect(formatCalendarDate('2001-06-02', 'az')).toBe('2 iyun 2001')
    expect(formatCalendarDate('2001-06-02', 'en')).toBe('June 2, 2001')
    expect(formatCalendarDate('2001-06-02', 'ru')).toBe('2 июня 2001 г.')
    expect(formatCalendarDate('2001-06-02', 'az', 'medium')).toBe('2 iyn 2001')
    expect(formatCalendarDate('not a date', 'az')).toBe('not a date')
  })

  it('writes a month and year as Node’s Intl does', () => {
    for (const locale of LOCALES)
      for (let month = 1; month <= 12; month++) {
        const text = `2026-${String(month).padStart(2, '0')}`
        expect(formatMonthYear(text, locale)).toBe(
          new Intl.DateTimeFormat(locale, {
            year: 'numeric',
            month: 'long',
            timeZone: 'UTC',
          }).format(new Date(Date.UTC(2026, month - 1, 1)))
        )
      }
    expect(formatMonthYear('2026-13', 'az')).toBe('2026-13')
  })
})
