import { test } from '@japa/runner'
import { keptValue } from '#lib/kept_value'

/** A read whose answers the test releases one by one. */
function controlledRead() {
  const waiting: ((value: number) => void)[] = []
  let reads = 0
  return {
    read: () => {
      reads += 1
      return new Promise<number>((resolve) => waiting.push(resolve))
    },
    release: (value: number) => waiting.shift()!(value),
    reads: () => reads,
  }
}

const tick = () => new Promise((resolve) => setImmediate(resolve))

test.group('keptValue', () => {
  test('concurrent callers share one read; a fresh value answers without reading', async ({
    assert,
  }) => {
    const source = controlledRead()
    const kept = keptValue(source.read, 60_000, 600_000)
    const first = kept.get()
    const second = kept.get()
    await tick()
    assert.equal(source.reads(), 1)
    source.release(7)
    assert.deepEqual(await Promise.all([first, second]), [7, 7])
    assert.equal(await kept.get(), 7)
    assert.equal(source.reads(), 1)
  })

  test('an expired value answers while one read runs; the next caller gets the new one', async ({
    assert,
  }) => {
    const source = controlledRead()
    const kept = keptValue(source.read, 0, 600_000)
    const first = kept.get()
    await tick()
    source.release(1)
    assert.equal(await first, 1)

    assert.equal(await kept.get(), 1, 'stale value answers at once')
    assert.equal(await kept.get(), 1)
    assert.equal(source.reads(), 2, 'one background read for both')
    source.release(2)
    await tick()
    const next = kept.get()
    assert.equal(await next, 2)
  })

  test('a read started before forget() is not kept: its callers get a read made after it', async ({
    assert,
  }) => {
    const source = controlledRead()
    const kept = keptValue(source.read, 60_000, 600_000)
    const before = kept.get()
    await tick()
    kept.forget()
    source.release(1)
    await tick()
    assert.equal(source.reads(), 2)
    source.release(2)
    assert.equal(await before, 2)
    assert.equal(await kept.get(), 2)
    assert.equal(source.reads(), 2)
  })

  test('a failed read keeps nothing and rejects its waiting callers', async ({ assert }) => {
    let fail = true
    const kept = keptValue(
      async () => {
        if (fail) throw new Error('down')
        return 5
      },
      60_000,
      600_000
    )
    await assert.rejects(() => kept.get(), 'down')
    fail = false
    assert.equal(await kept.get(), 5)
  })
})
