import { describe, expect, it } from 'vitest'
import { formatMoney, moneyPattern } from '#lib/money'
import { formatAzn } from '~/components/checkout/money'

const LOCALES = ['az', 'en', 'ru'] as const
/** Intl writes no-break spaces; a reader sees spaces. */
const seen = (text: string) => text.replace(/\s/g, ' ')
/** Qəpik amounts around every grouping and rounding edge. */
const AMOUNTS = [
  0, 1, 5, 99, 100, 101, 999, 1_000, 99_999, 100_000, 123_450, 1_000_000, 10_000_000, 123_456_789,
  100_000_000_000,
]

describe('formatAzn writes manats exactly like the server', () => {
  it.each(LOCALES)('gives formatMoney’s text in %s for every amount', (locale) => {
    const pattern = moneyPattern(locale)
    for (const minor of AMOUNTS)
      expect(formatAzn(minor, pattern), `${minor} qəpik`).toBe(formatMoney(minor, 'AZN', locale))
  })

  it.each(LOCALES)('gives formatMoney’s text in %s for amounts owed back (negative)', (locale) => {
    const pattern = moneyPattern(locale)
    for (const minor of [-5, -1_234_50])
      expect(formatAzn(minor, pattern)).toBe(formatMoney(minor, 'AZN', locale))
  })

  it('shows 1 234,50 manats the way each language writes it', () => {
    expect(seen(formatAzn(123_450, moneyPattern('az')))).toBe('1.234,50 ₼')
    expect(seen(formatAzn(123_450, moneyPattern('en')))).toBe('AZN 1,234.50')
    expect(seen(formatAzn(123_450, moneyPattern('ru')))).toBe('1 234,50 AZN')
  })

  it('always shows two qəpik digits', () => {
    expect(seen(formatAzn(500, moneyPattern('en')))).toBe('AZN 5.00')
    expect(seen(formatAzn(7, moneyPattern('en')))).toBe('AZN 0.07')
  })

  it('rounds a fractional qəpik sum (browser arithmetic) to the nearest qəpik', () => {
    expect(seen(formatAzn(1999.6, moneyPattern('en')))).toBe('AZN 20.00')
    expect(seen(formatAzn(1999.4, moneyPattern('en')))).toBe('AZN 19.99')
  })
})
