import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { rawGet, startBuiltServer, type BuiltServer } from '#tests/helpers/built_server'
import { urlFor } from '@adonisjs/core/services/url_builder'

/**
 * The public API's JSON answers are reused per URL for API_CACHE_TTL_MS (off in the other
 * tests): the built server, with the cache on, answers a changed row from the cache until the
 * TTL passes; the same query in another parameter order shares the entry; errors are not kept.
 */
test.group('Public API: response cache', (group) => {
  let server: BuiltServer
  group.setup(async () => {
    server = await startBuiltServer({ API_CACHE_TTL_MS: '1500' })
    return () => server.stop()
  })

  test('one answer per URL within the TTL, a fresh one after it; 4xx never cached', async ({
    assert,
  }) => {
    const [company] = await db
      .from('companies')
      .where('status', 'active')
      .orderBy('id')
      .limit(1)
      .select('id', 'name')
    const path = urlFor('api.supplier', { id: company.id })
    const first = await rawGet(server.url, `${path}?lang=en&x=1`)
    assert.equal(first.status, 200)
    assert.equal(JSON.parse(first.text).data.name, company.name)

    await db
      .from('companies')
      .where('id', company.id)
      .update({ name: `${company.name} (renamed)` })
    try {
      const reordered = await rawGet(server.url, `${path}?x=1&lang=en`)
      assert.equal(JSON.parse(reordered.text).data.name, company.name, 'served from the cache')
      assert.equal(reordered.headers.etag, first.headers.etag)

      await new Promise((done) => setTimeout(done, 3_200))
      let fresh = await rawGet(server.url, `${path}?lang=en&x=1`)
      if (JSON.parse(fresh.text).data.name === company.name)
        fresh = await rawGet(server.url, `${path}?lang=en&x=1`) // the stale answer triggered the refresh
      assert.equal(JSON.parse(fresh.text).data.name, `${company.name} (renamed)`)

      const bad = await rawGet(server.url, `${path}?lang=xx`)
      assert.equal(bad.status, 400)
      const again = await rawGet(server.url, `${path}?lang=xx`)
      assert.equal(again.status, 400)
    } finally {
      await db.from('companies').where('id', company.id).update({ name: company.name })
    }
  }).timeout(90_000)
})
