import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { CART, Shopper, errorsOf, shopWith, urls } from './helpers.js'

test.group('Cart of a guest (kept in the session)', () => {
  test('adds, changes, selects and deletes lines; the session keeps them between requests', async ({
    client,
    assert,
  }) => {
    const { fixture, ids } = await shopWith(
      { priceMinor: 1250, stock: 40 },
      { priceMinor: 300, stock: 10, moq: 2 }
    )
    const [jam, tea] = ids
    const guest = new Shopper(client)

    const empty = await guest.props(CART.en)
    assert.equal(empty.summary.lines, 0)
    assert.isNull(empty.lists)
    assert.equal(empty.cartUrls.add, '/en/cart/lines')

    const added = await guest.post(urls().add, { product_id: jam, quantity: 3 })
    added.assertStatus(303)
    added.assertHeader('location', CART.en)
    assert.equal(added.flashMessages().success, 'Added to the cart. Quantity in the cart: 3')
    // A card's or product page's button shows the confirmation beside itself, not as the page's toast
    const inline = await guest.post(urls().add, { product_id: jam, quantity: 2, inline: true })
    inline.assertStatus(303)
    assert.equal(inline.flashMessages().sent, 'Added to the cart. Quantity in the cart: 5')
    assert.isUndefined(inline.flashMessages().success)
    ;(await guest.post(urls().add, { product_id: tea, quantity: '4' })).assertStatus(303)

    const page = await guest.props(CART.en)
    assert.deepEqual(page.lists, { cart: 2, wishlist: 0, wished: [] })
    assert.lengthOf(page.groups, 1)
    assert.equal(
      page.groups[0].sellerName,
      (await db.from('companies').where('id', fixture.companyId).firstOrFail()).name
    )
    const [jamLine, teaLine] = page.groups[0].lines
    assert.include(jamLine, {
      productId: jam,
      quantity: 5,
      moq: 1,
      maxQuantity: 40,
      selected: true,
      orderable: true,
      state: 'ok',
    })
    assert.include(teaLine, { productId: tea, quantity: 4, moq: 2, maxQuantity: 10 })
    assert.match(jamLine.url, new RegExp(`^/en/product/order-product-[a-z0-9]+-en-${jam}$`))
    assert.match(jamLine.unitPrice, /12\.50/)
    assert.match(jamLine.lineTotal, /62\.50/)
    assert.deepEqual(jamLine.notices, [])
    assert.equal(page.summary.subtotalMinor, 5 * 1250 + 4 * 300)
    assert.isTrue(page.summary.canCheckout)
    assert.equal(page.checkoutUrl, '/en/checkout')

    const changed = await guest.patch(urls().quantity, { product_id: jam, quantity: 7 })
    changed.assertStatus(303)
    ;(await guest.patch(urls().select, { product_ids: [tea], selected: false })).assertStatus(303)
    let lines = await guest.lines()
    assert.deepEqual(
      lines.map((line: any) => [line.productId, line.quantity, line.selected]),
      [
        [jam, 7, true],
        [tea, 4, false],
      ]
    )
    let summary = (await guest.props(CART.en)).summary
    assert.equal(summary.subtotalMinor, 7 * 1250)
    assert.equal(summary.orderableSelected, 1)

    ;(await guest.patch(urls().select, { all: true, selected: false })).assertStatus(303)
    summary = (await guest.props(CART.en)).summary
    assert.isFalse(summary.canCheckout)
    assert.equal(
      summary.checkoutBlockedReason,
      'Select at least one product to complete the order.'
    )
    ;(await guest.patch(urls().select, { all: true, selected: true })).assertStatus(303)

    const deleted = await guest.post(urls().remove, { product_ids: [tea] })
    deleted.assertStatus(303)
    assert.equal(deleted.flashMessages().success, 'Products removed from the cart: 1')
    lines = await guest.lines()
    assert.deepEqual(
      lines.map((line: any) => [line.productId, line.quantity, line.selected]),
      [[jam, 7, true]]
    )
    assert.equal(
      await db
        .from('cart_items')
        .whereIn('product_id', ids)
        .count('* as n')
        .first()
        .then((row) => Number(row.n)),
      0
    )

    const stranger = new Shopper(client)
    assert.equal(
      (await stranger.props(CART.en)).summary.lines,
      0,
      'another browser has its own cart'
    )
  })

  test('after "delete selected" the lines that stay are selected again; the bin of one line keeps the others as they are', async ({
    client,
    assert,
  }) => {
    const { ids } = await shopWith({ priceMinor: 1000 }, { priceMinor: 200 }, { priceMinor: 50 })
    const [jam, tea, salt] = ids
    const guest = new Shopper(client)
    for (const id of ids) await guest.post(urls().add, { product_id: id, quantity: 1 })
    // The buyer unticks what should stay, then deletes the ticked line.
    await guest.patch(urls().select, { product_ids: [jam, salt], selected: false })
    ;(await guest.post(urls().remove, { product_ids: [tea], scope: 'selected' })).assertStatus(303)
    let lines = await guest.lines()
    assert.deepEqual(
      lines.map((line: any) => [line.productId, line.selected]),
      [
        [jam, true],
        [salt, true],
      ]
    )
    assert.equal((await guest.props(CART.en)).summary.subtotalMinor, 1050)

    await guest.patch(urls().select, { product_ids: [salt], selected: false })
    await guest.post(urls().remove, { product_ids: [jam], scope: 'line' })
    lines = await guest.lines()
    assert.deepEqual(
      lines.map((line: any) => [line.productId, line.selected]),
      [[salt, false]]
    )
    assert.property(
      errorsOf(await guest.post(urls().remove, { product_ids: [salt], scope: 'all' })),
      'scope'
    )
  })

  test('a quantity change of a product that is not in the cart is refused', async ({
    client,
    assert,
  }) => {
    const { ids } = await shopWith({})
    const guest = new Shopper(client)
    const response = await guest.patch(urls().quantity, { product_id: ids[0], quantity: 2 })
    response.assertStatus(303)
    assert.equal(errorsOf(response).quantity, 'This product is no longer in your cart')
    assert.lengthOf(await guest.lines(), 0)
  })

  test('buy now sets the line, ticks it and goes to checkout of that product only', async ({
    client,
    assert,
  }) => {
    const { ids } = await shopWith({ stock: 20 }, { stock: 20 })
    const guest = new Shopper(client)
    await guest.post(urls().add, { product_id: ids[0], quantity: 9 })
    await guest.patch(urls().select, { all: true, selected: false })
    const bought = await guest.post(urls().buy, { product_id: ids[0], quantity: 2 })
    bought.assertStatus(303)
    bought.assertHeader('location', `/en/checkout?buy=${ids[0]}`)
    const lines = await guest.lines()
    assert.deepEqual(
      lines.map((line: any) => [line.productId, line.quantity, line.selected]),
      [[ids[0], 2, true]]
    )

    const az = await guest.post(urls('az').buy, { product_id: ids[1], quantity: 1 })
    az.assertHeader('location', `/sifarish?buy=${ids[1]}`)
  })

  test('lines of products that were unpublished or sold out stay visible, cannot be ordered and leave the total', async ({
    client,
    assert,
  }) => {
    const { ids } = await shopWith(
      { priceMinor: 1000, stock: 10 },
      { priceMinor: 2000, stock: 10 },
      { priceMinor: 500, stock: 10 }
    )
    const [kept, archived, soldOut] = ids
    const guest = new Shopper(client)
    for (const id of ids) await guest.post(urls().add, { product_id: id, quantity: 2 })
    await db.from('products').where('id', archived).update({ status: 'archived' })
    await db.from('products').where('id', soldOut).update({ stock: 0 })

    const page = await guest.props(CART.en)
    const lines = page.groups.flatMap((group: any) => group.lines)
    const byId = Object.fromEntries(lines.map((line: any) => [line.productId, line]))
    assert.include(byId[archived], {
      state: 'unavailable',
      orderable: false,
      url: null,
      availability: 'unavailable',
    })
    assert.deepEqual(byId[archived].notices, [
      'This product is no longer sold and cannot be ordered.',
    ])
    assert.include(byId[soldOut], {
      state: 'not_in_stock',
      orderable: false,
      availability: 'sold_out',
    })
    assert.deepEqual(byId[soldOut].notices, ['Product not in stock: it cannot be ordered now.'])
    assert.equal(page.summary.subtotalMinor, 2 * 1000)
    assert.equal(page.summary.blockedSelected, 2)
    assert.isTrue(page.summary.canCheckout)

    await guest.patch(urls().select, { product_ids: [kept], selected: false })
    const blocked = (await guest.props(CART.en)).summary
    assert.isFalse(blocked.canCheckout)
    assert.equal(
      blocked.checkoutBlockedReason,
      'The selected products cannot be ordered now: select products that are in stock.'
    )
  })
})
