import { test } from '@japa/runner'
import { BASE, comparableHeaders, productionLikeServer } from '#tests/helpers/fast_path_server'
import db from '@adonisjs/lucid/services/db'
import { forgetPages, pageCacheSettings } from '#middleware/page_cache_middleware'
import {
  forgetListingTemplates,
  listingFastPathStats,
  MAX_TEMPLATES,
  TEMPLATE_TTL_MS,
} from '#services/page_cache/listing_fast_path'
import { inertiaPage } from '#tests/helpers/inertia_page'

/** A cookie-less request (a first-time visitor or a crawler). */
async function get(base: string, path: string, headers: Record<string, string>) {
  const response = await fetch(base + path, { headers, redirect: 'manual' })
  const text = await response.text()
  return { status: response.status, text, headers: response.headers }
}

/** The seeded "nuts" category's slug per locale. */
async function nutsSlugs(): Promise<Record<string, string>> {
  const rows = await db
    .from('category_translations as t')
    .join('categories as c', 'c.id', 't.category_id')
    .where('c.code', 'nuts')
    .select('t.locale', 't.slug')
  return Object.fromEntries(rows.map((row) => [row.locale, row.slug]))
}

test.group('Anonymous listing fast path', (group) => {
  let fast: Awaited<ReturnType<typeof productionLikeServer>>
  let inertia: Record<string, string>

  group.setup(async () => {
    fast = await productionLikeServer()
    return () => fast.close()
  })
  group.each.setup(async () => {
    pageCacheSettings.ttlMs = 60_000
    /** Stored on first use: these tests are about what is stored and replayed (minUses: its own test). */
    pageCacheSettings.minUses = 1
    forgetPages()
    forgetListingTemplates()
    const version = inertiaPage((await get(BASE, '/en/category', {})).text).version
    inertia = {
      'X-Inertia': 'true',
      'X-Inertia-Version': version,
      'X-Inertia-Except-Once-Props': 'messages.en.storefront',
    }
    return () => {
      pageCacheSettings.ttlMs = 0
      pageCacheSettings.minUses = 2
      forgetPages()
      forgetListingTemplates()
    }
  })

  test('answers what AdonisJS answers: same status, headers and page object, for every listing page, sort, filter and page', async ({
    assert,
  }) => {
    const slug = await nutsSlugs()
    const company = await db.from('companies').where('status', 'active').orderBy('id').firstOrFail()
    const paths = [
      '/en/category',
      `/en/category/${slug.en}`,
      `/en/category/${slug.en}?sort=price_asc&page=2`,
      `/en/category/${slug.en}?sort=popular&discount=1&domestic=true`,
      `/en/category?sort=price_desc&min=1&max=50&company=${company.id}`,
      `/en/category?sort=unpopular&page=999999&min=-5&max=abc`,
      "/en/category?sort=new';DROP TABLE products;--&page=0",
      `/en/category/${slug.en}?category=1,2,3&company[]=${company.id}&q=${'x'.repeat(300)}`,
      `/en/category/${slug.en}?sort=relevance`,
      `/en/category?`,
      '/en/search-product?q=hazelnut',
      `/en/search-product?q=${encodeURIComponent('fındıq')}&sort=price_asc&page=1`,
      '/en/search-product?q=fundiq',
      '/en/search-product?q=hazlenut&exact=1',
      '/en/search-product?q=hazel%00nut',
      `/en/search-product?q=${encodeURIComponent('<!--<script>')}`,
      '/en/search-product',
      '/en/special-offers',
      `/en/special-offers?sort=popular&company=${company.id}&domestic=1`,
      // Issue 25: "Verified producers".
      `/en/category/${slug.en}?verified=1&sort=popular`,
      '/en/search-product?q=hazelnut&verified=true',
    ]
    const cases = [
      ...paths.map((path) => ({ path, headers: inertia })),
      {
        path: `/ru/kategoriya/${slug.ru}?sort=new`,
        headers: { ...inertia, 'X-Inertia-Except-Once-Props': 'messages.ru.storefront' },
      },
      {
        path: `/kateqoriya/${slug.az}`,
        headers: { 'X-Inertia': 'true', 'X-Inertia-Version': inertia['X-Inertia-Version'] },
      },
      {
        path: `/ru/poiskovyy-produkt?q=${encodeURIComponent('фундук')}`,
        headers: { ...inertia, 'X-Inertia-Except-Once-Props': 'messages.ru.storefront' },
      },
      {
        path: `/mehsul-axtarishi?q=seker`,
        headers: { ...inertia, 'X-Inertia-Except-Once-Props': 'messages.az.storefront' },
      },
    ]

    for (const { path, headers } of cases) {
      forgetPages()
      const expected = await get(BASE, path, headers)
      assert.equal(expected.status, 200, path)
      forgetPages()
      const before = listingFastPathStats()
      const actual = await get(fast.url, path, headers)
      assert.equal(
        listingFastPathStats().answered,
        before.answered + 1,
        `${path}: answered by the fast path`
      )
      assert.equal(
        listingFastPathStats().framed,
        before.framed + 1,
        `${path}: written into the template's frame`
      )
      assert.equal(actual.status, 200, path)
      assert.deepEqual(comparableHeaders(actual.headers), comparableHeaders(expected.headers), path)
      assert.deepEqual(JSON.parse(actual.text), JSON.parse(expected.text), path)
    }
  })

  test('the answer goes into the micro-cache; redirects, unknown slugs, partial reloads and sessions go to AdonisJS', async ({
    assert,
  }) => {
    const slug = await nutsSlugs()
    await get(BASE, '/en/category', inertia)
    const path = `/en/category/${slug.en}?sort=popular`

    let before = listingFastPathStats().answered
    const first = await get(fast.url, path, inertia)
    const second = await get(fast.url, path, inertia)
    assert.equal(listingFastPathStats().answered, before + 1)
    assert.isNull(first.headers.get('x-page-cache'))
    assert.equal(second.headers.get('x-page-cache'), 'hit')
    assert.deepEqual(JSON.parse(second.text), JSON.parse(first.text))
    assert.deepEqual(first.headers.getSetCookie(), [])

    before = listingFastPathStats().answered
    const redirect = await get(fast.url, `/en/category/${slug.az}?sort=new`, inertia)
    assert.equal(redirect.status, 301)
    assert.equal(redirect.headers.get('location'), `/en/category/${slug.en}?sort=new`)
    assert.equal((await get(fast.url, '/en/category/no-such-category', inertia)).status, 404)
    const partialReload = await get(fast.url, `/en/category/${slug.en}?page=2`, {
      ...inertia,
      'X-Inertia-Partial-Component': 'storefront/catalog',
      'X-Inertia-Partial-Data': 'products,pagination',
    })
    assert.equal(partialReload.status, 200)
    assert.deepEqual(JSON.parse(partialReload.text).mergeProps, ['products'])
    const withSession = await get(fast.url, `/en/category/${slug.en}?page=3`, {
      ...inertia,
      Cookie: 'karvan_session=s%3Aunknown',
    })
    assert.equal(withSession.status, 200)
    const outdated = await get(fast.url, `/en/category/${slug.en}?page=4`, {
      ...inertia,
      'X-Inertia-Version': 'outdated',
    })
    assert.equal(outdated.status, 409)
    assert.equal(
      listingFastPathStats().answered,
      before,
      'none of these was answered by the fast path'
    )
  })

  test('without a template from AdonisJS, or with one older than its lifetime, AdonisJS answers and renews it', async ({
    assert,
  }) => {
    const before = listingFastPathStats().answered
    await get(fast.url, '/en/category?sort=new', inertia)
    assert.equal(listingFastPathStats().answered, before, 'cold: no template yet')
    await get(fast.url, '/en/category?sort=popular', inertia)
    assert.equal(listingFastPathStats().answered, before + 1, 'the first answer left a template')

    const realNow = Date.now
    Date.now = () => realNow() + TEMPLATE_TTL_MS + 1
    try {
      await get(fast.url, '/en/category?sort=price_asc', inertia)
      assert.equal(listingFastPathStats().answered, before + 1, 'an old template is not used')
      await get(fast.url, '/en/category?sort=price_desc', inertia)
      assert.equal(listingFastPathStats().answered, before + 2, 'AdonisJS renewed it')
    } finally {
      Date.now = realNow
    }
  })

  test('odd Inertia headers cannot grow the templates without bound', async ({ assert }) => {
    for (let i = 0; i < MAX_TEMPLATES + 8; i++) {
      const response = await get(BASE, '/en/category?sort=new', {
        ...inertia,
        'X-Inertia-Odd': String(i),
      })
      assert.equal(response.status, 200)
    }
    assert.isAtMost(listingFastPathStats().templates, MAX_TEMPLATES)
  })
})
