import { test } from '@japa/runner'
import { applyDiscount, formatMoney, toMinor } from '#lib/money'

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
})
