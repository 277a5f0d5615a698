import { test } from '@japa/runner'
import { readFileSync } from 'node:fs'
import app from '@adonisjs/core/services/app'
import { patternOf } from '#services/urls'
import {
  compactGtin,
  gtinBarcodeType,
  gtinCheckDigit,
  gtinLicenseeWarning,
  gtinProblem,
  isValidGtin,
  normalizeGtin,
  shortestGtin,
} from '#lib/gtin'

/**
 * Browser-side modules of the lookup modal, loaded at run time: the server's tsconfig does not
 * compile inertia/ (it is a separate project), so they are imported by URL with their shapes.
 */
const fromInertia = (path: string) => import(app.makeURL(`inertia/components/gtin/${path}`).href)
const { toFillData }: { toFillData(result: unknown): Record<string, string> } =
  await fromInertia('fill_data.ts')
const { routeUrl }: { routeUrl(pattern: string, params: Record<string, string>): string } =
  await import(app.makeURL('inertia/lib/routes.ts').href)

interface Vector {
  gtin: string
  length: number
  check_digit_valid: boolean
  gtin14: string
  note: string
}

/** GTIN vectors of the shared test data (INTEGRATIONS §6; a copy lives in tests/fixtures). */
function vectors(): Vector[] {
  const data = JSON.parse(readFileSync(app.makePath('tests/fixtures/test_vectors.json'), 'utf8'))
  return data.gtin_check_digit.vectors
}

test.group('GTIN check digit and normalisation (INTEGRATIONS §2.1)', () => {
  test('every vector of test_vectors.json: validity, check digit and 14-digit form', ({
    assert,
  }) => {
    const all = vectors()
    assert.isAtLeast(all.length, 8)
    for (const vector of all) {
      assert.equal(vector.gtin.length, vector.length, vector.note)
      assert.equal(
        isValidGtin(vector.gtin),
        vector.check_digit_valid,
        `${vector.gtin}: ${vector.note}`
      )
      const computed = gtinCheckDigit(vector.gtin.slice(0, -1))
      assert.equal(
        computed === Number(vector.gtin.at(-1)),
        vector.check_digit_valid,
        `check digit of ${vector.gtin}`
      )
      if (vector.check_digit_valid) {
        assert.equal(normalizeGtin(vector.gtin), vector.gtin14)
        assert.equal(shortestGtin(vector.gtin14).length <= vector.gtin.length, true)
        assert.isTrue(isValidGtin(vector.gtin14), `${vector.gtin14} stays valid when padded`)
      } else {
        assert.equal(gtinProblem(vector.gtin), 'check_digit')
        assert.throws(() => normalizeGtin(vector.gtin), RangeError)
      }
    }
  })

  test('the worked example of INTEGRATIONS §2.1: 629104150021 → 3', ({ assert }) => {
    assert.equal(gtinCheckDigit('629104150021'), 3)
    assert.isTrue(isValidGtin('6291041500213'))
    assert.equal(gtinCheckDigit('0'), 0)
    assert.throws(() => gtinCheckDigit(''), RangeError)
    assert.throws(() => gtinCheckDigit('12a4'), RangeError)
  })

  test('lengths other than 8, 12, 13, 14 and non-digits are refused before the check digit', ({
    assert,
  }) => {
    for (const code of ['4006381', '40063813339', '400638133393100', '']) {
      assert.equal(gtinProblem(code), code === '' ? 'digits' : 'length', code)
    }
    for (const code of ['40063813339a1', '4006381333.31', '٤٠٠٦٣٨١٣٣٣٩٣١']) {
      assert.equal(gtinProblem(code), 'digits', code)
    }
  })

  test('spaces and dashes of a printed barcode are ignored', ({ assert }) => {
    assert.equal(compactGtin(' 4 006381-333931 '), '4006381333931')
    assert.equal(compactGtin('4006381 333931'), '4006381333931')
    assert.isTrue(isValidGtin('4006381 333931'))
    assert.equal(normalizeGtin('036000-291452'), '00036000291452')
  })

  test('shortest printed form and barcode type', ({ assert }) => {
    assert.equal(shortestGtin('00000040052441'), '40052441')
    assert.equal(shortestGtin('00036000291452'), '036000291452')
    assert.equal(shortestGtin('04760001000015'), '4760001000015')
    assert.equal(shortestGtin('10036000291459'), '10036000291459')
    assert.equal(gtinBarcodeType('40052441'), 'EAN-8')
    assert.equal(gtinBarcodeType('036000291452'), 'UPC-A')
    assert.equal(gtinBarcodeType('4760001000015'), 'EAN-13')
    assert.equal(gtinBarcodeType('10036000291459'), 'ITF-14')
    assert.isNull(gtinBarcodeType('123'))
  })

  test('VÖEN warning only when both tax IDs are known and differ', ({ assert }) => {
    for (const warn of [gtinLicenseeWarning]) {
      assert.isTrue(warn('9916787781', '9900123451'))
      assert.isFalse(warn('9916787781', '9916787781'))
      assert.isFalse(warn('9916787781', ' 991678 7781'))
      assert.isFalse(warn('9916787781', null))
      assert.isFalse(warn(null, '9900123451'))
      assert.isFalse(warn('', ''))
    }
  })
})

test.group('GTIN lookup modal helpers', () => {
  test('the API path follows the page language (the shared route pattern, filled in the browser)', ({
    assert,
  }) => {
    const lookup = (locale: 'az' | 'en' | 'ru') =>
      routeUrl(patternOf('gtin_lookup', locale), { code: '4769900000010' })
    assert.equal(lookup('az'), '/api/gtin/4769900000010')
    assert.equal(lookup('en'), '/en/api/gtin/4769900000010')
    assert.equal(lookup('ru'), '/ru/api/gtin/4769900000010')
  })

  test('fill data takes what the registry gave and leaves out the rest', ({ assert }) => {
    const result = {
      status: 'found',
      gtin: '04769900000010',
      company: {
        name: 'Azersun Holding',
        taxId: '9916787781',
        gln: null,
        openingDate: null,
        officialLicense: null,
        barcodeType: 'EAN-13',
        barcode: '4769900000010',
        registrationDate: null,
      },
      product: {
        name: 'Azerçay green tea, 100 g',
        brand: 'Azerçay',
        quantity: '100',
        unit: 'GRM',
        packaging: null,
        type: 'BASE_UNIT_OR_EACH',
        globalClassification: { code: '10000116', title: 'Tea – bags/loose' },
        classification: 'Tea/infusions',
        group: 'Beverages',
      },
    }
    assert.deepEqual(toFillData(result), {
      gtin: '4769900000010',
      name: 'Azerçay green tea, 100 g',
      brand: 'Azerçay',
      quantity: '100',
      unit: 'GRM',
      classification: 'Tea – bags/loose',
      licenseeTaxId: '9916787781',
    })
    const unclassified = { ...result, product: { ...result.product, globalClassification: null } }
    assert.equal(toFillData(unclassified).classification, 'Tea/infusions')
  })
})
