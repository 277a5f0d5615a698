import { test } from '@japa/runner'
import { normalizePhone } from '#validators/user_info'
import { COUNTRY_CODES, normalizePostalCode, parseAddressId } from '#validators/address'

test.group('Phone numbers (user info form)', () => {
  test('Azerbaijani numbers in every common spelling become +994 NN NNN NN NN', ({ assert }) => {
    for (const input of [
      '+994 50 123 45 67',
      '+994501234567',
      '994501234567',
      '050 123 45 67',
      '(050) 123-45-67',
      '501234567',
      ' +994 (50) 123.45.67 ',
    ]) {
      assert.equal(normalizePhone(input), '+994 50 123 45 67', input)
    }
    assert.equal(normalizePhone('012 555 01 23'), '+994 12 555 01 23')
  })

  test('foreign numbers need the international form; malformed numbers are refused', ({
    assert,
  }) => {
    assert.equal(normalizePhone('+49 30 1234 5678'), '+493012345678')
    assert.equal(normalizePhone('+1 (202) 555-0143'), '+12025550143')
    for (const input of [
      '12ab',
      '',
      '+994 50 123 45',
      '+994 05 123 45 67',
      '0501234567890',
      '4930123456',
      '+0 123 456 789',
      '+1234567890123456',
      '050 123 45 67 ext 2',
    ]) {
      assert.isNull(normalizePhone(input), input)
    }
  })
})

test.group('Postal codes and address ids', () => {
  test('Azerbaijan: AZ NNNN; other countries: 2–12 letters, digits, spaces, dashes', ({
    assert,
  }) => {
    assert.equal(normalizePostalCode('AZ 1000', 'AZ'), 'AZ 1000')
    assert.equal(normalizePostalCode('az1000', 'AZ'), 'AZ 1000')
    assert.equal(normalizePostalCode('AZ-1000', 'AZ'), 'AZ 1000')
    assert.equal(normalizePostalCode('1000', 'AZ'), 'AZ 1000')
    for (const bad of ['AZ 100', 'AZ 10000', 'BA 1000', 'AZ  1000x', ''])
      assert.isNull(normalizePostalCode(bad, 'AZ'), bad)
    assert.equal(normalizePostalCode('sw1a   1aa', 'GB'), 'SW1A 1AA')
    assert.equal(normalizePostalCode('10115', 'DE'), '10115')
    assert.equal(normalizePostalCode('123-4567', 'JP'), '123-4567')
    for (const bad of ['1', '1234567890123', '-123', '12 <b>'])
      assert.isNull(normalizePostalCode(bad, 'DE'), bad)
  })

  test('country list: 249 ISO codes, Azerbaijan included', ({ assert }) => {
    assert.lengthOf(COUNTRY_CODES, 249)
    assert.lengthOf(new Set(COUNTRY_CODES), 249)
    assert.include(COUNTRY_CODES, 'AZ')
    assert.notInclude(COUNTRY_CODES, 'SU')
  })

  test('address ids: positive PostgreSQL integers only', ({ assert }) => {
    assert.equal(parseAddressId('42'), 42)
    assert.equal(parseAddressId(7), 7)
    for (const bad of ['0', '-1', '01', 'abc', '2147483648', '1e3', undefined, null])
      assert.isNull(parseAddressId(bad), String(bad))
  })
})
