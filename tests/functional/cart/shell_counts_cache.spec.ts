import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { createAccount } from '#tests/helpers/accounts'
import { cacheStats } from '#services/cache/registry'
import { Shopper, shopWith, urls } from './helpers.js'

/** Lookups of the kept buyer header counts so far (visitor_cache.ts). */
function listsLookups() {
  const { hits, misses } = cacheStats()['sessions.lists']
  return { hits, misses }
}

test.group('Header counts of a signed-in buyer, kept for seconds (issue 27)', () => {
  test('a page view reuses the kept counts; adding to the cart changes them at once', async ({
    client,
    assert,
  }) => {
    const { ids } = await shopWith({ stock: 30 }, { stock: 30 })
    const buyer = await createAccount('buyer')
    const shopper = new Shopper(client, buyer)
    await shopper.post(urls().add, { product_id: ids[0], quantity: 1 })
    assert.deepEqual((await shopper.props('/en/about')).lists, {
      cart: 1,
      wishlist: 0,
      wished: [],
    })

    /** A row written behind the app's back is not seen while the counts are kept: no query ran. */
    const before = listsLookups()
    await db.table('wishlist_items').insert({ user_id: buyer.id, product_id: ids[1] })
    assert.deepEqual((await shopper.props('/en/about')).lists, {
      cart: 1,
      wishlist: 0,
      wished: [],
    })
    assert.equal(listsLookups().hits, before.hits + 1)

    /** A change through the app: the very next page shows it. */
    await shopper.post(urls().add, { product_id: ids[1], quantity: 2 })
    assert.deepEqual((await shopper.props('/en/about')).lists, {
      cart: 2,
      wishlist: 1,
      wished: [ids[1]],
    })
    await shopper.post(urls().remove, { product_ids: [ids[0]] })
    assert.deepEqual((await shopper.props('/en/about')).lists, {
      cart: 1,
      wishlist: 1,
      wished: [ids[1]],
    })
  })

  test("another session of the same buyer sees the change too (the user's counts are forgotten)", async ({
    client,
    assert,
  }) => {
    const { ids } = await shopWith({ stock: 30 })
    const buyer = await createAccount('buyer')
    const phone = new Shopper(client, buyer)
    const laptop = new Shopper(client, buyer)
    await phone.post(urls().toggleWish, { product_id: ids[0], on: true })
    assert.equal((await laptop.props('/en/about')).lists.wishlist, 1)
    await phone.post(urls().toggleWish, { product_id: ids[0], on: false })
    assert.isNull((await laptop.props('/en/about')).lists)
  })
})
