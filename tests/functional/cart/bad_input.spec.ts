import { test } from '@japa/runner'
import { catalogueOf } from '#tests/helpers/messages'
import db from '@adonisjs/lucid/services/db'
import { CART, Shopper, errorsOf, shopWith, urls } from './helpers.js'
import { createAccount } from '#tests/helpers/accounts'

/** The cart as it was: one line of `id` with 3 units, ticked. */
async function withOneLine(client: any, options = {}) {
  const { ids } = await shopWith({ stock: 50, ...options })
  const guest = new Shopper(client)
  ;(await guest.post(urls().add, { product_id: ids[0], quantity: 3 })).assertStatus(303)
  return { guest, id: ids[0] }
}

async function assertUnchanged(guest: Shopper, id: number, assert: any) {
  const lines = await guest.lines()
  assert.deepEqual(
    lines.map((line: any) => [line.productId, line.quantity, line.selected]),
    [[id, 3, true]],
    'nothing already in the cart is lost or changed'
  )
}

test.group('Cart: bad quantities and products get clear messages, never a 500', () => {
  const badQuantities: [string, unknown, string][] = [
    ['negative', -2, 'The quantity must be at least 1'],
    ['zero', 0, 'The quantity must be at least 1'],
    ['fractional', 1.5, 'The quantity must be a whole number, without fractions'],
    ['fractional string', '2.25', 'The quantity must be a whole number, without fractions'],
    ['huge', 1e12, 'The quantity can be at most 100,000'],
    ['just above the line limit', 100_001, 'The quantity can be at most 100,000'],
    ['a word', 'five', 'The quantity must be a whole number, e.g. 5'],
    ['an array', [3], 'The quantity must be a whole number, e.g. 5'],
    ['an object', { n: 3 }, 'The quantity must be a whole number, e.g. 5'],
    ['a boolean', true, 'The quantity must be a whole number, e.g. 5'],
    ['missing', undefined, 'Enter the quantity'],
    ['empty', '', 'Enter the quantity'],
  ]

  for (const [name, quantity, message] of badQuantities) {
    test(`add with a bad quantity: ${name}`, async ({ client, assert }) => {
      const { guest, id } = await withOneLine(client)
      const response = await guest.post(urls().add, { product_id: id, quantity })
      response.assertStatus(303)
      response.assertHeader('location', CART.en)
      assert.equal(errorsOf(response).quantity, message)
      await assertUnchanged(guest, id, assert)
    })
  }

  test('the stepper and buy now refuse the same quantities', async ({ client, assert }) => {
    const { guest, id } = await withOneLine(client)
    for (const [quantity, message] of [
      [-1, 'The quantity must be at least 1'],
      [2.5, 'The quantity must be a whole number, without fractions'],
      ['lots', 'The quantity must be a whole number, e.g. 5'],
      [[1, 2], 'The quantity must be a whole number, e.g. 5'],
      [999_999_999_999, 'The quantity can be at most 100,000'],
    ] as const) {
      assert.equal(
        errorsOf(await guest.patch(urls().quantity, { product_id: id, quantity })).quantity,
        message
      )
      assert.equal(
        errorsOf(await guest.post(urls().buy, { product_id: id, quantity })).quantity,
        message
      )
    }
    await assertUnchanged(guest, id, assert)
  })

  test('unknown, malformed and unpublished products are "not found"', async ({
    client,
    assert,
  }) => {
    const { guest, id } = await withOneLine(client)
    const { ids } = await shopWith(
      { status: 'draft' },
      { status: 'in_review' },
      { status: 'archived' }
    )
    for (const productId of [
      2_000_000_000,
      99_999_999_999,
      -4,
      0,
      1.5,
      'abc',
      [id],
      null,
      ...ids,
    ]) {
      const response = await guest.post(urls().add, { product_id: productId, quantity: 1 })
      response.assertStatus(303)
      assert.equal(
        errorsOf(response).product_id,
        productId === null ? 'Choose a product' : 'Product not found',
        `product_id ${JSON.stringify(productId)}`
      )
    }
    assert.equal(
      errorsOf(await guest.post(urls().add, { quantity: 1 })).product_id,
      'Choose a product'
    )
    await assertUnchanged(guest, id, assert)
  })

  test('a product of a disabled seller cannot be added', async ({ client, assert }) => {
    const { fixture, ids } = await shopWith({})
    await db.from('companies').where('id', fixture.companyId).update({ status: 'suspended' })
    const guest = new Shopper(client)
    const response = await guest.post(urls().add, { product_id: ids[0], quantity: 1 })
    assert.equal(errorsOf(response).product_id, 'Product not found')
    assert.lengthOf(await guest.lines(), 0)
  })

  test('below the minimum lot: the message names the lot', async ({ client, assert }) => {
    const { ids } = await shopWith({ moq: 12, stock: 100 })
    const guest = new Shopper(client)
    const response = await guest.post(urls().add, { product_id: ids[0], quantity: 5 })
    assert.equal(errorsOf(response).quantity, 'The minimum order lot of this product is 12')
    ;(await guest.post(urls().add, { product_id: ids[0], quantity: 12 })).assertStatus(303)
    assert.equal(
      errorsOf(await guest.patch(urls().quantity, { product_id: ids[0], quantity: 11 })).quantity,
      'The minimum order lot of this product is 12'
    )
    assert.deepEqual(
      (await guest.lines()).map((line: any) => line.quantity),
      [12]
    )
  })

  test('above the stock: "product not in stock" with what is available, counting what is already in the cart', async ({
    client,
    assert,
  }) => {
    const { ids } = await shopWith({ stock: 8 })
    const guest = new Shopper(client)
    assert.equal(
      errorsOf(await guest.post(urls().add, { product_id: ids[0], quantity: 9 })).quantity,
      'Product not in stock: only 8 available'
    )
    await guest.post(urls().add, { product_id: ids[0], quantity: 5 })
    assert.equal(
      errorsOf(await guest.post(urls().add, { product_id: ids[0], quantity: 4 })).quantity,
      'Product not in stock: only 8 available, and 5 are already in your cart'
    )
    assert.equal(
      errorsOf(await guest.patch(urls().quantity, { product_id: ids[0], quantity: 9 })).quantity,
      'Product not in stock: only 8 available'
    )
    ;(await guest.patch(urls().quantity, { product_id: ids[0], quantity: 8 })).assertStatus(303)
    assert.deepEqual(
      (await guest.lines()).map((line: any) => line.quantity),
      [8]
    )
  })

  test('products that are not purchasable: sold out, marked unavailable, stock below the lot', async ({
    client,
    assert,
  }) => {
    const { ids } = await shopWith({ stock: 0 }, { isAvailable: false }, { stock: 4, moq: 5 })
    const guest = new Shopper(client)
    for (const id of ids) {
      assert.equal(
        errorsOf(await guest.post(urls().add, { product_id: id, quantity: 5 })).quantity,
        'Product not in stock'
      )
      assert.equal(
        errorsOf(await guest.post(urls().buy, { product_id: id, quantity: 5 })).quantity,
        'Product not in stock'
      )
    }
    assert.lengthOf(await guest.lines(), 0)
  })

  test('select and delete refuse malformed product lists', async ({ client, assert }) => {
    const { guest, id } = await withOneLine(client)
    assert.equal(
      errorsOf(await guest.post(urls().remove, {})).product_ids,
      'Choose at least one product'
    )
    assert.equal(
      errorsOf(await guest.post(urls().remove, { product_ids: [] })).product_ids,
      'Choose at least one product'
    )
    assert.equal(
      errorsOf(await guest.post(urls().remove, { product_ids: 'all' })).product_ids,
      'Choose the products from the list'
    )
    assert.equal(
      errorsOf(await guest.post(urls().remove, { product_ids: ['x'] }))['product_ids.0'],
      'Product not found'
    )
    assert.equal(
      errorsOf(await guest.post(urls().remove, { product_ids: [id, id] }))['product_ids'],
      'Each product can be chosen only once'
    )
    const many = Array.from({ length: 101 }, (_, i) => i + 1)
    assert.equal(
      errorsOf(await guest.post(urls().remove, { product_ids: many })).product_ids,
      'At most 100 products can be chosen at once'
    )
    assert.equal(
      errorsOf(await guest.patch(urls().select, { product_ids: [id] })).selected,
      'Selection is required'
    )
    assert.equal(
      errorsOf(await guest.patch(urls().select, { selected: 'maybe', all: true })).selected,
      'Selection must be yes or no'
    )
    assert.equal(
      errorsOf(await guest.patch(urls().select, { selected: true })).product_ids,
      'Choose at least one product'
    )
    await assertUnchanged(guest, id, assert)
  })

  test('state changes need the CSRF token and are never GETs', async ({ client, assert }) => {
    const { ids } = await shopWith({})
    const buyer = await createAccount('buyer')
    const forged = await client
      .post(urls().add)
      .loginAs(buyer)
      .json({ product_id: ids[0], quantity: 1 })
      .redirects(0)
    assert.notEqual(forged.status(), 303)
    assert.isUndefined(forged.flashMessages()?.success)
    assert.isUndefined(forged.session().cart?.entries)
    const viaGet = await client.get(`${urls().add}?product_id=${ids[0]}&quantity=1`).loginAs(buyer)
    viaGet.assertStatus(404)
    assert.equal(
      Number((await db.from('cart_items').where('user_id', buyer.id).count('* as n').first()).n),
      0
    )
  })

  test('messages come in the page language', async ({ client, assert }) => {
    const { ids } = await shopWith({ stock: 2, moq: 1 })
    const buyer = await createAccount('buyer')
    const az = new Shopper(client, buyer)
    az.page = CART.az
    assert.equal(
      errorsOf(await az.post(urls('az').add, { product_id: ids[0], quantity: 1.5 })).quantity,
      'Say kəsrsiz, tam ədəd olmalıdır'
    )
    assert.equal(
      errorsOf(await az.post(urls('az').add, { product_id: ids[0], quantity: 3 })).quantity,
      'Məhsul anbarda yoxdur: cəmi 2 ədəd mövcuddur'
    )
    assert.equal(
      errorsOf(await az.post(urls('az').add, { product_id: 2_000_000_000, quantity: 1 }))
        .product_id,
      'Məhsul tapılmadı'
    )
    const ru = new Shopper(client)
    ru.page = CART.ru
    assert.equal(
      errorsOf(await ru.post(urls('ru').add, { product_id: ids[0], quantity: -1 })).quantity,
      'Количество должно быть не меньше 1'
    )
    assert.equal(
      errorsOf(await ru.post(urls('ru').add, { product_id: ids[0], quantity: 'x' })).quantity,
      'Количество должно быть целым числом, например 5'
    )
    const page = await ru.props(CART.ru)
    assert.equal(catalogueOf(page)['cart.title'], 'Корзина')
  })
})
