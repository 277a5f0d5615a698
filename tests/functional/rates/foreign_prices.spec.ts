import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import app from '@adonisjs/core/services/app'
import { extractText } from 'unpdf'
import db from '@adonisjs/lucid/services/db'
import testUtils from '@adonisjs/core/services/test_utils'
import i18nManager from '@adonisjs/i18n/services/main'
import { formatMoney } from '#lib/money'
import { PAGES, type Locale } from '#lib/route_table'
import { refreshEffectivePrices } from '#services/catalog/catalog_maintenance'
import { forgetFacets } from '#services/catalog/facet_counts'
import { forgetRates } from '#services/rates/exchange_rates'
import RatesSource, {
  RatesSourceError,
  bakuToday,
  type Bulletin,
} from '#services/rates/rates_source'
import RatesScheduler from '#services/rates/rates_scheduler'
import SyncExchangeRates from '#actions/rates/sync_exchange_rates'
import { createAccount } from '#tests/helpers/accounts'
import { inertiaPage } from '#tests/helpers/inertia_page'
import { PINS, productOf, sellerAt, stockOf, type SellerFixture } from '#tests/helpers/orders'
import { checkoutForm, checkoutProps, flashedErrors, rendered } from '../checkout/helpers.js'
import { Shopper, dbCart, errorsOf, urls } from '../cart/helpers.js'
import { url } from '#tests/helpers/urls'

/**
 * Issue #22, defect 1: every amount a buyer pays is AZN at the newest stored CBAR rate of the
 * product's currency; a product whose currency has no rate, or only one older than
 * RATES_MAX_AGE_DAYS (7), is shown without a price, with the reason, and cannot be bought.
 */

const azn = (minor: number, locale: Locale = 'en') => formatMoney(minor, 'AZN', locale)
const message = (locale: Locale, key: string, data?: Record<string, unknown>) =>
  i18nManager.locale(locale).t(key, data)

/** A date `days` before today in Baku ('YYYY-MM-DD'). */
const daysAgo = (days: number) => DateTime.fromISO(bakuToday()).minus({ days }).toISODate()!

/** Replaces every stored rate of `currency` with one (`value` AZN per `nominal` units dated `date`), or none; re-prices the catalog. */
async function setRate(
  currency: 'USD' | 'EUR',
  rate: { value: string; date: string; nominal?: number } | null
) {
  await db.from('exchange_rates').where('currency', currency).delete()
  if (rate)
    await db
      .table('exchange_rates')
      .insert({ currency, rate_date: rate.date, nominal: rate.nominal ?? 1, value: rate.value })
  await refreshEffectivePrices(db.connection())
  forgetRates()
  forgetFacets()
}

async function productPath(id: number, locale: Locale = 'en') {
  const row = await db.from('product_translations').where({ product_id: id, locale }).firstOrFail()
  return url('product', locale, { slugId: `${row.slug}-${id}` })
}

/** The cards of one seller's products on the catalog page, with optional query parameters (min/max price in AZN). */
async function sellerCards(client: any, fixture: SellerFixture, query = '') {
  const response = await client.get(`${PAGES.category.en}?company=${fixture.companyId}${query}`)
  response.assertStatus(200)
  return inertiaPage(response.text()).props.products as any[]
}

const spaces = (text: string) => text.replace(/\s+/g, ' ')

test.group('Foreign-currency prices: no usable rate', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => () => {
    forgetRates()
    forgetFacets()
  })

  test('a EUR product without a EUR rate: the page says why in az/en/ru, no foreign amount passes for AZN, nothing can buy it', async ({
    client,
    assert,
  }) => {
    const fixture = await sellerAt(PINS.baku)
    const eur = await productOf(fixture, {
      priceMinor: 4000,
      currency: 'EUR',
      stock: 20,
      name: 'Lankaran tea',
    })
    const local = await productOf(fixture, { priceMinor: 1500, stock: 20, name: 'Guba apples' })
    await setRate('EUR', null)

    for (const locale of ['az', 'en', 'ru'] as const) {
      const response = await client.get(await productPath(eur, locale))
      response.assertStatus(200)
      const page = inertiaPage(response.text())
      assert.isNull(page.props.product.price, locale)
      assert.deepEqual(page.props.product.rateProblem, {
        reason: 'no_rate',
        currency: 'EUR',
        date: null,
      })
      assert.notProperty(page.props.jsonLd[0], 'offers', 'no offer without an AZN price')
      assert.include(
        rendered(response.text()),
        message(locale, 'ui.product.no_rate', { currency: 'EUR' }),
        locale
      )
    }

    const cards = await sellerCards(client, fixture)
    const card = cards.find((item) => item.id === eur)
    assert.isNull(card.price)
    assert.isNull(card.ownPrice)
    assert.deepEqual(card.rateProblem, { reason: 'no_rate', currency: 'EUR', date: null })
    assert.equal(cards.find((item) => item.id === local).price, azn(1500))
    const filtered = await sellerCards(client, fixture, '&min=0&max=100000')
    assert.deepEqual(
      filtered.map((item) => item.id),
      [local],
      'an AZN price range never lists a product without an AZN price'
    )
    const stored = await db
      .from('products')
      .where('id', eur)
      .select('effective_price_minor')
      .firstOrFail()
    assert.notEqual(Number(stored.effective_price_minor), 4000, 'never the EUR figure as qəpik')

    const look = await client.get(url('product.quick_look', 'en', { id: eur }))
    look.assertStatus(200)
    assert.isNull(look.body().product.price)
    assert.deepEqual(look.body().product.rateProblem, {
      reason: 'no_rate',
      currency: 'EUR',
      date: null,
    })

    const buyer = await createAccount('buyer')
    const shopper = new Shopper(client, buyer)
    shopper.page = await productPath(eur)
    const refusal = message('en', 'ui.product.no_rate', { currency: 'EUR' })
    const added = await shopper.post(urls().add, { product_id: eur, quantity: 1 })
    added.assertStatus(303)
    assert.equal(Object.values(errorsOf(added))[0], refusal)
    const bought = await shopper.post(urls().buy, { product_id: eur, quantity: 1 })
    assert.notInclude(String(bought.header('location')), PAGES.checkout.en)
    assert.equal(Object.values(errorsOf(bought))[0], refusal)
    assert.deepEqual(await dbCart(buyer.id), {})

    const guest = new Shopper(client)
    guest.page = await productPath(eur)
    const guestAdd = await guest.post(urls().add, { product_id: eur, quantity: 1 })
    assert.equal(Object.values(errorsOf(guestAdd))[0], refusal)
    assert.deepEqual(
      (await guest.lines()).map((line: any) => line.productId),
      []
    )
  })

  test('a EUR rate older than the maximum age counts as none: shown without a price, not sold', async ({
    client,
    assert,
  }) => {
    const fixture = await sellerAt(PINS.baku)
    const eur = await productOf(fixture, { priceMinor: 4000, currency: 'EUR', stock: 20 })
    const old = daysAgo(8)
    await setRate('EUR', { value: '1.978800', date: old })

    const page = inertiaPage((await client.get(await productPath(eur))).text())
    assert.isNull(page.props.product.price)
    assert.deepEqual(page.props.product.rateProblem, {
      reason: 'stale_rate',
      currency: 'EUR',
      date: old,
    })
    const response = await client.get(await productPath(eur, 'ru'))
    assert.include(
      rendered(response.text()),
      message('ru', 'ui.product.stale_rate', { currency: 'EUR', date: old })
    )
    assert.deepEqual(await sellerCards(client, fixture, '&min=0'), [])

    const buyer = await createAccount('buyer')
    const shopper = new Shopper(client, buyer)
    shopper.page = await productPath(eur)
    const added = await shopper.post(urls().add, { product_id: eur, quantity: 1 })
    assert.equal(
      Object.values(errorsOf(added))[0],
      message('en', 'ui.product.stale_rate', { currency: 'EUR', date: old })
    )
    assert.deepEqual(await dbCart(buyer.id), {})

    await setRate('EUR', { value: '1.978800', date: daysAgo(7) })
    const fresh = inertiaPage((await client.get(await productPath(eur))).text())
    assert.equal(
      fresh.props.product.price,
      azn(7915),
      'a rate exactly 7 days old is still current: 40.00 × 1.9788'
    )
    assert.isNull(fresh.props.product.rateProblem)
  })

  test('a line whose rate disappears after it was added is refused at checkout with a message; nothing is saved', async ({
    client,
    assert,
  }) => {
    const fixture = await sellerAt(PINS.baku)
    const eur = await productOf(fixture, {
      priceMinor: 2500,
      currency: 'EUR',
      stock: 20,
      name: 'Saffron',
    })
    await setRate('EUR', { value: '1.978800', date: daysAgo(1) })
    const buyer = await createAccount('buyer')
    const shopper = new Shopper(client, buyer)
    shopper.page = await productPath(eur)
    const added = await shopper.post(urls().add, { product_id: eur, quantity: 2 })
    assert.deepEqual(errorsOf(added), {})
    assert.deepEqual(await dbCart(buyer.id), {
      [eur]: { quantity: 2, selected: true, added: 4947 },
    })

    const before = await checkoutProps(
      client
        .get(
          url('checkout', 'en', undefined, {
            qs: { lat: PINS.baku.latitude, lng: PINS.baku.longitude },
          })
        )
        .loginAs(buyer)
    )
    const fee = before.delivery.shipments[0].options.find(
      (option: any) => option.type === 'ordinary'
    ).feeMinor
    assert.equal(before.subtotalMinor, 9894)

    await setRate('EUR', null)
    const cartLine = (await shopper.lines())[0]
    assert.isFalse(cartLine.orderable)
    assert.include(cartLine.notices, message('en', 'ui.product.no_rate', { currency: 'EUR' }))

    const props = await checkoutProps(
      client
        .get(
          url('checkout', 'en', undefined, {
            qs: { lat: PINS.baku.latitude, lng: PINS.baku.longitude },
          })
        )
        .loginAs(buyer)
    )
    const line = props.sellers[0].lines[0]
    assert.deepInclude(line.notices, {
      severity: 'error',
      text: message('en', 'ui.product.no_rate', { currency: 'EUR' }),
    })
    assert.equal(
      props.subtotalMinor,
      0,
      'a line without an AZN price adds nothing to what is charged'
    )

    const response = await client
      .post(url('checkout.store', 'en'))
      .loginAs(buyer)
      .json(checkoutForm(9894 + fee, { [fixture.companyId]: 'ordinary' }, {}, 'baku'))
      .withCsrfToken()
      .redirects(0)
    response.assertStatus(303)
    assert.match(String(response.header('location')), /^\/en\/checkout/)
    assert.equal(
      flashedErrors(response).form,
      message('en', 'checkout.errors.no_rate', { products: 'Saffron' })
    )
    assert.isNull(await db.from('orders').where('user_id', buyer.id).first())
    assert.equal(await stockOf(eur), 20)
    assert.deepEqual(
      Object.keys(await dbCart(buyer.id)),
      [String(eur)],
      'the line stays in the cart'
    )
  })
})

test.group('Foreign-currency prices: at the newest CBAR rate', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => () => {
    forgetRates()
    forgetFacets()
  })

  test('cards show AZN first and the seller’s amount as "≈ …"; cart, checkout, order and invoice charge round(price × rate) with the rate date', async ({
    client,
    assert,
  }) => {
    const fixture = await sellerAt(PINS.baku)
    const eur = await productOf(fixture, {
      priceMinor: 3600,
      currency: 'EUR',
      stock: 20,
      name: 'Walnut jam',
    })
    const rateDate = daysAgo(1)
    await setRate('EUR', { value: '1.978800', date: rateDate })
    const unit = Math.round(3600 * 1.9788)
    assert.equal(unit, 7124)

    const card = (await sellerCards(client, fixture)).find((item) => item.id === eur)
    assert.equal(card.price, azn(unit))
    assert.equal(card.ownPrice, formatMoney(3600, 'EUR', 'en'))
    assert.deepEqual(card.dayRate, { currency: 'EUR', date: rateDate })
    const home = await client.get(await productPath(eur))
    const page = inertiaPage(home.text())
    assert.equal(page.props.product.price, azn(unit))
    assert.include(
      rendered(home.text()),
      message('en', 'ui.product.own_price', { price: formatMoney(3600, 'EUR', 'en') })
    )
    assert.include(page.props.jsonLd[0].offers, { priceCurrency: 'AZN', price: '71.24' })

    const buyer = await createAccount('buyer')
    const shopper = new Shopper(client, buyer)
    shopper.page = await productPath(eur)
    await shopper.post(urls().add, { product_id: eur, quantity: 1 })
    const note = message('en', 'ui.product.rate_note', {
      price: formatMoney(3600, 'EUR', 'en'),
      date: rateDate,
      nominal: 1,
      currency: 'EUR',
      rate: '1.9788',
    })
    const cartLine = (await shopper.lines())[0]
    assert.equal(cartLine.unitPrice, azn(unit))
    assert.equal(cartLine.rateNote, note)

    const props = await checkoutProps(
      client
        .get(
          url('checkout', 'en', undefined, {
            qs: { lat: PINS.baku.latitude, lng: PINS.baku.longitude },
          })
        )
        .loginAs(buyer)
    )
    assert.include(props.sellers[0].lines[0], {
      unitPrice: azn(unit),
      lineTotal: azn(unit),
      rateNote: note,
    })
    const fee = props.delivery.shipments[0].options.find(
      (option: any) => option.type === 'ordinary'
    ).feeMinor
    const response = await client
      .post(url('checkout.store', 'en'))
      .loginAs(buyer)
      .json(
        checkoutForm(
          unit + fee,
          { [fixture.companyId]: 'ordinary' },
          { idempotencyKey: props.idempotencyKey },
          'baku'
        )
      )
      .withCsrfToken()
      .redirects(0)
    response.assertStatus(303)
    const order = await db
      .from('orders')
      .where('idempotency_key', props.idempotencyKey)
      .firstOrFail()
    const line = await db
      .from('order_lines')
      .where('order_id', order.id)
      .select('*', db.raw(`to_char(rate_date, 'YYYY-MM-DD') AS day`))
      .firstOrFail()
    assert.include(line, {
      list_currency: 'EUR',
      rate_value: '1.978800',
      rate_nominal: 1,
      day: rateDate,
    })
    assert.equal(Number(line.line_total_minor), Math.round(Number(line.list_price_minor) * 1.9788))
    assert.equal(Number(order.total_minor), unit + fee)

    // A newer rate changes what the catalog charges, never an order already placed.
    await setRate('EUR', { value: '2.100000', date: bakuToday() })
    assert.equal(
      inertiaPage((await client.get(await productPath(eur))).text()).props.product.price,
      azn(7560)
    )

    const detail = inertiaPage(
      (
        await client.get(url('user_orders.show', 'en', { number: order.number })).loginAs(buyer)
      ).text()
    )
    assert.include(detail.props.order.shipments[0].lines[0], {
      unitPrice: azn(unit),
      total: azn(unit),
      rateNote: note,
    })
    const confirmation = inertiaPage(
      (
        await client.get(url('order_confirmation', 'en', { number: order.number })).loginAs(buyer)
      ).text()
    )
    assert.equal(confirmation.props.order.shipments[0].lines[0].rateNote, note)
    const invoice = inertiaPage(
      (await client.get(url('user_invoice', 'en', { number: order.number })).loginAs(buyer)).text()
    )
    assert.include(invoice.props.invoice.sellers[0].lines[0], { rateNote: note })
    assert.deepEqual(invoice.props.invoice.sellers[0].lines[0].total, {
      minor: unit,
      text: azn(unit),
    })
    const pdf = await client
      .get(url('user_invoice.pdf', 'en', { number: order.number }))
      .loginAs(buyer)
    pdf.assertStatus(200)
    const { text } = await extractText(new Uint8Array(pdf.body() as Buffer), { mergePages: true })
    assert.include(spaces(text), spaces(note))
  })

  test('a discounted price is converted once, rounded once: card, cart, checkout and price filters agree', async ({
    client,
    assert,
  }) => {
    const fixture = await sellerAt(PINS.baku)
    // €20.00 − 25 % at 1.9788 is 29.682 AZN; rounding the converted price first (29.69 → 148.5 …) would give 29.69.
    const eur = await productOf(fixture, {
      priceMinor: 2000,
      currency: 'EUR',
      discountPercent: 25,
      stock: 20,
    })
    await setRate('EUR', { value: '1.978800', date: bakuToday() })
    const card = (await sellerCards(client, fixture)).find((item) => item.id === eur)
    assert.equal(card.price, azn(2968))
    assert.equal(card.oldPrice, azn(3958))

    const buyer = await createAccount('buyer')
    const shopper = new Shopper(client, buyer)
    shopper.page = await productPath(eur)
    await shopper.post(urls().add, { product_id: eur, quantity: 3 })
    assert.deepEqual(await dbCart(buyer.id), {
      [eur]: { quantity: 3, selected: true, added: 2968 },
    })
    const props = await checkoutProps(
      client
        .get(
          url('checkout', 'en', undefined, {
            qs: { lat: PINS.baku.latitude, lng: PINS.baku.longitude },
          })
        )
        .loginAs(buyer)
    )
    assert.equal(props.subtotalMinor, 3 * 2968)
    const stored = await db
      .from('products')
      .where('id', eur)
      .select('effective_price_minor')
      .firstOrFail()
    assert.equal(
      Number(stored.effective_price_minor),
      2968,
      'price filters and sorts use the same amount'
    )
  })

  test('RATES_MAX_AGE_DAYS decides how old the newest rate may be', async ({
    client,
    assert,
    cleanup,
  }) => {
    const { ratesSettings } = await import('#config/rates')
    const saved = ratesSettings.maxAgeDays
    cleanup(() => {
      ratesSettings.maxAgeDays = saved
    })
    const fixture = await sellerAt(PINS.baku)
    const usd = await productOf(fixture, { priceMinor: 1000, currency: 'USD', stock: 20 })
    await setRate('USD', { value: '1.700000', date: daysAgo(3) })
    assert.equal(
      inertiaPage((await client.get(await productPath(usd))).text()).props.product.price,
      azn(1700)
    )

    ratesSettings.maxAgeDays = 2
    const page = inertiaPage((await client.get(await productPath(usd))).text())
    assert.isNull(page.props.product.price)
    assert.equal(page.props.product.rateProblem.reason, 'stale_rate')
  })
})

test.group('Foreign-currency prices: seller dashboard and seeding', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => () => forgetRates())

  test('the seller dashboard lists the products buyers cannot order for lack of a current rate', async ({
    client,
    assert,
  }) => {
    const fixture = await sellerAt(PINS.baku)
    const eur = await productOf(fixture, { currency: 'EUR', name: 'Sumac' })
    const usd = await productOf(fixture, { currency: 'USD', name: 'Pomegranate juice' })
    await productOf(fixture, { currency: 'AZN', name: 'Bread' })
    await productOf(fixture, { currency: 'EUR', name: 'Draft EUR', status: 'draft' })
    await setRate('EUR', null)
    await setRate('USD', { value: '1.700000', date: daysAgo(1) })

    const page = inertiaPage(
      (await client.get(PAGES.seller_dashboard.en).loginAs(fixture.seller)).text()
    )
    const warnings = page.props.overview.priceWarnings
    assert.deepEqual(
      warnings.products.map((item: any) => [item.id, item.name, item.reason]),
      [[eur, 'Sumac', message('en', 'seller.dashboard.price_warning.no_rate', { currency: 'EUR' })]]
    )
    assert.notInclude(
      warnings.products.map((item: any) => item.id),
      usd
    )

    await setRate('USD', { value: '1.700000', date: daysAgo(9) })
    const az = inertiaPage(
      (await client.get(PAGES.seller_dashboard.az).loginAs(fixture.seller)).text()
    )
    assert.deepEqual(
      az.props.overview.priceWarnings.products.map((item: any) => [item.id, item.reason]),
      [
        [eur, message('az', 'seller.dashboard.price_warning.no_rate', { currency: 'EUR' })],
        [
          usd,
          message('az', 'seller.dashboard.price_warning.stale_rate', {
            currency: 'USD',
            date: daysAgo(9),
            days: 7,
          }),
        ],
      ]
    )
  })

  test('seeding stores current demo rates for USD and EUR, idempotently, never over a synced rate', async ({
    assert,
  }) => {
    const usable = daysAgo(7)
    for (const currency of ['USD', 'EUR']) {
      const newest = await db
        .from('exchange_rates')
        .where('currency', currency)
        .orderBy('rate_date', 'desc')
        .select(db.raw(`to_char(rate_date, 'YYYY-MM-DD') AS day`))
        .first()
      assert.isNotNull(newest, `a ${currency} rate after seeding`)
      assert.isTrue(newest.day >= usable, `${currency} rate of ${newest.day} is current`)
    }

    const { seedDemoRates } = await import('#database/seed/exchange_rates')
    await db.from('exchange_rates').delete()
    await db.transaction((trx) => seedDemoRates(trx))
    await db.transaction((trx) => seedDemoRates(trx))
    const seeded = await db
      .from('exchange_rates')
      .orderBy('currency')
      .select('currency', 'source', db.raw(`to_char(rate_date, 'YYYY-MM-DD') AS day`))
    assert.deepEqual(seeded, [
      { currency: 'EUR', source: 'demo', day: bakuToday() },
      { currency: 'USD', source: 'demo', day: bakuToday() },
    ])

    await db.from('exchange_rates').delete()
    await db
      .table('exchange_rates')
      .insert({ currency: 'EUR', rate_date: daysAgo(2), nominal: 1, value: '1.950000' })
    await db.transaction((trx) => seedDemoRates(trx))
    const eur = await db.from('exchange_rates').where('currency', 'EUR').select('source', 'value')
    assert.deepEqual(
      eur,
      [{ source: 'cbar', value: '1.950000' }],
      'a synced EUR rate is never shadowed by a demo one'
    )
    assert.lengthOf(await db.from('exchange_rates').where('currency', 'USD'), 1)
  })
})

/** A rates source answering with `bulletin`, or failing as an unreachable CBAR does. */
class StubRatesSource extends RatesSource {
  constructor(private bulletin: Bulletin | null) {
    super()
  }

  async fetch(): Promise<Bulletin> {
    if (!this.bulletin) throw new RatesSourceError('CBAR unreachable (stub)')
    return this.bulletin
  }
}

async function syncWith(bulletin: Bulletin | null) {
  app.container.swap(RatesSource, () => new StubRatesSource(bulletin))
  try {
    return await (await app.container.make(SyncExchangeRates)).handle()
  } finally {
    app.container.restore(RatesSource)
  }
}

test.group('Foreign-currency prices: rates sync', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => () => {
    forgetRates()
    forgetFacets()
  })

  test('a sync that cannot reach the CBAR still takes the AZN price off products whose rate grew too old', async ({
    client,
    assert,
  }) => {
    const fixture = await sellerAt(PINS.baku)
    const eur = await productOf(fixture, { priceMinor: 1000, currency: 'EUR', stock: 20 })
    await setRate('EUR', { value: '1.978800', date: daysAgo(1) })
    assert.deepEqual(
      (await sellerCards(client, fixture, '&min=0')).map((card) => card.id),
      [eur]
    )

    // Days pass offline: the stored rate is now older than the maximum age.
    await db
      .from('exchange_rates')
      .where('currency', 'EUR')
      .update({ rate_date: daysAgo(9) })
    const summary = await syncWith(null)
    assert.isNull(summary.date)
    forgetFacets()
    forgetRates()
    assert.deepEqual(
      await sellerCards(client, fixture, '&min=0'),
      [],
      'no longer in an AZN price range'
    )
    const card = (await sellerCards(client, fixture)).find((item) => item.id === eur)
    assert.isNull(card.price)
    assert.equal(card.rateProblem.reason, 'stale_rate')
  })

  test("today's demo rate neither stops the start-up sync nor survives it", async ({ assert }) => {
    await db.from('exchange_rates').delete()
    await db.table('exchange_rates').multiInsert([
      { currency: 'USD', rate_date: bakuToday(), nominal: 1, value: '1.7000', source: 'demo' },
      { currency: 'EUR', rate_date: bakuToday(), nominal: 1, value: '1.9788', source: 'demo' },
    ])
    let synced = 0
    const scheduler = new RatesScheduler({
      intervalHours: 6,
      sync: async () => {
        synced++
        return syncWith({
          date: bakuToday(),
          rates: [
            { code: 'USD', nominal: 1, value: '1.7000', name: '1 ABŞ dolları' },
            { code: 'EUR', nominal: 1, value: '2.0101', name: '1 Avro' },
          ],
        })
      },
    })
    try {
      assert.deepInclude(await scheduler.run('startup'), { date: bakuToday(), count: 2 })
      assert.equal(synced, 1)
      const rows = await db
        .from('exchange_rates')
        .orderBy('currency')
        .select('currency', 'source', 'value')
      assert.deepEqual(rows, [
        { currency: 'EUR', source: 'cbar', value: '2.010100' },
        { currency: 'USD', source: 'cbar', value: '1.700000' },
      ])
      assert.deepEqual(await scheduler.run('startup'), { skipped: 'fresh' })
    } finally {
      await scheduler.stop()
    }
  })
})
