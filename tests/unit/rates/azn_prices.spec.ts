import { test } from '@japa/runner'
import { ratesSettings } from '#config/rates'
import { FOREIGN_PRICE_CURRENCIES } from '#lib/money'
import { PRODUCT_CURRENCIES } from '#models/product'
import { DEMO_RATES } from '#database/seed/exchange_rates'
import {
  aznPrice,
  oldestUsableRateDate,
  rateProblemOf,
  toQepik,
  type DayRate,
} from '#services/rates/azn_prices'
import { bakuToday } from '#services/rates/rates_source'

const eur = (rateDate: string, value = '1.978800', nominal = 1): DayRate => ({
  currency: 'EUR',
  value,
  nominal,
  rateDate,
})

test.group('AZN prices of foreign-currency products (docs/money.md)', () => {
  test('converts once, in exact decimals, rounding half a qəpik up', ({ assert }) => {
    assert.equal(toQepik(3600, eur('2026-11-20')), 7124, '36.00 × 1.9788 = 71.2368')
    assert.equal(toQepik(125, { value: '1.700000', nominal: 1 }), 213, '1.25 × 1.7 = 2.125')
    assert.equal(
      toQepik(2000, eur('2026-11-20'), 75),
      2968,
      '20.00 × 1.9788 × 0.75 = 29.682, not round(39.58) × 0.75'
    )
    assert.equal(
      toQepik(10_000, { value: '2.104300', nominal: 100 }),
      210,
      '100.00 RUB at 2.1043 per 100'
    )
    assert.equal(toQepik(1005, null, 90), 905, 'AZN: only the discount, 9.045 → 9.05')
    assert.equal(toQepik(0, eur('2026-11-20')), 0)
    assert.throws(() => toQepik(1.5, null), RangeError)
    assert.throws(() => toQepik(100, { value: '1,97', nominal: 1 }), RangeError)
  })

  test('a rate prices while its bulletin date is at most RATES_MAX_AGE_DAYS before today in Baku', ({
    assert,
    cleanup,
  }) => {
    const saved = ratesSettings.maxAgeDays
    cleanup(() => {
      ratesSettings.maxAgeDays = saved
    })
    ratesSettings.maxAgeDays = 7
    assert.equal(oldestUsableRateDate('2026-11-27'), '2026-11-20')
    assert.equal(oldestUsableRateDate('2026-03-02'), '2026-02-23')
    assert.isNull(rateProblemOf('EUR', eur('2026-11-20'), '2026-11-27'))
    assert.isNull(
      rateProblemOf('EUR', eur('2026-11-28'), '2026-11-27'),
      "tomorrow's bulletin, published the evening before"
    )
    assert.deepEqual(rateProblemOf('EUR', eur('2026-11-19'), '2026-11-27'), {
      reason: 'stale_rate',
      currency: 'EUR',
      date: '2026-11-19',
    })
    assert.deepEqual(rateProblemOf('EUR', undefined, '2026-11-27'), {
      reason: 'no_rate',
      currency: 'EUR',
      date: null,
    })
    assert.isNull(rateProblemOf('AZN', undefined, '2026-11-27'))
    ratesSettings.maxAgeDays = 0
    assert.isNull(rateProblemOf('EUR', eur('2026-11-27'), '2026-11-27'), "0: only today's bulletin")
    assert.equal(rateProblemOf('EUR', eur('2026-11-26'), '2026-11-27')?.reason, 'stale_rate')
  })

  test('aznPrice gives the unit and list amounts with the rate used, or the problem', ({
    assert,
    cleanup,
  }) => {
    const saved = ratesSettings.maxAgeDays
    cleanup(() => {
      ratesSettings.maxAgeDays = saved
    })
    ratesSettings.maxAgeDays = 7
    const product = { priceMinor: 4000, currency: 'EUR', discountPercent: 10 }
    assert.deepEqual(aznPrice(product, eur('2026-11-26'), '2026-11-27'), {
      ok: true,
      unitMinor: 7124,
      listMinor: 7915,
      rate: eur('2026-11-26'),
    })
    assert.deepEqual(aznPrice(product, null, '2026-11-27'), {
      ok: false,
      problem: { reason: 'no_rate', currency: 'EUR', date: null },
    })
    assert.deepEqual(
      aznPrice({ priceMinor: 4000, currency: 'AZN', discountPercent: 10 }, null, '2026-11-27'),
      { ok: true, unitMinor: 3600, listMinor: 4000, rate: null }
    )
  })

  test('every foreign currency a seller may price in has a demo rate for a fresh offline start', ({
    assert,
  }) => {
    assert.deepEqual(
      [...FOREIGN_PRICE_CURRENCIES].sort(),
      PRODUCT_CURRENCIES.filter((code) => code !== 'AZN').sort()
    )
    assert.deepEqual(Object.keys(DEMO_RATES).sort(), [...FOREIGN_PRICE_CURRENCIES].sort())
  })
})

test.group('Baku date and rate parsing kept between calls (per-request CPU, issue 27)', () => {
  test('bakuToday follows the clock it is given across Baku midnight, back and forth', ({
    assert,
  }) => {
    // Baku is UTC+4: 20:00 UTC is midnight there.
    assert.equal(bakuToday(new Date('2026-11-27T19:59:30Z')), '2026-11-27')
    assert.equal(bakuToday(new Date('2026-11-27T19:59:59Z')), '2026-11-27', 'same minute')
    assert.equal(bakuToday(new Date('2026-11-27T20:00:00Z')), '2026-11-28', 'next minute')
    assert.equal(bakuToday(new Date('2026-11-27T19:59:10Z')), '2026-11-27', 'clock set back')
    assert.equal(bakuToday(new Date('2026-12-31T20:00:01Z')), '2027-01-01')
  })

  test('toQepik gives the same amounts when a rate text is parsed again or not at all', ({
    assert,
  }) => {
    for (let i = 0; i < 3; i++) {
      assert.equal(toQepik(3600, eur('2026-11-20')), 7124)
      assert.equal(toQepik(125, { value: '1.700000', nominal: 1 }), 213)
      assert.equal(toQepik(125, { value: '1.7', nominal: 1 }), 213)
      assert.equal(toQepik(10_000, { value: '0.0123', nominal: 100 }), 1)
    }
    assert.throws(() => toQepik(100, { value: '1e3', nominal: 1 }), /Not a decimal rate/)
    assert.throws(() => toQepik(100, { value: '1e3', nominal: 1 }), /Not a decimal rate/)
  })
})
