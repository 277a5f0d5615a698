import http from 'node:http'
import { test } from '@japa/runner'
import { urlFor } from '@adonisjs/core/services/url_builder'
import { apiSettings } from '#services/api/api_http'
import { apiFastPathStats } from '#services/api/api_raw_fast_path'
import { fastPathSettings } from '#services/page_cache/page_cache'
import { forgetRates } from '#services/rates/exchange_rates'
import { freshIp } from '#tests/helpers/client_ip'
import { productionLikeServer } from '#tests/helpers/fast_path_server'
import { assertConforms } from './openapi_validator.js'

/**
 * The public API's raw fast path (app/services/api/api_raw_fast_path.ts) answers as AdonisJS
 * does (app/middleware/api_fast_path_middleware.ts): the same status, body and headers for the
 * product list, its errors, HEAD, 304 and 429, with FAST_PATHS on and off (docs/fast_paths.md).
 * Here the response cache is off (API_CACHE_TTL_MS in tests), so every list is made by the fast
 * path itself; tests/functional/api/api_fast_path_cache.spec.ts covers cached answers.
 */

interface Answer {
  status: number
  headers: http.IncomingHttpHeaders
  text: string
}

/** A request from client address `ip` (a loopback address: its own rate-limit bucket). */
function send(
  base: string,
  path: string,
  ip: string,
  options: { method?: string; headers?: Record<string, string> } = {}
): Promise<Answer> {
  const url = new URL(base)
  return new Promise((done, fail) => {
    const request = http.request(
      {
        host: url.hostname,
        port: url.port,
        path,
        method: options.method ?? 'GET',
        headers: options.headers ?? {},
        localAddress: ip,
        agent: false,
      },
      (response) => {
        const chunks: Buffer[] = []
        response.on('data', (chunk) => chunks.push(chunk))
        response.on('end', () =>
          done({
            status: response.statusCode!,
            headers: response.headers,
            text: Buffer.concat(chunks).toString('utf8'),
          })
        )
      }
    )
    request.on('error', fail)
    request.end()
  })
}

/** Headers set per response by design (the reset seconds may tick between two answers). */
const PER_RESPONSE = new Set([
  'date',
  'connection',
  'keep-alive',
  'x-request-id',
  'ratelimit-reset',
])
function comparable(headers: http.IncomingHttpHeaders) {
  return Object.fromEntries(
    Object.entries(headers)
      .filter(([name]) => !PER_RESPONSE.has(name))
      .sort(([a], [b]) => a.localeCompare(b))
  )
}

test.group('Public API fast path', (group) => {
  let fast: Awaited<ReturnType<typeof productionLikeServer>>
  /** Route URLs are built once the router is committed (the group's setup runs after). */
  let products = ''

  group.setup(async () => {
    products = urlFor('api.products')
    fast = await productionLikeServer()
    return () => fast.close()
  })
  group.each.setup(() => {
    forgetRates()
    return () => {
      fastPathSettings.enabled = true
      apiSettings.requestsPerMinute = 120
    }
  })

  /** The same request answered with the fast paths on (by the fast path) and off (by AdonisJS), each from a fresh client. */
  async function both(
    path: string,
    options: { method?: string; headers?: Record<string, string> } = {}
  ) {
    const before = apiFastPathStats().answered
    const on = await send(fast.url, path, freshIp(), options)
    const answered = apiFastPathStats().answered - before
    fastPathSettings.enabled = false
    try {
      const off = await send(fast.url, path, freshIp(), options)
      return { on, off, answered }
    } finally {
      fastPathSettings.enabled = true
    }
  }

  test('product lists and their 400s: same status, headers and body on and off', async ({
    assert,
  }) => {
    const tree = await send(fast.url, `${urlFor('api.categories')}?lang=en`, freshIp())
    const category = (
      JSON.parse(tree.text).data as { parent_id: number | null; slug: string }[]
    ).find((node) => node.parent_id === null)!
    const paths = [
      `${products}?lang=en&limit=5`,
      `${products}?limit=3&sort=price_asc&lang=ru`,
      `${products}?lang=en&category=${category.slug}&sort=popular`,
      `${products}?lang=en&limit=4&v=12345`,
      `${products}?lang=xx`,
      `${products}?lang=en&limit=0`,
      `${products}?lang=ru&cursor=not-a-cursor`,
      `${products}?lang=en&sort=cheapest`,
    ]
    for (const path of paths) {
      const { on, off, answered } = await both(path)
      assert.equal(answered, 1, `the fast path answered ${path}`)
      assert.equal(on.status, off.status, path)
      assert.deepEqual(comparable(on.headers), comparable(off.headers), path)
      assert.deepEqual(JSON.parse(on.text), JSON.parse(off.text), path)
      assertConforms('/products', on.status, JSON.parse(on.text))
      assert.equal(on.headers['ratelimit-limit'], '120')
      assert.equal(on.headers['ratelimit-remaining'], '119', 'counted once')
      assert.match(String(on.headers['x-request-id']), /^[0-9a-f-]{36}$/)
    }
  })

  test('HEAD, If-None-Match (304), a client request id: same on and off', async ({ assert }) => {
    const path = `${products}?lang=en&limit=2`
    const head = await both(path, { method: 'HEAD' })
    assert.equal(head.on.status, 200)
    assert.equal(head.on.text, '')
    assert.deepEqual(comparable(head.on.headers), comparable(head.off.headers))

    const etag = String(head.on.headers.etag)
    const cached = await both(path, { headers: { 'If-None-Match': `W/"other", ${etag}` } })
    assert.equal(cached.answered, 1)
    assert.equal(cached.on.status, 304)
    assert.equal(cached.off.status, 304)
    assert.equal(cached.on.text, '')
    assert.deepEqual(comparable(cached.on.headers), comparable(cached.off.headers))

    const traced = await both(path, { headers: { 'X-Request-Id': 'trace-42' } })
    assert.equal(traced.on.headers['x-request-id'], 'trace-42')
    assert.equal(traced.off.headers['x-request-id'], 'trace-42')
  })

  test('over the per-IP budget: the same 429 with Retry-After, counted in the same bucket', async ({
    assert,
  }) => {
    apiSettings.requestsPerMinute = 2
    const path = `${products}?lang=ru&limit=1`
    const ip = freshIp()
    const first = await send(fast.url, path, ip)
    fastPathSettings.enabled = false
    const second = await send(fast.url, path, ip)
    fastPathSettings.enabled = true
    const before = apiFastPathStats().answered
    const refused = await send(fast.url, path, ip)
    assert.equal(apiFastPathStats().answered, before + 1, 'the fast path refused it')
    fastPathSettings.enabled = false
    const refusedOff = await send(fast.url, path, ip)
    fastPathSettings.enabled = true

    assert.deepEqual(
      [first, second].map((answer) => [answer.status, answer.headers['ratelimit-remaining']]),
      [
        [200, '1'],
        [200, '0'],
      ]
    )
    for (const answer of [refused, refusedOff]) {
      assert.equal(answer.status, 429)
      assert.equal(answer.headers['ratelimit-remaining'], '0')
      assert.isAbove(Number(answer.headers['retry-after']), 0)
      assert.equal(answer.headers['cache-control'], 'no-store')
      assert.equal(JSON.parse(answer.text).error.code, 'E_TOO_MANY_REQUESTS')
      assertConforms('/products', 429, JSON.parse(answer.text))
    }
    assert.deepEqual(comparable(refused.headers), comparable(refusedOff.headers))
    assert.deepEqual(JSON.parse(refused.text), JSON.parse(refusedOff.text))
  })

  test('other routes, methods and odd paths are left to AdonisJS', async ({ assert }) => {
    const ip = freshIp()
    const before = apiFastPathStats().answered
    const answers = [
      await send(fast.url, urlFor('api.categories') + '?lang=en', ip),
      await send(fast.url, `${products}?lang=en`, ip, { method: 'OPTIONS' }),
      await send(fast.url, `${products}?lang=en`, ip, { method: 'POST' }),
      await send(fast.url, '/api/v1/products/%2e%2e', ip),
      await send(fast.url, '/api/v1//products', ip),
      await send(fast.url, '/api/v1/nothing-here', ip),
    ]
    assert.equal(apiFastPathStats().answered, before)
    assert.deepEqual(
      answers.map((answer) => answer.status),
      [200, 204, 405, 404, 404, 404]
    )
  })
})
