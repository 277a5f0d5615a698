import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import type User from '#models/user'
import { createAccount } from '#tests/helpers/accounts'
import { inertiaPage } from '#tests/helpers/inertia_page'
import { PINS, sellerAt, stockOf, type SellerFixture } from '#tests/helpers/orders'
import { cartLine, checkoutForm, checkoutProps, removeCommitted } from '../checkout/helpers.js'
import { addImage, completeForm, createDraft, errorsOf, productPaths, saveForm } from './helpers.js'
import { url } from '#tests/helpers/urls'

/** A published, complete product of the fixture seller with `stock` units, orderable one by one. */
async function publishedProduct(
  client: any,
  fixture: SellerFixture,
  stock: number
): Promise<number> {
  const id = await createDraft(client, fixture.seller)
  const saved = await saveForm(
    client,
    fixture.seller,
    id,
    await completeForm(fixture.addressId, { stock: String(stock), moq: '1' })
  )
  saved.assertStatus(303)
  await addImage(id)
  await db
    .from('products')
    .where('id', id)
    .update({ status: 'published', first_published_at: new Date() })
  return id
}

/** The editor as the seller's browser loads it: its Inertia props. */
async function openEditor(client: any, seller: User, id: number, flash?: Record<string, unknown>) {
  const request = client.get(productPaths(id).edit).loginAs(seller)
  if (flash) request.withFlashMessages(flash)
  const response = await request
  response.assertStatus(200)
  return inertiaPage(response.text()).props
}

/** A buyer ready to check out `quantity` units: the POST of the checkout form, not sent yet. */
async function preparedCheckout(
  client: any,
  fixture: SellerFixture,
  productId: number,
  quantity: number,
  buyers: User[]
) {
  const buyer = await createAccount('buyer')
  buyers.push(buyer)
  await cartLine(buyer, productId, quantity)
  const props = await checkoutProps(
    client
      .get(
        url('checkout', 'en', undefined, {
          qs: { lat: PINS.bakuSuburb.latitude, lng: PINS.bakuSuburb.longitude },
        })
      )
      .loginAs(buyer)
  )
  const fee = props.delivery.shipments[0].options.find(
    (option: any) => option.type === 'ordinary'
  ).feeMinor
  return () =>
    client
      .post(url('checkout.store', 'en'))
      .loginAs(buyer)
      .json(
        checkoutForm(
          props.subtotalMinor + fee,
          { [fixture.companyId]: 'ordinary' },
          { idempotencyKey: props.idempotencyKey }
        )
      )
      .withCsrfToken()
      .redirects(0)
}

/** Places an order over HTTP checkout, as a buyer does; asserts it went through. */
async function buy(
  client: any,
  fixture: SellerFixture,
  productId: number,
  quantity: number,
  buyers: User[]
) {
  const response = await (await preparedCheckout(client, fixture, productId, quantity, buyers))()
  response.assertStatus(303)
  if (!String(response.header('location')).startsWith('/en/order-confirmation/'))
    throw new Error(`Checkout refused: ${response.header('location')}`)
}

/**
 * A seller's editor loaded before buyers ordered (issue #22, defect 3). These tests commit for
 * real (no global transaction): checkout and the save lock the same product row from separate
 * connections. Each test removes what it created.
 */
test.group(
  'Seller products: stock edits are conflict-safe against orders placed meanwhile',
  (group) => {
    let sellers: SellerFixture[] = []
    let buyers: User[] = []
    group.each.setup(async () => {
      sellers = []
      buyers = []
      await db.from('rate_limits').delete()
      return () => removeCommitted(sellers, buyers)
    })
    const seller = async () => {
      const fixture = await sellerAt(PINS.baku)
      sellers.push(fixture)
      return fixture
    }

    test('saving a stale editor without touching the stock keeps the units sold meanwhile sold; the other edits are saved', async ({
      client,
      assert,
    }) => {
      const fixture = await seller()
      const id = await publishedProduct(client, fixture, 20)
      const loaded = await openEditor(client, fixture.seller, id)
      assert.equal(loaded.values.stock, '20')

      await buy(client, fixture, id, 5, buyers)
      assert.equal(await stockOf(id), 15)

      const response = await saveForm(client, fixture.seller, id, {
        ...loaded.values,
        description_en: 'Fresh halva, made this week.',
        intent: 'draft',
      })
      response.assertStatus(303)
      response.assertFlashMessage(
        'success',
        'Saved. The changes are live and will be reviewed again.'
      )
      assert.equal(await stockOf(id), 15, 'the 5 units sold are not sold twice')
      const text = await db
        .from('product_translations')
        .where({ product_id: id, locale: 'en' })
        .select('description')
        .firstOrFail()
      assert.equal(text.description, 'Fresh halva, made this week.')

      const shown = await openEditor(client, fixture.seller, id)
      assert.equal(shown.values.stock, '15')
      assert.equal(shown.values.description_en, 'Fresh halva, made this week.')
      assert.equal(
        loaded.values.stock_loaded,
        '20',
        'the editor carries the stock it was loaded with'
      )
      assert.equal(shown.values.stock_loaded, '15')
    }).timeout(60_000)

    test('a stock the seller changed while orders changed it: everything else is saved, the live stock stays and is shown with a message', async ({
      client,
      assert,
    }) => {
      const fixture = await seller()
      const id = await publishedProduct(client, fixture, 20)
      const loaded = await openEditor(client, fixture.seller, id)
      await buy(client, fixture, id, 5, buyers)

      const form = {
        ...loaded.values,
        stock: '30',
        price: '14.00',
        name_en: 'Shaki halva, large box',
        intent: 'draft',
      }
      const response = await saveForm(client, fixture.seller, id, form)
      response.assertStatus(303)
      assert.equal(response.header('location'), productPaths(id).edit)
      const errors = errorsOf(response)
      assert.equal(
        errors.stock,
        'The stock count changed while you were editing (orders came in or it was saved elsewhere): it is now 15. The 30 you entered was not saved — check it and save again.'
      )
      assert.equal(
        errors.form,
        'Saved, except the stock count: it changed while you were editing (see the marked field).'
      )

      assert.equal(await stockOf(id), 15)
      const row = await db.from('products').where('id', id).select('price_minor').firstOrFail()
      assert.equal(Number(row.price_minor), 1400, 'the other edits are saved')
      const name = await db
        .from('product_translations')
        .where({ product_id: id, locale: 'en' })
        .select('name')
        .firstOrFail()
      assert.equal(name.name, 'Shaki halva, large box')

      /** The page after the redirect: the seller's other input, the live stock and the message at the field. */
      const flash = response.flashMessages()
      assert.notProperty(flash, 'stock')
      assert.notProperty(flash, 'stock_loaded')
      const shown = await openEditor(client, fixture.seller, id, flash)
      assert.equal(shown.values.stock, '15')
      assert.equal(shown.values.stock_loaded, '15')
      assert.equal(shown.values.price, '14.00')
      assert.equal(shown.values.name_en, 'Shaki halva, large box')
      assert.include(shown.errors.stock, 'it is now 15')

      /** Deciding again on the live value applies it. */
      const again = await saveForm(client, fixture.seller, id, {
        ...shown.values,
        stock: '25',
        intent: 'draft',
      })
      again.assertStatus(303)
      assert.deepEqual(errorsOf(again), {})
      assert.equal(await stockOf(id), 25)
    }).timeout(60_000)

    test('a stock the seller changed with no order meanwhile is applied; a stale editor that typed the live value is not a conflict', async ({
      client,
      assert,
    }) => {
      const fixture = await seller()
      const id = await publishedProduct(client, fixture, 20)
      const loaded = await openEditor(client, fixture.seller, id)
      const response = await saveForm(client, fixture.seller, id, {
        ...loaded.values,
        stock: '40',
        intent: 'draft',
      })
      response.assertStatus(303)
      assert.deepEqual(errorsOf(response), {})
      assert.equal(await stockOf(id), 40)

      const stale = await openEditor(client, fixture.seller, id)
      await buy(client, fixture, id, 4, buyers)
      const same = await saveForm(client, fixture.seller, id, {
        ...stale.values,
        stock: '36',
        intent: 'draft',
      })
      assert.deepEqual(errorsOf(same), {})
      assert.equal(await stockOf(id), 36)
    }).timeout(60_000)

    test('checkouts racing a save of an untouched stock field: every unit sold stays sold', async ({
      client,
      assert,
    }) => {
      const fixture = await seller()
      const id = await publishedProduct(client, fixture, 30)
      const loaded = await openEditor(client, fixture.seller, id)
      const checkouts = []
      for (let index = 0; index < 6; index++)
        checkouts.push(await preparedCheckout(client, fixture, id, 2, buyers))

      const [save, ...orders] = await Promise.all([
        saveForm(client, fixture.seller, id, {
          ...loaded.values,
          description_en: 'Sold fast.',
          intent: 'draft',
        }),
        ...checkouts.map((send) => send()),
      ])
      save.assertStatus(303)
      assert.deepEqual(errorsOf(save), {})
      for (const order of orders)
        assert.match(String(order.header('location')), /^\/en\/order-confirmation\//)
      const sold = await db.from('order_lines').where('product_id', id).sum('quantity as n').first()
      assert.equal(Number(sold.n), 12)
      assert.equal(await stockOf(id), 30 - 12)
      assert.equal((await openEditor(client, fixture.seller, id)).values.stock, '18')
    }).timeout(120_000)
  }
)
