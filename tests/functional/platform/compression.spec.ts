import { test } from '@japa/runner'
import { request as httpRequest } from 'node:http'
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { randomUUID } from 'node:crypto'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import app from '@adonisjs/core/services/app'
import { uploadsLocation } from '#config/drive'
import { BASE, productionLikeServer } from '#tests/helpers/fast_path_server'
import { forgetPages, pageCacheSettings } from '#middleware/page_cache_middleware'
import {
  forgetListingTemplates,
  listingFastPathStats,
} from '#services/page_cache/listing_fast_path'
import { forgetSuggestHeads, suggestFastPathStats } from '#services/page_cache/suggest_fast_path'
import { acceptedEncoding } from '#lib/compression'
import { inertiaPage } from '#tests/helpers/inertia_page'
import { createAccount } from '#tests/helpers/accounts'

/** A raw answer: status, headers and the body's bytes as sent (fetch would decode them). */
interface Raw {
  status: number
  headers: Record<string, string | string[] | undefined>
  body: Buffer
  header: (name: string) => string | undefined
}

/** A cookie-less GET with exactly these headers (no Accept-Encoding unless given). */
function get(base: string, path: string, headers: Record<string, string> = {}): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(base + path, { headers }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (chunk) => chunks.push(chunk))
      res.on('end', () =>
        resolve({
          status: res.statusCode!,
          headers: res.headers,
          body: Buffer.concat(chunks),
          header: (name) => {
            const value = res.headers[name.toLowerCase()]
            return Array.isArray(value) ? value.join(', ') : value
          },
        })
      )
    })
    req.on('error', reject)
    req.end()
  })
}

/** The body of an answer decoded from its Content-Encoding. */
function decoded(answer: Raw): Buffer {
  const encoding = answer.header('content-encoding')
  if (encoding === 'br') return brotliDecompressSync(answer.body)
  if (encoding === 'gzip') return gunzipSync(answer.body)
  if (encoding === undefined) return answer.body
  throw new Error(`unexpected coding ${encoding}`)
}

const BR = { 'Accept-Encoding': 'gzip, deflate, br, zstd' }
const GZIP = { 'Accept-Encoding': 'gzip' }

/** Asserts the three answers of one resource: Brotli, gzip and identity, decoding to the same bytes. */
async function assertCodings(
  assert: any,
  base: string,
  path: string,
  headers: Record<string, string> = {}
) {
  const identity = await get(base, path, headers)
  const br = await get(base, path, { ...headers, ...BR })
  const gzip = await get(base, path, { ...headers, ...GZIP })
  for (const answer of [identity, br, gzip]) {
    assert.equal(answer.status, 200, path)
    assert.match(String(answer.header('vary')), /Accept-Encoding/, path)
    assert.equal(Number(answer.header('content-length')), answer.body.length, path)
  }
  assert.isUndefined(identity.header('content-encoding'), path)
  assert.equal(br.header('content-encoding'), 'br', path)
  assert.equal(gzip.header('content-encoding'), 'gzip', path)
  assert.isBelow(br.body.length, identity.body.length / 2, `${path}: Brotli is much smaller`)
  assert.equal(decoded(br).toString(), identity.body.toString(), `${path}: Brotli decodes`)
  assert.equal(decoded(gzip).toString(), identity.body.toString(), `${path}: gzip decodes`)
  return { identity, br, gzip }
}

/** The app's Inertia version (the header an Inertia visit must send). */
async function inertiaVersion() {
  return inertiaPage((await get(BASE, '/en/category')).body.toString()).version
}

test.group('Compression: negotiation', () => {
  test('Accept-Encoding picks Brotli, else gzip, honouring q-values; q=0 refuses', ({ assert }) => {
    const cases: [string | undefined, string | null][] = [
      [undefined, null],
      ['', null],
      ['identity', null],
      ['gzip, deflate, br', 'br'],
      ['gzip, deflate, br, zstd', 'br'],
      ['br;q=0, gzip', 'gzip'],
      ['gzip;q=0, br;q=0', null],
      ['gzip;q=1, br;q=0.5', 'gzip'],
      ['br;q=0.1, gzip;q=0.1', 'br'],
      ['*', 'br'],
      ['*;q=0', null],
      ['*;q=0.5, br;q=0', 'gzip'],
      ['deflate', null],
      ['GZIP', 'gzip'],
      ['br;q=not-a-number, gzip', 'gzip'],
    ]
    for (const [header, expected] of cases) assert.equal(acceptedEncoding(header), expected, header)
  })
})

test.group('Compression: AdonisJS answers', () => {
  test('HTML pages decode to the same bytes in Brotli and gzip; Vary, no-cache, q=0 respected', async ({
    assert,
  }) => {
    const { identity } = await assertCodings(assert, BASE, '/en/about')
    assert.include(String(identity.header('content-type')), 'text/html')
    assert.equal(identity.header('cache-control'), 'no-cache')

    const refused = await get(BASE, '/en/about', { 'Accept-Encoding': 'br;q=0, gzip;q=0' })
    assert.isUndefined(refused.header('content-encoding'))
    assert.match(String(refused.header('vary')), /Accept-Encoding/)
    const gzipOnly = await get(BASE, '/en/about', { 'Accept-Encoding': 'br;q=0, gzip' })
    assert.equal(gzipOnly.header('content-encoding'), 'gzip')

    const missing = await get(BASE, '/en/no-such-page-at-all', BR)
    assert.equal(missing.status, 404)
    assert.include(decoded(missing).toString(), '<html')
  })

  test('pages of a signed-in visitor are private', async ({ client, assert }) => {
    const buyer = await createAccount('buyer')
    const page = await client.get('/en/about').loginAs(buyer)
    page.assertStatus(200)
    assert.equal(page.header('cache-control'), 'private, no-cache')
  })

  test('Inertia page JSON decodes to the same bytes', async ({ assert }) => {
    const headers = { 'X-Inertia': 'true', 'X-Inertia-Version': await inertiaVersion() }
    const { identity } = await assertCodings(assert, BASE, '/en/about', headers)
    assert.include(String(identity.header('content-type')), 'application/json')
    assert.match(String(identity.header('vary')), /X-Inertia/i)
    assert.equal(identity.header('cache-control'), 'no-cache')
    assert.equal(JSON.parse(identity.body.toString()).component, 'storefront/static_page')
  })

  test('API JSON decodes to the same bytes; its own caching headers stay', async ({ assert }) => {
    const { identity, br } = await assertCodings(assert, BASE, '/api/v1/products?limit=10')
    assert.include(String(identity.header('content-type')), 'application/json')
    assert.include(String(identity.header('cache-control')), 'max-age=')
    assert.equal(br.header('etag'), identity.header('etag'))
  })

  test('a body under 1 KB is sent as it is', async ({ assert }) => {
    const small = await get(BASE, '/en/search-product/suggest?q=zzzzzzzzq', BR)
    assert.equal(small.status, 200)
    assert.isBelow(small.body.length, 1024)
    assert.isUndefined(small.header('content-encoding'))
  })
})

test.group('Compression: files', () => {
  test('hashed JS and CSS come precompressed from the build, cached a year; the favicon an hour', async ({
    assert,
  }) => {
    const names = readdirSync(app.publicPath('assets'))
    for (const extension of ['.js', '.css']) {
      const name = names.find(
        (file) =>
          file.endsWith(extension) && names.includes(`${file}.br`) && names.includes(`${file}.gz`)
      )
      assert.isDefined(name, `a precompressed ${extension} asset`)
      const file = readFileSync(app.publicPath(`assets/${name}`))
      const { identity, br, gzip } = await assertCodings(assert, BASE, `/assets/${name}`)
      assert.deepEqual(identity.body, file)
      for (const answer of [identity, br, gzip]) {
        assert.equal(answer.header('cache-control'), 'public, max-age=31536000, immutable')
        assert.include(
          String(answer.header('content-type')),
          extension === '.js' ? 'javascript' : 'text/css'
        )
      }
      assert.notEqual(br.header('etag'), identity.header('etag'), 'each coding its own ETag')
      const again = await get(BASE, `/assets/${name}`, {
        ...BR,
        'If-None-Match': br.header('etag')!,
      })
      assert.equal(again.status, 304)
    }

    const icon = await get(BASE, '/favicon.svg', BR)
    assert.equal(icon.status, 200)
    assert.equal(icon.header('cache-control'), 'public, max-age=3600')
    assert.isUndefined(icon.header('content-encoding'), 'under 1 KB')
  })

  test('uploaded images are never compressed and are cached a year', async ({ assert }) => {
    const name = `${randomUUID()}-240.webp`
    const bytes = Buffer.alloc(4096, 'a')
    mkdirSync(join(uploadsLocation, 'products'), { recursive: true })
    writeFileSync(join(uploadsLocation, 'products', name), bytes)
    const image = await get(BASE, `/uploads/products/${name}`, BR)
    assert.equal(image.status, 200)
    assert.isUndefined(image.header('content-encoding'))
    assert.deepEqual(image.body, bytes)
    assert.include(String(image.header('content-type')), 'image/webp')
    assert.equal(image.header('cache-control'), 'public, max-age=31536000, immutable')
  })

  test('feeds keep their own gzip', async ({ assert }) => {
    const gz = await get(BASE, '/feeds/google/en-AZN.xml', GZIP)
    assert.equal(gz.status, 200)
    assert.equal(gz.header('content-encoding'), 'gzip')
    const xml = gunzipSync(gz.body).toString()
    assert.include(xml, '<rss')
    const plain = await get(BASE, '/feeds/google/en-AZN.xml')
    assert.isUndefined(plain.header('content-encoding'))
    assert.equal(plain.body.toString(), xml)
  })

  test('sitemaps keep their own gzip', async ({ assert }) => {
    const gz = await get(BASE, '/sitemap.xml', GZIP)
    assert.equal(gz.status, 200)
    assert.equal(gz.header('content-encoding'), 'gzip')
    assert.include(gunzipSync(gz.body).toString(), '<sitemapindex')
    const plain = await get(BASE, '/sitemap.xml')
    assert.isUndefined(plain.header('content-encoding'))
    assert.include(plain.body.toString(), '<sitemapindex')
  })
})

test.group('Compression: micro-cache and fast paths', (group) => {
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
      forgetPages()
      forgetListingTemplates()
      forgetSuggestHeads()
    }
  })

  test('a cached page is replayed in each coding from stored bytes, with a weak ETag and 304', async ({
    assert,
  }) => {
    const page = '/en/category?sort=popular'
    const stored = await get(BASE, page, BR)
    assert.isUndefined(stored.header('x-page-cache'))
    assert.equal(stored.header('content-encoding'), 'br')
    const etag = stored.header('etag')!
    assert.match(etag, /^W\/"[\w-]+"$/)

    for (const base of [BASE, fast.url]) {
      const { identity, br, gzip } = await assertCodings(assert, base, page)
      for (const answer of [identity, br, gzip]) {
        assert.equal(answer.header('x-page-cache'), 'hit', base)
        assert.equal(answer.header('etag'), etag, base)
        assert.equal(answer.header('cache-control'), 'no-cache')
      }
      assert.deepEqual(br.body, stored.body, 'the stored Brotli bytes')
      assert.equal(decoded(stored).toString(), identity.body.toString())
      assert.notInclude(identity.body.toString(), 'nonce=', 'no nonce in a page body')

      const revalidated = await get(base, page, { ...BR, 'If-None-Match': etag })
      assert.equal(revalidated.status, 304, base)
      assert.equal(revalidated.body.length, 0)
      assert.equal(revalidated.header('etag'), etag)
    }
  })

  test('the listing fast path answers compressed, decoding to what AdonisJS answers', async ({
    assert,
  }) => {
    const headers = {
      'X-Inertia': 'true',
      'X-Inertia-Version': await inertiaVersion(),
      'X-Inertia-Except-Once-Props': 'messages.en.storefront',
    }
    const template = await get(BASE, '/en/category?sort=popular', { ...headers, ...BR })
    assert.equal(template.status, 200)
    forgetPages()
    const expected = await get(BASE, '/en/category?sort=price_asc', headers)
    forgetPages()
    const before = listingFastPathStats().answered
    const answer = await get(fast.url, '/en/category?sort=price_asc', { ...headers, ...BR })
    assert.equal(listingFastPathStats().answered, before + 1)
    assert.equal(answer.header('content-encoding'), 'br')
    assert.match(String(answer.header('vary')), /Accept-Encoding/)
    assert.deepEqual(JSON.parse(decoded(answer).toString()), JSON.parse(expected.body.toString()))
  })

  test('the typeahead fast path answers compressed when the answer is 1 KB or more', async ({
    assert,
  }) => {
    const path = '/en/search-product/suggest?q=a'
    const expected = await get(BASE, path)
    assert.equal(expected.status, 200)
    const before = suggestFastPathStats().answered
    const answer = await get(fast.url, path, GZIP)
    assert.equal(suggestFastPathStats().answered, before + 1)
    assert.equal(decoded(answer).toString(), expected.body.toString())
    if (expected.body.length >= 1024) {
      assert.equal(answer.header('content-encoding'), 'gzip')
      assert.match(String(answer.header('vary')), /Accept-Encoding/)
    } else assert.isUndefined(answer.header('content-encoding'))
  })
})
