import { test } from '@japa/runner'
import { primaryUrl } from '#config/database'
import { READ_YOUR_WRITES_COOKIE } from '#middleware/read_your_writes_middleware'
import { rawRequest, startBuiltServer, type BuiltServer } from '#tests/helpers/built_server'

/** The test database under another application_name: a stand-in replica (same data, no lag). */
function replicaUrl() {
  const url = new URL(primaryUrl)
  url.searchParams.set('application_name', 'karvan-rw-test-replica')
  return url.toString()
}

/** `name=value` of each Set-Cookie header, and the whole header by name. */
function setCookies(headers: Record<string, string | string[] | undefined>) {
  const list = ([] as string[]).concat(headers['set-cookie'] ?? [])
  return new Map(list.map((line) => [line.slice(0, line.indexOf('=')), line]))
}

test.group('Read-your-writes cookie over HTTP (DATABASE_READ_URLS set)', (group) => {
  let server: BuiltServer | undefined

  group.setup(async () => {
    server = await startBuiltServer({
      DATABASE_READ_URLS: replicaUrl(),
      READ_YOUR_WRITES_MS: '4000',
    })
    return () => server?.stop()
  })

  test('a GET leaves no cookie; a POST leaves karvan_rw for READ_YOUR_WRITES_MS', async ({
    assert,
  }) => {
    const first = await rawRequest(server!.url, { path: '/csrf' })
    assert.isBelow(first.status, 400, server!.output())
    const cookies = setCookies(first.headers)
    assert.isFalse(cookies.has(READ_YOUR_WRITES_COOKIE), 'a read sets no cookie')
    const jar = [...cookies.values()].map((line) => line.split(';')[0]).join('; ')
    const xsrf = decodeURIComponent(cookies.get('XSRF-TOKEN')?.split(';')[0].split('=')[1] ?? '')

    const before = Date.now()
    const post = await rawRequest(server!.url, {
      method: 'POST',
      path: '/en/cart/lines',
      headers: {
        'Cookie': jar,
        'X-XSRF-TOKEN': xsrf,
        'Content-Type': 'application/json',
        'Accept': 'text/html',
      },
      body: JSON.stringify({ product_id: 'not a number', quantity: 1 }),
    })
    assert.isBelow(post.status, 500, post.text)
    const written = setCookies(post.headers).get(READ_YOUR_WRITES_COOKIE)
    assert.isDefined(written, `Set-Cookie of the POST: ${post.headers['set-cookie']}`)
    const [pair, ...attributes] = written!.split(/;\s*/)
    const until = Number(pair.split('=')[1])
    assert.isAtLeast(until, before + 4000)
    assert.isAtMost(until, Date.now() + 4000)
    assert.includeMembers(attributes, ['Max-Age=4', 'Path=/', 'HttpOnly', 'SameSite=Lax'])

    // With the cookie the catalog answers (its reads on the primary) and the window is not extended.
    const read = await rawRequest(server!.url, {
      path: '/en/category',
      headers: { Cookie: `${jar}; ${pair}` },
    })
    assert.equal(read.status, 200)
    assert.isFalse(setCookies(read.headers).has(READ_YOUR_WRITES_COOKIE))
  }).timeout(90_000)
})
