import { test } from '@japa/runner'
import vine from '@vinejs/vine'
import { checkPassword } from '#services/auth/passwords'
import { isValidTaxId, passwordRule, taxIdRule } from '#validators/rules'

test.group('Password rule (SPEC §5, DESIGN §6)', () => {
  test('12 characters with all four classes pass; 11 do not', ({ assert }) => {
    assert.isNull(checkPassword('Qarpız-2026x'))
    assert.lengthOf('Qarpız-2026x', 12)
    assert.equal(checkPassword('Qarpız-2026'), 'too_short')
  })

  test('each missing class is named', ({ assert }) => {
    assert.equal(checkPassword('qarpiz-bazar-2026'), 'uppercase')
    assert.equal(checkPassword('QARPIZ-BAZAR-2026'), 'lowercase')
    assert.equal(checkPassword('Qarpiz-Bazar-Yol'), 'digit')
    assert.equal(checkPassword('QarpizBazar2026'), 'special')
  })

  test('Unicode letters count as letters of their case', ({ assert }) => {
    assert.isNull(checkPassword('Şəki-Gəncə-2026'))
    assert.isNull(checkPassword('Ölkə-ğüşçə-77'))
    assert.isNull(checkPassword('Жизнь-прекрасна-9'))
    assert.equal(checkPassword('şəki-gəncə-2026'), 'uppercase')
    assert.equal(checkPassword('ŞƏKİ-GƏNCƏ-2026'), 'lowercase')
  })

  test('length counts characters, not bytes or UTF-16 units', ({ assert }) => {
    assert.equal(checkPassword('Əə1!Əə1!Əə1'), 'too_short')
    assert.isNull(checkPassword('Əə1!Əə1!Əə1!'))
  })

  test('common passwords are refused, also with digits or symbols appended', ({ assert }) => {
    assert.equal(checkPassword('Qwertyuiop12!'), 'common')
    assert.equal(checkPassword('Password1234!'), 'common')
    assert.equal(checkPassword('Sunshine2024!'), 'common')
    assert.isNull(checkPassword('Findiq-Yagi-Qax-2026'))
  })

  test('1,024 characters are accepted, 1,025 refused, nothing truncated', async ({ assert }) => {
    const long = 'Aa1!'.repeat(256)
    assert.lengthOf(long, 1024)
    assert.isNull(checkPassword(long))
    assert.equal(checkPassword(`${long}x`), 'too_long')

    const validator = vine.create({ password: passwordRule() })
    const ok = await validator.validate({ password: long })
    assert.equal(ok.password, long)
    await assert.rejects(() => validator.validate({ password: `${long}x` }))
    const spaced = ' Qarpız-2026x '
    assert.equal((await validator.validate({ password: spaced })).password, spaced)
  })
})

test.group('Password rule: context words and Unicode forms (ASVS 6.2.11, DESIGN §6)', () => {
  test('the site name is refused in any case or script', ({ assert }) => {
    assert.equal(checkPassword('Mənim-KARVAN-2026!'), 'contextual')
    assert.equal(checkPassword('Best-Marketplace-77'), 'contextual')
    assert.equal(checkPassword('Bazar-Карван-2026!'), 'contextual')
  })

  test('the e-mail (whole local part or its words) and the names are refused, folded the Azerbaijani way', ({
    assert,
  }) => {
    const context = { emails: ['elvin.quliyev@example.az'], names: ['Günay', 'Məmmədova'] }
    assert.equal(checkPassword('Sevimli-Elvin-2026!', context), 'contextual')
    assert.equal(checkPassword('Elvin.Quliyev#2026', context), 'contextual')
    assert.equal(checkPassword('QULİYEV-Ailə-2026!', context), 'contextual')
    assert.equal(checkPassword('Gunay-Bahar-2026!', context), 'contextual')
    assert.equal(checkPassword('Memmedova-Yay-2026!', context), 'contextual')
    assert.equal(checkPassword('MƏMMƏDOVA-yay-2026!', context), 'contextual')
    assert.equal(
      checkPassword('Mammadova-Yay-2026!', context),
      'contextual',
      'ə written as a, as passports spell it'
    )
    assert.equal(checkPassword('Aliyeva-Bahar-2026!', { names: ['Əliyeva'] }), 'contextual')
    assert.isNull(checkPassword('Sevimli-Bahar-2026!', context))
  })

  test('words shorter than 4 characters are not looked for', ({ assert }) => {
    assert.isNull(
      checkPassword('Əli-Bağça-Yolu-2026!', { emails: ['ali@example.az'], names: ['Əli', 'Ay'] })
    )
    assert.equal(checkPassword('Nigar-Bağça-Yolu-2026!', { names: ['Nigar'] }), 'contextual')
  })

  test('composed and decomposed letters are one password: checked in NFC', ({ assert }) => {
    const composed = 'Şəki-Gəncə-2026'
    const decomposed = composed.normalize('NFD')
    assert.notEqual(decomposed, composed)
    assert.isNull(checkPassword(decomposed))
    assert.equal(checkPassword('Ağ-Şəki-Gə1'.normalize('NFD')), 'too_short')
    assert.equal(
      checkPassword('Gunay-Bahar-2026!'.normalize('NFD'), { names: ['Günay'.normalize('NFD')] }),
      'contextual'
    )
  })
})

test.group('VÖEN (tax ID) format (DESIGN §4)', () => {
  test('10 digits ending in 1 (legal) or 2 (individual)', ({ assert }) => {
    assert.isTrue(isValidTaxId('1234567891'))
    assert.isTrue(isValidTaxId('1234567892'))
    assert.isTrue(isValidTaxId('1234567891', 'legal'))
    assert.isFalse(isValidTaxId('1234567891', 'individual'))
    assert.isTrue(isValidTaxId('1234567892', 'individual'))
    assert.isFalse(isValidTaxId('1234567893'))
    assert.isFalse(isValidTaxId('123456789'))
    assert.isFalse(isValidTaxId('12345678911'))
    assert.isFalse(isValidTaxId('12345678a1'))
  })

  test('the rule strips spaces and checks the company type beside it', async ({ assert }) => {
    const validator = vine.create({
      company_type: vine.enum(['legal', 'individual'] as const),
      tax_id: taxIdRule('company_type'),
    })
    assert.equal(
      (await validator.validate({ company_type: 'legal', tax_id: ' 1234 567 891 ' })).tax_id,
      '1234567891'
    )
    await assert.rejects(() =>
      validator.validate({ company_type: 'individual', tax_id: '1234567891' })
    )
  })
})
