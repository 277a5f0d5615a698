import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { inertiaPage } from '#tests/helpers/inertia_page'
import { url } from '#tests/helpers/urls'

/** The catalog page's props for a path. */
async function listing(client: any, path: string) {
  const response = await client.get(path)
  response.assertStatus(200)
  const page = inertiaPage(response.text())
  if (page.component !== 'storefront/catalog')
    throw new Error(`unexpected component ${page.component}`)
  return page.props
}

/** Ids of a category and its children. */
async function subtree(code: string) {
  const root = await db.from('categories').where('code', code).firstOrFail()
  const children = await db.from('categories').where('parent_id', root.id).select('id')
  return [root.id, ...children.map((c) => c.id)]
}

test.group('Category listing', () => {
  test('a card carries its main image as the 480 px variant with its size; the browser derives the other widths', async ({
    client,
    assert,
  }) => {
    let withImage: any
    for (let page = 1; !withImage && page <= 40; page++) {
      withImage = (await listing(client, `/en/category?page=${page}`)).products.find(
        (card: any) => card.image
      )
    }
    assert.exists(withImage, 'seeded products have images')
    const main = await db
      .from('product_images')
      .where({ product_id: withImage.id, is_main: true })
      .firstOrFail()
    assert.deepEqual(withImage.image, {
      src: `/uploads/${main.path_base}-480.webp`,
      width: main.width,
      height: main.height,
    })
  })

  test('all products in three languages, 24 a page, newest first', async ({ client, assert }) => {
    const expected = await db
      .from('products')
      .where('status', 'published')
      .orderBy('first_published_at', 'desc')
      .orderBy('id', 'desc')
      .limit(24)
      .select('id')
    for (const path of ['/kateqoriya', '/en/category', '/ru/kategoriya']) {
      const props = await listing(client, path)
      assert.deepEqual(
        props.products.map((p: any) => p.id),
        expected.map((p) => p.id)
      )
      assert.isTrue(props.pagination.hasMore)
    }
  })

  test('a category page shows only its subtree; another language slug redirects; unknown slug is 404', async ({
    client,
    assert,
  }) => {
    const ids = await subtree('nuts')
    const slug = await db
      .from('category_translations as t')
      .join('categories as c', 'c.id', 't.category_id')
      .where('c.code', 'nuts')
      .where('t.locale', 'en')
      .select('t.slug')
      .first()
    const props = await listing(client, `/en/category/${slug.slug}`)
    const inScope = await db
      .from('products')
      .whereIn('category_id', ids)
      .where('status', 'published')
      .count('* as n')
    assert.equal(props.total, Number(inScope[0].n))
    const rows = await db
      .from('products')
      .whereIn(
        'id',
        props.products.map((p: any) => p.id)
      )
      .select('category_id')
    for (const row of rows) assert.include(ids, row.category_id)
    assert.equal(props.breadcrumbs[0].name, 'Nuts')

    const az = await db
      .from('category_translations as t')
      .join('categories as c', 'c.id', 't.category_id')
      .where('c.code', 'nuts')
      .where('t.locale', 'az')
      .select('t.slug')
      .first()
    const redirect = await client.get(`/en/category/${az.slug}?sort=price_asc`).redirects(0)
    redirect.assertStatus(301)
    assert.equal(redirect.header('location'), `/en/category/${slug.slug}?sort=price_asc`)

    const missing = await client.get('/en/category/no-such-category')
    missing.assertStatus(404)
    assert.include(missing.text(), 'Page not found')
  })

  test('filter counts of a category, alone and with a seller chosen, are what the catalog holds', async ({
    client,
    assert,
  }) => {
    const ids = await subtree('nuts')
    const slug = await db
      .from('category_translations as t')
      .join('categories as c', 'c.id', 't.category_id')
      .where('c.code', 'nuts')
      .where('t.locale', 'en')
      .select('t.slug')
      .first()
    const listed = () =>
      db
        .from('products as p')
        .join('companies as c', 'c.id', 'p.company_id')
        .where('p.status', 'published')
        .where('c.status', 'active')
        .whereIn('p.category_id', ids)
    const bySeller = await listed()
      .groupBy('c.id')
      .orderByRaw('count(*) DESC, c.id ASC')
      .select('c.id', db.raw('count(*)::int AS n'))
    const flags = await listed()
      .select(
        db.raw('count(*) FILTER (WHERE p.discount_percent > 0)::int AS discounted'),
        db.raw('count(*) FILTER (WHERE p.domestic_shipping)::int AS domestic')
      )
      .first()
    assert.isAbove(bySeller.length, 1, 'the seed has several sellers of nuts')

    const props = await listing(client, `/en/category/${slug.slug}`)
    assert.deepEqual(
      props.facets.companies.map((company: any) => [company.id, company.count]),
      bySeller.slice(0, 40).map((row) => [row.id, row.n])
    )
    assert.equal(props.facets.discounted, flags.discounted)
    assert.equal(props.facets.domesticShipping, flags.domestic)
    assert.equal(props.facets.categories[0].count, props.total)

    const seller = bySeller[1]
    const chosen = await listing(client, `/en/category/${slug.slug}?company=${seller.id}`)
    assert.equal(chosen.total, seller.n)
    assert.equal(
      chosen.facets.categories[0].count,
      seller.n,
      'category counts apply the seller filter'
    )
    assert.deepEqual(
      chosen.facets.companies.map((company: any) => company.id),
      props.facets.companies.map((company: any) => company.id),
      'seller counts ignore the seller filter itself'
    )
    for (const product of chosen.products) {
      const row = await db.from('products').where('id', product.id).firstOrFail()
      assert.equal(row.company_id, seller.id)
    }
  })

  test('every sort orders as promised', async ({ client, assert }) => {
    const check = async (sort: string, column: string, direction: 'asc' | 'desc') => {
      const props = await listing(client, `/en/category?sort=${sort}`)
      // Listed = published products of active companies (other suites suspend sellers).
      const expected = await db
        .from('products')
        .join('companies', 'companies.id', 'products.company_id')
        .where('products.status', 'published')
        .where('companies.status', 'active')
        .orderBy(`products.${column}`, direction)
        .orderBy('products.id', direction)
        .limit(24)
        .select('products.id')
      assert.deepEqual(
        props.products.map((p: any) => p.id),
        expected.map((p) => p.id),
        sort
      )
      assert.equal(props.filters.sort, sort)
    }
    await check('new', 'first_published_at', 'desc')
    await check('popular', 'sales_count', 'desc')
    await check('unpopular', 'sales_count', 'asc')
    await check('price_asc', 'effective_price_minor', 'asc')
    await check('price_desc', 'effective_price_minor', 'desc')
  })

  test('filters: discount, domestic shipping, company, price range and combinations', async ({
    client,
    assert,
  }) => {
    const company = await db.from('companies').where('code', 'P24').firstOrFail()
    const props = await listing(
      client,
      `/en/category?discount=1&domestic=1&company=${company.id}&min=1&max=100000`
    )
    const expected = await db
      .from('products')
      .where({ status: 'published', company_id: company.id, domestic_shipping: true })
      .where('discount_percent', '>', 0)
      .whereBetween('effective_price_minor', [100, 10_000_000])
      .count('* as n')
    assert.equal(props.total, Number(expected[0].n))
    const ids = props.products.map((p: any) => p.id)
    if (ids.length) {
      const rows = await db.from('products').whereIn('id', ids)
      for (const row of rows) {
        assert.equal(row.company_id, company.id)
        assert.isAbove(row.discount_percent, 0)
        assert.isTrue(row.domestic_shipping)
      }
    }
    const priced = await listing(client, '/en/category?min=50&max=10&sort=price_asc')
    assert.equal(priced.filters.min, '10')
    assert.equal(priced.filters.max, '50')
    for (const id of priced.products.map((p: any) => p.id)) {
      const row = await db.from('products').where('id', id).firstOrFail()
      assert.isAtLeast(Number(row.effective_price_minor), 1000)
      assert.isAtMost(Number(row.effective_price_minor), 5000)
    }
    assert.isAbove(priced.facets.companies.length, 0)
  })

  test('pages are stable: no duplicates, no gaps', async ({ client, assert }) => {
    const seen: number[] = []
    for (const page of [1, 2, 3]) {
      const props = await listing(client, `/en/category?sort=price_asc&page=${page}`)
      seen.push(...props.products.map((p: any) => p.id))
    }
    const expected = await db
      .from('products')
      .where('status', 'published')
      .orderBy('effective_price_minor', 'asc')
      .orderBy('id', 'asc')
      .limit(72)
      .select('id')
    assert.deepEqual(
      seen,
      expected.map((p) => p.id)
    )
    assert.equal(new Set(seen).size, 72)
  })

  test('special offers list only discounted products', async ({ client, assert }) => {
    const props = await listing(client, '/en/special-offers')
    const expected = await db
      .from('products')
      .where('status', 'published')
      .where('discount_percent', '>', 0)
      .count('* as n')
    assert.equal(props.total, Number(expected[0].n))
    for (const product of props.products) assert.isAbove(product.discountPercent, 0)
  })

  test('bad input never breaks the listing', async ({ client, assert }) => {
    const cases = [
      '?page=-1',
      '?page=abc',
      '?page=99999999',
      "?sort=name';DROP TABLE products;--",
      '?min=-5&max=abc',
      '?company=1,2,x,<script>',
      '?category[]=1&category[]=2',
      `?q=${'ş'.repeat(1000)}${'a'.repeat(9_000)}`,
      '?discount=maybe&domestic[]=1',
    ]
    for (const query of cases) {
      const response = await client.get(`/en/category${query}`)
      response.assertStatus(200)
    }
    const deep = await listing(client, '/en/category?page=99999999')
    assert.isTrue(deep.pagination.clamped)
    assert.equal(Number((await db.from('products').count('* as n'))[0].n) > 0, true)
  })
})

test.group('Search', () => {
  const names = async (client: any, q: string, locale = 'en') => {
    const path =
      locale === 'az'
        ? '/mehsul-axtarishi'
        : locale === 'en'
          ? '/en/search-product'
          : '/ru/poiskovyy-produkt'
    const props = await listing(client, `${path}?q=${encodeURIComponent(q)}`)
    return props.products.map((p: any) => p.name as string)
  }

  test('finds across languages and without Azerbaijani letters', async ({ client, assert }) => {
    const az = await names(client, 'findiq', 'az')
    assert.isAbove(az.length, 3)
    assert.isTrue(az.some((name: string) => /Fındıq|fındıq/.test(name)))
    const sugar = await names(client, 'seker', 'az')
    assert.isTrue(sugar.some((name: string) => name.includes('şəkər')))
    const ru = await names(client, 'фундук', 'en')
    assert.isTrue(ru.some((name: string) => /hazelnut/i.test(name)))
    const en = await names(client, 'hazelnut kernels', 'ru')
    assert.isTrue(en.some((name: string) => /фундук/i.test(name)))
  })

  test('forgives typos and finds barcodes', async ({ client, assert }) => {
    const typo = await names(client, 'hazelnutt', 'en')
    assert.isTrue(typo.some((name: string) => /hazelnut/i.test(name)))
    const product = await db
      .from('products')
      .whereNotNull('barcode')
      .where('status', 'published')
      .firstOrFail()
    const props = await listing(client, `/en/search-product?q=${product.barcode}`)
    assert.equal(props.products[0].id, product.id)
  })

  test('ranks name matches first and offers suggestions', async ({ client, assert }) => {
    const results = await names(client, 'pomegranate juice', 'en')
    assert.match(results[0], /pomegranate/i)
    const response = await client.get(url('search.suggest', 'en', undefined, { qs: { q: 'haz' } }))
    response.assertStatus(200)
    const suggestions = response.body().suggestions
    assert.isAbove(suggestions.length, 0)
    assert.match(suggestions[0].name, /hazelnut/i)
    assert.match(suggestions[0].href, /^\/en\/product\/[a-z0-9-]+-\d+$/)
    const junk = await client.get(
      url('search.suggest', 'en', undefined, { qs: { q: 'x'.repeat(5000) } })
    )
    junk.assertStatus(200)
  })

  test('nothing found shows the empty state', async ({ client, assert }) => {
    const props = await listing(client, '/en/search-product?q=qwxzvbnmpl')
    assert.lengthOf(props.products, 0)
    assert.equal(props.total, 0)
  })
})
