import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import testUtils from '@adonisjs/core/services/test_utils'
import { urlFor } from '@adonisjs/core/services/url_builder'
import { apiSettings } from '#services/api/api_http'
import { openApiDocument } from '#services/api/openapi'
import { forgetRates } from '#services/rates/exchange_rates'
import { freshIp, fromIp } from '#tests/helpers/client_ip'
import { productOf, sellerAt } from '#tests/helpers/orders'
import { assertConforms, validateDocument } from './openapi_validator.js'

/** Ids of the listed products in the API's default order (newest first, id breaking ties). */
async function listedIds(limit: number) {
  const rows = await db
    .from('products as p')
    .join('companies as c', 'c.id', 'p.company_id')
    .where('p.status', 'published')
    .where('c.status', 'active')
    .orderBy('p.first_published_at', 'desc')
    .orderBy('p.id', 'desc')
    .limit(limit)
    .select('p.id')
  return rows.map((row) => row.id as number)
}

test.group('Public API: document and products', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => forgetRates())

  test('the OpenAPI document is valid OpenAPI 3.1 and served as JSON', async ({
    client,
    assert,
  }) => {
    const result = await validateDocument(openApiDocument)
    assert.isTrue(result.valid, JSON.stringify(result.errors))
    const response = await client.get(urlFor('api.openapi'))
    response.assertStatus(200)
    assert.deepEqual(response.body(), JSON.parse(JSON.stringify(openApiDocument)))
    assert.equal(response.header('access-control-allow-origin'), '*')
  })

  test('products: pages by cursor without overlap, in the listing order, conforming', async ({
    client,
    assert,
  }) => {
    const expected = await listedIds(10)
    const first = await client.get(urlFor('api.products', {}, { qs: { limit: 5, lang: 'en' } }))
    first.assertStatus(200)
    assertConforms('/products', 200, first.body())
    const cursor = first.body().next_cursor
    assert.isString(cursor)
    const second = await client.get(
      urlFor('api.products', {}, { qs: { limit: 5, lang: 'en', cursor } })
    )
    second.assertStatus(200)
    assertConforms('/products', 200, second.body())
    const ids = [...first.body().data, ...second.body().data].map((item: any) => item.id)
    assert.deepEqual(ids, expected)
    for (const item of first.body().data) assert.match(item.url, /\/en\//)

    // HTTP: cacheable, CORS, rate-limit headers, no session cookie
    assert.equal(first.header('cache-control'), 'public, max-age=60')
    assert.equal(first.header('access-control-allow-origin'), '*')
    assert.isUndefined(first.header('access-control-allow-credentials'))
    assert.isUndefined(first.header('set-cookie'))
    assert.equal(first.header('ratelimit-limit'), String(apiSettings.requestsPerMinute))
    assert.match(first.header('ratelimit-remaining') ?? '', /^\d+$/)
    assert.match(first.header('ratelimit-reset') ?? '', /^\d+$/)
  })

  test('products: ETag answers 304 to If-None-Match', async ({ client, assert }) => {
    const path = urlFor('api.products', {}, { qs: { limit: 3 } })
    const response = await client.get(path)
    const etag = response.header('etag') ?? ''
    assert.match(etag, /^"[\w-]+"$/)
    const again = await client.get(path).header('If-None-Match', etag)
    again.assertStatus(304)
    assert.equal(again.text(), '')
    const other = await client.get(path).header('If-None-Match', '"stale"')
    other.assertStatus(200)
  })

  test('products: filters by supplier, export offer, in stock, price and category', async ({
    client,
    assert,
  }) => {
    const fixture = await sellerAt()
    const cheap = await productOf(fixture, { priceMinor: 1250, name: 'Api filter cheap' })
    const dear = await productOf(fixture, { priceMinor: 99_000, stock: 0 })
    const bySupplier = await client.get(
      urlFor('api.products', {}, { qs: { supplier: fixture.companyId, limit: 100 } })
    )
    assertConforms('/products', 200, bySupplier.body())
    assert.sameMembers(
      bySupplier.body().data.map((item: any) => item.id),
      [cheap, dear]
    )
    const cheapItem = bySupplier.body().data.find((item: any) => item.id === cheap)
    assert.deepEqual(cheapItem.price, {
      amount_minor: 1250,
      currency: 'AZN',
      formatted: cheapItem.price.formatted,
    })
    assert.equal(cheapItem.supplier.id, fixture.companyId)

    const inStock = await client.get(
      urlFor('api.products', {}, { qs: { supplier: fixture.companyId, in_stock: 1 } })
    )
    assert.deepEqual(
      inStock.body().data.map((item: any) => item.id),
      [cheap]
    )
    const priced = await client.get(
      urlFor('api.products', {}, { qs: { supplier: fixture.companyId, max_price: '100' } })
    )
    assert.deepEqual(
      priced.body().data.map((item: any) => item.id),
      [cheap]
    )

    const exported = await client.get(
      urlFor('api.products', {}, { qs: { export: 1, limit: 20, lang: 'ru' } })
    )
    assertConforms('/products', 200, exported.body())
    assert.isAbove(exported.body().data.length, 0)
    for (const item of exported.body().data) assert.isNotNull(item.export_offer)
    const offer = exported.body().data[0].export_offer
    assert.isAbove(offer.tiers.length, 0)
    assert.match(offer.hs_code, /^\d{6,10}$/)

    const category = await db
      .from('categories as k')
      .join('category_translations as t', 't.category_id', 'k.id')
      .where('k.code', 'tea')
      .where('t.locale', 'en')
      .select('k.id', 't.slug')
      .firstOrFail()
    const teas = await client.get(
      urlFor('api.products', {}, { qs: { category: category.slug, lang: 'en', limit: 50 } })
    )
    teas.assertStatus(200)
    const children = await db.from('categories').where('parent_id', category.id).select('id')
    const allowed = [category.id, ...children.map((row) => row.id)]
    assert.isAbove(teas.body().data.length, 0)
    for (const item of teas.body().data) assert.include(allowed, item.category_id)
    const byId = await client.get(urlFor('api.products', {}, { qs: { category: category.id } }))
    byId.assertStatus(200)
  })

  test('products: search text with relevance pages', async ({ client, assert }) => {
    const response = await client.get(
      urlFor('api.products', {}, { qs: { q: 'çay', limit: 2, lang: 'az' } })
    )
    response.assertStatus(200)
    assertConforms('/products', 200, response.body())
    if (response.body().next_cursor) {
      const next = await client.get(
        urlFor(
          'api.products',
          {},
          { qs: { q: 'çay', limit: 2, cursor: response.body().next_cursor } }
        )
      )
      next.assertStatus(200)
      const seen = new Set(response.body().data.map((item: any) => item.id))
      for (const item of next.body().data) assert.isFalse(seen.has(item.id))
    }
  })

  test('bad input is a JSON 400 naming the parameter, in the requested language', async ({
    client,
    assert,
  }) => {
    const cases: [Record<string, string | number>, string, RegExp][] = [
      [{ lang: 'de' }, 'lang', /az, en və ya ru/],
      [{ lang: 'en', limit: 101 }, 'limit', /from 1 to 100/],
      [{ lang: 'ru', limit: 'many' }, 'limit', /от 1 до 100/],
      [{ lang: 'en', cursor: 'not-a-cursor' }, 'cursor', /cursor is not valid/],
      [
        { lang: 'en', cursor: Buffer.from('["new","x\');--",1]').toString('base64url') },
        'cursor',
        /cursor/,
      ],
      [{ lang: 'en', sort: 'cheapest' }, 'sort', /“sort”/],
      [{ lang: 'en', min_price: '1e3' }, 'min_price', /min_price/],
      [{ lang: 'en', min_price: '50', max_price: '10' }, 'min_price', /min_price/],
      [{ lang: 'en', supplier: '1,x' }, 'supplier', /supplier/],
      [{ lang: 'en', incoterm: 'XYZ' }, 'incoterm', /incoterm/],
      [{ lang: 'en', category: 'no-such-category' }, 'category', /category/],
      [{ lang: 'en', export: 'maybe' }, 'export', /export/],
    ]
    for (const [qs, field, message] of cases) {
      const response = await client.get(urlFor('api.products', {}, { qs }))
      response.assertStatus(400)
      assert.equal(response.header('content-type'), 'application/json; charset=utf-8')
      assertConforms('/products', 400, response.body())
      assert.equal(response.body().error.code, 'E_BAD_REQUEST')
      assert.equal(response.body().error.field, field, JSON.stringify(qs))
      assert.match(response.body().error.message, message)
    }
    const repeated = await client.get(`${urlFor('api.products')}?limit=1&limit=2`)
    repeated.assertStatus(400)
    assertConforms('/products', 400, repeated.body())
  })

  test('a product: published of an active seller only; otherwise a JSON 404', async ({
    client,
    assert,
  }) => {
    const fixture = await sellerAt()
    const published = await productOf(fixture, { discountPercent: 20, priceMinor: 2000 })
    const draft = await productOf(fixture, { status: 'draft' })
    const response = await client.get(
      urlFor('api.product', { id: published }, { qs: { lang: 'en' } })
    )
    response.assertStatus(200)
    assertConforms('/products/{id}', 200, response.body())
    const product = response.body().data
    assert.equal(product.price.amount_minor, 1600)
    assert.equal(product.list_price.amount_minor, 2000)
    assert.equal(product.description, `About ${product.name} (en)`)

    for (const id of [draft, 2_000_000_000]) {
      const missing = await client.get(urlFor('api.product', { id }, { qs: { lang: 'ru' } }))
      missing.assertStatus(404)
      assertConforms('/products/{id}', 404, missing.body())
      assert.equal(missing.body().error.message, 'По этому адресу ничего не найдено.')
    }
    const junk = await client.get(`${urlFor('api.products')}/12abc`)
    junk.assertStatus(404)
    assert.equal(junk.body().error.code, 'E_NOT_FOUND')

    await db.from('companies').where('id', fixture.companyId).update({ status: 'suspended' })
    const suspended = await client.get(urlFor('api.product', { id: published }))
    suspended.assertStatus(404)
    const listed = await client.get(
      urlFor('api.products', {}, { qs: { supplier: fixture.companyId } })
    )
    assert.deepEqual(listed.body().data, [])
  })

  test('categories: every category, flat, in the language asked', async ({ client, assert }) => {
    const response = await client.get(urlFor('api.categories', {}, { qs: { lang: 'ru' } }))
    response.assertStatus(200)
    assertConforms('/categories', 200, response.body())
    const count = await db.from('categories').count('* as n').firstOrFail()
    assert.lengthOf(response.body().data, Number(count.n))
    const tea = response.body().data.find((item: any) => item.code === 'tea')
    assert.equal(tea.name, 'Чай')
  })
})

test.group('Public API: suppliers, errors and protocol', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.teardown(() => {
    apiSettings.requestsPerMinute = 120
  })

  test('suppliers: cursor pages of active suppliers by id; one supplier; suspended 404', async ({
    client,
    assert,
  }) => {
    // Listed suppliers: active, with a published product (issue 26).
    const active = await db
      .from('companies as c')
      .where('c.status', 'active')
      .whereExists((q) =>
        q.from('products as p').whereRaw('p.company_id = c.id').where('p.status', 'published')
      )
      .orderBy('c.id')
      .limit(6)
      .select('c.*')
    const first = await client.get(urlFor('api.suppliers', {}, { qs: { limit: 3, lang: 'en' } }))
    first.assertStatus(200)
    assertConforms('/suppliers', 200, first.body())
    const second = await client.get(
      urlFor('api.suppliers', {}, { qs: { limit: 3, cursor: first.body().next_cursor } })
    )
    assertConforms('/suppliers', 200, second.body())
    assert.deepEqual(
      [...first.body().data, ...second.body().data].map((item: any) => item.id),
      active.map((row) => row.id)
    )
    const one = await client.get(
      urlFor('api.supplier', { id: active[0].id }, { qs: { lang: 'az' } })
    )
    one.assertStatus(200)
    assertConforms('/suppliers/{id}', 200, one.body())
    assert.equal(one.body().data.tax_id, active[0].tax_id)
    assert.isNull(one.body().data.verified_month)

    await db
      .from('companies')
      .where('id', active[1].id)
      .update({
        verified_at: db.raw(`date '2026-11-03'`),
        verification_expires_at: db.raw(`now() + interval '300 days'`),
      })
    const verified = await client.get(urlFor('api.supplier', { id: active[1].id }))
    assertConforms('/suppliers/{id}', 200, verified.body())
    assert.equal(verified.body().data.verified_month, '2026-11')

    await db.from('companies').where('id', active[0].id).update({ status: 'suspended' })
    const gone = await client.get(urlFor('api.supplier', { id: active[0].id }))
    gone.assertStatus(404)
    assertConforms('/suppliers/{id}', 404, gone.body())
    const list = await client.get(urlFor('api.suppliers', {}, { qs: { limit: 100 } }))
    assert.notInclude(
      list.body().data.map((item: any) => item.id),
      active[0].id
    )
    const productsCursor = await client.get(
      urlFor('api.suppliers', {}, { qs: { cursor: first.body().next_cursor.replace(/./, 'x') } })
    )
    productsCursor.assertStatus(400)
    assertConforms('/suppliers', 400, productsCursor.body())
  })

  test('unknown paths and methods get JSON errors; preflight gets CORS', async ({
    client,
    assert,
  }) => {
    const unknown = await client.get(`${urlFor('api.categories')}/nope`)
    unknown.assertStatus(404)
    assert.equal(unknown.body().error.code, 'E_NOT_FOUND')
    assert.equal(unknown.header('access-control-allow-origin'), '*')
    const post = await client.post(urlFor('api.products')).json({})
    post.assertStatus(405)
    assert.equal(post.body().error.code, 'E_METHOD_NOT_ALLOWED')
    assert.equal(post.header('allow'), 'GET, HEAD, OPTIONS')
    const preflight = await client
      .options(urlFor('api.products'))
      .header('Origin', 'https://shop.example')
      .header('Access-Control-Request-Method', 'GET')
    preflight.assertStatus(204)
    assert.equal(preflight.header('access-control-allow-origin'), '*')
    assert.include(preflight.header('access-control-allow-methods'), 'GET')
    const head = await client.head(urlFor('api.categories'))
    head.assertStatus(200)
  })

  test('over the per-IP rate limit: 429 JSON with Retry-After and RateLimit headers', async ({
    client,
    assert,
  }) => {
    apiSettings.requestsPerMinute = 2
    const ip = freshIp()
    const path = urlFor('api.categories', {}, { qs: { lang: 'en' } })
    for (const remaining of ['1', '0']) {
      const ok = await fromIp(client.get(path), ip)
      ok.assertStatus(200)
      assert.equal(ok.header('ratelimit-remaining'), remaining)
    }
    const limited = await fromIp(client.get(path), ip)
    limited.assertStatus(429)
    assertConforms('/categories', 429, limited.body())
    assert.equal(limited.body().error.code, 'E_TOO_MANY_REQUESTS')
    assert.match(limited.body().error.message, /Try again in \d+ seconds/)
    assert.match(limited.header('retry-after') ?? '', /^\d+$/)
    assert.equal(limited.header('ratelimit-limit'), '2')
    assert.equal(limited.header('ratelimit-remaining'), '0')
    const other = await fromIp(client.get(path), freshIp())
    other.assertStatus(200)
  })

  test('the reference page lists every endpoint, self-contained, in each language', async ({
    client,
    assert,
  }) => {
    for (const [lang, heading] of [
      ['en', 'Karvan public catalog API'],
      ['az', 'Karvan kataloqunun açıq API-si'],
      ['ru', 'Открытый API каталога Karvan'],
    ]) {
      const response = await client.get(urlFor('api.docs', {}, { qs: { lang } }))
      response.assertStatus(200)
      assert.include(response.header('content-type'), 'text/html')
      const html = response.text()
      assert.include(html, `<h1>${heading}</h1>`)
      for (const path of Object.keys(openApiDocument.paths))
        assert.include(html, `GET /api/v1${path}`)
      assert.notInclude(html, '<script')
      assert.notMatch(html, /(src|href)="https?:/)
      assert.include(response.header('content-security-policy'), "default-src 'none'")
    }
  })
})
