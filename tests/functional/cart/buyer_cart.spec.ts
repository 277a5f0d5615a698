import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { createAccount } from '#tests/helpers/accounts'
import { productOf, sellerAt } from '#tests/helpers/orders'
import { CART, Shopper, WISHLIST, dbCart, dbWishlist, errorsOf, shopWith, urls } from './helpers.js'

test.group('Cart of a signed-in buyer (kept in the database)', () => {
  test('lines live in cart_items, grouped by seller on the page; the session holds none', async ({
    client,
    assert,
  }) => {
    const first = await sellerAt()
    const second = await sellerAt()
    const oil = await productOf(first, { priceMinor: 2000, discountPercent: 10, stock: 30 })
    const honey = await productOf(second, { priceMinor: 1500, stock: 30 })
    const buyer = await createAccount('buyer')
    const shopper = new Shopper(client, buyer)

    const added = await shopper.post(urls().add, { product_id: oil, quantity: 2 })
    added.assertStatus(303)
    assert.isUndefined(added.session().cart?.entries)
    await shopper.post(urls().add, { product_id: honey, quantity: 1 })
    await shopper.patch(urls().quantity, { product_id: honey, quantity: 4 })
    await shopper.patch(urls().select, { product_ids: [oil], selected: false })

    assert.deepEqual(await dbCart(buyer.id), {
      [oil]: { quantity: 2, selected: false, added: 1800 },
      [honey]: { quantity: 4, selected: true, added: 1500 },
    })
    const page = await shopper.props(CART.en)
    assert.deepEqual(
      page.groups.map((group: any) => [
        group.sellerId,
        group.lines.map((line: any) => line.productId),
      ]),
      [
        [first.companyId, [oil]],
        [second.companyId, [honey]],
      ]
    )
    assert.equal(page.summary.subtotalMinor, 4 * 1500)
    assert.deepEqual(page.lists, { cart: 2, wishlist: 0, wished: [] })

    // "Delete selected" of honey: oil, unticked to keep it, is ticked again (issue 26).
    await shopper.post(urls().remove, { product_ids: [honey], scope: 'selected' })
    assert.deepEqual(await dbCart(buyer.id), {
      [oil]: { quantity: 2, selected: true, added: 1800 },
    })

    await shopper.post(urls().remove, { product_ids: [oil, honey] })
    assert.deepEqual(await dbCart(buyer.id), {})
  })

  test('a price changed since adding is shown old → new; re-adding from the product page takes the new price', async ({
    client,
    assert,
  }) => {
    const { ids } = await shopWith({ priceMinor: 1000, stock: 20 })
    const buyer = await createAccount('buyer')
    const shopper = new Shopper(client, buyer)
    await shopper.post(urls().add, { product_id: ids[0], quantity: 2 })
    await db
      .from('products')
      .where('id', ids[0])
      .update({ price_minor: 1200, effective_price_minor: 1200 })

    const [line] = await shopper.lines()
    assert.include(line, { state: 'ok', orderable: true, priceChange: 'up' })
    assert.match(line.unitPrice, /12\.00/)
    assert.match(line.addedPrice, /10\.00/)
    assert.lengthOf(line.notices, 1)
    assert.match(line.notices[0], /^The price changed since you added it: .*10\.00 → .*12\.00$/)
    assert.equal(
      (await shopper.props(CART.en)).summary.subtotalMinor,
      2 * 1200,
      'totals use the current price'
    )

    await shopper.patch(urls().quantity, { product_id: ids[0], quantity: 3 })
    assert.equal((await dbCart(buyer.id))[ids[0]].added, 1000, 'the stepper keeps the notice')
    await shopper.post(urls().add, { product_id: ids[0], quantity: 1 })
    assert.deepEqual((await dbCart(buyer.id))[ids[0]], { quantity: 4, selected: true, added: 1200 })
    const [fresh] = await shopper.lines()
    assert.isNull(fresh.addedPrice)
    assert.deepEqual(fresh.notices, [])
  })

  test('stock that fell under the line and a lot that grew show notices and leave the total', async ({
    client,
    assert,
  }) => {
    const { ids } = await shopWith({ priceMinor: 100, stock: 20 }, { priceMinor: 100, stock: 20 })
    const buyer = await createAccount('buyer')
    const shopper = new Shopper(client, buyer)
    await shopper.post(urls().add, { product_id: ids[0], quantity: 10 })
    await shopper.post(urls().add, { product_id: ids[1], quantity: 3 })
    await db.from('products').where('id', ids[0]).update({ stock: 6 })
    await db.from('products').where('id', ids[1]).update({ moq: 5 })

    const page = await shopper.props(CART.en)
    const [short, small] = page.groups[0].lines
    assert.include(short, { state: 'not_enough_stock', orderable: false, maxQuantity: 6 })
    assert.deepEqual(short.notices, ['Only 6 in stock: lower the quantity to order this product.'])
    assert.include(small, { state: 'below_moq', orderable: false, moq: 5 })
    assert.deepEqual(small.notices, [
      'The minimum order lot is now 5: raise the quantity to order this product.',
    ])
    assert.equal(page.summary.subtotalMinor, 0)
    assert.isFalse(page.summary.canCheckout)

    await shopper.patch(urls().quantity, { product_id: ids[0], quantity: 6 })
    await shopper.patch(urls().quantity, { product_id: ids[1], quantity: 5 })
    const fixed = await shopper.props(CART.en)
    assert.deepEqual(
      fixed.groups[0].lines.map((line: any) => line.state),
      ['ok', 'ok']
    )
    assert.equal(fixed.summary.subtotalMinor, 11 * 100)
  })

  test('buyer A never sees or changes buyer B’s cart or wish list', async ({ client, assert }) => {
    const { ids } = await shopWith({ stock: 20 }, { stock: 20 })
    const alice = await createAccount('buyer')
    const bob = await createAccount('buyer')
    const a = new Shopper(client, alice)
    const b = new Shopper(client, bob)
    await a.post(urls().add, { product_id: ids[0], quantity: 2 })
    await a.post(urls().toggleWish, { product_id: ids[1], on: true })

    assert.lengthOf(await b.lines(), 0)
    assert.lengthOf((await b.props(WISHLIST.en)).items, 0)
    assert.isNull((await b.props(CART.en)).lists)
    assert.equal(
      errorsOf(await b.patch(urls().quantity, { product_id: ids[0], quantity: 5 })).quantity,
      'This product is no longer in your cart'
    )
    await b.post(urls().remove, { product_ids: [ids[0]] })
    await b.patch(urls().select, { all: true, selected: false })
    await b.post(urls().toggleWish, { product_id: ids[1], on: false })

    assert.deepEqual(await dbCart(alice.id), {
      [ids[0]]: { quantity: 2, selected: true, added: 1000 },
    })
    assert.deepEqual(await dbWishlist(alice.id), [ids[1]])
    assert.deepEqual((await a.props(CART.en)).lists, { cart: 1, wishlist: 1, wished: [ids[1]] })
  })

  test('a seller shopping while signed in keeps a session cart, not a buyer cart', async ({
    client,
    assert,
  }) => {
    const { ids } = await shopWith({ stock: 20 })
    const seller = await createAccount('seller')
    const shopper = new Shopper(client, seller)
    const response = await shopper.post(urls().add, { product_id: ids[0], quantity: 1 })
    assert.lengthOf(response.session().cart.entries, 1)
    assert.deepEqual(await dbCart(seller.id), {})
  })
})
