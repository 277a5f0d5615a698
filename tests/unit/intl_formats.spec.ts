import { test } from '@japa/runner'
import { dateTimeFormat, numberFormat } from '#lib/intl_formats'

test.group('Kept Intl formatters', () => {
  test('one formatter per locale and options, formatting as a new one would', ({ assert }) => {
    const km = numberFormat('ru-RU', { maximumFractionDigits: 1 })
    assert.strictEqual(numberFormat('ru-RU', { maximumFractionDigits: 1 }), km)
    assert.notStrictEqual(numberFormat('ru-RU', { maximumFractionDigits: 2 }), km)
    assert.notStrictEqual(numberFormat('en-GB', { maximumFractionDigits: 1 }), km)
    assert.equal(
      km.format(12345.678),
      new Intl.NumberFormat('ru-RU', { maximumFractionDigits: 1 }).format(12345.678)
    )

    const options = { timeZone: 'Asia/Baku', day: 'numeric', month: 'short' } as const
    const at = new Date('2026-11-22T20:30:00Z')
    assert.strictEqual(
      dateTimeFormat('az-Latn-AZ', options),
      dateTimeFormat('az-Latn-AZ', { ...options })
    )
    assert.equal(
      dateTimeFormat('az-Latn-AZ', options).format(at),
      new Intl.DateTimeFormat('az-Latn-AZ', options).format(at)
    )
    assert.notEqual(
      dateTimeFormat('en-GB', { ...options, timeZone: 'UTC' }).format(at),
      dateTimeFormat('en-GB', options).format(at)
    )
  })
})
