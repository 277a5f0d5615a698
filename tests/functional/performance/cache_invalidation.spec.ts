import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { Redis } from 'ioredis'
import env from '#start/env'
import { rawGet, startBuiltServer, type BuiltServer } from '#tests/helpers/built_server'
import { CACHE_CHANNEL, cacheBusStats, invalidate } from '#services/cache/invalidation'
import { cacheStats } from '#services/cache/registry'
import '#services/page_cache/page_cache'
import '#services/catalog/product_search'
import '#services/catalog/product_suggestions'
import '#services/catalog/categories'
import '#services/catalog/facet_counts'
import '#services/catalog/page_boundaries'
import '#services/rates/exchange_rates'

/**
 * Cache invalidation across processes (app/services/cache/invalidation.ts): this test process
 * changes a price and invalidates; the production build in another process, whose micro-cache
 * holds the page for a minute, serves the new price at once.
 */
test.group('Cache invalidation across processes', (group) => {
  let server: BuiltServer

  group.setup(async () => {
    server = await startBuiltServer({ PAGE_CACHE_TTL_MS: '60000' })
    return () => server.stop()
  })

  test('a price changed through one process is served by another at once, not after the page TTL', async ({
    assert,
  }) => {
    const deadline = Date.now() + 20_000
    while (!server.logs.some((line) => line.msg === 'cache invalidation bus listening')) {
      if (Date.now() > deadline)
        assert.fail(`the server's cache bus did not listen\n${server.output().slice(-2000)}`)
      await new Promise((done) => setTimeout(done, 100))
    }
    assert.equal(
      server.logs.find((line) => line.msg === 'cache invalidation bus listening')!.transport,
      'postgres'
    )

    const product = await db
      .from('products as p')
      .join('product_translations as t', (join) =>
        join.on('t.product_id', 'p.id').andOnVal('t.locale', 'en')
      )
      .where({ 'p.status': 'published', 'p.currency': 'AZN', 'p.discount_percent': 0 })
      .orderBy('p.id')
      .select('p.id', 'p.price_minor', 'p.effective_price_minor', 't.slug')
      .firstOrFail()
    const path = `/en/product/${product.slug}-${product.id}`
    const fresh = 98_765
    try {
      /** Stored on the second rendering (minUses 2), answered from the cache on the third. */
      for (let i = 0; i < 2; i++) assert.equal((await rawGet(server.url, path)).status, 200)
      const cached = await rawGet(server.url, path)
      assert.equal(cached.headers['x-page-cache'], 'hit')
      assert.notInclude(cached.text, '987.65')

      await db
        .from('products')
        .where('id', product.id)
        .update({ price_minor: fresh, effective_price_minor: fresh })
      const sentBefore = cacheBusStats().sent
      invalidate('pages')

      let page = await rawGet(server.url, path)
      const until = Date.now() + 5_000
      while (!page.text.includes('987.65') && Date.now() < until) {
        await new Promise((done) => setTimeout(done, 50))
        page = await rawGet(server.url, path)
      }
      assert.include(page.text, '987.65', 'the other process serves the new price')
      assert.equal(cacheBusStats().sent, sentBefore + 1)
    } finally {
      await db.from('products').where('id', product.id).update({
        price_minor: product.price_minor,
        effective_price_minor: product.effective_price_minor,
      })
      invalidate('pages')
    }
  })

  test('every cache of the app is declared in the registry with its bounds and counts', async ({
    assert,
  }) => {
    const stats = cacheStats()
    for (const name of [
      'pages',
      'search.results',
      'search.suggestions',
      'search.corrections',
      'catalog.categories',
      'catalog.facets',
      'catalog.cells',
      'catalog.page_boundaries',
      'rates.latest',
    ]) {
      assert.properties(
        stats[name],
        ['max', 'ttlMs', 'clearedBy', 'entries', 'hits', 'misses'],
        name
      )
    }
    assert.deepEqual(stats.pages.clearedBy, ['pages', 'catalog'])
    assert.deepEqual(stats['rates.latest'].clearedBy, ['rates'])
    assert.deepEqual(stats['search.corrections'].clearedBy, ['catalog'])
  })
})

/** A published, AZN-priced, undiscounted product and its English page path. */
async function azProduct() {
  const product = await db
    .from('products as p')
    .join('product_translations as t', (join) =>
      join.on('t.product_id', 'p.id').andOnVal('t.locale', 'en')
    )
    .where({ 'p.status': 'published', 'p.currency': 'AZN', 'p.discount_percent': 0 })
    .orderBy('p.id')
    .select('p.id', 'p.price_minor', 'p.effective_price_minor', 't.slug')
    .firstOrFail()
  return { ...product, path: `/en/product/${product.slug}-${product.id}` }
}

/** With REDIS_URL the processes tell each other through Redis pub/sub (runs when REDIS_TEST_URL names a server). */
const redisTestUrl = env.get('REDIS_TEST_URL')
if (redisTestUrl) {
  test.group('Cache invalidation across processes: Redis (REDIS_TEST_URL)', (group) => {
    let server: BuiltServer
    let publisher: Redis

    group.setup(async () => {
      server = await startBuiltServer({
        PAGE_CACHE_TTL_MS: '60000',
        REDIS_URL: redisTestUrl,
        SESSION_DRIVER: 'database',
      })
      publisher = new Redis(redisTestUrl)
      return async () => {
        publisher.disconnect()
        await server.stop()
      }
    })

    test("a message on the channel empties the other process's pages at once", async ({
      assert,
    }) => {
      const deadline = Date.now() + 20_000
      let listening = server.logs.find((line) => line.msg === 'cache invalidation bus listening')
      while (!listening) {
        if (Date.now() > deadline)
          assert.fail(`the server's cache bus did not listen\n${server.output().slice(-2000)}`)
        await new Promise((done) => setTimeout(done, 100))
        listening = server.logs.find((line) => line.msg === 'cache invalidation bus listening')
      }
      assert.equal(listening.transport, 'redis')

      const product = await azProduct()
      try {
        for (let i = 0; i < 2; i++) await rawGet(server.url, product.path)
        assert.equal((await rawGet(server.url, product.path)).headers['x-page-cache'], 'hit')
        await db
          .from('products')
          .where('id', product.id)
          .update({ price_minor: 98_765, effective_price_minor: 98_765 })
        await publisher.publish(CACHE_CHANNEL, JSON.stringify({ origin: 'test', topic: 'pages' }))
        let page = await rawGet(server.url, product.path)
        const until = Date.now() + 5_000
        while (!page.text.includes('987.65') && Date.now() < until) {
          await new Promise((done) => setTimeout(done, 50))
          page = await rawGet(server.url, product.path)
        }
        assert.include(page.text, '987.65')
      } finally {
        await db.from('products').where('id', product.id).update({
          price_minor: product.price_minor,
          effective_price_minor: product.effective_price_minor,
        })
      }
    })
  })
}
