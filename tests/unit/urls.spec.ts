import { test } from '@japa/runner'
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'
import app from '@adonisjs/core/services/app'
import router from '@adonisjs/core/services/router'
import { LOCALES, PAGES, type PageKey } from '#lib/route_table'
import { createURL } from '@adonisjs/core/http/url_builder_client'
import { pathBuilder, routeNameIn, type LocalizedRouteName } from '#lib/route_urls'
import { alternatesOf, patternOf, urlTo } from '#services/urls'

/** The browser's URL helper (inertia/ is its own TypeScript project: loaded by URL with its shape). */
const browser: {
  routeUrl(
    pattern: string,
    params?: Record<string, string | number>,
    query?: Record<string, unknown>
  ): string
  withQuery(url: string, query: Record<string, unknown>): string
} = await import(app.makeURL('inertia/lib/routes.ts').href)

/** Every named route the router holds: name → pattern. */
function routePatterns(): Map<string, string> {
  urlTo('home', 'az') // commits the router when the HTTP server has not (unit suite)
  const routes = Object.values(router.toJSON()).flat()
  return new Map(routes.filter((route) => route.name).map((route) => [route.name!, route.pattern]))
}

const routeNames = () => [...routePatterns().keys()]

/** Source files under `dir` with one of `extensions`. */
function sources(dir: string, extensions: string[]): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const path = join(dir, entry)
    if (statSync(path).isDirectory()) return sources(path, extensions)
    return extensions.some((extension) => entry.endsWith(extension)) ? [path] : []
  })
}

test.group('URLs by route name', () => {
  test('every page of the route table is the router route of the same name and path', ({
    assert,
  }) => {
    const patterns = routePatterns()
    for (const page of Object.keys(PAGES) as PageKey[]) {
      for (const locale of LOCALES) {
        const name = routeNameIn(page, locale)
        const pattern = patterns.get(name)
        if (pattern === undefined) continue // a page whose routes are all actions of another name
        if (pattern.includes(':')) {
          assert.isTrue(pattern.startsWith(`${PAGES[page][locale]}/`), `${name}: ${pattern}`) // an entity under the page
        } else {
          assert.equal(pattern, PAGES[page][locale], name)
          assert.equal(
            urlTo(page as LocalizedRouteName as 'home', locale),
            PAGES[page][locale],
            name
          )
        }
      }
    }
  })

  test('a localized route exists in all three languages (the naming scheme urlTo relies on)', ({
    assert,
  }) => {
    const names = new Set(routeNames())
    for (const name of names) {
      const parts = name.split('.')
      if (!(LOCALES as readonly string[]).includes(parts[1])) continue
      for (const locale of LOCALES)
        assert.isTrue(
          names.has([parts[0], locale, ...parts.slice(2)].join('.')),
          `${name} in ${locale}`
        )
    }
  })

  test('actions and params: the path the route registers, params URI-encoded', ({ assert }) => {
    assert.equal(
      urlTo('seller_products.edit', 'en', { id: 12 }),
      '/en/seller-dashboard/products/12/edit'
    )
    assert.equal(urlTo('seller_products.edit', 'az', [12]), '/satici-paneli/mehsullar/12/edit')
    assert.equal(
      urlTo('seller_products.images.main', 'ru', { id: 3, imageId: 9 }),
      '/ru/panel-prodavtsa/tovary/3/images/9/main'
    )
    assert.equal(
      urlTo('user_invoice.pdf', 'az', { number: 'KRV-12345678' }),
      '/user-dashboard/qaime/KRV-12345678/pdf'
    )
    assert.equal(
      urlTo('order_failed.retry', 'en', { number: 'KRV-1' }),
      '/en/order-failed/KRV-1/retry'
    )
    assert.equal(urlTo('cart.quantity', 'ru'), '/ru/korzina/lines/quantity')
    assert.equal(urlTo('news_item', 'en', { slugId: 'a b/c-1' }), '/en/news/a%20b%2Fc-1')
    assert.equal(urlTo('gtin_lookup', 'az', { code: '4769900000010' }), '/api/gtin/4769900000010')
  })

  test('query strings as URLSearchParams writes them, empty members left out; absolute with a prefix', ({
    assert,
  }) => {
    assert.equal(
      urlTo('suppliers', 'en', undefined, {
        qs: { q: 'Şəki halva', page: 2, region: null, type: undefined },
      }),
      '/en/suppliers?q=%C5%9E%C9%99ki+halva&page=2'
    )
    assert.equal(urlTo('checkout', 'az', undefined, { qs: { buy: null } }), '/sifarish')
    assert.equal(
      urlTo('product', 'ru', ['x-1'], { prefixUrl: 'https://karvan.az/' }),
      'https://karvan.az/ru/produkt/x-1'
    )
  })

  test('alternates: the same route in every language, params shared or per language', ({
    assert,
  }) => {
    assert.deepEqual(alternatesOf('about'), { az: '/haqqimizda', en: '/en/about', ru: '/ru/o-nas' })
    assert.deepEqual(
      alternatesOf('category.show', (locale) => ({ slug: `s-${locale}` })),
      {
        az: '/kateqoriya/s-az',
        en: '/en/category/s-en',
        ru: '/ru/kategoriya/s-ru',
      }
    )
    assert.deepEqual(alternatesOf('track_delivery', undefined, { qs: { n: 'KRV-1-01' } }), {
      az: '/sifarish-izle?n=KRV-1-01',
      en: '/en/track-delivery-status?n=KRV-1-01',
      ru: '/ru/otslezhivat-status-dostavki?n=KRV-1-01',
    })
  })

  test('an unknown name or a missing param is an error, never a made-up URL', ({ assert }) => {
    assert.throws(
      () => urlTo('no_such_page' as 'home', 'en'),
      /no route is named "no_such_page.en"/
    )
    assert.throws(
      () => urlTo('product', 'en', {} as { slugId: string }),
      /Missing value for the "slugId" param/
    )
  })

  test('the compiled path of every route is the one AdonisJS createURL makes', ({ assert }) => {
    urlTo('home', 'az')
    const routes = Object.values(router.toJSON())
      .flat()
      .filter((route) => route.name)
    assert.isAbove(routes.length, 100)
    const odd = ['şəki halva/1?#', 'a%b', 7]
    for (const route of routes) {
      const names = route.tokens.filter((token) => token.type !== 0).map((token) => token.val)
      const byName = Object.fromEntries(names.map((name, i) => [name, odd[i % odd.length]]))
      const inOrder = names.map((_, i) => odd[i % odd.length])
      for (const params of [byName, inOrder]) {
        const made = (() => {
          try {
            return createURL(route.pattern, route.tokens, () => '', params)
          } catch (error) {
            return (error as Error).message
          }
        })()
        const compiled = (() => {
          try {
            return pathBuilder(route)(params)
          } catch (error) {
            return (error as Error).message
          }
        })()
        assert.equal(compiled, made, route.name)
      }
      if (route.tokens.some((token) => token.type === 1 || token.type === 2)) {
        assert.throws(() => pathBuilder(route)({}), /Missing value|wildcard/, route.name)
      }
    }
  })

  test('the browser helper fills a route pattern into the URL the server builds', ({ assert }) => {
    for (const locale of LOCALES) {
      assert.equal(
        browser.routeUrl(patternOf('product.quick_look', locale), { id: 42 }),
        urlTo('product.quick_look', locale, { id: 42 })
      )
      assert.equal(
        browser.routeUrl(patternOf('seller_products.images.destroy', locale), {
          id: 7,
          imageId: 8,
        }),
        urlTo('seller_products.images.destroy', locale, { id: 7, imageId: 8 })
      )
      assert.equal(
        browser.routeUrl(patternOf('gtin_lookup', locale), { code: '04 76' }),
        urlTo('gtin_lookup', locale, { code: '04 76' })
      )
    }
    assert.equal(
      browser.withQuery(urlTo('login', 'en'), { as: 'seller' }),
      urlTo('login', 'en', undefined, { qs: { as: 'seller' } })
    )
    assert.equal(
      browser.withQuery('/en/login?next=%2Fen', { as: 'buyer' }),
      '/en/login?next=%2Fen&as=buyer'
    )
    assert.throws(() => browser.routeUrl('/en/product/:id/quick-look', {}), /Missing param "id"/)
  })

  test('no URL is joined by hand in app/ or inertia/: no `${url}/suffix` templates, no path tails', ({
    assert,
  }) => {
    /** A template literal that starts with an interpolated URL and goes on with a path segment. */
    const suffixJoin =
      /`\$\{[^}`]*(?:path|Path|url|Url|base|Base|page|prefix|PAGES|pathFor|urlTo)[^}`]*\}\/[\w:-]/
    /** The route table's base path given a tail argument (the old `pathFor(page, locale, tail)`). */
    const tailArgument = /\bpathFor\([^()]*,[^()]*,/
    const offenders = [
      ...sources(app.makePath('app'), ['.ts']),
      ...sources(app.makePath('inertia'), ['.ts', '.tsx']),
    ].flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .map((line, index) => ({ line, where: `${relative(app.makePath(), file)}:${index + 1}` }))
        // `${this.baseUrl}/…`: outbound calls to external APIs (GTIN registry, payment gateway), not app routes
        .filter(({ line }) => !line.includes('${this.baseUrl}'))
        .filter(({ line }) => suffixJoin.test(line) || tailArgument.test(line))
        .map(({ where, line }) => `${where} ${line.trim()}`)
    )
    assert.deepEqual(offenders, [])
  })
})
