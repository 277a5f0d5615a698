import { test } from '@japa/runner'
import { ThrottledTouchStore } from '#services/session/throttled_touch_store'

/** A store that records what it was asked to do. */
function recordingStore() {
  const calls: string[] = []
  return {
    calls,
    store: {
      read: (id: string) => (calls.push(`read:${id}`), null),
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
})
