import { test } from '@japa/runner'
import type { HttpContext } from '@adonisjs/core/http'
import ReadYourWritesMiddleware, {
  READ_YOUR_WRITES_COOKIE,
} from '#middleware/read_your_writes_middleware'
import { readsOnPrimary } from '#services/database/read_routing'

/** The parts of a request the middleware reads and the Set-Cookie headers it appends. */
function fakeContext(method: string, cookie?: string) {
  const setCookies: string[] = []
  const ctx = {
    request: {
      method: () => method,
      header: (name: string) => (name === 'cookie' ? cookie : undefined),
    },
    response: {
      append: (name: string, value: string) => {
        if (name === 'Set-Cookie') setCookies.push(value)
      },
    },
  } as unknown as HttpContext
  return { ctx, setCookies }
}

/** Runs the middleware and reports whether the rest of the request read from the primary. */
async function run(middleware: ReadYourWritesMiddleware, method: string, cookie?: string) {
  const { ctx, setCookies } = fakeContext(method, cookie)
  let primary: boolean | undefined
  await middleware.handle(ctx, async () => {
    // After an await too: the scope must follow the request's async context.
    await new Promise((done) => setImmediate(done))
    primary = readsOnPrimary()
  })
  return { primary, setCookies }
}

test.group('Read-your-writes middleware', () => {
  const NOW = 1_800_000_000_000
  const enabled = () => new ReadYourWritesMiddleware(true, 5000, () => NOW)

  test('a non-GET request runs on the primary and leaves the cookie for the window', async ({
    assert,
  }) => {
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) {
      const { primary, setCookies } = await run(enabled(), method)
      assert.isTrue(primary, method)
      assert.lengthOf(setCookies, 1, method)
      assert.match(
        setCookies[0],
        new RegExp(
          `^${READ_YOUR_WRITES_COOKIE}=${NOW + 5000}; Max-Age=5; Path=/; HttpOnly; SameSite=Lax`
        )
      )
    }
  })

  test('a GET with a live cookie reads from the primary, without one from the replicas', async ({
    assert,
  }) => {
    const live = await run(enabled(), 'GET', `a=1; ${READ_YOUR_WRITES_COOKIE}=${NOW + 3000}; b=2`)
    assert.isTrue(live.primary)
    assert.lengthOf(live.setCookies, 0, 'a read does not extend the window')

    const none = await run(enabled(), 'GET', 'a=1')
    assert.isFalse(none.primary)
    const head = await run(enabled(), 'HEAD')
    assert.isFalse(head.primary)
    assert.lengthOf(head.setCookies, 0)
  })

  test('an expired, forged or malformed cookie is ignored', async ({ assert }) => {
    for (const value of [
      String(NOW - 1),
      String(NOW),
      String(NOW + 5001),
      '99999999999999',
      'abc',
      '',
    ]) {
      const { primary } = await run(enabled(), 'GET', `${READ_YOUR_WRITES_COOKIE}=${value}`)
      assert.isFalse(primary, value)
    }
    const similar = await run(enabled(), 'GET', `x${READ_YOUR_WRITES_COOKIE}=${NOW + 1000}`)
    assert.isFalse(similar.primary, 'another cookie whose name ends the same')
  })

  test('without replicas it does nothing', async ({ assert }) => {
    const off = new ReadYourWritesMiddleware(false, 5000, () => NOW)
    const post = await run(off, 'POST')
    assert.isFalse(post.primary)
    assert.lengthOf(post.setCookies, 0)
  })
})
