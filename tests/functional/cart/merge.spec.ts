import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { PAGES } from '#lib/route_table'
import { createAccount, TEST_PASSWORD } from '#tests/helpers/accounts'
import { CART, Shopper, WISHLIST, dbCart, dbWishlist, shopWith, urls } from './helpers.js'
import {
  Browser,
  buyerFor,
  holder,
  pollUntilFinished,
  resetMobileSignatureData,
  start,
} from '../mobile_signature/helpers.js'

test.group('Guest cart and wish list merge in at sign-in', (group) => {
  group.each.setup(async () => {
    await db.from('rate_limits').delete()
  })

  test('sign-in with e-mail and password: quantities of a product in both carts add up, the session copies are cleared', async ({
    client,
    assert,
  }) => {
    const { ids } = await shopWith(
      { priceMinor: 1000, stock: 50 },
      { priceMinor: 700, stock: 50 },
      { stock: 50 }
    )
    const [shared, onlyGuest, wished] = ids
    const buyer = await createAccount('buyer')
    await db.table('cart_items').insert({
      user_id: buyer.id,
      product_id: shared,
      quantity: 4,
      selected: true,
      added_price_minor: 1000,
    })
    await db.table('wishlist_items').insert({ user_id: buyer.id, product_id: wished })

    const browser = new Shopper(client)
    await browser.post(urls().add, { product_id: shared, quantity: 3 })
    await browser.post(urls().add, { product_id: onlyGuest, quantity: 2 })
    await browser.post(urls().toggleWish, { product_id: wished, on: true })
    await browser.post(urls().toggleWish, { product_id: onlyGuest, on: true })
    assert.deepEqual((await browser.props(CART.en)).lists, {
      cart: 2,
      wishlist: 2,
      wished: [wished, onlyGuest],
    })

    browser.page = PAGES.login.en
    const signedIn = await browser.post(PAGES.login.en, {
      account_type: 'buyer',
      email: buyer.email,
      password: TEST_PASSWORD,
    })
    signedIn.assertStatus(302)
    signedIn.assertHeader('location', PAGES.user_dashboard.en)
    assert.equal(signedIn.session().auth_web, buyer.id)
    assert.isUndefined(signedIn.session().cart?.entries, 'the session cart is cleared')
    assert.isUndefined(signedIn.session().wishlist?.products, 'the session wish list is cleared')

    assert.deepEqual(await dbCart(buyer.id), {
      [shared]: { quantity: 7, selected: true, added: 1000 },
      [onlyGuest]: { quantity: 2, selected: true, added: 700 },
    })
    assert.deepEqual(await dbWishlist(buyer.id), [wished, onlyGuest])

    const page = await browser.props(CART.en)
    assert.deepEqual(page.lists, { cart: 2, wishlist: 2, wished: [wished, onlyGuest] })
    assert.equal(page.summary.subtotalMinor, 7 * 1000 + 2 * 700)

    await browser.post(PAGES.logout.en, {})
    const after = new Shopper(client)
    after.values = browser.values
    assert.lengthOf(
      await after.lines(),
      0,
      'after sign-out the browser is a guest with an empty cart'
    )
    assert.lengthOf((await after.props(WISHLIST.en)).items, 0)
    assert.equal(
      Object.keys(await dbCart(buyer.id)).length,
      2,
      'the buyer keeps the cart in the database'
    )
  })

  test('merged quantities are capped at the line limit; sellers do not merge', async ({
    client,
    assert,
  }) => {
    const { ids } = await shopWith({ stock: 200_000 })
    const buyer = await createAccount('buyer')
    await db.table('cart_items').insert({
      user_id: buyer.id,
      product_id: ids[0],
      quantity: 99_000,
      selected: false,
      added_price_minor: 1000,
    })
    const guest = new Shopper(client)
    await guest.post(urls().add, { product_id: ids[0], quantity: 5000 })
    guest.page = PAGES.login.en
    await guest.post(PAGES.login.en, {
      account_type: 'buyer',
      email: buyer.email,
      password: TEST_PASSWORD,
    })
    assert.deepEqual(await dbCart(buyer.id), {
      [ids[0]]: { quantity: 100_000, selected: true, added: 1000 },
    })

    const seller = await createAccount('seller')
    const other = new Shopper(client)
    await other.post(urls().add, { product_id: ids[0], quantity: 2 })
    other.page = PAGES.login.en
    const signedIn = await other.post(PAGES.login.en, {
      account_type: 'seller',
      email: seller.email,
      password: TEST_PASSWORD,
    })
    assert.equal(signedIn.session().auth_web, seller.id)
    assert.lengthOf(
      signedIn.session().cart.entries,
      1,
      'a seller account has no buyer cart to merge into'
    )
    assert.deepEqual(await dbCart(seller.id), {})
  })

  test('registering as a buyer keeps what the guest put in the cart', async ({
    client,
    assert,
  }) => {
    const { ids } = await shopWith({ stock: 10 })
    const guest = new Shopper(client)
    await guest.post(urls().add, { product_id: ids[0], quantity: 2 })
    guest.page = PAGES.register.en
    const email = `cart-register-${ids[0]}@example.test`
    const registered = await guest.post(PAGES.register.en, {
      account_type: 'buyer',
      first_name: 'Leyla',
      last_name: 'Məmmədova',
      email,
      phone: '+994 50 555 12 34',
      password: TEST_PASSWORD,
      password_confirmation: TEST_PASSWORD,
      terms: 'on',
    })
    registered.assertStatus(302)
    const user = await db.from('users').where('email', email).firstOrFail()
    assert.deepEqual(await dbCart(user.id), {
      [ids[0]]: { quantity: 2, selected: true, added: 1000 },
    })
    assert.isUndefined(registered.session().cart?.entries)
  })

  test('sign-in by mobile signature merges the guest cart too', async ({ client, assert }) => {
    await resetMobileSignatureData()
    const { ids } = await shopWith({ stock: 10 })
    const buyer = await buyerFor('ok_personal')
    const browser = new Browser(client)
    ;(await browser.json(urls().add, { product_id: ids[0], quantity: 2 })).assertStatus(303)
    const attempt = await start(browser, {
      userId: '200001',
      phone: holder('ok_personal').typedPhone,
    })
    await pollUntilFinished(browser, attempt.id)
    assert.equal(browser.signedInUserId, buyer.id)
    assert.deepEqual(await dbCart(buyer.id), {
      [ids[0]]: { quantity: 2, selected: true, added: 1000 },
    })
    assert.isUndefined(browser.values.cart?.entries)
    await resetMobileSignatureData()
  })
})
