import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import testUtils from '@adonisjs/core/services/test_utils'
import { PAGES } from '#lib/route_table'
import type User from '#models/user'
import { createAccount } from '#tests/helpers/accounts'
import { completeForm, insertProduct, productPaths, sellerWithAddress } from './helpers.js'
import { url } from '#tests/helpers/urls'

/** Every product route of the workspace, as `user` would call it (CSRF token included). */
function everyRoute(client: any, user: User, id: number, addressId: number) {
  const paths = productPaths(id)
  return [
    ['GET edit', () => client.get(paths.edit).loginAs(user).redirects(0)],
    [
      'PUT edit',
      async () =>
        client
          .put(paths.edit)
          .json(await completeForm(addressId, { name_en: 'Taken over' }))
          .withCsrfToken()
          .loginAs(user)
          .redirects(0),
    ],
    ['POST submit', () => client.post(paths.submit).withCsrfToken().loginAs(user).redirects(0)],
    ['POST withdraw', () => client.post(paths.withdraw).withCsrfToken().loginAs(user).redirects(0)],
    ['POST archive', () => client.post(paths.archive).withCsrfToken().loginAs(user).redirects(0)],
    ['POST restore', () => client.post(paths.restore).withCsrfToken().loginAs(user).redirects(0)],
    [
      'POST duplicate',
      () => client.post(paths.duplicate).withCsrfToken().loginAs(user).redirects(0),
    ],
    ['DELETE', () => client.delete(paths.delete).withCsrfToken().loginAs(user).redirects(0)],
  ] as const
}

test.group('Seller products: ownership', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(async () => {
    await db.from('rate_limits').delete()
  })

  test('another seller, a buyer and an admin get 404 on every product route, nothing changes, denials are logged', async ({
    client,
    assert,
  }) => {
    const { seller: owner, addressId } = await sellerWithAddress()
    const id = await insertProduct(owner.companyId!, { status: 'draft', name: 'Owned' })
    const before = await db.from('products').where('id', id).firstOrFail()
    const productCount = async () => Number((await db.from('products').count('* as n'))[0].n)
    const countBefore = await productCount()

    const intruders = {
      seller: (await sellerWithAddress()).seller,
      buyer: await createAccount('buyer'),
      admin: await createAccount('admin'),
    }
    for (const [kind, intruder] of Object.entries(intruders)) {
      const routes = everyRoute(client, intruder, id, addressId)
      for (const [name, call] of routes) {
        const response = await call()
        assert.equal(response.status(), 404, `${kind}: ${name}`)
      }
      const denied = await db
        .from('security_events')
        .where({ user_id: intruder.id, event: 'authz_denied' })
        .count('* as n')
      assert.equal(Number(denied[0].n), routes.length, `${kind}: every denial is logged`)
    }

    const after = await db.from('products').where('id', id).firstOrFail()
    assert.equal(after.status, before.status)
    assert.equal(after.product_code, before.product_code)
    assert.equal(await productCount(), countBefore, 'no copy was made')
    const names = await db.from('product_translations').where('product_id', id).select('name')
    assert.notInclude(
      names.map((n) => n.name),
      'Taken over'
    )
  })

  test('an unknown or malformed id is the same 404', async ({ client }) => {
    const { seller } = await sellerWithAddress()
    for (const path of [
      productPaths(2_000_000_000).edit,
      productPaths(99_999_999_999).edit,
      `${PAGES.seller_products.en}/abc/edit`,
    ]) {
      const response = await client.get(path).loginAs(seller).redirects(0)
      response.assertStatus(404)
    }
  })

  test('buyers and admins cannot open the list or add products; guests are sent to the seller sign-in', async ({
    client,
    assert,
  }) => {
    const buyer = await createAccount('buyer')
    const admin = await createAccount('admin')
    for (const user of [buyer, admin]) {
      ;(await client.get(PAGES.seller_products.en).loginAs(user).redirects(0)).assertStatus(404)
      ;(
        await client
          .post(url('seller_products.store', 'en'))
          .withCsrfToken()
          .loginAs(user)
          .redirects(0)
      ).assertStatus(404)
    }
    const guest = await client.get(PAGES.seller_products.ru).redirects(0)
    guest.assertStatus(302)
    const location = new URL(guest.header('location')!, 'http://localhost')
    assert.equal(location.pathname, PAGES.login.ru)
    assert.equal(location.searchParams.get('as'), 'seller')
    const post = await client.post(url('seller_products.store', 'en')).withCsrfToken().redirects(0)
    assert.notEqual(post.status(), 303)
    assert.equal(
      Number((await db.from('products').whereNull('company_id').count('* as n'))[0].n),
      0
    )
  })

  test("a seller's list shows only their company's products", async ({ client, assert }) => {
    const { seller } = await sellerWithAddress()
    const other = await sellerWithAddress()
    await insertProduct(seller.companyId!, { name: 'Mine' })
    await insertProduct(other.seller.companyId!, { name: 'Theirs' })
    const response = await client.get(PAGES.seller_products.en).loginAs(seller)
    response.assertStatus(200)
    assert.include(response.text(), 'Mine en')
    assert.notInclude(response.text(), 'Theirs')
  })
})
