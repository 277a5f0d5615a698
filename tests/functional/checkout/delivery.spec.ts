import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import testUtils from '@adonisjs/core/services/test_utils'
import { deliveryOption, deliveryOptions } from '#services/delivery/delivery_fees'
import { priceCheckout } from '#services/checkout/priced_checkout'
import { createAccount } from '#tests/helpers/accounts'
import { PINS, productOf, sellerAt, stockOf } from '#tests/helpers/orders'
import { cartLine, checkoutForm, checkoutProps, flashedErrors } from './helpers.js'
import { url } from '#tests/helpers/urls'

const NOW = new Date('2026-11-21T10:00:00Z')

/** Feasibility and fee (qəpik) of every type for one seller's products `ids` shipped to `pin`. */
async function quote(
  ids: { productId: number; quantity: number }[],
  pin: { latitude: number; longitude: number }
) {
  const priced = await priceCheckout(
    ids.map((item) => ({ ...item, addedPriceMinor: null })),
    pin,
    'en',
    NOW
  )
  const q = priced.parts[0].quote!
  return {
    distanceM: q.distanceM,
    weightGrams: q.weightGrams,
    source: q.origin?.source ?? null,
    unroutable: q.unroutableProductIds,
    types: Object.fromEntries(
      q.options.map((option) => [option.type, option.feasible ? option.feeMinor : option.reason])
    ),
  }
}

test.group('Delivery: fees and windows from the rules table', () => {
  test('fees count every started km and kg; limits are inclusive; windows run from now', ({
    assert,
  }) => {
    assert.deepEqual(
      deliveryOptions(12_176, 500, NOW).map((o) => [o.type, o.feasible, o.feeMinor]),
      [
        ['urgent', true, 800 + 40 * 13],
        ['within_24h', true, 500 + 10 * 13 + 20 * 1],
        ['ordinary', true, 300 + 3 * 13 + 10 * 1],
        ['economy', true, 200 + 2 * 13 + 5 * 1],
      ]
    )
    assert.equal(deliveryOption('urgent', 0, 0, NOW).feeMinor, 800)
    assert.isTrue(
      deliveryOption('urgent', 30_000, 20_000, NOW).feasible,
      '30 km and 20 kg exactly are served'
    )
    assert.equal(deliveryOption('urgent', 30_001, 20_000, NOW).reason, 'distance')
    assert.equal(deliveryOption('urgent', 1_000, 20_001, NOW).reason, 'weight')
    assert.equal(deliveryOption('within_24h', 200_001, 50_001, NOW).reason, 'distance_weight')
    assert.isTrue(deliveryOption('economy', 3_000_000, 5_000_000, NOW).feasible)
    assert.isFalse(deliveryOption('economy', 3_000_001, 1, NOW).feasible)

    const hours = (date: Date) => (date.getTime() - NOW.getTime()) / 3_600_000
    const windows = deliveryOptions(1, 1, NOW).map((o) => [
      o.type,
      hours(o.promisedFrom),
      hours(o.promisedBy),
    ])
    assert.deepEqual(windows, [
      ['urgent', 0, 3],
      ['within_24h', 0, 24],
      ['ordinary', 72, 120],
      ['economy', 120, 144],
    ])
  })
})

test.group('Delivery: quotes from the product location to the buyer pin', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('Bakı → suburb (≈12 km): every type, urgent included', async ({ assert }) => {
    const product = await productOf(await sellerAt(PINS.baku), { weightGrams: 500 })
    const q = await quote([{ productId: product, quantity: 1 }], PINS.bakuSuburb)
    assert.closeTo(q.distanceM!, 12_176, 100)
    assert.equal(q.source, 'product_address')
    assert.deepEqual(q.types, { urgent: 1320, within_24h: 650, ordinary: 349, economy: 231 })
  })

  test('Bakı → Şəki (≈243 km): ordinary and economy only', async ({ assert }) => {
    const product = await productOf(await sellerAt(PINS.baku), { weightGrams: 500 })
    const q = await quote([{ productId: product, quantity: 2 }], PINS.sheki)
    assert.closeTo(q.distanceM!, 243_343, 500)
    assert.equal(q.weightGrams, 1000)
    assert.deepEqual(q.types, {
      urgent: 'distance',
      within_24h: 'distance',
      ordinary: 300 + 3 * 244 + 10,
      economy: 200 + 2 * 244 + 5,
    })
  })

  test('heavy packages: weight = Σ weight × quantity per seller decides the types', async ({
    assert,
  }) => {
    const fixture = await sellerAt(PINS.baku)
    const sack = await productOf(fixture, { weightGrams: 25_000 })
    const pallet = await productOf(fixture, { weightGrams: 600_000, stock: 20 })
    assert.deepEqual((await quote([{ productId: sack, quantity: 1 }], PINS.bakuSuburb)).types, {
      urgent: 'weight',
      within_24h: 500 + 10 * 13 + 20 * 25,
      ordinary: 300 + 3 * 13 + 10 * 25,
      economy: 200 + 2 * 13 + 5 * 25,
    })
    const two = await quote(
      [
        { productId: sack, quantity: 1 },
        { productId: pallet, quantity: 2 },
      ],
      PINS.bakuSuburb
    )
    assert.equal(two.weightGrams, 1_225_000)
    assert.deepEqual(two.types, {
      urgent: 'weight',
      within_24h: 'weight',
      ordinary: 'weight',
      economy: 200 + 2 * 13 + 5 * 1225,
    })
    assert.deepEqual((await quote([{ productId: pallet, quantity: 9 }], PINS.bakuSuburb)).types, {
      urgent: 'weight',
      within_24h: 'weight',
      ordinary: 'weight',
      economy: 'weight',
    })
  })

  test('origin falls back: company pin, then the region centre of the product district, then of the company district; none → not deliverable', async ({
    assert,
  }) => {
    const fixture = await sellerAt(PINS.baku)
    const product = await productOf(fixture, { weightGrams: 100 })
    await db.from('products').where('id', product).update({ location_address_id: null })
    const sheki = await db
      .from('districts as d')
      .join('economic_regions as r', 'r.id', 'd.economic_region_id')
      .where('r.code', 'SZQ')
      .select('d.id')
      .firstOrFail()
    const baku = await db
      .from('districts as d')
      .join('economic_regions as r', 'r.id', 'd.economic_region_id')
      .where('r.code', 'BAK')
      .select('d.id')
      .firstOrFail()

    await db.from('companies').where('id', fixture.companyId).update({
      latitude: PINS.sheki.latitude,
      longitude: PINS.sheki.longitude,
      district_id: baku.id,
    })
    await db.from('products').where('id', product).update({ location_district_id: sheki.id })
    let q = await quote([{ productId: product, quantity: 1 }], PINS.sheki)
    assert.deepEqual([q.source, q.distanceM], ['company', 0])

    await db
      .from('companies')
      .where('id', fixture.companyId)
      .update({ latitude: null, longitude: null })
    q = await quote([{ productId: product, quantity: 1 }], PINS.sheki)
    assert.deepEqual([q.source, q.distanceM], ['product_region', 0], 'Şəki-Zaqatala centre')
    assert.equal(q.types.urgent, 800)

    await db.from('products').where('id', product).update({ location_district_id: null })
    q = await quote([{ productId: product, quantity: 1 }], PINS.baku)
    assert.deepEqual([q.source, q.distanceM], ['company_region', 0], 'Bakı centre')

    await db.from('companies').where('id', fixture.companyId).update({ district_id: null })
    q = await quote([{ productId: product, quantity: 1 }], PINS.baku)
    assert.deepEqual(q.unroutable, [product])
    assert.deepEqual(q.types, {})
  })
})

test.group('Delivery: what the buyer sees and what blocks checkout', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('the page offers each type with fee, window or reason, recomputed for another pin', async ({
    client,
    assert,
  }) => {
    const fixture = await sellerAt(PINS.baku)
    const product = await productOf(fixture, { weightGrams: 500, name: 'Saffron' })
    const buyer = await createAccount('buyer')
    await cartLine(buyer, product, 1)

    const near = await checkoutProps(
      client
        .get(
          url('checkout', 'en', undefined, {
            qs: { lat: PINS.bakuSuburb.latitude, lng: PINS.bakuSuburb.longitude },
          })
        )
        .loginAs(buyer)
    )
    const [shipment] = near.delivery.shipments
    assert.deepEqual(near.delivery.pin, PINS.bakuSuburb)
    assert.equal(shipment.distance, '12.2 km')
    assert.equal(shipment.weight, '500 g')
    assert.deepEqual(
      shipment.options.map((option: any) => [option.type, option.feasible, option.feeMinor]),
      [
        ['urgent', true, 1320],
        ['within_24h', true, 650],
        ['ordinary', true, 349],
        ['economy', true, 231],
      ]
    )
    assert.match(shipment.options[0].window, /^Delivered by /)
    assert.match(shipment.options[2].window, /^Delivered .+ – .+$/)
    assert.isNull(shipment.problem)

    const far = await checkoutProps(
      client
        .get(
          url('checkout', 'en', undefined, {
            qs: { lat: PINS.sheki.latitude, lng: PINS.sheki.longitude },
          })
        )
        .loginAs(buyer)
    )
    const urgent = far.delivery.shipments[0].options[0]
    assert.isFalse(urgent.feasible)
    assert.equal(urgent.reason, 'Not available: 243.3 km away, this type goes up to 30 km')
    // A type the buyer cannot choose shows its reason, never a price or a window (issue 26).
    assert.isNull(urgent.fee)
    assert.isNull(urgent.feeMinor)
    assert.isNull(urgent.window)
    assert.isNotNull(far.delivery.shipments[0].options[2].fee)
    assert.equal(far.delivery.shipments[0].defaultType, 'ordinary')

    const az = await checkoutProps(
      client
        .get(
          url('checkout', 'az', undefined, {
            qs: { lat: PINS.sheki.latitude, lng: PINS.sheki.longitude },
          })
        )
        .loginAs(buyer)
    )
    assert.equal(
      az.delivery.shipments[0].options[1].reason,
      'Mümkün deyil: məsafə 243,3 km, bu növ 200 km qədər çatdırır'
    )
  })

  test('a signed-in buyer picks among saved delivery addresses; the default pinned one is prefilled and quoted', async ({
    client,
    assert,
  }) => {
    const fixture = await sellerAt(PINS.baku)
    const product = await productOf(fixture, { name: 'Quince jam' })
    const buyer = await createAccount('buyer', { firstName: 'Rəşad', lastName: 'Əliyev' })
    await cartLine(buyer, product, 1)
    const address = (fields: Record<string, unknown>) =>
      db
        .table('addresses')
        .insert({ user_id: buyer.id, city: 'Bakı', country: 'AZ', ...fields })
        .returning('id')
    await address({
      kind: 'delivery',
      address: 'Köhnə ev 1',
      label: 'Old',
      latitude: null,
      longitude: null,
    })
    const [home] = await address({
      kind: 'delivery',
      address: 'Babək prospekti 20',
      label: 'Home',
      postal_code: 'AZ 1025',
      is_default: true,
      ...PINS.bakuSuburb,
    })
    await address({ kind: 'billing', address: 'Hesab küçəsi 3', is_default: true })

    const props = await checkoutProps(client.get(url('checkout', 'en')).loginAs(buyer))
    assert.deepEqual(
      props.savedAddresses.map((saved: any) => [saved.label, saved.address, saved.latitude !== '']),
      [
        ['Home', 'Babək prospekti 20', true],
        ['Old', 'Köhnə ev 1', false],
      ]
    )
    assert.include(props.defaults, {
      name: 'Rəşad Əliyev',
      address: 'Babək prospekti 20',
      postalCode: 'AZ 1025',
      latitude: String(PINS.bakuSuburb.latitude),
      savedAddressId: Number(home.id ?? home),
    })
    assert.deepEqual(props.delivery.pin, PINS.bakuSuburb)
    assert.equal(props.delivery.shipments[0].options[0].feeMinor, 1320)
    assert.equal(props.urls.addresses, '/en/user-dashboard/address-book')
  })

  test('a chosen type that cannot serve the shipment blocks checkout naming the products; nothing is saved', async ({
    client,
    assert,
  }) => {
    const fixture = await sellerAt(PINS.baku)
    const product = await productOf(fixture, { stock: 5, name: 'Hazelnuts' })
    const buyer = await createAccount('buyer')
    await cartLine(buyer, product, 1)
    const before = await db.from('orders').count('* as n')

    const response = await client
      .post(url('checkout.store', 'en'))
      .loginAs(buyer)
      .json(checkoutForm(2000, { [fixture.companyId]: 'urgent' }, {}, 'sheki'))
      .withCsrfToken()
      .redirects(0)
    response.assertStatus(303)
    assert.equal(
      response.header('location'),
      `/en/checkout?lat=${PINS.sheki.latitude}&lng=${PINS.sheki.longitude}`
    )
    assert.deepEqual(flashedErrors(response), {
      form: 'Delivery not possible for some cart products: Hazelnuts.',
    })
    assert.deepEqual(await db.from('orders').count('* as n'), before)
    assert.equal(await stockOf(product), 5)

    const ru = await client
      .post(url('checkout.store', 'ru'))
      .loginAs(buyer)
      .json(checkoutForm(2000, {}, {}, 'sheki'))
      .withCsrfToken()
      .redirects(0)
    assert.deepEqual(flashedErrors(ru), {
      form: 'Доставка невозможна для некоторых товаров в корзине: Hazelnuts ru.',
    })
  })

  test('a shipment no type can carry is shown as not deliverable and cannot be ordered with any type', async ({
    client,
    assert,
  }) => {
    const light = await sellerAt(PINS.baku)
    const heavy = await sellerAt(PINS.baku)
    const tea = await productOf(light, { name: 'Tea' })
    const cement = await productOf(heavy, {
      weightGrams: 1_000_000,
      stock: 10,
      name: 'Cement pallet',
    })
    const buyer = await createAccount('buyer')
    await cartLine(buyer, tea, 1)
    await cartLine(buyer, cement, 6)

    const props = await checkoutProps(
      client
        .get(
          url('checkout', 'en', undefined, {
            qs: { lat: PINS.bakuSuburb.latitude, lng: PINS.bakuSuburb.longitude },
          })
        )
        .loginAs(buyer)
    )
    const [ok, blocked] = props.delivery.shipments
    assert.isNull(ok.problem)
    assert.isNull(blocked.defaultType)
    assert.equal(blocked.problem, 'Delivery not possible for some cart products: Cement pallet.')
    assert.isTrue(blocked.options.every((option: any) => !option.feasible))
    assert.isTrue(blocked.options.every((option: any) => option.fee === null && option.reason))

    const response = await client
      .post(url('checkout.store', 'en'))
      .loginAs(buyer)
      .json(checkoutForm(99_999, { [light.companyId]: 'ordinary', [heavy.companyId]: 'economy' }))
      .withCsrfToken()
      .redirects(0)
    assert.deepEqual(flashedErrors(response), {
      form: 'Delivery not possible for some cart products: Cement pallet.',
    })
    assert.equal(await stockOf(tea), 50)
    assert.equal(await stockOf(cement), 10)
  })
})
