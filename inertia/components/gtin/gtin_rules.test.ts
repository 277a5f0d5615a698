import { describe, expect, it } from 'vitest'
import { compactGtin, gtinCheckDigit, gtinLicenseeWarning, gtinProblem } from '#shared/gtin'

describe('GTIN rules in the lookup modal', () => {
  it.each(['4760001000015', '96385074', '036000291452', '14760001000012'])(
    'accepts the valid GTIN %s',
    (code) => {
      expect(gtinProblem(code)).toBeNull()
    }
  )

  it('accepts a barcode copied with spaces and dashes', () => {
    expect(compactGtin(' 4760001-000015 ')).toBe('4760001000015')
    expect(gtinProblem('4 760001 000015')).toBeNull()
  })

  it('computes the mod-10 check digit from the right', () => {
    expect(gtinCheckDigit('476000100001')).toBe(5)
    expect(gtinCheckDigit('03600029145')).toBe(2)
  })

  it('refuses letters, a wrong length and a wrong check digit, in that order', () => {
    expect(gtinProblem('47600O1000015')).toBe('digits')
    expect(gtinProblem('')).toBe('digits')
    expect(gtinProblem('4760001')).toBe('length')
    expect(gtinProblem('4760001000016')).toBe('check_digit')
  })
})

describe('VÖEN warning', () => {
  it('warns when the barcode is licensed to another company', () => {
    expect(gtinLicenseeWarning('1234567891', '9876543211')).toBe(true)
  })

  it('ignores spaces in either tax ID', () => {
    expect(gtinLicenseeWarning('123 456 7891', '1234567891')).toBe(false)
  })

  it('does not warn when either tax ID is unknown', () => {
    expect(gtinLicenseeWarning(null, '1234567891')).toBe(false)
    expect(gtinLicenseeWarning('1234567891', undefined)).toBe(false)
    expect(gtinLicenseeWarning('  ', '1234567891')).toBe(false)
  })
})
