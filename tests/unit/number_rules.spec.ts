import { test } from '@japa/runner'
import vine from '@vinejs/vine'
import {
  PG_INTEGER_MAX,
  decimalInput,
  integerInput,
  integerRule,
  pageNumber,
  parseId,
  parseInteger,
} from '#validators/rules'

test.group('Request numbers: one strict reading (issue #22, 6)', () => {
  test('integerInput reads decimal integers only', ({ assert }) => {
    assert.equal(integerInput('12'), 12)
    assert.equal(integerInput(' 7 '), 7)
    assert.equal(integerInput('-1'), -1)
    assert.equal(integerInput('007'), 7)
    assert.equal(integerInput(42), 42)
    assert.equal(
      integerInput('2.5'),
      2.5,
      'a fraction stays a fraction: the withoutDecimals message'
    )
    for (const text of [
      '0x10',
      '1e3',
      '1e308',
      '+7',
      '12abc',
      'Infinity',
      '-Infinity',
      'NaN',
      '0b11',
      '0o7',
      '7.0',
      '',
      ' ',
      '1 000',
      '١٢',
    ]) {
      assert.isNaN(integerInput(text), JSON.stringify(text))
    }
    for (const value of [[3], true, { n: 3 }]) assert.isNaN(integerInput(value))
    assert.isUndefined(integerInput(undefined))
    assert.isNull(integerInput(null))
  })

  test('decimalInput reads plain decimal notation only', ({ assert }) => {
    assert.equal(decimalInput('40.4093'), 40.4093)
    assert.equal(decimalInput('-49.8'), -49.8)
    assert.equal(decimalInput('.5'), 0.5)
    assert.equal(decimalInput(12.5), 12.5)
    for (const text of ['0x10', '1e1', '40,5', 'Infinity', 'abc', ''])
      assert.isNaN(decimalInput(text), text)
    assert.equal(
      decimalInput(`1${'0'.repeat(400)}`),
      Number.POSITIVE_INFINITY,
      'not finite: the number rule refuses it'
    )
  })

  test('parseInteger, parseId and pageNumber for route params and query strings', ({ assert }) => {
    assert.equal(parseId('17'), 17)
    assert.equal(parseId(String(PG_INTEGER_MAX)), PG_INTEGER_MAX)
    for (const value of [
      '0',
      '-1',
      '01',
      ' 7',
      '2147483648',
      '1e3',
      '0x10',
      '99999999999999999999',
      1.5,
      [1],
      undefined,
    ])
      assert.isNull(parseId(value), String(value))
    assert.equal(parseInteger('0', { min: 0, max: 9 }), 0)
    assert.isNull(parseInteger('10', { min: 0, max: 9 }))
    assert.equal(pageNumber('3', 100), 3)
    assert.equal(pageNumber('1000', 100), 100)
    assert.equal(pageNumber('99999999999999999999', 100), 100)
    assert.equal(
      pageNumber('9'.repeat(400), 100),
      100,
      'more digits than a double holds is still beyond the last page'
    )
    for (const value of ['0', '-2', '0x10', '1e3', 'abc', '', ['2'], undefined])
      assert.equal(pageNumber(value, 100), 1, String(value))
  })

  test('integerRule: messages per rule, the column range by default', async ({ assert }) => {
    const validator = vine.create({ value: integerRule() })
    const ruleOf = async (value: unknown) => {
      const [error] = await validator.tryValidate({ value })
      return (error as any)?.messages?.[0]?.rule ?? null
    }
    assert.isNull(await ruleOf('5'))
    assert.equal(await ruleOf('0x10'), 'number')
    assert.equal(await ruleOf('2.5'), 'withoutDecimals')
    assert.equal(await ruleOf(1.5), 'withoutDecimals')
    assert.equal(await ruleOf('0'), 'min')
    assert.equal(await ruleOf('2147483648'), 'max')
    assert.equal(await ruleOf(1e308), 'max')
    const ranged = vine.create({ value: integerRule({ min: 0, max: 90, bounds: 'range' }) })
    const [error] = await ranged.tryValidate({ value: '91' })
    assert.equal((error as any).messages[0].rule, 'range')
  })
})
