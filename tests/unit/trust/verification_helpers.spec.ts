import { test } from '@japa/runner'
import { matchCertificates } from '#services/trust/certificate_match'
import { formatVerifiedMonth } from '#shared/verification'
import { isVerified } from '#services/trust/verification_state'

const PERSONAL = { type: 'individual' as const, name: 'Orxan Səfərov' }
const COMPANY = { type: 'legal' as const, name: 'Quba Alma MMC', voen: '2000000301' }
const OTHER = { type: 'legal' as const, name: 'Gəncə Bağ MMC', voen: '1700456781' }

test.group('Company verification: certificate match', () => {
  test('a business certificate with the company VÖEN matches, among others', ({ assert }) => {
    assert.deepEqual(matchCertificates([PERSONAL, OTHER, COMPANY], '2000000301'), {
      outcome: 'match',
      voen: '2000000301',
    })
  })

  test('business certificates of other companies are a mismatch naming the first VÖEN', ({
    assert,
  }) => {
    assert.deepEqual(matchCertificates([PERSONAL, OTHER, COMPANY], '9916787781'), {
      outcome: 'mismatch',
      voen: '1700456781',
    })
  })

  test('personal certificates only are "personal"; a personal certificate never matches', ({
    assert,
  }) => {
    assert.deepEqual(matchCertificates([PERSONAL], '2000000301'), { outcome: 'personal' })
    assert.deepEqual(matchCertificates([], '2000000301'), { outcome: 'personal' })
    const oddPersonal = { ...PERSONAL, voen: '2000000301' }
    assert.deepEqual(matchCertificates([oddPersonal], '2000000301'), { outcome: 'personal' })
  })
})

test.group('Company verification: month and state', () => {
  test('the month is written as each language writes a month and year', ({ assert }) => {
    assert.equal(formatVerifiedMonth('2026-11', 'en'), 'November 2026')
    assert.equal(formatVerifiedMonth('2026-11', 'az'), 'noyabr 2026')
    assert.match(formatVerifiedMonth('2026-01', 'ru'), /^январь 2026/)
    assert.equal(formatVerifiedMonth('not a month', 'en'), 'not a month')
  })

  test('verified only while signed, not revoked and not expired', ({ assert }) => {
    const now = new Date('2026-11-27T12:00:00Z')
    const base = {
      verified_at: '2026-01-10T10:00:00Z',
      verification_expires_at: '2027-01-10T10:00:00Z',
      verification_revoked_at: null,
    }
    assert.isTrue(isVerified(base, now))
    assert.isFalse(isVerified({ ...base, verification_expires_at: '2026-11-27T11:59:59Z' }, now))
    assert.isFalse(isVerified({ ...base, verification_revoked_at: '2026-11-01T00:00:00Z' }, now))
    assert.isFalse(isVerified({ ...base, verified_at: null }, now))
  })
})
