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
import { randomBytes } from 'node:crypto'
import { DateTime } from 'luxon'
import { startBuiltServer, type BuiltServer } from '#tests/helpers/built_server'
import { BrowserSession } from '#tests/helpers/browser_session'
import { createAccount } from '#tests/helpers/accounts'
import type { AccountType } from '#models/user'
import { cartUrls } from '#services/cart/cart_urls'
import { urlTo } from '#services/urls'

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

/**
 * The signed-in listing fast path (docs/fast_paths.md) needs the production session store
 * (PostgreSQL, versioned: throttled_touch_store.ts) and bin/server.ts, so it is checked against
 * two built servers on the test database sharing one APP_KEY: `fast` with the fast paths, `plain`
 * with FAST_PATHS=0 (AdonisJS alone). A signed-in answer of the fast path is recognised by its
 * lack of cookies: AdonisJS sends the session cookie again with every signed-in answer.
 */
test.group('Fast path contract: signed-in visitors', (group) => {
  let fast: BuiltServer
  let plain: BuiltServer
  let inertia: Record<string, string>
  const PAGE = '/en/category?sort=popular'

  group.setup(async () => {
    const shared = {
      SESSION_DRIVER: 'database',
      PAGE_CACHE_TTL_MS: '60000',
      APP_KEY: randomBytes(32).toString('base64url'),
      /** Pages name the app's URL (`appUrl`): the same for both servers. */
      APP_URL: 'http://127.0.0.1:3333',
    }
    ;[fast, plain] = await Promise.all([
      startBuiltServer(shared),
      startBuiltServer({ ...shared, FAST_PATHS: '0' }),
    ])
    const html = await fetch(`${fast.url}/en/category`)
    inertia = {
      'X-Inertia': 'true',
      'X-Requested-With': 'XMLHttpRequest',
      'X-Inertia-Version': inertiaPage(await html.text()).version,
      'X-Inertia-Except-Once-Props': 'messages.en.storefront',
    }
    await busListening(fast)
    return async () => {
      await Promise.all([fast.stop(), plain.stop()])
    }
  })

  /** An anonymous visit of the listing page, twice (stored at its second use): the fast server keeps its template. */
  async function template() {
    for (let i = 0; i < 2; i++) await fetch(`${fast.url}/en/category`, { headers: inertia })
  }

  /** A signed-in browser on the fast server whose cookies have settled (the flash of the sign-in consumed). */
  async function signedIn(type: AccountType) {
    const user = await createAccount(type)
    const browser = new BrowserSession(fast.url)
    await browser.signIn(user.email, type)
    for (let i = 0; i < 2; i++) await browser.get('/en/category', inertia)
    await template()
    return { user, browser }
  }

  /** The page of `path` for `browser`'s cookies (not updated) on `server`, and whether the answer set a cookie. */
  async function pageOf(server: BuiltServer, browser: BrowserSession, path = PAGE) {
    const response = await fetch(server.url + path, {
      redirect: 'manual',
      headers: { ...inertia, Cookie: browser.cookie() },
    })
    const text = await response.text()
    const headers = comparableHeaders(response.headers)
    delete headers['set-cookie']
    return {
      status: response.status,
      page: JSON.parse(text),
      headers,
      cookies: response.headers.getSetCookie().length,
    }
  }

  test('a signed-in {$self} gets from the fast path the page AdonisJS renders, without a cookie')
    .with(['buyer', 'seller'] as const)
    .run(async ({ assert }, type) => {
      const { user, browser } = await signedIn(type)
      const quick = await pageOf(fast, browser)
      assert.equal(quick.status, 200)
      assert.equal(quick.cookies, 0, 'the fast path answered (no cookie set)')
      assert.equal(quick.page.props.auth.user.id, user.id)
      const rendered = await pageOf(plain, browser)
      assert.isAbove(rendered.cookies, 0, 'AdonisJS sends the session cookie again')
      assert.deepEqual(quick.page, rendered.page)
      assert.deepEqual(quick.headers, rendered.headers)
    })

  test('two users on the same URL each get their own page; nobody else gets theirs', async ({
    assert,
  }) => {
    const first = await signedIn('buyer')
    const second = await signedIn('buyer')
    /** The second buyer wishes a product: his header counts differ from the first's. */
    const productId = (await pageOf(fast, second.browser)).page.props.products[0].id
    const wished = await second.browser.post(cartUrls('en').toggleWish, {
      product_id: productId,
      on: true,
    })
    assert.oneOf(wished.status, [200, 302, 303])
    await second.browser.get('/en/category', inertia)

    const a = await pageOf(fast, first.browser)
    const b = await pageOf(fast, second.browser)
    assert.deepEqual([a.cookies, b.cookies], [0, 0], 'both answered by the fast path')
    assert.equal(a.page.props.auth.user.id, first.user.id)
    assert.isNull(a.page.props.lists)
    assert.equal(b.page.props.auth.user.id, second.user.id)
    assert.deepEqual(b.page.props.lists, { cart: 0, wishlist: 1, wished: [productId] })
    assert.deepEqual(b.page, (await pageOf(plain, second.browser)).page)

    const anonymous = await fetch(fast.url + PAGE, { headers: inertia })
    const page = await anonymous.json()
    assert.isNull(page.props.auth.user, 'an anonymous visitor of the same URL')
    assert.isNull(page.props.lists)
  })

  test('signed out, a forged or a tampered cookie: never a signed-in page from the fast path', async ({
    assert,
  }) => {
    const { browser } = await signedIn('buyer')
    assert.equal((await pageOf(fast, browser)).cookies, 0)

    /** Another session version than the one cached: AdonisJS answers (reads the session). */
    const forged = browser.copy()
    forged.jar.set('karvan_sv', 'forged')
    const versioned = await pageOf(fast, forged)
    assert.isAbove(versioned.cookies, 0, 'AdonisJS answered')

    /** A session cookie whose signature does not verify is no session. */
    const tampered = browser.copy()
    const sessionCookie = [...browser.jar.keys()].find((name) => name.endsWith('karvan_session'))!
    const signed = browser.jar.get(sessionCookie)!
    tampered.jar.set(sessionCookie, `${signed.slice(0, -2)}${signed.endsWith('A') ? 'BB' : 'AA'}`)
    assert.isNull((await pageOf(fast, tampered)).page.props.auth.user)

    /** Signed out: the cookies the browser had before still open nothing. */
    const before = browser.copy()
    const out = await browser.post(urlTo('logout', 'en'), {})
    assert.oneOf(out.status, [302, 303])
    assert.isNull((await pageOf(fast, before)).page.props.auth.user)
    assert.isNull((await pageOf(fast, browser)).page.props.auth.user)
  })

  test('a disabled account is not served once the change reaches the process', async ({
    assert,
  }) => {
    const { user, browser } = await signedIn('buyer')
    assert.equal((await pageOf(fast, browser)).cookies, 0)
    user.disabledAt = DateTime.now()
    await user.save()
    const deadline = Date.now() + 5_000
    let page = (await pageOf(fast, browser)).page
    while (page.props.auth.user && Date.now() < deadline) {
      await new Promise((done) => setTimeout(done, 50))
      page = (await pageOf(fast, browser)).page
    }
    assert.isNull(page.props.auth.user, 'signed out within 5 s')
    assert.isNull((await pageOf(fast, browser)).page.props.auth.user)
  })
})

/** Waits until the server's cache invalidation bus listens (messages of other processes reach it). */
async function busListening(server: BuiltServer) {
  const deadline = Date.now() + 20_000
  while (!server.logs.some((line) => line.msg === 'cache invalidation bus listening')) {
    if (Date.now() > deadline)
      throw new Error(`the cache bus did not listen\n${server.output().slice(-2000)}`)
    await new Promise((done) => setTimeout(done, 100))
  }
}
