import { test } from '@japa/runner'
import { applyDiscount, formatMoney, moneyPattern, toMinor, type MoneyPattern } from '#lib/money'

/** The browser's formatter (inertia/, a separate TypeScript project: loaded at run time). */
async function browserFormatter(): Promise<(minor: number, pattern: MoneyPattern) => string> {
  const module = await import(
    new URL('../../inertia/components/checkout/money.ts', import.meta.url).href
  )
  return module.formatAzn
}

test.group('Money in minor units (DESIGN §4)', () => {
  test('major ↔ minor without float drift', ({ assert }) => {
    assert.equal(toMinor('12.5'), 1250)
    assert.equal(toMinor(0.1 + 0.2), 30)
    assert.equal(toMinor(19.99), 1999)
    assert.equal(toMinor('1.005'), 101)
    assert.throws(() => toMinor('abc'), /Not an amount/)
  })

  test('discounts round to the nearest qəpik', ({ assert }) => {
    assert.equal(applyDiscount(1999, 15), 1699)
    assert.equal(applyDiscount(1000, 0), 1000)
    assert.equal(applyDiscount(333, 33), 223)
  })

  test('formats AZN per locale', ({ assert }) => {
    const en = formatMoney(123450, 'AZN', 'en')
    assert.include(en, '1,234.50')
    assert.match(en, /₼|AZN|man/)
    assert.include(formatMoney(123450, 'AZN', 'ru').replace(/\s/g, ' '), '1 234,50')
    assert.include(formatMoney(123450, 'AZN', 'az'), '1.234,50')
    assert.include(formatMoney(5, 'USD', 'en'), '0.05')
    assert.throws(() => formatMoney(1.5, 'AZN', 'en'), RangeError)
  })

  test('every amount reads exactly as Intl writes it, in every locale and currency', ({
    assert,
  }) => {
    const intl = { az: 'az-Latn-AZ', en: 'en-GB', ru: 'ru-RU' } as const
    const amounts = [
      0,
      1,
      9,
      10,
      99,
      100,
      101,
      999,
      1000,
      99_999,
      100_000,
      100_001,
      999_999_99,
      1_000_000_00,
      2 ** 40,
    ]
    for (let i = 0; i < 2000; i++)
      amounts.push(
        Math.floor(Math.random() * 10 ** (1 + (i % 12))),
        -1 - Math.floor(Math.random() * 10 ** (1 + (i % 8)))
      )
    for (const locale of ['az', 'en', 'ru'] as const) {
      for (const currency of ['AZN', 'USD', 'EUR'] as const) {
        const formatter = new Intl.NumberFormat(intl[locale], {
          style: 'currency',
          currency,
          minimumFractionDigits: 2,
          maximumFractionDigits: 2,
        })
        for (const minor of amounts)
          assert.equal(
            formatMoney(minor, currency, locale),
            formatter.format(minor / 100),
            `${locale} ${currency} ${minor}`
          )
        assert.equal(formatMoney(-0, currency, locale), formatter.format(0), 'minus zero is zero')
      }
    }
  })

  test("the browser formats totals exactly as the server does, from the server's pattern", async ({
    assert,
  }) => {
    const formatAzn = await browserFormatter()
    for (const locale of ['az', 'en', 'ru'] as const) {
      const pattern = moneyPattern(locale)
      for (const minor of [0, 5, 310, 850, 1160, 123450, 100000000, 123456789]) {
        assert.equal(
          formatAzn(minor, pattern),
          formatMoney(minor, 'AZN', locale),
          `${locale} ${minor}`
        )
      }
    }
    assert.equal(formatAzn(116000, moneyPattern('az')), '1.160,00\u00a0₼')
  })
})
