import { gunzipSync } from 'node:zlib'
import { request } from 'node:http'
import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import testUtils from '@adonisjs/core/services/test_utils'
import { urlFor } from '@adonisjs/core/services/url_builder'
import { XMLParser, XMLValidator } from 'fast-xml-parser'
import { parse } from 'csv-parse/sync'
import { META_COLUMNS } from '#services/feeds/product_feeds'
import { forgetRates } from '#services/rates/exchange_rates'
import { bakuToday } from '#services/rates/rates_source'
import { productOf, sellerAt } from '#tests/helpers/orders'

/** Items of a Google feed, each as its element map; the XML must be well-formed. */
function googleItems(text: string, assert: any): Record<string, any>[] {
  assert.isTrue(XMLValidator.validate(text), 'the feed is well-formed XML')
  const parsed = new XMLParser({
    ignoreAttributes: false,
    isArray: (name) => name === 'item' || name === 'g:additional_image_link',
  }).parse(text)
  assert.equal(parsed.rss['@_version'], '2.0')
  assert.equal(parsed.rss['@_xmlns:g'], 'http://base.google.com/ns/1.0')
  return parsed.rss.channel.item ?? []
}

/** A published product with an image, a barcode, a SKU and a 20 % discount (AZN 20.00 → 16.00). */
async function feedFixture() {
  const fixture = await sellerAt()
  const shown = await productOf(fixture, {
    priceMinor: 2000,
    discountPercent: 20,
    name: 'Feed tea <&> "special"',
  })
  await db
    .from('products')
    .where('id', shown)
    .update({ barcode: '4760001000012', product_code: 'SKU-1' })
  const hidden = await productOf(fixture, { status: 'draft' })
  for (const id of [shown, hidden])
    await db.table('product_images').insert({
      product_id: id,
      position: 0,
      is_main: true,
      path_base: `products/feed-${id}`,
      width: 800,
      height: 1000,
    })
  const other = await sellerAt()
  const suspended = await productOf(other)
  await db.table('product_images').insert({
    product_id: suspended,
    position: 0,
    is_main: true,
    path_base: `products/feed-${suspended}`,
    width: 800,
    height: 1000,
  })
  await db.from('companies').where('id', other.companyId).update({ status: 'suspended' })
  return { shown, hidden, suspended }
}

/** The raw bytes and headers of GET `path` with `headers` (no automatic decompression). */
function rawGet(path: string, headers: Record<string, string>) {
  return new Promise<{ status: number; headers: Record<string, any>; body: Buffer }>(
    (resolve, reject) => {
      const req = request(
        { host: process.env.HOST ?? '127.0.0.1', port: Number(process.env.PORT), path, headers },
        (res) => {
          const chunks: Buffer[] = []
          res.on('data', (chunk) => chunks.push(chunk))
          res.on('end', () =>
            resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) })
          )
        }
      )
      req.on('error', reject)
      req.end()
    }
  )
}

test.group('Product feeds', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(async () => {
    await db
      .table('exchange_rates')
      .insert({ currency: 'USD', rate_date: bakuToday(), nominal: 1, value: '1.7000' })
      .onConflict(['currency', 'rate_date'])
      .merge()
    forgetRates()
    return () => forgetRates()
  })

  test('Google feed: well-formed RSS, required fields on every item, only listed products', async ({
    client,
    assert,
  }) => {
    const { shown, hidden, suspended } = await feedFixture()
    const response = await client.get(urlFor('feeds.google', { feed: 'en-AZN.xml' }))
    response.assertStatus(200)
    assert.include(response.header('content-type'), 'application/xml')
    const items = googleItems(response.text(), assert)
    assert.isAbove(items.length, 1)
    for (const item of items) {
      for (const field of ['g:id', 'title', 'description', 'link', 'g:image_link', 'g:brand'])
        assert.isNotEmpty(String(item[field] ?? ''), `${field} of ${item['g:id']}`)
      assert.oneOf(item['g:availability'], ['in_stock', 'out_of_stock'])
      assert.match(item['g:price'], /^\d+\.\d{2} AZN$/)
      assert.equal(item['g:condition'], 'new')
      assert.isTrue(!!item['g:gtin'] || item['g:identifier_exists'] === 'no')
    }
    const ids = items.map((item) => Number(item['g:id']))
    assert.include(ids, shown)
    assert.notInclude(ids, hidden)
    assert.notInclude(ids, suspended)
    assert.equal(new Set(ids).size, ids.length)

    const mine = items.find((item) => Number(item['g:id']) === shown)!
    assert.equal(mine.title, 'Feed tea <&> "special"')
    assert.equal(mine['g:price'], '20.00 AZN')
    assert.equal(mine['g:sale_price'], '16.00 AZN')
    assert.equal(String(mine['g:gtin']), '4760001000012')
    assert.equal(mine['g:mpn'], 'SKU-1')
    assert.equal(mine['g:shipping_weight'], '500 g')
    assert.match(mine.link, /\/en\//)
    assert.include(mine['g:image_link'], `products/feed-${shown}-800.webp`)
    assert.isNotEmpty(mine['g:product_type'])

    const mapped = items.filter((item) => item['g:google_product_category'])
    assert.isAbove(mapped.length, 0, 'export categories map to Google categories')
  })

  test('Google feed in USD converts the AZN prices at the CBAR rate', async ({
    client,
    assert,
  }) => {
    const { shown } = await feedFixture()
    const response = await client.get(urlFor('feeds.google', { feed: 'ru-USD.xml' }))
    response.assertStatus(200)
    const mine = googleItems(response.text(), assert).find(
      (item) => Number(item['g:id']) === shown
    )!
    // 2000 qəpik / 1.7 = 1176.47 cents; 1600 / 1.7 = 941.18
    assert.equal(mine['g:price'], '11.76 USD')
    assert.equal(mine['g:sale_price'], '9.41 USD')
    assert.match(mine.link, /\/ru\//)
    const bad = await client.get('/feeds/google/de-AZN.xml')
    bad.assertStatus(404)
  })

  test('Meta CSV: header and a row per listed product', async ({ client, assert }) => {
    const { shown, hidden, suspended } = await feedFixture()
    const response = await client.get(urlFor('feeds.meta', { feed: 'az.csv' }))
    response.assertStatus(200)
    assert.include(response.header('content-type'), 'text/csv')
    const records: string[][] = parse(response.text(), { relax_column_count: false })
    assert.deepEqual(records[0], [...META_COLUMNS])
    const rows = records
      .slice(1)
      .map((values) => Object.fromEntries(META_COLUMNS.map((column, at) => [column, values[at]])))
    for (const row of rows) {
      for (const column of ['id', 'title', 'description', 'link', 'brand', 'price'] as const)
        assert.isNotEmpty(row[column], `${column} of ${row.id}`)
      assert.oneOf(row.availability, ['in stock', 'out of stock'])
      assert.equal(row.condition, 'new')
      assert.match(row.price, /^\d+\.\d{2} AZN$/)
    }
    const ids = rows.map((row) => Number(row.id))
    assert.include(ids, shown)
    assert.notInclude(ids, hidden)
    assert.notInclude(ids, suspended)
    const mine = rows.find((row) => Number(row.id) === shown)!
    assert.equal(mine.title, 'Feed tea <&> "special" az')
    assert.equal(mine.sale_price, '16.00 AZN')
  })

  test('conditional GET (ETag, Last-Modified) and gzip', async ({ client, assert }) => {
    const path = urlFor('feeds.meta', { feed: 'en.csv' })
    const first = await client.get(path)
    const etag = first.header('etag') ?? ''
    const modified = first.header('last-modified') ?? ''
    assert.match(etag, /^"[\w-]+"$/)
    assert.isFalse(Number.isNaN(Date.parse(modified)))
    ;(await client.get(path).header('If-None-Match', etag)).assertStatus(304)
    ;(await client.get(path).header('If-Modified-Since', modified)).assertStatus(304)

    const zipped = await rawGet(path, { 'Accept-Encoding': 'gzip' })
    assert.equal(zipped.status, 200)
    assert.equal(zipped.headers['content-encoding'], 'gzip')
    assert.equal(gunzipSync(zipped.body).toString('utf8'), first.text())
    assert.isUndefined(zipped.headers['set-cookie'])

    // A change to the catalog gives a new version
    const some = await db.from('products').where('status', 'published').firstOrFail()
    await db
      .from('products')
      .where('id', some.id)
      .update({ updated_at: new Date(Date.now() + 60_000) })
    const changed = await client.get(path).header('If-None-Match', etag)
    changed.assertStatus(200)
  })
})
