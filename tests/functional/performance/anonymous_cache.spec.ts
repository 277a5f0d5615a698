import { test } from '@japa/runner'
import app from '@adonisjs/core/services/app'
import { configProvider } from '@adonisjs/core'
import db from '@adonisjs/lucid/services/db'
import env from '#start/env'
import { forgetPages, pageCacheSettings, pageCacheStats } from '#middleware/page_cache_middleware'
import { noteUse } from '#services/page_cache/page_cache'
import { cacheablePath } from '#middleware/anonymous_cache_middleware'
import { inertiaPage } from '#tests/helpers/inertia_page'
import { createAccount } from '#tests/helpers/accounts'
import { createServer, type Server } from 'node:http'
import { tryRawFastPath } from '#lib/raw_fast_path'
import { executableInlineScripts } from '#tests/helpers/inline_scripts'

/**
 * A server like bin/server.ts's: the raw fast path first, else 599 (instead of AdonisJS), so a
 * test sees exactly what the fast path answers on its own.
 */
async function rawServer(): Promise<{ url: string; close: () => Promise<void> }> {
  const server: Server = createServer((req, res) => {
    const notFromTheCache = () => {
      res.statusCode = 599
      res.end('not from the cache')
    }
    if (!tryRawFastPath(req, res, notFromTheCache)) notFromTheCache()
  })
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
  const address = server.address() as { port: number }
  return {
    url: `http://127.0.0.1:${address.port}`,
    close: () => new Promise((done) => server.close(() => done())),
  }
}

const PAGE = '/en/category?sort=popular'
const BASE = `http://${env.get('HOST') ?? '127.0.0.1'}:${env.get('PORT') ?? 3333}`

/**
 * A request as a first-time visitor or a crawler sends it: no cookie at all (Japa's client
 * always sends a session cookie, so plain fetch is used).
 */
async function visit(path: string, headers: Record<string, string> = {}) {
  const response = await fetch(BASE + path, { headers, redirect: 'manual' })
  const text = await response.text()
  return {
    status: response.status,
    text,
    json: () => JSON.parse(text),
    header: (name: string) => response.headers.get(name) ?? undefined,
    cookies: response.headers.getSetCookie(),
  }
}

const nonceOf = (response: any) =>
  /'nonce-([\w-]+)'/.exec(response.header('content-security-policy'))![1]
const cookiesOf = (response: any): string[] => {
  const value = response.headers()['set-cookie']
  return value === undefined ? [] : Array.isArray(value) ? value : [value]
}

/** Sessions held by the test store (SESSION_DRIVER=memory). */
async function storedSessions(): Promise<number> {
  const config: any = await configProvider.resolve(app, app.config.get('session'))
  return config.stores.memory().constructor.sessions.size
}

test.group('Anonymous micro-cache', (group) => {
  group.each.setup(() => {
    pageCacheSettings.ttlMs = 60_000
    /** Stored on first use: these tests are about what is stored and replayed (minUses: its own test). */
    pageCacheSettings.minUses = 1
    forgetPages()
    return () => {
      pageCacheSettings.ttlMs = 0
      pageCacheSettings.minUses = 2
      forgetPages()
    }
  })

  test('a cookie-less visitor gets the page from the cache, with a fresh nonce and no cookie', async ({
    assert,
  }) => {
    const sessions = await storedSessions()
    const first = await visit(PAGE)
    const second = await visit(PAGE)
    const third = await visit(PAGE)
    assert.equal(first.status, 200)
    assert.equal(second.status, 200)
    assert.isUndefined(first.header('x-page-cache'))
    assert.equal(second.header('x-page-cache'), 'hit')
    assert.equal(third.header('x-page-cache'), 'hit')
    for (const response of [first, second, third]) assert.deepEqual(response.cookies, [])
    assert.equal(await storedSessions(), sessions, 'no session stored for anonymous catalog pages')

    const nonces = [first, second, third].map(nonceOf)
    assert.equal(new Set(nonces).size, 3)
    nonces.forEach((nonce, i) => assert.notInclude([first, second, third][i].text, nonce))
    assert.deepEqual(executableInlineScripts(first.text), [], 'a page body needs no nonce')
    assert.equal(second.text.replaceAll(nonces[1], 'N'), first.text.replaceAll(nonces[0], 'N'))
    assert.equal(second.header('content-type'), 'text/html; charset=utf-8')
    assert.equal(second.header('x-frame-options'), 'DENY')
    assert.equal(second.header('referrer-policy'), 'strict-origin-when-cross-origin')
    assert.notEqual(second.header('x-request-id'), first.header('x-request-id'))
    assert.isNull(inertiaPage(second.text).props.auth.user)
  })

  test('the raw fast path in front of AdonisJS answers fresh entries alone, with a new nonce, and nothing else', async ({
    assert,
  }) => {
    const raw = await rawServer()
    try {
      const miss = await fetch(raw.url + PAGE)
      assert.equal(miss.status, 599, 'nothing cached yet: AdonisJS would handle it')
      await miss.text()

      const first = await visit(PAGE)
      const hit = await fetch(raw.url + PAGE, { headers: { 'accept-encoding': 'identity' } })
      const text = await hit.text()
      assert.equal(hit.status, 200)
      assert.equal(hit.headers.get('x-page-cache'), 'hit')
      assert.equal(hit.headers.get('x-frame-options'), 'DENY')
      assert.isNotNull(hit.headers.get('x-request-id'))
      assert.deepEqual(hit.headers.getSetCookie(), [])
      const nonce = /'nonce-([\w-]+)'/.exec(hit.headers.get('content-security-policy')!)![1]
      assert.notEqual(nonce, nonceOf(first))
      assert.equal(text.replaceAll(nonce, 'N'), first.text.replaceAll(nonceOf(first), 'N'))
      assert.equal(Number(hit.headers.get('content-length')), Buffer.byteLength(text))

      for (const request of [
        fetch(raw.url + PAGE, { headers: { cookie: 'karvan_session=abc' } }),
        fetch(raw.url + PAGE, { method: 'HEAD' }),
        fetch(raw.url + PAGE, { headers: { 'x-inertia': 'true' } }),
        fetch(raw.url + '/en/about'),
        fetch(raw.url + PAGE + '&page=2'),
      ]) {
        const response = await request
        assert.equal(
          response.status,
          599,
          'a session, another method, other headers or another URL are not served from the cache'
        )
        await response.text()
      }

      pageCacheSettings.ttlMs = 1
      await new Promise((done) => setTimeout(done, 5))
      const stale = await fetch(raw.url + PAGE)
      assert.equal(stale.status, 599, 'an expired entry is not served')
      await stale.text()
    } finally {
      await raw.close()
    }
  })

  test('an expired page answers its other visitors while one request renders it again (stale-while-revalidate)', async ({
    assert,
  }) => {
    const raw = await rawServer()
    const first = await visit(PAGE)
    assert.equal(first.status, 200)
    pageCacheSettings.ttlMs = 1
    await new Promise((done) => setTimeout(done, 5))
    // Hold the products table so the re-render waits in its listing query.
    const lock = await db.transaction()
    let refresh: ReturnType<typeof visit> | undefined
    try {
      await lock.rawQuery('LOCK TABLE products IN ACCESS EXCLUSIVE MODE')
      refresh = visit(PAGE)
      for (let i = 0; i < 200 && pageCacheStats().rendering === 0; i++)
        await new Promise((done) => setTimeout(done, 10))
      assert.equal(pageCacheStats().rendering, 1, 'one request renders the expired page')

      const stale = await fetch(raw.url + PAGE)
      const text = await stale.text()
      assert.equal(stale.status, 200)
      assert.equal(stale.headers.get('x-page-cache'), 'stale')
      const nonce = /'nonce-([\w-]+)'/.exec(stale.headers.get('content-security-policy')!)![1]
      assert.equal(text.replaceAll(nonce, 'N'), first.text.replaceAll(nonceOf(first), 'N'))
      const throughAdonis = await visit(PAGE)
      assert.equal(
        throughAdonis.header('x-page-cache'),
        'stale',
        'the middleware answers the same way'
      )
    } finally {
      await lock.commit()
      await raw.close()
    }
    const rendered = await refresh!
    assert.equal(rendered.status, 200)
    assert.isUndefined(rendered.header('x-page-cache'), 'the refreshing request rendered the page')
    assert.equal(pageCacheStats().rendering, 0)

    pageCacheSettings.staleMs = 0
    try {
      await new Promise((done) => setTimeout(done, 5))
      const gone = await visit(PAGE)
      assert.isUndefined(
        gone.header('x-page-cache'),
        'past the stale window the page is rendered again'
      )
    } finally {
      pageCacheSettings.staleMs = 30_000
    }
  })

  test('Inertia JSON visits are cached apart from HTML, keyed by the Inertia headers', async ({
    assert,
  }) => {
    const version = inertiaPage((await visit(PAGE)).text).version
    const inertia = { 'X-Inertia': 'true', 'X-Inertia-Version': version }
    const first = await visit(PAGE, inertia)
    const second = await visit(PAGE, inertia)
    assert.equal(first.status, 200)
    assert.isUndefined(first.header('x-page-cache'))
    assert.equal(second.header('x-page-cache'), 'hit')
    assert.equal(second.header('content-type'), 'application/json; charset=utf-8')
    assert.equal(second.header('x-inertia'), 'true')
    assert.deepEqual(second.json(), first.json())
    assert.equal(second.json().component, 'storefront/catalog')
    assert.deepEqual(second.cookies, [])

    const once = await visit(PAGE, {
      ...inertia,
      'X-Inertia-Except-Once-Props': 'messages.en.storefront',
    })
    assert.isUndefined(once.header('x-page-cache'), 'another once-props header is another entry')
    assert.notProperty(once.json().props, 'messages')
    assert.property(first.json().props, 'messages')
    const partial = await visit(PAGE, {
      ...inertia,
      'X-Inertia-Partial-Component': 'storefront/catalog',
      'X-Inertia-Partial-Data': 'products',
    })
    assert.isUndefined(partial.header('x-page-cache'))
    assert.notProperty(partial.json().props, 'facets')

    const stale = { 'X-Inertia': 'true', 'X-Inertia-Version': 'outdated' }
    assert.equal((await visit(PAGE, stale)).status, 409)
    const again = await visit(PAGE, stale)
    assert.equal(again.status, 409)
    assert.isUndefined(again.header('x-page-cache'))
  })

  test('a session with something in it, a signed-in user or flash messages bypass the cache', async ({
    client,
    assert,
  }) => {
    await visit(PAGE)
    assert.equal((await visit(PAGE)).header('x-page-cache'), 'hit')

    const withSession = await client
      .get(PAGE)
      .withSession({ registration_prefill: { email: 'a@example.com' } })
    assert.isUndefined(withSession.header('x-page-cache'))

    const flashed = await client.get(PAGE).withFlashMessages({ success: 'Saved.' })
    assert.isUndefined(flashed.header('x-page-cache'))
    assert.equal(inertiaPage(flashed.text()).props.flash.success, 'Saved.')

    const user = await createAccount('buyer')
    const signedIn = await client.get(PAGE).loginAs(user)
    assert.isUndefined(signedIn.header('x-page-cache'))
    assert.equal(inertiaPage(signedIn.text()).props.auth.user.id, user.id)

    const anonymous = await visit(PAGE)
    assert.equal(anonymous.header('x-page-cache'), 'hit')
    assert.isNull(inertiaPage(anonymous.text).props.auth.user)
    assert.isNull(inertiaPage(anonymous.text).props.flash.success)
  })

  test('a session cookie with nothing in it gets the cached page and keeps its own cookies', async ({
    client,
    assert,
  }) => {
    await visit(PAGE)
    const response = await client.get(PAGE)
    assert.equal(response.header('x-page-cache'), 'hit')
    const cookies = cookiesOf(response)
    assert.isTrue(cookies.some((cookie) => cookie.startsWith('XSRF-TOKEN=')))
    assert.isTrue(cookies.some((cookie) => cookie.startsWith('karvan_session=')))
    assert.notInclude(response.text(), nonceOf(response))
    assert.deepEqual(executableInlineScripts(response.text()), [])

    const stale = await visit(PAGE, { Cookie: 'karvan_session=s%3Aunknown' })
    assert.equal(stale.header('x-page-cache'), 'hit')
    assert.isTrue(
      stale.cookies.some((cookie) => cookie.startsWith('XSRF-TOKEN=')),
      'answered after session and shield ran'
    )
  })

  test('only the catalog pages, only GET and only 200 responses are cached', async ({ assert }) => {
    for (const path of [
      '/en/about',
      '/en',
      '/en/search-product/suggest?q=haz',
      '/en/category/no-such-category',
    ]) {
      await visit(path)
      const again = await visit(path)
      assert.isUndefined(again.header('x-page-cache'), path)
    }
    const product = await db
      .from('products')
      .where('status', 'published')
      .orderBy('id')
      .firstOrFail()
    const slug = (
      await db
        .from('product_translations')
        .where({ product_id: product.id, locale: 'en' })
        .firstOrFail()
    ).slug
    await visit(`/en/product/${slug}-${product.id}`)
    assert.equal((await visit(`/en/product/${slug}-${product.id}`)).header('x-page-cache'), 'hit')
    assert.equal((await visit(`/en/product/wrong-${product.id}`)).status, 301)
    assert.isUndefined((await visit(`/en/product/wrong-${product.id}`)).header('x-page-cache'))

    // Search result pages: one entry per query string, the results of that query
    const inertiaVersion = inertiaPage((await visit(PAGE)).text).version
    const hazelnut = await visit('/en/search-product?q=hazelnut', {
      'X-Inertia': 'true',
      'X-Inertia-Version': inertiaVersion,
    })
    const again = await visit('/en/search-product?q=hazelnut', {
      'X-Inertia': 'true',
      'X-Inertia-Version': inertiaVersion,
    })
    const other = await visit('/en/search-product?q=walnut', {
      'X-Inertia': 'true',
      'X-Inertia-Version': inertiaVersion,
    })
    assert.isUndefined(hazelnut.header('x-page-cache'))
    assert.equal(again.header('x-page-cache'), 'hit')
    assert.isUndefined(other.header('x-page-cache'))
    assert.deepEqual(again.json().props.products, hazelnut.json().props.products)
    assert.notDeepEqual(other.json().props.products, hazelnut.json().props.products)

    assert.isTrue(cacheablePath('/kateqoriya'))
    assert.isTrue(cacheablePath('/ru/kategoriya/orekhi'))
    assert.isTrue(cacheablePath('/xususi-teklifler'))
    assert.isFalse(cacheablePath('/xususi-teklifler/x'))
    assert.isFalse(cacheablePath('/en/product'))
    assert.isFalse(cacheablePath('/en/product/12/quick-look'))
    assert.isTrue(cacheablePath('/en/search-product'))
    assert.isFalse(cacheablePath('/en/search-product/suggest'))
    assert.isFalse(cacheablePath('/en/category/'))
  })

  test('a visit without a session cookie creates no session, cached page or not', async ({
    assert,
  }) => {
    const sessions = await storedSessions()
    for (const path of [
      '/en/about',
      '/en/search-product?q=hazelnut',
      '/en/search-product/suggest?q=haz',
      '/en/login',
    ]) {
      const response = await visit(path)
      assert.equal(response.status, 200, path)
      assert.deepEqual(response.cookies, [], path)
    }
    pageCacheSettings.ttlMs = 0
    const uncached = await visit(PAGE)
    assert.deepEqual(uncached.cookies, [])
    assert.equal(await storedSessions(), sessions)

    const csrf = await visit('/csrf')
    assert.lengthOf(csrf.cookies, 2)
    assert.equal(await storedSessions(), sessions + 1, 'GET /csrf keeps its session')
  })

  test('with minUses 2 a page is stored on its second rendering, or when a visitor waits for its first', async ({
    assert,
  }) => {
    pageCacheSettings.minUses = 2
    const first = await visit(PAGE)
    assert.equal(first.status, 200)
    assert.isUndefined(first.header('x-page-cache'))
    assert.equal(pageCacheStats().entries, 0, 'a URL asked once is not stored')
    for (const sort of ['new', 'price_asc', 'price_desc']) await visit(`/en/category?sort=${sort}`)
    assert.equal(pageCacheStats().entries, 0)
    assert.equal(pageCacheStats().bytes, 0)

    const second = await visit(PAGE)
    assert.isUndefined(
      second.header('x-page-cache'),
      'the second visitor gets a rendering, which is stored'
    )
    assert.equal(pageCacheStats().entries, 1)
    const third = await visit(PAGE)
    assert.equal(third.header('x-page-cache'), 'hit')
    assert.equal(
      third.text.replaceAll(nonceOf(third), 'N'),
      second.text.replaceAll(nonceOf(second), 'N')
    )

    // A visitor arriving while the first rendering of another URL runs waits for it and is answered from the cache.
    const waited = '/en/category?sort=unpopular'
    const lock = await db.transaction()
    let rendering: ReturnType<typeof visit> | undefined
    let waiting: ReturnType<typeof visit> | undefined
    try {
      await lock.rawQuery('LOCK TABLE products IN ACCESS EXCLUSIVE MODE')
      rendering = visit(waited)
      for (let i = 0; i < 200 && pageCacheStats().rendering === 0; i++)
        await new Promise((done) => setTimeout(done, 10))
      assert.equal(pageCacheStats().rendering, 1)
      waiting = visit(waited)
      await new Promise((done) => setTimeout(done, 50))
    } finally {
      await lock.commit()
    }
    const [rendered, answered] = await Promise.all([rendering!, waiting!])
    assert.isUndefined(rendered.header('x-page-cache'))
    assert.equal(answered.header('x-page-cache'), 'hit', 'rendered once for both visitors')
    assert.equal(pageCacheStats().entries, 2)

    // The listing fast path stores the same way.
    const raw = await rawServer()
    try {
      const version = inertiaPage(first.text).version
      const inertia = {
        'X-Inertia': 'true',
        'X-Inertia-Version': version,
        'X-Inertia-Except-Once-Props': 'messages.en.storefront',
      }
      await visit('/en/category?sort=new', inertia)
      forgetPages()
      const json = '/en/category?sort=price_asc&page=2'
      const fetchRaw = async () => {
        const response = await fetch(raw.url + json, { headers: inertia })
        await response.text()
        return response
      }
      assert.equal((await fetchRaw()).status, 200)
      assert.equal(pageCacheStats().entries, 0)
      assert.equal((await fetchRaw()).headers.get('x-page-cache'), null)
      assert.equal(pageCacheStats().entries, 1)
      assert.equal((await fetchRaw()).headers.get('x-page-cache'), 'hit')
    } finally {
      await raw.close()
    }
  })

  test('the keys noted for minUses stay bounded in number and characters, whatever URLs are asked', async ({
    assert,
  }) => {
    const long = 'x'.repeat(20_000)
    for (let i = 0; i < 200; i++) assert.isFalse(noteUse(`GET|en|/en/category?q=${long}${i}`))
    assert.isAtMost(
      pageCacheStats().seen.chars,
      2 * (1_000_000 + 20_100),
      'two generations of about 1M characters at most'
    )
    for (let i = 0; i < 20_000; i++) noteUse(`GET|en|/en/category?page=${i}`)
    assert.isAtMost(pageCacheStats().seen.keys, 2 * 8192)
    assert.isTrue(
      noteUse('GET|en|/en/category?page=19999'),
      'a key noted a moment ago counts as seen'
    )
  })

  test('the cache holds at most its byte budget', async ({ assert }) => {
    const budget = pageCacheSettings.maxBytes
    try {
      await visit('/en/category?sort=new')
      const one = pageCacheStats().bytes
      assert.isAbove(one, 0)
      pageCacheSettings.maxBytes = Math.floor(one * 2.5)
      for (const sort of ['popular', 'unpopular', 'price_asc', 'price_desc'])
        await visit(`/en/category?sort=${sort}`)
      assert.isAtMost(pageCacheStats().bytes, pageCacheSettings.maxBytes)
      assert.equal(pageCacheStats().entries, 2)
      assert.equal((await visit('/en/category?sort=price_desc')).header('x-page-cache'), 'hit')
      assert.isUndefined((await visit('/en/category?sort=new')).header('x-page-cache'))
    } finally {
      pageCacheSettings.maxBytes = budget
    }
  })

  test('GET /csrf issues the session and XSRF cookies that let the first form post pass', async ({
    assert,
  }) => {
    const cached = await visit('/en/contact')
    assert.equal(cached.status, 200)
    const csrf = await visit('/csrf')
    assert.equal(csrf.status, 204)
    const session = csrf.cookies.find((cookie) => cookie.startsWith('karvan_session='))
    const xsrf = csrf.cookies.find((cookie) => cookie.startsWith('XSRF-TOKEN='))
    assert.exists(session)
    assert.exists(xsrf)
    assert.notInclude(xsrf!.toLowerCase(), 'httponly')
    assert.equal(csrf.header('cache-control'), 'no-store')

    const jar = [session!, xsrf!].map((cookie) => cookie.split(';')[0]).join('; ')
    const token = xsrf!.split(';')[0].slice('XSRF-TOKEN='.length)
    await db.from('rate_limits').delete()
    const form = {
      name: 'Cache Visitor',
      email: 'cache-visitor@example.com',
      phone: '+994 50 555 12 34',
      message: 'First post after a cached page.',
    }
    const post = (headers: Record<string, string>) =>
      fetch(`${BASE}/en/contact`, {
        method: 'POST',
        redirect: 'manual',
        headers: {
          'Cookie': jar,
          'Referer': `${BASE}/en/contact`,
          'Content-Type': 'application/x-www-form-urlencoded',
          ...headers,
        },
        body: new URLSearchParams(form).toString(),
      })
    const sent = () =>
      db
        .from('contact_messages')
        .where('email', form.email)
        .count('* as n')
        .then((rows) => Number(rows[0].n))
    try {
      await post({})
      assert.equal(await sent(), 0, 'without the token the post is refused')
      assert.equal((await post({ 'X-XSRF-TOKEN': token })).status, 302)
      assert.equal(await sent(), 1, 'with the XSRF cookie echoed, the post is accepted')
    } finally {
      await db.from('contact_messages').where('email', form.email).delete()
    }
  })
})
