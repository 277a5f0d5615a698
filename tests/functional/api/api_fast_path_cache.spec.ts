import { test } from '@japa/runner'
import { urlFor } from '@adonisjs/core/services/url_builder'
import { rawGet, startBuiltServer, type BuiltServer } from '#tests/helpers/built_server'

/**
 * Cached API answers through the raw fast path (app/services/api/api_raw_fast_path.ts) of the
 * built server, against the same server with FAST_PATHS=0 (AdonisJS answers from the same
 * cache): the same status, body and headers for every cached route, and 304 on a hit.
 */

/**
 * Headers set per response by design, the rate limit's count (each server has its own bucket),
 * and those of the body: each server has its own APP_URL (port) in the product and image URLs.
 */
const PER_RESPONSE = new Set([
  'date',
  'connection',
  'keep-alive',
  'x-request-id',
  'ratelimit-reset',
  'ratelimit-remaining',
  'etag',
  'content-length',
])
/** The body with the server's own base URL replaced. */
function sameBase(text: string, server: BuiltServer) {
  return text.replaceAll(server.url, 'http://app')
}
function comparable(headers: Record<string, unknown>) {
  return Object.fromEntries(
    Object.entries(headers)
      .filter(([name]) => !PER_RESPONSE.has(name))
      .sort(([a], [b]) => a.localeCompare(b))
  )
}

test.group('Public API fast path: cached answers', (group) => {
  let fast: BuiltServer
  let plain: BuiltServer
  group.setup(async () => {
    ;[fast, plain] = await Promise.all([
      startBuiltServer({ API_CACHE_TTL_MS: '60000' }),
      startBuiltServer({ API_CACHE_TTL_MS: '60000', FAST_PATHS: '0' }),
    ])
    return async () => {
      await Promise.all([fast.stop(), plain.stop()])
    }
  })

  test('a hit of every cached route: same answer as AdonisJS, and 304 on its ETag', async ({
    assert,
  }) => {
    const list = await rawGet(plain.url, `${urlFor('api.products')}?lang=en&limit=2`)
    const product = JSON.parse(list.text).data[0]
    const suppliers = await rawGet(plain.url, `${urlFor('api.suppliers')}?lang=en&limit=1`)
    const supplier = JSON.parse(suppliers.text).data[0]
    const paths = [
      `${urlFor('api.products')}?lang=en&limit=3`,
      `${urlFor('api.product', { id: product.id })}?lang=ru`,
      `${urlFor('api.categories')}?lang=az`,
      `${urlFor('api.suppliers')}?lang=en&limit=2`,
      `${urlFor('api.supplier', { id: supplier.id })}?lang=en`,
      urlFor('api.openapi'),
    ]
    for (const path of paths) {
      for (const server of [fast, plain]) await rawGet(server.url, path) // fills each cache
      const hit = await rawGet(fast.url, path)
      const adonis = await rawGet(plain.url, path)
      assert.equal(hit.status, 200, path)
      assert.equal(sameBase(hit.text, fast), sameBase(adonis.text, plain), path)
      assert.equal(hit.headers['content-length'], String(Buffer.byteLength(hit.text)))
      assert.match(String(hit.headers.etag), /^"[\w-]{27}"$/)
      assert.deepEqual(comparable(hit.headers), comparable(adonis.headers), path)
      const etag = String(hit.headers.etag)
      const again = await rawGet(fast.url, path, { 'If-None-Match': etag })
      const againAdonis = await rawGet(plain.url, path, {
        'If-None-Match': String(adonis.headers.etag),
      })
      assert.equal(againAdonis.status, 304, path)
      assert.equal(again.status, 304, path)
      assert.equal(again.text, '')
      assert.deepEqual(comparable(again.headers), comparable(againAdonis.headers), path)
    }
  }).timeout(60_000)
})
