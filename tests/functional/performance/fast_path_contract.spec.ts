import { test } from '@japa/runner'
import { BASE, comparableHeaders, productionLikeServer } from '#tests/helpers/fast_path_server'
import {
  fastPathSettings,
  forgetPages,
  identified,
  pageCacheSettings,
} from '#services/page_cache/page_cache'
import {
  forgetListingTemplates,
  LISTING_PAGE_PROPS,
  listingFastPathStats,
  SHARED_PROPS,
} from '#services/page_cache/listing_fast_path'
import { forgetSuggestHeads, suggestFastPathStats } from '#services/page_cache/suggest_fast_path'
import { inertiaPage } from '#tests/helpers/inertia_page'

/**
 * The contract of the fast paths (docs/fast_paths.md) with the parts of the app they copy:
 * the session cookie, the shared props, and the FAST_PATHS switch.
 */

async function get(base: string, path: string, headers: Record<string, string> = {}) {
  const response = await fetch(base + path, { headers, redirect: 'manual' })
  const text = await response.text()
  return { status: response.status, text, headers: response.headers }
}

test.group('Fast path contract', (group) => {
  let fast: Awaited<ReturnType<typeof productionLikeServer>>

  group.setup(async () => {
    fast = await productionLikeServer()
    return () => fast.close()
  })
  group.each.setup(() => {
    pageCacheSettings.ttlMs = 60_000
    pageCacheSettings.minUses = 1
    forgetPages()
    forgetListingTemplates()
    forgetSuggestHeads()
    return () => {
      pageCacheSettings.ttlMs = 0
      pageCacheSettings.minUses = 2
      fastPathSettings.enabled = true
      forgetPages()
      forgetListingTemplates()
      forgetSuggestHeads()
    }
  })

  test('the session cookie the app sets is the one the fast paths take for a session', async ({
    assert,
  }) => {
    const csrf = await get(BASE, '/csrf')
    const cookies = csrf.headers.getSetCookie().map((cookie) => cookie.split(';')[0])
    const xsrf = cookies.filter((cookie) => cookie.startsWith('XSRF-TOKEN='))
    const session = cookies.filter((cookie) => !cookie.startsWith('XSRF-TOKEN='))
    assert.lengthOf(session, 1, 'GET /csrf sets the session cookie')
    assert.isTrue(identified({ cookie: session[0] }), session[0])
    assert.isTrue(identified({ cookie: `theme=dark; ${session[0]}` }))
    assert.isFalse(identified({ cookie: xsrf.join('; ') }), 'the XSRF cookie alone is no session')
    assert.isFalse(
      identified({ cookie: `x${session[0]}` }),
      'another cookie ending with the name is not it'
    )
  })

  test('a listing page holds exactly the shared props the fast path knows of and the listing props', async ({
    assert,
  }) => {
    const page = inertiaPage((await get(BASE, '/en/category')).text)
    const expected = [...Object.keys(SHARED_PROPS), ...Object.keys(LISTING_PAGE_PROPS)].sort()
    assert.deepEqual(Object.keys(page.props).sort(), expected)
  })

  test('with the fast paths off, AdonisJS answers the same requests with the same bodies', async ({
    assert,
  }) => {
    const version = inertiaPage((await get(BASE, '/en/category')).text).version
    const inertia = {
      'X-Inertia': 'true',
      'X-Inertia-Version': version,
      'X-Inertia-Except-Once-Props': 'messages.en.storefront',
    }
    const requests = [
      { path: '/en/category?sort=popular', headers: inertia },
      { path: '/en/search-product?q=hazelnut', headers: inertia },
      { path: '/en/special-offers', headers: inertia },
      { path: '/en/search-product/suggest?q=haz', headers: {} },
    ]
    /** Templates and heads come from AdonisJS's own answers: one of each kind first. */
    for (const { path, headers } of requests) await get(fast.url, path.replace(/\?.*/, ''), headers)

    const on: { status: number; text: string; headers: Record<string, string> }[] = []
    const before = {
      listing: listingFastPathStats().answered,
      suggest: suggestFastPathStats().answered,
    }
    for (const { path, headers } of requests) {
      forgetPages()
      const response = await get(fast.url, path, headers)
      on.push({ ...response, headers: comparableHeaders(response.headers) })
    }
    assert.equal(
      listingFastPathStats().answered,
      before.listing + 3,
      'on: the listing fast path answered'
    )
    assert.equal(
      suggestFastPathStats().answered,
      before.suggest + 1,
      'on: the typeahead fast path answered'
    )

    fastPathSettings.enabled = false
    const off = {
      listing: listingFastPathStats().answered,
      suggest: suggestFastPathStats().answered,
    }
    for (const [i, { path, headers }] of requests.entries()) {
      forgetPages()
      const response = await get(fast.url, path, headers)
      assert.equal(response.status, on[i].status, path)
      assert.deepEqual(comparableHeaders(response.headers), on[i].headers, path)
      assert.deepEqual(JSON.parse(response.text), JSON.parse(on[i].text), path)
    }
    /** A page stored by the micro-cache is then replayed by its middleware, not before AdonisJS. */
    await get(fast.url, requests[0].path, inertia)
    assert.equal(
      (await get(fast.url, requests[0].path, inertia)).headers.get('x-page-cache'),
      'hit'
    )
    assert.deepEqual(
      { listing: listingFastPathStats().answered, suggest: suggestFastPathStats().answered },
      off,
      'off: no fast path answered'
    )
  })
})
