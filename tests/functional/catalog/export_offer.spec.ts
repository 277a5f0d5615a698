import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import testUtils from '@adonisjs/core/services/test_utils'
import { formatMoney } from '#lib/money'
import { PAGES, type Locale } from '#lib/route_table'
import { forgetFacets } from '#services/catalog/facet_counts'
import { forgetRates } from '#services/rates/exchange_rates'
import { bakuToday } from '#services/rates/rates_source'
import { inertiaPage } from '#tests/helpers/inertia_page'
import { productOf, sellerAt, type SellerFixture } from '#tests/helpers/orders'
import { url } from '#tests/helpers/urls'
import PlaceOrder from '#actions/orders/place_order'
import { ProductsUnavailable } from '#actions/orders/checkout_errors'
import { Shopper, errorsOf, urls } from '../cart/helpers.js'
import { orderInput } from '../checkout/helpers.js'

/** The seller saves an export offer through the editor's route (so caches are invalidated as in use). */
async function offer(
  client: any,
  fixture: SellerFixture,
  id: number,
  saleMode: 'both' | 'export',
  overrides: Record<string, unknown> = {}
) {
  const response = await client
    .put(url('seller_products.export.update', 'en', { id }))
    .json({
      export: {
        sale_mode: saleMode,
        currency: 'USD',
        unit: 'carton',
        moq: '100',
        hs_code: '080222',
        sea_transport: true,
        tiers: [
          { min_quantity: '100', unit_price: '24.50' },
          { min_quantity: '500', unit_price: '22.80' },
        ],
        incoterms: [
          { code: 'FCA', named_place: 'Baku' },
          { code: 'FOB', named_place: 'Poti' },
        ],
        units_per_carton: '20',
        lead_time_days: '21',
        origin_country: 'AZ',
        markets: ['DE'],
        ...overrides,
      },
    })
    .withCsrfToken()
    .loginAs(fixture.seller)
    .redirects(0)
  response.assertStatus(303)
  if (response.flashMessages().inputErrorsBag)
    throw new Error(JSON.stringify(response.flashMessages().inputErrorsBag))
}

async function productPath(id: number, locale: Locale = 'en') {
  const row = await db.from('product_translations').where({ product_id: id, locale }).firstOrFail()
  return url('product', locale, { slugId: `${row.slug}-${id}` })
}

function jsonLdOf(html: string) {
  return JSON.parse(
    /<script[^>]*type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/.exec(html)![1]
  )
}

test.group('Export offers on the storefront', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(async () => {
    await db.from('rate_limits').delete()
    await db
      .table('exchange_rates')
      .insert({ currency: 'USD', rate_date: bakuToday(), nominal: 1, value: '1.7000' })
      .onConflict(['currency', 'rate_date'])
      .merge()
    forgetRates()
    forgetFacets()
    return () => {
      forgetRates()
      forgetFacets()
    }
  })

  test('the product page shows the export panel: tiers in USD with AZN at the CBAR rate, MOQ, Incoterms, HS code', async ({
    client,
    assert,
  }) => {
    const fixture = await sellerAt()
    const id = await productOf(fixture, { name: 'Hazelnut kernels' })
    await offer(client, fixture, id, 'both')

    const response = await client.get(await productPath(id))
    response.assertStatus(200)
    const props = inertiaPage(response.text()).props
    const panel = props.exportOffer
    assert.deepEqual(panel.tiers, [
      {
        range: '100–499',
        price: formatMoney(2450, 'USD', 'en'),
        azn: formatMoney(4165, 'AZN', 'en'),
      },
      {
        range: '500 and more',
        price: formatMoney(2280, 'USD', 'en'),
        azn: formatMoney(3876, 'AZN', 'en'),
      },
    ])
    assert.equal(panel.rateDate, bakuToday())
    assert.equal(panel.moqText, '100 × carton')
    assert.deepEqual(panel.incoterms, [
      { code: 'FCA', name: 'Free Carrier', place: 'Baku' },
      { code: 'FOB', name: 'Free on Board', place: 'Poti' },
    ])
    assert.equal(panel.hsCode, '0802.22')
    assert.equal(panel.origin, 'Azerbaijan')
    assert.deepEqual(panel.markets, ['Germany'])
    assert.equal(panel.leadTime, '21 days')
    assert.isFalse(props.product.exportOnly, 'sold in Azerbaijan too: the cart stays')
    const offers = jsonLdOf(response.text()).offers
    assert.equal(offers[0].priceCurrency, 'AZN', 'the retail offer first')
    assert.equal(offers[1]['@type'], 'AggregateOffer', 'then the export tiers')

    const ru = inertiaPage((await client.get(await productPath(id, 'ru'))).text()).props
    assert.equal(ru.exportOffer.tiers[1].range, '500 и более')
    assert.equal(ru.exportOffer.leadTime, '21 день')

    const domestic = await productOf(fixture)
    const plain = inertiaPage((await client.get(await productPath(domestic))).text()).props
    assert.isNull(plain.exportOffer)
  })

  test('an export-only product has no domestic cart: refused with a message, no JSON-LD offer', async ({
    client,
    assert,
  }) => {
    const fixture = await sellerAt()
    const id = await productOf(fixture)
    await offer(client, fixture, id, 'export')

    const response = await client.get(await productPath(id))
    const props = inertiaPage(response.text()).props
    assert.isTrue(props.product.exportOnly)
    const offers = jsonLdOf(response.text()).offers
    assert.equal(offers['@type'], 'AggregateOffer', 'export-only: the export tiers, no AZN offer')

    const guest = new Shopper(client)
    const refused = await guest.post(urls().add, { product_id: id, quantity: 100 })
    refused.assertStatus(303)
    assert.equal(
      errorsOf(refused).quantity,
      'This product is sold for export only: request a quote on its page.'
    )
    assert.lengthOf(await guest.lines(), 0)
  })

  test('catalog cards carry "from … / unit, MOQ …" and the export-only mark', async ({
    client,
    assert,
  }) => {
    const fixture = await sellerAt()
    const both = await productOf(fixture, { name: 'Both ways' })
    const only = await productOf(fixture, { name: 'Export only' })
    const domestic = await productOf(fixture, { name: 'Domestic' })
    await offer(client, fixture, both, 'both')
    await offer(client, fixture, only, 'export')

    const response = await client.get(`${PAGES.category.en}?company=${fixture.companyId}`)
    response.assertStatus(200)
    const cards = new Map(
      (inertiaPage(response.text()).props.products as any[]).map((card) => [card.id, card])
    )
    assert.deepEqual(cards.get(both).exportOffer, {
      from: formatMoney(2280, 'USD', 'en'),
      unit: 'carton',
      moq: 100,
    })
    assert.isFalse(cards.get(both).exportOnly)
    assert.isTrue(cards.get(only).exportOnly)
    assert.isNull(cards.get(domestic).exportOffer)
    assert.isFalse(cards.get(domestic).exportOnly)
  })

  test('the catalog filter "export offer available" lists only products with an offer, page after page', async ({
    client,
    assert,
  }) => {
    const fixture = await sellerAt()
    const withOffer: number[] = []
    for (let index = 0; index < 26; index++) {
      const id = await productOf(fixture, { name: `Offered ${index}` })
      await offer(client, fixture, id, index % 2 ? 'both' : 'export')
      withOffer.push(id)
    }
    const domestic = await productOf(fixture, { name: 'Domestic only' })

    const listing = async (query: string) => {
      const response = await client.get(`${PAGES.category.en}?company=${fixture.companyId}${query}`)
      response.assertStatus(200)
      return inertiaPage(response.text()).props
    }
    const first = await listing('&export=1&sort=new')
    assert.isTrue(first.filters.exportOffer)
    assert.equal(first.total, 26)
    const second = await listing('&export=1&sort=new&page=2')
    const ids = [...first.products, ...second.products].map((card: { id: number }) => card.id)
    assert.sameMembers(ids, withOffer)
    assert.notInclude(ids, domestic)

    const all = await listing('')
    assert.isFalse(all.filters.exportOffer)
    assert.equal(all.total, 27)
    assert.isFalse((await listing('&export=maybe')).filters.exportOffer, 'bad input is ignored')

    // Browsing the whole catalog (the generic plan, pages after the first by keyset).
    const listed = await db
      .from('products as p')
      .join('companies as c', 'c.id', 'p.company_id')
      .where({ 'p.status': 'published', 'c.status': 'active' })
      .whereNot('p.sale_mode', 'domestic')
      .select('p.id')
    const browse = async (page: number) => {
      const response = await client.get(`${PAGES.category.en}?export=1&sort=new&page=${page}`)
      return inertiaPage(response.text()).props
    }
    const [page1, page2] = [await browse(1), await browse(2)]
    assert.equal(page1.total, listed.length)
    const shown = [...page1.products, ...page2.products].map((card: { id: number }) => card.id)
    assert.equal(new Set(shown).size, shown.length, 'pages do not overlap')
    const offered = new Set(listed.map((row) => row.id))
    assert.isTrue(shown.every((id) => offered.has(id)))

    // Withdrawing an offer takes the product out of the filtered listing at once.
    await client
      .delete(url('seller_products.export.destroy', 'en', { id: withOffer[0] }))
      .withCsrfToken()
      .loginAs(fixture.seller)
      .redirects(0)
    assert.equal((await listing('&export=1&sort=new')).total, 25)
  })

  test('catalog filters by Incoterm and largest export MOQ; unreadable values are ignored', async ({
    client,
    assert,
  }) => {
    const fixture = await sellerAt()
    const fob = await productOf(fixture, { name: 'FOB offer' })
    const exw = await productOf(fixture, { name: 'EXW offer' })
    const domestic = await productOf(fixture, { name: 'No offer' })
    await offer(client, fixture, fob, 'both')
    await offer(client, fixture, exw, 'both', {
      moq: '500',
      tiers: [{ min_quantity: '500', unit_price: '20' }],
      incoterms: [{ code: 'EXW', named_place: 'Ganja' }],
    })
    const ids = async (query: string) => {
      const response = await client.get(`${PAGES.category.en}?company=${fixture.companyId}${query}`)
      response.assertStatus(200)
      const props = inertiaPage(response.text()).props
      return {
        ids: (props.products as { id: number }[]).map((card) => card.id).sort((a, b) => a - b),
        filters: props.filters,
      }
    }
    assert.deepEqual((await ids('&incoterm=fob')).ids, [fob])
    assert.equal((await ids('&incoterm=fob')).filters.incoterm, 'FOB')
    assert.deepEqual((await ids('&incoterm=EXW')).ids, [exw])
    assert.deepEqual((await ids('&incoterm=CIF')).ids, [])
    assert.deepEqual((await ids('&max_moq=200')).ids, [fob])
    assert.equal((await ids('&max_moq=200')).filters.maxMoq, '200')
    assert.deepEqual((await ids('&max_moq=500&incoterm=EXW')).ids, [exw])
    const everything = [fob, exw, domestic].sort((a, b) => a - b)
    assert.deepEqual((await ids('&incoterm=XYZ')).ids, everything)
    assert.deepEqual((await ids('&max_moq=lots')).ids, everything)
    assert.deepEqual((await ids('&max_moq=0')).ids, everything)
  })

  test('a line put in the cart before the product turned export-only cannot be ordered', async ({
    client,
    assert,
  }) => {
    const fixture = await sellerAt()
    const id = await productOf(fixture)
    await offer(client, fixture, id, 'both')
    const guest = new Shopper(client)
    const added = await guest.post(urls().add, { product_id: id, quantity: 2 })
    assert.deepEqual(errorsOf(added), {})
    assert.equal((await guest.lines())[0].state, 'ok')

    await offer(client, fixture, id, 'export')
    const [line] = await guest.lines()
    assert.include(line, { state: 'unavailable', orderable: false })

    // Placing an order with it is refused as for any product that cannot be bought.
    const error = await new PlaceOrder()
      .handle(orderInput([{ productId: id, quantity: 2 }], { [fixture.companyId]: 'ordinary' }))
      .then(
        () => null,
        (reason) => reason
      )
    assert.instanceOf(error, ProductsUnavailable)
    assert.deepEqual(error.productIds, [id])
  })
})
