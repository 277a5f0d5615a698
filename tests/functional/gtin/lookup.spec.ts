import { test } from '@japa/runner'
import { randomUUID } from 'node:crypto'
import app from '@adonisjs/core/services/app'
import db from '@adonisjs/lucid/services/db'
import { isValidGtin, normalizeGtin } from '#lib/gtin'
import GtinRegistry, { GtinRegistryUnavailable, type GtinRecord } from '#services/gtin/registry'
import FixtureGtinRegistry from '#services/gtin/fixture_registry'
import { licenseeMismatch, registryLicenseeTaxId } from '#services/gtin/licensee_check'
import { createAccount } from '#tests/helpers/accounts'
import { url } from '#tests/helpers/urls'

const NOT_REGISTERED = '4760001000015'
const PREFIX = { az: '', en: '/en', ru: '/ru' } as const

/** A seeded demo product whose barcode is in the fixture registry, with its company. */
async function registeredProduct() {
  return db
    .from('products')
    .join('companies', 'companies.id', 'products.company_id')
    .join('gtin_registry_items', 'gtin_registry_items.barcode', 'products.barcode')
    .where('products.status', 'published')
    .where('products.product_code', 'like', 'KRV-%')
    .whereNotNull('gtin_registry_items.gpc_brick_code')
    .select('products.id', 'products.barcode', 'companies.name as company_name', 'companies.tax_id')
    .orderBy('products.id')
    .firstOrFail()
}

test.group('GTIN lookup API with the fixture registry', (group) => {
  group.each.setup(async () => {
    await db.from('rate_limits').delete()
    return () => app.container.restore(GtinRegistry)
  })

  test('the fixture registry holds the demo catalog barcodes, licensed to their producers', async ({
    assert,
  }) => {
    const [{ count }] = await db.from('gtin_registry_items').count('* as count')
    assert.isAbove(Number(count), 300)
    const unmatched = await db
      .from('products')
      .join('companies', 'companies.id', 'products.company_id')
      .join('gtin_registry_items as i', 'i.barcode', 'products.barcode')
      .join('gtin_registry_companies as c', 'c.id', 'i.company_id')
      .where('products.product_code', 'like', 'KRV-%')
      .whereRaw('c.tax_id <> companies.tax_id')
      .count('* as count')
    assert.equal(Number(unmatched[0].count), 0)
    const bad = await db
      .from('gtin_registry_items')
      .whereRaw(`gtin <> lpad(barcode, 14, '0')`)
      .count('* as count')
    assert.equal(Number(bad[0].count), 0)
    const items = await db.from('gtin_registry_items').select('barcode')
    assert.deepEqual(
      items.filter((item) => !isValidGtin(item.barcode)),
      []
    )
    const seeded = await db
      .from('products')
      .where('product_code', 'like', 'KRV-%')
      .whereNotNull('barcode')
      .select('barcode')
    assert.deepEqual(
      seeded.filter((product) => !isValidGtin(product.barcode)),
      [],
      'demo product barcodes carry valid check digits'
    )
  })

  test('a guest looks up a demo product barcode and sees company and product information', async ({
    client,
    assert,
  }) => {
    const product = await registeredProduct()
    const response = await client
      .get(url('gtin_lookup', 'en', { code: product.barcode }))
      .header('Accept', 'application/json')
    response.assertStatus(200)
    const body = response.body()
    assert.equal(body.status, 'found')
    assert.equal(body.gtin, normalizeGtin(product.barcode))
    assert.equal(body.company.name, product.company_name)
    assert.equal(body.company.taxId, product.tax_id)
    assert.match(body.company.gln, /^476[0-9]{10}$/)
    assert.match(body.company.openingDate, /^[0-9]{4}-[0-9]{2}-[0-9]{2}$/)
    assert.match(body.company.registrationDate, /^[0-9]{4}-[0-9]{2}-[0-9]{2}$/)
    assert.match(body.company.officialLicense, /^GS1AZ-/)
    assert.equal(body.company.barcode, product.barcode)
    assert.equal(body.company.barcodeType, 'EAN-13')
    const enName = await db
      .from('product_translations')
      .where({ product_id: product.id, locale: 'en' })
      .firstOrFail()
    assert.equal(body.product.name, enName.name)
    assert.match(body.product.globalClassification.code, /^[0-9]{8}$/)
    for (const key of [
      'brand',
      'quantity',
      'unit',
      'packaging',
      'type',
      'classification',
      'group',
    ]) {
      assert.property(body.product, key)
    }
    assert.equal(response.header('cache-control'), 'no-store')

    const ru = await client
      .get(url('gtin_lookup', 'ru', { code: product.barcode }))
      .header('Accept', 'application/json')
    const ruName = await db
      .from('product_translations')
      .where({ product_id: product.id, locale: 'ru' })
      .firstOrFail()
    assert.equal(ru.body().product.name, ruName.name)
    const az = await client
      .get(url('gtin_lookup', 'az', { code: product.barcode }))
      .header('Accept', 'application/json')
    const azName = await db
      .from('product_translations')
      .where({ product_id: product.id, locale: 'az' })
      .firstOrFail()
    assert.equal(az.body().product.name, azName.name)
  })

  test('standalone records: a new item of a demo producer, a foreign licensee and the 952 demo prefix', async ({
    client,
    assert,
  }) => {
    const azersun = await db.from('companies').where('code', 'P01').firstOrFail()
    const green = await client.get('/en/api/gtin/4769900000010')
    green.assertStatus(200)
    assert.equal(green.body().company.taxId, azersun.tax_id)
    assert.equal(green.body().product.name, 'Azerçay green tea, 100 g')
    assert.deepEqual(
      {
        quantity: green.body().product.quantity,
        unit: green.body().product.unit,
        type: green.body().product.type,
      },
      { quantity: '100', unit: 'GRM', type: 'BASE_UNIT_OR_EACH' }
    )
    assert.isNull(await db.from('products').where('barcode', '4769900000010').first())

    const foreign = await client.get('/en/api/gtin/4769900000034')
    assert.equal(foreign.body().company.name, 'Xəzər Demo Qida MMC')
    assert.isNull(await db.from('companies').where('tax_id', foreign.body().company.taxId).first())

    const demo = await client.get('/en/api/gtin/9520000000011')
    demo.assertStatus(200)
    assert.isNull(demo.body().company.taxId)
    assert.equal(demo.body().product.type, 'CASE')
    assert.isNull(demo.body().product.globalClassification)
    const padded = await client.get('/en/api/gtin/09520000000011')
    assert.equal(padded.body().gtin, '09520000000011')
  })

  test('spaces and dashes typed with the barcode are accepted', async ({ client, assert }) => {
    const response = await client.get(`/en/api/gtin/${encodeURIComponent('4 769900-000010')}`)
    response.assertStatus(200)
    assert.equal(response.body().gtin, '04769900000010')
  })

  test('an unregistered valid GTIN: 404 with "no data found in the GTIN search" in each language', async ({
    client,
    assert,
  }) => {
    const expected = {
      az: 'GTIN axtarışında məlumat tapılmadı',
      en: 'No data found in the GTIN search',
      ru: 'По запросу GTIN данные не найдены',
    }
    for (const locale of ['az', 'en', 'ru'] as const) {
      const response = await client
        .get(`${PREFIX[locale]}/api/gtin/${NOT_REGISTERED}`)
        .header('Accept', 'application/json')
      response.assertStatus(404)
      assert.deepEqual(response.body(), {
        status: 'not_found',
        gtin: '04760001000015',
        message: expected[locale],
      })
    }
  })

  test('invalid codes are refused with 422 and a localized message before the registry is asked', async ({
    client,
    assert,
  }) => {
    let asked = 0
    class CountingRegistry extends GtinRegistry {
      async lookup() {
        asked++
        return null
      }
    }
    app.container.swap(GtinRegistry, () => new CountingRegistry())
    const cases = [
      {
        code: '4006381333930',
        en: 'Wrong barcode: the check digit does not match',
        az: 'Yanlış ştrix-kod: yoxlama rəqəmi uyğun gəlmir',
        ru: 'Неверный штрихкод: контрольная цифра не совпадает',
      },
      {
        code: '40063813339',
        en: 'The barcode must have 8, 12, 13 or 14 digits',
        az: 'Ştrix-kod 8, 12, 13 və ya 14 rəqəmdən ibarət olmalıdır',
        ru: 'Штрихкод должен содержать 8, 12, 13 или 14 цифр',
      },
      {
        code: '400638133393123',
        en: 'The barcode must have 8, 12, 13 or 14 digits',
        az: 'Ştrix-kod 8, 12, 13 və ya 14 rəqəmdən ibarət olmalıdır',
        ru: 'Штрихкод должен содержать 8, 12, 13 или 14 цифр',
      },
      {
        code: '40063813x3931',
        en: 'The barcode may contain digits only',
        az: 'Ştrix-kod yalnız rəqəmlərdən ibarət olmalıdır',
        ru: 'Штрихкод должен состоять только из цифр',
      },
    ]
    for (const { code, ...messages } of cases) {
      for (const locale of ['az', 'en', 'ru'] as const) {
        const response = await client
          .get(`${PREFIX[locale]}/api/gtin/${code}`)
          .header('Accept', 'application/json')
        response.assertStatus(422)
        assert.deepEqual(
          response.body(),
          { status: 'invalid', message: messages[locale] },
          `${locale} ${code}`
        )
      }
    }
    const long = await client.get(`/en/api/gtin/${'1'.repeat(40)}`)
    long.assertStatus(422)
    assert.include(long.body().message, 'Barcode (GTIN)')
    for (const hostile of ['%3Cscript%3E', '..%2F..%2Fetc', '__proto__']) {
      const response = await client.get(`/en/api/gtin/${hostile}`)
      response.assertStatus(422)
      assert.equal(response.body().status, 'invalid')
    }
    assert.equal(asked, 0)
  })

  test('a registry that cannot answer gives 503 "System error", never a 500', async ({
    client,
    assert,
  }) => {
    class DownRegistry extends GtinRegistry {
      async lookup(): Promise<GtinRecord | null> {
        throw new GtinRegistryUnavailable('down for the test')
      }
    }
    app.container.swap(GtinRegistry, () => new DownRegistry())
    const en = await client.get('/en/api/gtin/4769900000010')
    en.assertStatus(503)
    assert.deepEqual(en.body(), {
      status: 'unavailable',
      gtin: '04769900000010',
      message: 'System error',
    })
    const az = await client.get('/api/gtin/4769900000010')
    assert.equal(az.body().message, 'Sistem xətası')
  })

  test('lookups are rate-limited per client IP with a localized 429', async ({
    client,
    assert,
  }) => {
    for (let i = 0; i < 30; i++) {
      const response = await client.get(i % 2 ? '/en/api/gtin/4769900000010' : '/en/api/gtin/123')
      assert.oneOf(response.status(), [200, 422])
    }
    const blocked = await client.get('/en/api/gtin/4769900000010')
    blocked.assertStatus(429)
    assert.equal(blocked.body().status, 'throttled')
    assert.match(
      blocked.body().message,
      /^Too many lookups\. Please try again in [0-9]+ seconds\.$/
    )
    assert.isAbove(Number(blocked.header('retry-after')), 0)
    const ru = await client.get('/ru/api/gtin/4769900000010')
    assert.match(ru.body().message, /^Слишком много запросов/)
  })

  test('the page shell offers the public lookup button to guests in every language', async ({
    client,
    assert,
  }) => {
    for (const [path, label] of [
      ['/', 'GTIN axtarışı'],
      ['/en', 'GTIN lookup'],
      ['/ru', 'Поиск по GTIN'],
    ] as const) {
      const response = await client.get(path)
      response.assertStatus(200)
      assert.include(response.text(), label)
      assert.include(response.text(), 'data-testid="gtin-lookup-open"')
    }
  })
})

test.group('GTIN licensee (VÖEN) check', () => {
  async function draftProduct(companyId: number, fields: Record<string, unknown>) {
    const [row] = await db
      .table('products')
      .insert({
        company_id: companyId,
        product_code: `GTIN-${randomUUID().slice(0, 8)}`,
        price_minor: 100,
        status: 'draft',
        ...fields,
      })
      .returning('id')
    return Number(row.id ?? row)
  }

  test('licenseeMismatch compares the stored licensee tax ID with the company VÖEN', async ({
    assert,
  }) => {
    const seller = await createAccount('seller')
    const company = await db.from('companies').where('id', seller.companyId!).firstOrFail()
    const own = await draftProduct(company.id, {
      barcode: '4769900000034',
      gtin_licensee_tax_id: company.tax_id,
    })
    const foreign = await draftProduct(company.id, {
      barcode: '4769900000034',
      gtin_licensee_tax_id: '9900123451',
    })
    const unknown = await draftProduct(company.id, {
      barcode: '4769900000034',
      gtin_licensee_tax_id: null,
    })
    assert.isFalse(await licenseeMismatch(own))
    assert.isTrue(await licenseeMismatch(foreign))
    assert.isFalse(await licenseeMismatch(unknown))
    assert.isFalse(await licenseeMismatch(2_000_000_000))
  })

  test('registryLicenseeTaxId reads the licensee from the registry on the server', async ({
    assert,
  }) => {
    app.container.swap(GtinRegistry, () => new FixtureGtinRegistry())
    try {
      assert.equal(await registryLicenseeTaxId('4769900000034'), '9900123451')
      assert.equal(await registryLicenseeTaxId('4769 9000 00034'), '9900123451')
      assert.isNull(await registryLicenseeTaxId('9520000000011'))
      assert.isNull(await registryLicenseeTaxId(NOT_REGISTERED))
      assert.isNull(await registryLicenseeTaxId('4769900000035'))
    } finally {
      app.container.restore(GtinRegistry)
    }
  })
})
