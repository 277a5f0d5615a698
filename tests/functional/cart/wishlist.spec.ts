import { test } from '@japa/runner'
import { catalogueOf } from '#tests/helpers/messages'
import db from '@adonisjs/lucid/services/db'
import { createAccount } from '#tests/helpers/accounts'
import { inertiaPage } from '#tests/helpers/inertia_page'
import { CART, Shopper, WISHLIST, dbCart, dbWishlist, errorsOf, shopWith, urls } from './helpers.js'

test.group('Wish list', () => {
  test('a guest wishes products, sees them with price and availability, removes one', async ({
    client,
    assert,
  }) => {
    const { ids } = await shopWith(
      { priceMinor: 990, stock: 5, moq: 2, name: 'Pomegranate juice' },
      { stock: 0 }
    )
    const guest = new Shopper(client)
    guest.page = WISHLIST.en
    const added = await guest.post(urls().toggleWish, { product_id: ids[0], on: true })
    added.assertStatus(303)
    added.assertHeader('location', WISHLIST.en)
    assert.equal(added.flashMessages().success, 'Added to your wish list')
    await guest.post(urls().toggleWish, { product_id: ids[1], on: true })
    await guest.post(urls().toggleWish, { product_id: ids[0], on: true })

    const page = await guest.props(WISHLIST.en)
    assert.deepEqual(page.lists, { cart: 0, wishlist: 2, wished: ids })
    assert.deepEqual(
      page.items.map((item: any) => item.id),
      ids
    )
    const [juice, soldOut] = page.items
    assert.include(juice, {
      name: 'Pomegranate juice',
      availability: 'in_stock',
      availabilityLabel: 'In stock',
      moq: 2,
      purchasable: true,
    })
    assert.match(juice.price, /9\.90/)
    assert.match(juice.url, new RegExp(`-${ids[0]}$`))
    assert.include(soldOut, { availability: 'sold_out', purchasable: false })

    const removed = await guest.post(urls().toggleWish, { product_id: ids[1], on: false })
    assert.equal(removed.flashMessages().success, 'Removed from your wish list')
    assert.deepEqual(
      (await guest.props(WISHLIST.en)).items.map((item: any) => item.id),
      [ids[0]]
    )
  })

  test('"add to cart" moves a wished product into the cart with its minimum lot', async ({
    client,
    assert,
  }) => {
    const { ids } = await shopWith({ stock: 10, moq: 3 }, { stock: 2, moq: 3 })
    const guest = new Shopper(client)
    guest.page = WISHLIST.en
    for (const id of ids) await guest.post(urls().toggleWish, { product_id: id, on: true })

    const moved = await guest.post(urls().moveWish, { product_id: ids[0] })
    moved.assertHeader('location', WISHLIST.en)
    assert.equal(moved.flashMessages().success, 'Moved to the cart. Quantity in the cart: 3')
    const refused = await guest.post(urls().moveWish, { product_id: ids[1] })
    assert.equal(errorsOf(refused).quantity, 'Product not in stock')

    assert.deepEqual(
      (await guest.props(WISHLIST.en)).items.map((item: any) => item.id),
      [ids[1]],
      'a refused move keeps the product wished'
    )
    assert.deepEqual(
      (await guest.lines()).map((line: any) => [line.productId, line.quantity]),
      [[ids[0], 3]]
    )
  })

  test('a buyer’s wish list is in the database; unknown or unpublished products cannot be added', async ({
    client,
    assert,
  }) => {
    const { ids } = await shopWith({ stock: 10 }, { status: 'draft' })
    const buyer = await createAccount('buyer')
    const shopper = new Shopper(client, buyer)
    shopper.page = WISHLIST.en
    await shopper.post(urls().toggleWish, { product_id: ids[0], on: true })
    assert.deepEqual(await dbWishlist(buyer.id), [ids[0]])

    assert.equal(
      errorsOf(await shopper.post(urls().toggleWish, { product_id: ids[1], on: true })).product_id,
      'Product not found'
    )
    assert.equal(
      errorsOf(await shopper.post(urls().toggleWish, { product_id: 2_000_000_000, on: true }))
        .product_id,
      'Product not found'
    )
    assert.equal(
      errorsOf(await shopper.post(urls().toggleWish, { product_id: ids[0], on: 'perhaps' })).on,
      'Wish list must be yes or no'
    )
    assert.equal(
      errorsOf(await shopper.post(urls().toggleWish, { product_id: [ids[0]], on: true }))
        .product_id,
      'Product not found'
    )
    assert.deepEqual(await dbWishlist(buyer.id), [ids[0]])

    await db.from('products').where('id', ids[0]).update({ status: 'archived' })
    const [gone] = (await shopper.props(WISHLIST.en)).items
    assert.include(gone, {
      id: ids[0],
      availability: 'unavailable',
      availabilityLabel: 'No longer sold',
      url: null,
      price: null,
      purchasable: false,
    })
    assert.equal(
      errorsOf(await shopper.post(urls().moveWish, { product_id: ids[0] })).product_id,
      'Product not found'
    )
    await shopper.post(urls().toggleWish, { product_id: ids[0], on: false })
    assert.deepEqual(await dbWishlist(buyer.id), [])
    assert.deepEqual(await dbCart(buyer.id), {})
  })

  test('the wish-list and cart pages exist in az, en and ru with their titles', async ({
    client,
    assert,
  }) => {
    const guest = new Shopper(client)
    for (const [path, component, key, title] of [
      ['/beyendiklerim', 'storefront/wishlist', 'cart.wishlist.title', 'Bəyəndiklərim'],
      ['/en/wishlist', 'storefront/wishlist', 'cart.wishlist.title', 'Wish list'],
      ['/ru/spisok-zhelaniy', 'storefront/wishlist', 'cart.wishlist.title', 'Список желаний'],
      ['/sebet', 'storefront/cart', 'cart.title', 'Səbət'],
      ['/en/cart', 'storefront/cart', 'cart.title', 'Cart'],
      ['/ru/korzina', 'storefront/cart', 'cart.title', 'Корзина'],
    ]) {
      const response = await guest.get(path)
      response.assertStatus(200)
      assert.match(response.text(), new RegExp(`<title[^>]*>${title} - Karvan</title>`))
      const page = inertiaPage(response.text())
      assert.equal(page.component, component)
      assert.equal(catalogueOf(page.props)[key], title)
    }
    assert.deepEqual((await guest.props(CART.az)).cartUrls.toggleWish, '/beyendiklerim/toggle')
  })
})
