import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import testUtils from '@adonisjs/core/services/test_utils'
import { LOCALES, type Locale } from '#lib/route_table'
import { forgetFacets } from '#services/catalog/facet_counts'
import { forgetRates } from '#services/rates/exchange_rates'
import { bakuToday } from '#services/rates/rates_source'
import { productOf, sellerAt, type SellerFixture } from '#tests/helpers/orders'
import { url } from '#tests/helpers/urls'

const APP = 'http://localhost:3333'

/** Every JSON-LD document of a rendered page, parsed (the HTML crawlers read, not the props). */
function documentsOf(html: string): Record<string, any>[] {
  return [
    ...html.matchAll(/<script[^>]*type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g),
  ].map((match) => JSON.parse(match[1]))
}

function ofType(html: string, type: string) {
  const found = documentsOf(html).find((document) => document['@type'] === type)
  if (!found) throw new Error(`No ${type} JSON-LD in the page`)
  return found
}

/** The seller saves an export offer through the editor (caches invalidated as in use). */
async function exportOffer(
  client: any,
  fixture: SellerFixture,
  id: number,
  saleMode: 'both' | 'export'
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
        incoterms: [{ code: 'FCA', named_place: 'Baku' }],
        units_per_carton: '20',
        lead_time_days: '21',
        origin_country: 'TR',
        markets: ['DE'],
      },
    })
    .withCsrfToken()
    .loginAs(fixture.seller)
    .redirects(0)
  response.assertStatus(303)
}

async function productPath(id: number, locale: Locale = 'en') {
  const row = await db.from('product_translations').where({ product_id: id, locale }).firstOrFail()
  return url('product', locale, { slugId: `${row.slug}-${id}` })
}

test.group('JSON-LD (schema.org)', (group) => {
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

  test('domestic product: AZN offer, GTIN by length, brand, sku, origin AZ, breadcrumbs, in every language', async ({
    client,
    assert,
  }) => {
    const fixture = await sellerAt()
    const id = await productOf(fixture, {
      name: 'Pomegranate juice </script><b>',
      priceMinor: 1250,
    })
    const brand = await db
      .table('brands')
      .insert({ code: `b-${id}`, name: 'Nar & Co', slug: `nar-${id}` })
      .returning('id')
    await db
      .from('products')
      .where('id', id)
      .update({ barcode: '4760001000017', brand_id: brand[0].id })

    for (const locale of LOCALES) {
      const response = await client.get(await productPath(id, locale))
      response.assertStatus(200)
      assert.notInclude(response.text(), '</script><b>', 'a name cannot close the script')
      const product = ofType(response.text(), 'Product')
      const name = await db
        .from('product_translations')
        .where({ product_id: id, locale })
        .firstOrFail()
      assert.equal(product.name, name.name)
      assert.equal(product.gtin13, '4760001000017')
      assert.notProperty(product, 'gtin14')
      assert.deepEqual(product.brand, { '@type': 'Brand', 'name': 'Nar & Co' })
      assert.match(product.sku, /^ORD-/)
      assert.equal(product.countryOfOrigin, 'AZ')
      assert.isString(product.category)
      assert.equal(product.offers['@type'], 'Offer')
      assert.equal(product.offers.priceCurrency, 'AZN')
      assert.equal(product.offers.price, '12.50')
      assert.equal(product.offers.availability, 'https://schema.org/InStock')
      assert.equal(product.offers.seller['@type'], 'Organization')
      assert.equal(product.offers.url, `${APP}${await productPath(id, locale)}`)

      const crumbs = ofType(response.text(), 'BreadcrumbList')
      const items = crumbs.itemListElement
      assert.isAbove(items.length, 1)
      assert.deepEqual(
        items.map((item: any) => item.position),
        items.map((_: any, index: number) => index + 1)
      )
      assert.equal(items.at(-1).name, name.name)
      assert.equal(items.at(-1).item, `${APP}${await productPath(id, locale)}`)
      assert.equal(items.at(-2).name, product.category)
    }

    await db.from('products').where('id', id).update({ barcode: '04760001000014' })
    const later = ofType((await client.get(await productPath(id))).text(), 'Product')
    assert.equal(later.gtin14, '04760001000014')
    assert.notProperty(later, 'gtin13')
  })

  test('both domestic and export: AZN offer and an AggregateOffer of USD tiers with UN/CEFACT units', async ({
    client,
    assert,
  }) => {
    const fixture = await sellerAt()
    const id = await productOf(fixture, { name: 'Hazelnut kernels', priceMinor: 3000 })
    await exportOffer(client, fixture, id, 'both')
    const product = ofType((await client.get(await productPath(id))).text(), 'Product')
    assert.equal(product.countryOfOrigin, 'TR', 'the export offer names the origin')
    const [retail, aggregate] = product.offers
    assert.equal(retail.priceCurrency, 'AZN')
    assert.equal(retail.price, '30.00')
    assert.equal(aggregate['@type'], 'AggregateOffer')
    assert.equal(aggregate.priceCurrency, 'USD')
    assert.equal(aggregate.lowPrice, '22.80')
    assert.equal(aggregate.highPrice, '24.50')
    assert.equal(aggregate.offerCount, 2)
    assert.deepEqual(
      aggregate.offers.map((offer: any) => [
        offer.price,
        offer.priceCurrency,
        offer.eligibleQuantity.minValue,
        offer.eligibleQuantity.unitCode,
        offer.priceSpecification['@type'],
        offer.priceSpecification.price,
      ]),
      [
        ['24.50', 'USD', 100, 'XCT', 'UnitPriceSpecification', '24.50'],
        ['22.80', 'USD', 500, 'XCT', 'UnitPriceSpecification', '22.80'],
      ]
    )
  })

  test('export-only product: no AZN offer, only the export tiers', async ({ client, assert }) => {
    const fixture = await sellerAt()
    const id = await productOf(fixture, { name: 'Dried persimmon' })
    await exportOffer(client, fixture, id, 'export')
    const product = ofType((await client.get(await productPath(id, 'ru'))).text(), 'Product')
    assert.equal(product.offers['@type'], 'AggregateOffer')
    assert.equal(product.offers.priceCurrency, 'USD')
    assert.lengthOf(product.offers.offers, 2)
  })

  test('supplier page: Organization with legal name, VÖEN, address in AZ, url', async ({
    client,
    assert,
  }) => {
    const company = await db.from('companies').where('status', 'active').orderBy('id').firstOrFail()
    for (const locale of LOCALES) {
      const path = url('supplier_info.show', locale, { slugId: `${company.slug}-${company.id}` })
      const response = await client.get(path)
      response.assertStatus(200)
      const organization = ofType(response.text(), 'Organization')
      assert.equal(organization.legalName, company.name)
      assert.equal(organization.taxID, company.tax_id)
      assert.equal(organization.url, `${APP}${path}`)
      assert.equal(organization.address['@type'], 'PostalAddress')
      assert.equal(organization.address.addressCountry, 'AZ')
      assert.notProperty(organization, 'telephone', 'the phone is revealed on request only')
      if (company.logo_path) assert.match(organization.logo, /^http:\/\/localhost:3333\//)
    }
  })

  test('category page: BreadcrumbList of the category path', async ({ client, assert }) => {
    const category = await db
      .from('categories as c')
      .whereNotNull('c.parent_id')
      .whereExists((q) =>
        q.from('products as p').whereColumn('p.category_id', 'c.id').where('p.status', 'published')
      )
      .select('c.id')
      .orderBy('c.id')
      .firstOrFail()
    for (const locale of LOCALES) {
      const t = await db
        .from('category_translations')
        .where({ category_id: category.id, locale })
        .firstOrFail()
      const path = url('category.show', locale, { slug: t.slug })
      const response = await client.get(path)
      response.assertStatus(200)
      const items = ofType(response.text(), 'BreadcrumbList').itemListElement
      assert.isAbove(items.length, 1, 'parent, then the category')
      assert.equal(items.at(-1).name, t.name)
      assert.equal(items.at(-1).item, `${APP}${path}`)
    }
  })

  test('home: WebSite with a SearchAction template', async ({ client, assert }) => {
    for (const locale of LOCALES) {
      const response = await client.get(url('home', locale))
      response.assertStatus(200)
      const site = ofType(response.text(), 'WebSite')
      assert.equal(site.url, `${APP}${url('home', locale)}`)
      assert.equal(site.potentialAction['@type'], 'SearchAction')
      assert.equal(
        site.potentialAction.target.urlTemplate,
        `${APP}${url('search', locale)}?q={search_term_string}`
      )
      assert.equal(site.potentialAction['query-input'], 'required name=search_term_string')
    }
  })
})
