import { test } from '@japa/runner'
import { ttlCache } from '#lib/ttl_cache'
import { cacheStats, clearCaches, declaredTtlCache } from '#services/cache/registry'

/** A computation whose answers the test releases one by one. */
function controlled() {
  const waiting: ((value: number) => void)[] = []
  let runs = 0
  return {
    compute: () => {
      runs += 1
      return new Promise<number>((resolve) => waiting.push(resolve))
    },
    release: (value: number) => waiting.shift()!(value),
    runs: () => runs,
  }
}

const tick = () => new Promise((resolve) => setImmediate(resolve))

test.group('ttlCache', () => {
  test('counts hits, stale answers and misses; concurrent callers share one computation', async ({
    assert,
  }) => {
    const cache = ttlCache<number>({ ttlMs: 60_000, max: 10 })
    const source = controlled()
    const first = cache.get('a', source.compute)
    const second = cache.get('a', source.compute)
    await tick()
    source.release(1)
    assert.deepEqual(await Promise.all([first, second]), [1, 1])
    assert.equal(await cache.get('a', source.compute), 1)
    assert.equal(source.runs(), 1)
    assert.deepInclude(cache.stats(), { entries: 1, hits: 1, misses: 2, stale: 0 })

    const realNow = Date.now
    Date.now = () => realNow() + 61_000
    try {
      assert.equal(
        await cache.get('a', source.compute),
        1,
        'an expired value answers while it is refreshed'
      )
      assert.equal(source.runs(), 2)
      assert.equal(cache.stats().stale, 1)
      source.release(2)
      await tick()
      assert.equal(await cache.get('a', source.compute), 2)
    } finally {
      Date.now = realNow
    }
    Date.now = () => realNow() + 20 * 60_000
    try {
      const waited = cache.get('a', source.compute)
      await tick()
      source.release(3)
      assert.equal(await waited, 3, 'past the stale window the caller waits')
    } finally {
      Date.now = realNow
    }
  })

  test('holds at most `max` keys, the least recently used going first', async ({ assert }) => {
    const cache = ttlCache<string>({ ttlMs: 60_000, max: 2 })
    await cache.get('a', async () => 'a')
    await cache.get('b', async () => 'b')
    await cache.get('a', async () => 'again')
    await cache.get('c', async () => 'c')
    assert.equal(cache.stats().entries, 2)
    assert.equal(await cache.get('a', async () => 'new a'), 'a', 'used recently: kept')
    assert.equal(await cache.get('b', async () => 'new b'), 'new b', 'least recently used: dropped')
  })

  test('a byte budget drops the least recently used, and keeps no value larger than it', async ({
    assert,
  }) => {
    const cache = ttlCache<string>({
      ttlMs: 60_000,
      max: 100,
      maxSize: 10,
      sizeOf: (value) => value.length,
    })
    await cache.get('a', async () => 'aaaa')
    await cache.get('b', async () => 'bbbb')
    await cache.get('c', async () => 'cccc')
    assert.equal(cache.stats().entries, 2)
    assert.equal(cache.stats().size, 8)
    await cache.get('d', async () => 'd'.repeat(11))
    assert.isAtMost(cache.stats().size, 10)
  })

  test('a computation started before clear() answers its callers but is not kept', async ({
    assert,
  }) => {
    const cache = ttlCache<number>({ ttlMs: 60_000, max: 10 })
    const source = controlled()
    const before = cache.get('a', source.compute)
    await tick()
    cache.clear()
    source.release(1)
    assert.equal(await before, 1)
    assert.equal(cache.stats().entries, 0)
  })

  test('a failed computation keeps nothing', async ({ assert }) => {
    const cache = ttlCache<number>({ ttlMs: 60_000, max: 10 })
    await assert.rejects(
      () => cache.get('a', async () => Promise.reject(new Error('down'))),
      'down'
    )
    assert.equal(await cache.get('a', async () => 5), 5)
  })

  test('ttl 0 turns it off', async ({ assert }) => {
    const cache = ttlCache<number>({ ttlMs: 0, max: 10 })
    let runs = 0
    await cache.get('a', async () => ++runs)
    await cache.get('a', async () => ++runs)
    assert.equal(runs, 2)
    assert.equal(cache.stats().entries, 0)
  })
})

test.group('Cache registry', () => {
  test('lists every declared cache with its bounds and counts, and empties those of a topic', async ({
    assert,
  }) => {
    const pages = declaredTtlCache<number>('test.registry_pages', { ttlMs: 60_000, max: 5 }, [
      'pages',
    ])
    const rates = declaredTtlCache<number>('test.registry_rates', { ttlMs: 60_000, max: 5 }, [
      'rates',
    ])
    await pages.get('a', async () => 1)
    await pages.get('a', async () => 2)
    await rates.get('a', async () => 1)
    const stats = cacheStats()
    assert.deepInclude(stats['test.registry_pages'], {
      name: 'test.registry_pages',
      max: 5,
      ttlMs: 60_000,
      entries: 1,
      hits: 1,
      misses: 1,
    })
    assert.deepEqual(stats['test.registry_pages'].clearedBy, ['pages'])
    clearCaches('pages')
    assert.equal(cacheStats()['test.registry_pages'].entries, 0)
    assert.equal(cacheStats()['test.registry_rates'].entries, 1)
  })
})
