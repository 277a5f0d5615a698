import { test } from '@japa/runner'
import {
  groupIban,
  ibanWithCheckDigits,
  isValidIban,
  isValidSwift,
  normalizeIban,
  normalizeSwift,
} from '#shared/bank'

test.group('Bank details (IBAN ISO 13616, SWIFT/BIC)', () => {
  test('valid IBANs pass the mod-97 check, typed with spaces or not', ({ assert }) => {
    for (const typed of [
      'AZ21 NABZ 0000 0000 1370 1000 1944',
      'az21nabz00000000137010001944',
      'GB82 WEST 1234 5698 7654 32',
      'DE89 3704 0044 0532 0130 00',
    ]) {
      assert.isTrue(isValidIban(normalizeIban(typed)), typed)
    }
    assert.equal(normalizeIban(' az21 nabz-0000 '), 'AZ21NABZ0000')
  })

  test('a changed digit, swapped characters, a wrong length or shape are refused', ({ assert }) => {
    for (const wrong of [
      'AZ21NABZ00000000137010001945',
      'AZ12NABZ00000000137010001944',
      'AZ21NABZ0000000013701000194',
      'AZ21NABZ000000001370100019444',
      'GB82WEST12345698765423',
      '21AZNABZ00000000137010001944',
      'AZ21NABZ0000000013701000194!',
      '',
    ]) {
      assert.isFalse(isValidIban(normalizeIban(wrong)), wrong)
    }
  })

  test('check digits are computed so demo IBANs validate', ({ assert }) => {
    assert.equal(
      ibanWithCheckDigits('AZ', 'NABZ00000000137010001944'),
      'AZ21NABZ00000000137010001944'
    )
    const demo = ibanWithCheckDigits('AZ', 'KRVN00000000000000000001')
    assert.lengthOf(demo, 28)
    assert.isTrue(isValidIban(demo))
    assert.equal(
      groupIban(demo),
      `${demo.slice(0, 4)} ${demo.slice(4, 8)} ${demo.slice(8, 12)} ${demo.slice(12, 16)} ${demo.slice(16, 20)} ${demo.slice(20, 24)} ${demo.slice(24)}`
    )
  })

  test('SWIFT/BIC: 8 or 11 characters, letters for bank and country', ({ assert }) => {
    assert.isTrue(isValidSwift(normalizeSwift('aiibaz2x')))
    assert.isTrue(isValidSwift('AIIBAZ2XXXX'))
    assert.isTrue(isValidSwift('DEUTDEFF500'))
    for (const wrong of [
      'AIIBAZ2',
      'AIIBAZ2XX',
      'AIIBAZ2XXXXX',
      '1IIBAZ2X',
      'AIIB1Z2X',
      'AIIBAZ2-',
    ]) {
      assert.isFalse(isValidSwift(wrong), wrong)
    }
  })
})
