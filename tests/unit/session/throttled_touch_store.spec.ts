import { test } from '@japa/runner'
import type { SessionData } from '@adonisjs/session/types'
import { ThrottledTouchStore } from '#services/session/throttled_touch_store'

/** A store that records what it was asked to do. */
function recordingStore() {
  const calls: string[] = []
  /** What the database holds (written by "another process" in the tests). */
  const data = new Map<string, SessionData>()
  return {
    calls,
    data,
    store: {
      read: (id: string) => (calls.push(`read:${id}`), data.get(id) ?? null),
      write: (id: string) => void calls.push(`write:${id}`),
      destroy: (id: string) => void calls.push(`destroy:${id}`),
      touch: (id: string) => void calls.push(`touch:${id}`),
      tag: (id: string, user: string | number) => void calls.push(`tag:${id}:${user}`),
      untag: (id: string, user: string | number) => void calls.push(`untag:${id}:${user}`),
      tagged: () => [],
    },
  }
}

test.group('Session store with throttled expiry refresh', () => {
  test('an unchanged session is touched once a minute, not on every request', async ({
    assert,
  }) => {
    const { calls, store } = recordingStore()
    const throttled = new ThrottledTouchStore(store)
    await throttled.touch('s1')
    await throttled.touch('s1')
    await throttled.touch('s1')
    await throttled.touch('s2')
    assert.deepEqual(calls, ['touch:s1', 'touch:s2'])
  })

  test('writes count as a refresh; reads, destroys and tagging pass through', async ({
    assert,
  }) => {
    const { calls, store } = recordingStore()
    const throttled = new ThrottledTouchStore(store)
    await throttled.write('s3', {})
    await throttled.touch('s3')
    await throttled.read('s3')
    await throttled.tag('s3', 7)
    await throttled.untag('s3', 7)
    await throttled.destroy('s3')
    await throttled.touch('s3')
    assert.deepEqual(calls, [
      'write:s3',
      'read:s3',
      'tag:s3:7',
      'untag:s3:7',
      'destroy:s3',
      'touch:s3',
    ])
  })

  test('a read costs no round trip while the version cookie names the cached version', async ({
    assert,
  }) => {
    const { calls, data, store } = recordingStore()
    let cookie: string | undefined
    const versionCookie = {
      get: () => cookie,
      set: (version: string | null) => void (cookie = version ?? undefined),
    }
    const throttled = new ThrottledTouchStore(store, () => true, versionCookie)
    await throttled.write('v1', { cart: 1 })
    const first = cookie
    assert.isString(first)
    assert.deepEqual(await throttled.read('v1'), { cart: 1 })
    assert.deepEqual(await throttled.read('v1'), { cart: 1 })
    assert.deepEqual(calls, ['write:v1'], 'answered from the cache')

    /** Another process wrote the session: the visitor's cookie names a version this one lacks. */
    data.set('v1', { cart: 2 })
    cookie = 'written-elsewhere'
    assert.deepEqual(await throttled.read('v1'), { cart: 2 })
    assert.deepEqual(await throttled.read('v1'), { cart: 2 })
    assert.deepEqual(calls, ['write:v1', 'read:v1'])

    /** A read hands out a copy: changing it does not change the cached data. */
    const copy = (await throttled.read('v1')) as Record<string, unknown>
    copy.cart = 99
    assert.deepEqual(await throttled.read('v1'), { cart: 2 })

    await throttled.destroy('v1')
    assert.isUndefined(cookie, 'destroying the session clears the version cookie')
    data.delete('v1')
    assert.isNull(await throttled.read('v1'))
  })
})
