import { test } from '@japa/runner'
import { LOCALES, PAGES } from '#lib/route_table'
import { inertiaPage } from '#tests/helpers/inertia_page'
import { executableInlineScripts } from '#tests/helpers/inline_scripts'

const SERVED = {
  home: 'storefront/home',
  about: 'storefront/static_page',
  feature: 'storefront/static_page',
  terms: 'storefront/static_page',
  faq: 'storefront/faq',
  contact: 'storefront/contact',
} as const

test.group('Storefront pages in three languages', () => {
  for (const [page, component] of Object.entries(SERVED)) {
    for (const locale of LOCALES) {
      const path = PAGES[page as keyof typeof SERVED][locale]
      test(`${page} in ${locale} (${path}) renders ${component}`, async ({ client, assert }) => {
        const response = await client.get(path)
        response.assertStatus(200)
        const html = response.text()
        const data = inertiaPage(html)
        assert.equal(data.component, component)
        assert.equal(data.props.locale, locale)
        assert.include(html, `<html lang="${locale}">`)
        assert.match(html, /<title[^>]*>[^<]+ - Karvan<\/title>/)
        assert.include(html, `rel="canonical" href="http://localhost:3333${path}"`)
        for (const alt of LOCALES) {
          assert.include(
            html,
            `hrefLang="${alt}" href="http://localhost:3333${PAGES[page as keyof typeof SERVED][alt]}"`
          )
        }
        assert.include(
          html,
          `hrefLang="x-default" href="http://localhost:3333${PAGES[page as keyof typeof SERVED].az}"`
        )
        assert.include(html, 'data-server-rendered="true"')
      })
    }
  }

  test('security headers are set on pages', async ({ client, assert }) => {
    const response = await client.get('/en/about')
    const csp = response.header('content-security-policy') ?? ''
    assert.match(csp, /script-src 'self' 'nonce-[\w-]+'/)
    assert.include(csp, "object-src 'none'")
    assert.include(csp, "base-uri 'none'")
    assert.include(csp, "frame-ancestors 'none'")
    assert.equal(response.header('x-content-type-options'), 'nosniff')
    assert.equal(response.header('referrer-policy'), 'strict-origin-when-cross-origin')
    assert.equal(response.header('x-frame-options'), 'DENY')
    /** Every script is a file of this origin: no inline script, so the body needs no nonce (and holds none). */
    const nonce = csp.match(/'nonce-([\w-]+)'/)![1]
    assert.notInclude(response.text(), nonce)
    assert.deepEqual(executableInlineScripts(response.text()), [])
    assert.match(response.text(), /<script [^>]*src="[^"]+"/)
  })

  test('the shell links only to pages that exist', async ({ client, assert }) => {
    const data = inertiaPage((await client.get('/en')).text())
    // Every page of the route table is built now (orders pages included): the shell links to all of them.
    assert.deepEqual(Object.keys(data.props.nav).sort(), Object.keys(PAGES).sort())
    for (const page of [
      'cart',
      'wishlist',
      'checkout',
      'order_confirmation',
      'track_delivery',
    ] as const) {
      assert.equal(data.props.nav[page], PAGES[page].en)
    }
    assert.equal(data.props.nav.about, '/en/about')
  })
})

test.group('Not found', () => {
  test('unknown paths answer 404 with the localized message', async ({ client, assert }) => {
    const cases = [
      ['/no-such-page', 'Səhifə tapılmadı: /no-such-page', 'az'],
      ['/en/no-such-page', 'Page not found: /en/no-such-page', 'en'],
      ['/ru/net-takoy', 'Страница не найдена: /ru/net-takoy', 'ru'],
      ['/de/about', 'Səhifə tapılmadı: /de/about', 'az'],
    ] as const
    for (const [path, text, locale] of cases) {
      const response = await client.get(path)
      response.assertStatus(404)
      const html = response.text()
      assert.include(html, text)
      assert.include(html, `<html lang="${locale}">`)
      assert.equal(inertiaPage(html).component, 'errors/not_found')
    }
  })

  test('hostile and malformed paths still get a clean 404', async ({ client, assert }) => {
    const malformed = await client.get('/%E0%A4%A')
    assert.oneOf(malformed.status(), [400, 404])
    for (const path of ['/en/<script>alert(1)</script>', `/${'x'.repeat(3000)}`]) {
      const response = await client.get(path)
      response.assertStatus(404)
      assert.notInclude(response.text(), '<script>alert(1)</script>')
    }
  })

  test('query strings of any shape do not break pages', async ({ client }) => {
    for (const query of [
      '?page=-1',
      '?q[]=1&q[x]=2',
      '?__proto__[x]=1',
      `?q=${'%27'.repeat(500)}`,
    ]) {
      const response = await client.get(`/en/faq${query}`)
      response.assertStatus(200)
    }
  })
})
