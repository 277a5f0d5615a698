import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import testUtils from '@adonisjs/core/services/test_utils'
import type { Locale } from '#lib/route_table'
import type User from '#models/user'
import { priceForQuantity, tierFor } from '#shared/export'
import { createAccount } from '#tests/helpers/accounts'
import { inertiaPage } from '#tests/helpers/inertia_page'
import { url } from '#tests/helpers/urls'
import { errorsOf, insertProduct, productPaths, sellerWithAddress } from './helpers.js'

/** A complete export offer form: hazelnut kernels by the carton, two tiers, FOB Poti and FCA Baku. */
function offerForm(overrides: Record<string, unknown> = {}) {
  return {
    sale_mode: 'both',
    currency: 'USD',
    unit: 'carton',
    moq: '100',
    hs_code: '0802.22',
    sea_transport: true,
    tiers: [
      { min_quantity: '100', unit_price: '24.50' },
      { min_quantity: '500', unit_price: '22.80' },
    ],
    incoterms: [
      { code: 'FOB', named_place: 'Poti' },
      { code: 'FCA', named_place: 'Baku' },
    ],
    units_per_carton: '20',
    carton_length: '40',
    carton_width: '30.5',
    carton_height: '25',
    carton_gross_weight: '10.4',
    cartons_per_pallet: '60',
    cartons_per_container_20: '1000',
    cartons_per_container_40: '2100',
    lead_time_days: '21',
    monthly_capacity: '5000',
    shelf_life_days: '365',
    sample_available: true,
    sample_price: '15',
    sample_lead_time_days: '5',
    origin_country: 'AZ',
    markets: ['DE', 'IT', 'RU'],
    ...overrides,
  }
}

const exportPath = (id: number, locale: Locale = 'en') =>
  url('seller_products.export', locale, { id })

function saveOffer(
  client: any,
  user: User,
  id: number,
  form: Record<string, unknown>,
  locale: Locale = 'en'
) {
  return client
    .put(url('seller_products.export.update', locale, { id }))
    .json({ export: form })
    .withCsrfToken()
    .loginAs(user)
    .redirects(0)
}

/** Field → message of a refused save, `export.` taken off the offer's fields (`form` stays). */
function exportErrors(response: any): Record<string, string> {
  return Object.fromEntries(
    Object.entries(errorsOf(response)).map(([field, message]) => [
      field.replace(/^export\./, ''),
      message,
    ])
  )
}

const offerCount = async (productId: number) =>
  Number((await db.from('export_offers').where('product_id', productId).count('* as n'))[0].n)

test.group('Export offers: saving and reading', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(async () => {
    await db.from('rate_limits').delete()
  })

  test('a complete offer is saved: tiers by minimum, lowest price, Incoterms, logistics in stored units', async ({
    client,
    assert,
  }) => {
    const { seller } = await sellerWithAddress()
    const id = await insertProduct(seller.companyId!, { status: 'draft' })
    const response = await saveOffer(client, seller, id, offerForm())
    response.assertStatus(303)
    assert.equal(response.header('location'), productPaths(id).edit)
    assert.deepEqual(exportErrors(response), {})
    assert.equal(response.flashMessages().success, 'Export offer saved.')

    const offer = await db.from('export_offers').where('product_id', id).firstOrFail()
    assert.equal(offer.currency, 'USD')
    assert.equal(offer.unit, 'carton')
    assert.equal(offer.moq, 100)
    assert.equal(offer.hs_code, '080222')
    assert.equal(Number(offer.from_price_minor), 2280)
    assert.equal(offer.carton_width_mm, 305)
    assert.equal(offer.carton_gross_grams, 10400)
    assert.equal(Number(offer.sample_price_minor), 1500)
    assert.deepEqual(
      offer.markets.map((code: string) => code.trim()),
      ['DE', 'IT', 'RU']
    )
    const tiers = await db
      .from('export_offer_tiers')
      .where('offer_id', offer.id)
      .orderBy('min_quantity')
    assert.deepEqual(
      tiers.map((row) => [row.min_quantity, Number(row.unit_price_minor)]),
      [
        [100, 2450],
        [500, 2280],
      ]
    )
    const product = await db.from('products').where('id', id).firstOrFail()
    assert.equal(product.sale_mode, 'both')
    assert.isFalse(product.changed_since_approval)

    const values = (await client.get(exportPath(id)).loginAs(seller)).body()
    assert.equal(values.hs_code, '080222')
    assert.include(values.hs_description, 'hazelnuts')
    assert.deepEqual(values.tiers, [
      { min_quantity: '100', unit_price: '24.50' },
      { min_quantity: '500', unit_price: '22.80' },
    ])
    assert.deepEqual(values.incoterms, [
      { code: 'FCA', named_place: 'Baku' },
      { code: 'FOB', named_place: 'Poti' },
    ])
    assert.equal(values.carton_width, '30.5')
    assert.equal(values.carton_gross_weight, '10.4')
    assert.equal(values.sample_price, '15.00')

    // Empty optional fields, as the tab sends them, are accepted and stored as null.
    const sparse = await saveOffer(
      client,
      seller,
      id,
      offerForm({
        units_per_carton: '',
        carton_length: '',
        carton_gross_weight: '',
        lead_time_days: '',
        shelf_life_days: '',
        sample_available: false,
        sample_price: '',
        sample_lead_time_days: '',
        markets: [],
      })
    )
    assert.deepEqual(exportErrors(sparse), {})
    const stored = await db.from('export_offers').where('product_id', id).firstOrFail()
    assert.isNull(stored.units_per_carton)
    assert.isNull(stored.carton_length_mm)
    assert.isNull(stored.shelf_life_days)
    assert.isNull(stored.sample_price_minor)
    assert.deepEqual(stored.markets, [])

    // A second save replaces the tiers and Incoterms.
    await saveOffer(
      client,
      seller,
      id,
      offerForm({
        sale_mode: 'export',
        tiers: [{ min_quantity: '100', unit_price: '25' }],
        incoterms: [{ code: 'EXW', named_place: 'Ganja' }],
      })
    )
    const again = (await client.get(exportPath(id)).loginAs(seller)).body()
    assert.deepEqual(again.tiers, [{ min_quantity: '100', unit_price: '25.00' }])
    assert.deepEqual(again.incoterms, [{ code: 'EXW', named_place: 'Ganja' }])
    assert.equal(again.sale_mode, 'export')
    assert.equal(await offerCount(id), 1)
  })

  test("the editor's Export tab gets the offer, the category's HS suggestions and, after a refused save, what was typed", async ({
    client,
    assert,
  }) => {
    const { seller } = await sellerWithAddress()
    const id = await insertProduct(seller.companyId!, { status: 'draft' })
    const category = await db
      .from('categories')
      .where('hs_indicative', '0802.21; 0802.22')
      .firstOrFail()
    await db.from('products').where('id', id).update({ category_id: category.id, moq: 7 })

    const fresh = inertiaPage(
      (await client.get(productPaths(id).edit).loginAs(seller)).text()
    ).props
    assert.isFalse(fresh.exportOffer.stored)
    assert.equal(fresh.exportOffer.values.currency, 'USD')
    assert.deepEqual(
      fresh.exportOffer.suggestions.map((row: { code: string }) => row.code),
      ['080221', '080222']
    )
    assert.equal(fresh.exportOffer.urls.save, url('seller_products.export.update', 'en', { id }))

    const refused = await saveOffer(
      client,
      seller,
      id,
      offerForm({ moq: '120', carton_width: 'wide', markets: ['GE'] })
    )
    const page = inertiaPage(
      (
        await client
          .get(productPaths(id).edit)
          .withFlashMessages(refused.flashMessages())
          .loginAs(seller)
      ).text()
    ).props
    assert.equal(page.exportOffer.values.moq, '120', 'the typed MOQ is kept')
    assert.equal(page.exportOffer.values.carton_width, 'wide')
    assert.deepEqual(page.exportOffer.values.markets, ['GE'])
    assert.equal(page.values.moq, '7', "the product form's own MOQ is untouched")

    await saveOffer(client, seller, id, offerForm())
    const saved = inertiaPage(
      (await client.get(productPaths(id).edit).loginAs(seller)).text()
    ).props
    assert.isTrue(saved.exportOffer.stored)
    assert.equal(saved.exportOffer.values.moq, '100')
    assert.equal(saved.exportOffer.values.hs_code, '080222')
  })

  test('tier maths: the tier of a quantity and its exact total in minor units', async ({
    assert,
  }) => {
    const tiers = [
      { minQuantity: 500, unitPriceMinor: 2280 },
      { minQuantity: 100, unitPriceMinor: 2450 },
      { minQuantity: 2000, unitPriceMinor: 2105 },
    ]
    assert.isNull(priceForQuantity(tiers, 99), 'below the MOQ')
    assert.isNull(priceForQuantity(tiers, 100.5), 'whole units only')
    assert.deepEqual(priceForQuantity(tiers, 100), { unitPriceMinor: 2450, totalMinor: 245000 })
    assert.deepEqual(priceForQuantity(tiers, 499), { unitPriceMinor: 2450, totalMinor: 1222550 })
    assert.deepEqual(priceForQuantity(tiers, 500), { unitPriceMinor: 2280, totalMinor: 1140000 })
    assert.deepEqual(priceForQuantity(tiers, 1999), { unitPriceMinor: 2280, totalMinor: 4557720 })
    assert.deepEqual(priceForQuantity(tiers, 10_000_000), {
      unitPriceMinor: 2105,
      totalMinor: 21_050_000_000,
    })
    // 0.1 + 0.2 style errors cannot happen: 3 × 10.01 is exactly 3003 cents.
    assert.equal(priceForQuantity([{ minQuantity: 1, unitPriceMinor: 1001 }], 3)!.totalMinor, 3003)
    assert.equal(tierFor(tiers, 2000)!.unitPriceMinor, 2105)
  })

  test('the first tier must start at the MOQ and tiers must increase; nothing is saved, the input comes back', async ({
    client,
    assert,
  }) => {
    const { seller } = await sellerWithAddress()
    const id = await insertProduct(seller.companyId!, { status: 'draft' })
    const response = await saveOffer(
      client,
      seller,
      id,
      offerForm({
        moq: '50',
        tiers: [
          { min_quantity: '100', unit_price: '24.50' },
          { min_quantity: '500', unit_price: '22.80' },
          { min_quantity: '500', unit_price: '21.00' },
        ],
      })
    )
    response.assertStatus(303)
    const errors = exportErrors(response)
    assert.equal(errors['tiers.0.min_quantity'], 'The first tier starts at the export MOQ')
    assert.equal(errors['tiers.2.min_quantity'], 'Each tier starts above the previous one')
    assert.equal(errors.form, 'Some export offer fields need attention: see the Export tab.')
    assert.equal(response.flashMessages().export.moq, '50', 'the typed input is flashed back')
    assert.equal(response.flashMessages().export.tiers[2].unit_price, '21.00')
    assert.equal(await offerCount(id), 0)
    assert.equal((await db.from('products').where('id', id).firstOrFail()).sale_mode, 'domestic')
  })

  test('sea-only Incoterms are refused for goods that cannot travel by sea, with the reason', async ({
    client,
    assert,
  }) => {
    const { seller } = await sellerWithAddress()
    const id = await insertProduct(seller.companyId!, { status: 'draft' })
    for (const term of ['FAS', 'FOB', 'CFR', 'CIF']) {
      const response = await saveOffer(
        client,
        seller,
        id,
        offerForm({
          sea_transport: false,
          incoterms: [
            { code: 'FCA', named_place: 'Baku' },
            { code: term, named_place: 'Poti' },
          ],
        }),
        'az'
      )
      response.assertStatus(303)
      assert.equal(
        exportErrors(response)['incoterms.1.code'],
        'FAS, FOB, CFR və CIF yalnız dəniz və daxili su nəqliyyatı üçündür; bu mal dəniz yolu ilə daşına bilməz',
        term
      )
    }
    assert.equal(await offerCount(id), 0)

    // Any-mode rules are fine without sea transport; sea rules are fine with it.
    const anyMode = ['EXW', 'FCA', 'CPT', 'CIP', 'DAP', 'DPU', 'DDP'].map((code) => ({
      code,
      named_place: 'Baku',
    }))
    const ok = await saveOffer(
      client,
      seller,
      id,
      offerForm({ sea_transport: false, incoterms: anyMode })
    )
    assert.deepEqual(exportErrors(ok), {})
    assert.equal(await offerCount(id), 1)
    const sea = await saveOffer(client, seller, id, offerForm({ sea_transport: true }))
    assert.deepEqual(exportErrors(sea), {})

    const twice = await saveOffer(
      client,
      seller,
      id,
      offerForm({
        incoterms: [
          { code: 'FOB', named_place: 'Poti' },
          { code: 'FOB', named_place: 'Batumi' },
        ],
      })
    )
    assert.equal(exportErrors(twice)['incoterms.1.code'], 'This Incoterm is already offered')
  })

  test('HS codes: an unknown or malformed code is refused, a known subheading is stored as six digits', async ({
    client,
    assert,
  }) => {
    const { seller } = await sellerWithAddress()
    const id = await insertProduct(seller.companyId!, { status: 'draft' })
    const unknown = await saveOffer(client, seller, id, offerForm({ hs_code: '010100' }), 'ru')
    assert.equal(
      exportErrors(unknown).hs_code,
      'Неизвестный код HS: выберите шестизначную субпозицию из списка'
    )
    // A heading (level 4) is not a subheading.
    const catchAll = await saveOffer(client, seller, id, offerForm({ hs_code: '999999' }))
    assert.equal(
      exportErrors(catchAll).hs_code,
      'Unknown HS code: pick a six-digit subheading from the list',
      'chapter 99 is not a classification'
    )
    const heading = await saveOffer(client, seller, id, offerForm({ hs_code: '0802' }))
    assert.equal(exportErrors(heading).hs_code, 'An HS code has 6 digits, e.g. 0802.22')
    const letters = await saveOffer(client, seller, id, offerForm({ hs_code: 'nuts!!' }))
    assert.equal(exportErrors(letters).hs_code, 'An HS code has 6 digits, e.g. 0802.22')
    assert.equal(await offerCount(id), 0)

    const known = await saveOffer(client, seller, id, offerForm({ hs_code: '2204 21' }))
    assert.deepEqual(exportErrors(known), {})
    assert.equal(
      (await db.from('export_offers').where('product_id', id).firstOrFail()).hs_code,
      '220421'
    )
  })

  test('bad input on every field: a localized message per field, nothing saved, the input kept', async ({
    client,
    assert,
  }) => {
    const { seller } = await sellerWithAddress()
    const id = await insertProduct(seller.companyId!, { status: 'draft' })
    const bad = {
      sale_mode: 'domestic',
      currency: 'AZN',
      unit: 'barrel',
      moq: '0',
      hs_code: '12',
      sea_transport: 'perhaps',
      tiers: [{ min_quantity: '-1', unit_price: '24.505' }],
      incoterms: [{ code: 'FOB2', named_place: '   ' }],
      units_per_carton: '1.5',
      carton_length: '40.55',
      carton_width: 'wide',
      carton_height: '0',
      carton_gross_weight: '10.1234',
      cartons_per_pallet: '0',
      cartons_per_container_20: 'many',
      cartons_per_container_40: '-3',
      lead_time_days: '9999',
      monthly_capacity: '0',
      shelf_life_days: 'x',
      sample_available: 'sometimes',
      sample_price: '0',
      sample_lead_time_days: '-1',
      origin_country: 'XX',
      markets: ['ZZ'],
    }
    const response = await saveOffer(client, seller, id, bad)
    response.assertStatus(303)
    const errors = exportErrors(response)
    assert.deepEqual(errors, {
      'sale_mode': 'Choose export only or domestic and export',
      'currency': 'Choose USD or EUR',
      'unit': 'Choose one of the offered options',
      'moq': 'Enter a whole number from 1 to 10000000',
      'hs_code': 'An HS code has 6 digits, e.g. 0802.22',
      'sea_transport': 'Choose yes or no',
      'tiers.0.min_quantity': 'Enter a whole number from 1 to 10000000',
      'tiers.0.unit_price': 'Enter the price as a number with up to 2 decimals, e.g. 22.80',
      'incoterms.0.code': 'Choose an Incoterm 2020 rule',
      'incoterms.0.named_place': 'The named place is important (e.g. Poti, Baku, Ganja)',
      'units_per_carton': 'Enter a whole number',
      'carton_length': 'Enter centimetres with up to 1 decimal, e.g. 40.5',
      'carton_width': 'Enter centimetres with up to 1 decimal, e.g. 40.5',
      'carton_height': 'The size must be above zero',
      'carton_gross_weight': 'Enter kilograms with up to 3 decimals, e.g. 12.5',
      'cartons_per_pallet': 'Enter a whole number from 1 to 1000000',
      'cartons_per_container_20': 'Enter a number',
      'cartons_per_container_40': 'Enter a whole number from 1 to 1000000',
      'lead_time_days': 'Enter a whole number from 0 to 3650',
      'monthly_capacity': 'Enter a whole number from 1 to 10000000',
      'shelf_life_days': 'Enter a number',
      'sample_available': 'Choose yes or no',
      'sample_price': 'The price must be above zero',
      'sample_lead_time_days': 'Enter a whole number from 0 to 3650',
      'origin_country': 'Choose a country from the list',
      'markets.0': 'Choose a country from the list',
      'form': 'Some export offer fields need attention: see the Export tab.',
    })
    assert.equal(
      response.flashMessages().export.carton_width,
      'wide',
      'the typed input is flashed back'
    )
    const twice = await saveOffer(client, seller, id, offerForm({ markets: ['DE', 'DE'] }))
    assert.equal(exportErrors(twice).markets, 'Each country once')
    assert.equal(await offerCount(id), 0)

    const empty = await saveOffer(client, seller, id, {}, 'az')
    const missing = exportErrors(empty)
    assert.equal(missing.hs_code, 'HS kodu vacibdir')
    assert.equal(missing.moq, 'İxrac üçün minimum sifariş miqdarı vacibdir')
    assert.equal(missing.tiers, 'Qiymət pillələri vacibdir')
    assert.equal(missing.incoterms, 'Incoterms vacibdir')
    const none = await saveOffer(client, seller, id, offerForm({ tiers: [], incoterms: [] }))
    assert.equal(exportErrors(none).tiers, 'Price tiers are important: add at least one')
    assert.equal(
      exportErrors(none).incoterms,
      'Incoterms are important: offer at least one with its named place'
    )
    assert.equal(await offerCount(id), 0)
  })

  test('a published product goes back to review when its named places change, not for prices', async ({
    client,
    assert,
  }) => {
    const { seller } = await sellerWithAddress()
    const id = await insertProduct(seller.companyId!, { status: 'published' })
    await saveOffer(client, seller, id, offerForm())
    let product = await db.from('products').where('id', id).firstOrFail()
    assert.isTrue(product.changed_since_approval, 'a new offer brings new named places')
    await db
      .from('products')
      .where('id', id)
      .update({ changed_since_approval: false, submitted_at: null })

    await saveOffer(
      client,
      seller,
      id,
      offerForm({
        tiers: [
          { min_quantity: '100', unit_price: '23.90' },
          { min_quantity: '500', unit_price: '22.00' },
        ],
        incoterms: [
          { code: 'FCA', named_place: 'Baku' },
          { code: 'FOB', named_place: 'Poti' },
        ],
      })
    )
    product = await db.from('products').where('id', id).firstOrFail()
    assert.isFalse(product.changed_since_approval, 'prices and the order of rows need no review')
    assert.equal(product.status, 'published')

    const response = await saveOffer(
      client,
      seller,
      id,
      offerForm({ incoterms: [{ code: 'FOB', named_place: 'Batumi' }] })
    )
    assert.equal(
      response.flashMessages().success,
      'Export offer saved. The changed named places are live and will be reviewed again.'
    )
    product = await db.from('products').where('id', id).firstOrFail()
    assert.isTrue(product.changed_since_approval)
    assert.isNotNull(product.submitted_at)
    assert.equal(product.status, 'published')
  })

  test('withdrawing the offer deletes it and the product is sold domestically only', async ({
    client,
    assert,
  }) => {
    const { seller } = await sellerWithAddress()
    const id = await insertProduct(seller.companyId!, { status: 'draft' })
    await saveOffer(client, seller, id, offerForm({ sale_mode: 'export' }))
    assert.equal(await offerCount(id), 1)
    const response = await client
      .delete(url('seller_products.export.destroy', 'en', { id }))
      .withCsrfToken()
      .loginAs(seller)
      .redirects(0)
    response.assertStatus(303)
    assert.equal(await offerCount(id), 0)
    assert.equal((await db.from('products').where('id', id).firstOrFail()).sale_mode, 'domestic')
    const values = (await client.get(exportPath(id)).loginAs(seller)).body()
    assert.equal(values.hs_code, '')
    assert.deepEqual(values.incoterms, [])
  })

  test('another seller, a buyer and an admin cannot read, save or withdraw the offer (404), nothing changes', async ({
    client,
    assert,
  }) => {
    const { seller } = await sellerWithAddress()
    const id = await insertProduct(seller.companyId!, { status: 'published' })
    await saveOffer(client, seller, id, offerForm())
    const before = await db.from('export_offers').where('product_id', id).firstOrFail()
    const intruders = [
      (await sellerWithAddress()).seller,
      await createAccount('buyer'),
      await createAccount('admin'),
    ]
    for (const intruder of intruders) {
      const read = await client.get(exportPath(id)).loginAs(intruder).redirects(0)
      assert.equal(read.status(), 404, `${intruder.accountType} GET`)
      assert.notInclude(read.text(), 'Poti')
      const write = await saveOffer(
        client,
        intruder,
        id,
        offerForm({ incoterms: [{ code: 'EXW', named_place: 'Taken over' }] })
      )
      assert.equal(write.status(), 404, `${intruder.accountType} PUT`)
      const remove = await client
        .delete(url('seller_products.export.destroy', 'en', { id }))
        .withCsrfToken()
        .loginAs(intruder)
        .redirects(0)
      assert.equal(remove.status(), 404, `${intruder.accountType} DELETE`)
    }
    const guest = await client.get(exportPath(id)).redirects(0)
    assert.notEqual(guest.status(), 200)
    const after = await db.from('export_offers').where('product_id', id).firstOrFail()
    assert.deepEqual(after, before)
    const places = await db.from('export_offer_incoterms').where('offer_id', before.id)
    assert.notInclude(
      places.map((row) => row.named_place),
      'Taken over'
    )
  })
})

test.group('Export offers: HS code picker', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('searches six-digit subheadings by code prefix or words, at most 20, and suggests from the category', async ({
    client,
    assert,
  }) => {
    const seller = await createAccount('seller')
    const search = (qs: Record<string, string>) =>
      client.get(url('seller_products.hs_codes', 'en', undefined, { qs })).loginAs(seller)

    const byCode = (await search({ q: '0802.2' })).body()
    assert.deepEqual(
      byCode.results.map((row: { code: string }) => row.code),
      ['080221', '080222']
    )
    assert.include(byCode.results[1].description, 'hazelnuts')

    const byWords = (await search({ q: 'hazelnuts shelled' })).body()
    assert.deepEqual(
      byWords.results.map((row: { code: string }) => row.code),
      ['080222']
    )
    const many = (await search({ q: '0' })).body()
    assert.lengthOf(many.results, 20)
    assert.isTrue(many.results.every((row: { code: string }) => /^\d{6}$/.test(row.code)))
    assert.deepEqual((await search({ q: 'xyzzy' })).body().results, [])
    assert.deepEqual((await search({ q: '   ' })).body().results, [])

    const category = await db
      .from('categories')
      .where('hs_indicative', '0802.21; 0802.22')
      .firstOrFail()
    const suggested = (await search({ category: String(category.id) })).body()
    assert.deepEqual(
      suggested.suggestions.map((row: { code: string }) => row.code),
      ['080221', '080222']
    )

    const buyer = await createAccount('buyer')
    const denied = await client
      .get(url('seller_products.hs_codes', 'en', undefined, { qs: { q: '08' } }))
      .loginAs(buyer)
      .redirects(0)
    assert.equal(denied.status(), 404)
  })
})
