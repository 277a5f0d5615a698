import { readFile } from 'node:fs/promises'
import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import testUtils from '@adonisjs/core/services/test_utils'
import { validateXML } from 'xmllint-wasm'
import { LOCALES } from '#lib/route_table'
import { generateSitemaps, sitemapLimits } from '#services/seo/sitemaps'
import { url } from '#tests/helpers/urls'

const APP = 'http://localhost:3333'
const fixtures = new URL('../../fixtures/sitemap/', import.meta.url)
const schema = async (name: string) => ({
  fileName: name,
  contents: await readFile(new URL(name, fixtures), 'utf8'),
})

function locs(xml: string): string[] {
  return [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1].replace(/&amp;/g, '&'))
}

async function assertValid(assert: any, xml: string, xsd: string, name: string) {
  const result = await validateXML({
    xml: { fileName: name, contents: xml },
    schema: await schema(xsd),
  })
  assert.isTrue(result.valid, `${name}: ${result.errors.map((e) => e.message).join('; ')}`)
}

/** Every sitemap file of the index, fetched over HTTP: name → XML. */
async function allFiles(client: any) {
  const index = await client.get('/sitemap.xml')
  index.assertStatus(200)
  const files = new Map<string, string>()
  for (const location of locs(index.text())) {
    const response = await client.get(location.slice(APP.length))
    response.assertStatus(200)
    files.set(location, response.text())
  }
  return { index: index.text(), files }
}

/** What the sitemaps must list, from the database: each page in az, en and ru. */
async function expectedUrls() {
  const expected = new Set<string>()
  const add = (paths: string[]) => paths.forEach((path) => expected.add(`${APP}${path}`))

  const products = await db
    .from('products as p')
    .join('companies as c', 'c.id', 'p.company_id')
    .join('product_translations as t', 't.product_id', 'p.id')
    .where('p.status', 'published')
    .where('c.status', 'active')
    .select('p.id', 't.locale', 't.slug')
  add(products.map((r) => url('product', r.locale, { slugId: `${r.slug}-${r.id}` })))

  // Categories holding a published product of an active company, directly or in a descendant.
  const parents = new Map<number, number | null>(
    (await db.from('categories').select('id', 'parent_id')).map((r) => [r.id, r.parent_id])
  )
  const withProducts = new Set<number>()
  const direct = await db
    .from('products as p')
    .join('companies as c', 'c.id', 'p.company_id')
    .where('p.status', 'published')
    .where('c.status', 'active')
    .distinct('p.category_id')
  for (const row of direct)
    for (let id: number | null = row.category_id; id !== null; id = parents.get(id) ?? null)
      withProducts.add(id)
  const categories = await db
    .from('category_translations')
    .whereIn('category_id', [...withProducts])
  add(categories.map((r) => url('category.show', r.locale, { slug: r.slug })))

  // Listed suppliers only: active, with a published product (issue 26).
  const companies = await db
    .from('companies as c')
    .where('c.status', 'active')
    .whereExists((q) =>
      q.from('products as p').whereRaw('p.company_id = c.id').where('p.status', 'published')
    )
    .select('c.id', 'c.slug')
  for (const locale of LOCALES)
    add(companies.map((r) => url('supplier_info.show', locale, { slugId: `${r.slug}-${r.id}` })))

  const news = await db
    .from('news as n')
    .join('news_translations as t', 't.news_id', 'n.id')
    .where('n.is_published', true)
    .where('n.published_at', '<=', new Date())
    .select('n.id', 't.locale', 't.slug')
  add(news.map((r) => url('news_item', r.locale, { slugId: `${r.slug}-${r.id}` })))

  for (const locale of LOCALES)
    add(
      (
        [
          'home',
          'category',
          'special_offers',
          'suppliers',
          'manufacturers_for_regions',
          'news',
          'about',
          'feature',
          'terms',
          'export_declaration',
          'faq',
          'contact',
        ] as const
      ).map((name) => url(name, locale))
    )
  return expected
}

test.group('XML sitemaps and robots.txt', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => {
    const limit = sitemapLimits.urlsPerFile
    return () => {
      sitemapLimits.urlsPerFile = limit
    }
  })

  test('index and files validate against the sitemaps.org XSDs and list exactly the published pages', async ({
    client,
    assert,
  }) => {
    const expected = await expectedUrls()
    sitemapLimits.urlsPerFile = Math.ceil(expected.size / 4)
    const summary = await generateSitemaps()

    const { index, files } = await allFiles(client)
    await assertValid(assert, index, 'siteindex.xsd', 'sitemap.xml')
    assert.isAbove(files.size, 4, 'a lowered limit gives several files')
    const listed: string[] = []
    for (const [location, xml] of files) {
      await assertValid(assert, xml, 'sitemap.xsd', location)
      const urls = locs(xml)
      assert.isAtMost(urls.length, sitemapLimits.urlsPerFile)
      listed.push(...urls)
    }
    assert.equal(listed.length, new Set(listed).size, 'no URL twice')
    assert.deepEqual(new Set(listed), expected)
    assert.equal(summary.urls, expected.size)
    for (const kind of ['static', 'categories', 'suppliers', 'news', 'products'])
      assert.include(index, `${APP}/sitemaps/${kind}-1.xml`)
  })

  test('each URL carries its az/en/ru alternates, x-default and a W3C lastmod', async ({
    client,
    assert,
  }) => {
    const product = await db
      .from('products as p')
      .join('companies as c', 'c.id', 'p.company_id')
      .where('p.status', 'published')
      .where('c.status', 'active')
      .select('p.id', 'p.updated_at')
      .orderBy('p.id')
      .firstOrFail()
    await generateSitemaps()
    const { files } = await allFiles(client)
    const xml = [...files.values()].join('')
    const slugs = Object.fromEntries(
      (await db.from('product_translations').where('product_id', product.id)).map((r) => [
        r.locale,
        r.slug,
      ])
    )
    const paths = Object.fromEntries(
      LOCALES.map((locale) => [
        locale,
        `${APP}${url('product', locale, { slugId: `${slugs[locale]}-${product.id}` })}`,
      ])
    )
    const element = new RegExp(
      `<url><loc>${paths.en.replace(/[.?*+^$[\]\\(){}|-]/g, '\\$&')}</loc>.*?</url>`
    ).exec(xml)
    assert.exists(element)
    const lastmod = `${new Date(product.updated_at).toISOString().slice(0, 19)}Z`
    assert.include(element![0], `<lastmod>${lastmod}</lastmod>`)
    for (const locale of LOCALES)
      assert.include(
        element![0],
        `<xhtml:link rel="alternate" hreflang="${locale}" href="${paths[locale]}"/>`
      )
    assert.include(
      element![0],
      `<xhtml:link rel="alternate" hreflang="x-default" href="${paths.az}"/>`
    )
  })

  test('an unpublished product and a suspended company’s products never appear', async ({
    client,
    assert,
  }) => {
    const [hidden, suspended] = await db
      .from('products as p')
      .join('companies as c', 'c.id', 'p.company_id')
      .where('p.status', 'published')
      .where('c.status', 'active')
      .select('p.id', 'p.company_id')
      .orderBy('p.id', 'desc')
      .limit(2)
    await db.from('products').where('id', hidden.id).update({ status: 'draft' })
    await db.from('companies').where('id', suspended.company_id).update({ status: 'suspended' })
    await generateSitemaps()
    const xml = [...(await allFiles(client)).files.values()].join('')
    for (const id of [hidden.id, suspended.id]) assert.notMatch(xml, new RegExp(`-${id}</loc>`))
    const company = await db.from('companies').where('id', suspended.company_id).firstOrFail()
    assert.notInclude(xml, `${company.slug}-${company.id}</loc>`)
  })

  test('served gzipped or plain as asked, application/xml, ETag and Last-Modified with 304', async ({
    client,
    assert,
  }) => {
    await generateSitemaps()
    const gzipped = await client.get('/sitemap.xml').header('Accept-Encoding', 'gzip')
    gzipped.assertStatus(200)
    assert.equal(gzipped.header('content-encoding'), 'gzip')
    assert.match(gzipped.header('content-type')!, /^application\/xml/)
    assert.include(gzipped.text(), '<sitemapindex')

    const plain = await client.get('/sitemap.xml').header('Accept-Encoding', 'identity')
    plain.assertStatus(200)
    assert.notExists(plain.header('content-encoding'))
    assert.equal(plain.text(), gzipped.text())

    const etag = gzipped.header('etag')!
    assert.exists(etag)
    assert.exists(gzipped.header('last-modified'))
    const again = await client.get('/sitemap.xml').header('If-None-Match', etag)
    again.assertStatus(304)
    const since = await client
      .get('/sitemap.xml')
      .header('If-Modified-Since', gzipped.header('last-modified')!)
    since.assertStatus(304)

    const file = locs(gzipped.text())[0].slice(APP.length)
    const first = await client.get(file)
    first.assertStatus(200)
    ;(await client.get(file).header('If-None-Match', first.header('etag')!)).assertStatus(304)
    ;(await client.get('/sitemaps/products-999.xml')).assertStatus(404)
    ;(await client.get('/sitemaps/..%2F..%2Fpackage.json')).assertStatus(404)
  })

  test('robots.txt allows public pages, keeps crawlers out of private areas and names the sitemap', async ({
    client,
    assert,
  }) => {
    const response = await client.get('/robots.txt')
    response.assertStatus(200)
    assert.match(response.header('content-type')!, /^text\/plain/)
    const text = response.text()
    assert.include(text, 'User-agent: *')
    assert.include(text, `Sitemap: ${APP}/sitemap.xml`)
    const disallowed = [...text.matchAll(/^Disallow: (.+)$/gm)].map((match) => match[1])
    for (const path of [
      '/sebet',
      '/en/cart',
      '/en/checkout',
      '/satici-paneli',
      '/en/seller-dashboard',
      '/ru/panel-prodavtsa',
      '/admin',
      '/en/admin',
      '/user-dashboard',
      '/en/rfq',
      '/sorgu',
      '/ru/zapros',
      '/en/proforma-invoice',
      '/api/',
      '/*?',
    ])
      assert.include(disallowed, path)

    // No page a sitemap lists is disallowed (a Disallow path is a prefix).
    await generateSitemaps()
    const prefixes = disallowed.filter((path) => !path.includes('*'))
    for (const xml of (await allFiles(client)).files.values())
      for (const location of locs(xml)) {
        const path = location.slice(APP.length)
        assert.isFalse(
          prefixes.some((prefix) => path.startsWith(prefix)),
          `${path} is disallowed`
        )
      }
  })
})
