import { test } from '@japa/runner'
import { formatAzMobile, maskAzMobile, normalizeAzMobile } from '#services/mobile_signature/phone'

test.group('Azerbaijani mobile numbers', () => {
  test('"{0}" → {1}')
    .with([
      ['+994 50 123 45 67', '+994501234567'],
      ['+994501234567', '+994501234567'],
      ['994 55 123 45 67', '+994551234567'],
      ['00994 70 123-45-67', '+994701234567'],
      ['050 123 45 67', '+994501234567'],
      ['(077) 123-45-67', '+994771234567'],
      ['99 223 45 67', '+994992234567'],
      ['099 923 45 67', '+994999234567'],
      ['040 123 45 67', '+994401234567'],
      ['+994 44 123 45 67', '+994441234567'],
      ['036 554 12 34', '+994365541234'],
      ['010 123 45 67', '+994101234567'],
    ] as const)
    .run(({ assert }, [input, expected]) => {
      assert.equal(normalizeAzMobile(input), expected)
    })

  test('landlines, foreign numbers, wrong lengths and junk are refused', ({ assert }) => {
    for (const input of [
      '+994 12 555 01 23',
      '+994 99 123 45 67',
      '036 555 12 34',
      '+7 912 345 67 89',
      '+994 50 123 45 6',
      '+994 50 123 45 678',
      '050-ABC-45-67',
      '',
      '+',
      '0501234567890',
      '+99450123456<script>',
    ]) {
      assert.isNull(normalizeAzMobile(input), input)
    }
  })

  test('formats for display and masks for logs', ({ assert }) => {
    assert.equal(formatAzMobile('+994501234567'), '+994 50 123 45 67')
    assert.equal(maskAzMobile('+994501234567'), '+994 50 *** ** 67')
    assert.equal(maskAzMobile('nonsense'), '***')
  })
})
