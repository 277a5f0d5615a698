import { test } from '@japa/runner'
import { catalogueOf } from '#tests/helpers/messages'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import { LOCALES, PAGES } from '#lib/route_table'
import { createAccount } from '#tests/helpers/accounts'
import { inertiaPage } from '#tests/helpers/inertia_page'
import { QUEUE, createReviewProduct, productRow } from './helpers.js'
import { url } from '#tests/helpers/urls'

/** Every admin product page in every language, for a product id. */
function pages(id: number) {
  return LOCALES.flatMap((locale) => [
    url('admin_products', locale),
    url('admin_products.show', locale, { id }),
    url('admin_products', locale, undefined, { qs: { tab: 'rejected' } }),
  ])
}

/** Every state-changing admin product route in every language, for a product id. */
function posts(id: number) {
  return LOCALES.flatMap((locale) => [
    url('admin_products.approve', locale, { id }),
    url('admin_products.reject', locale, { id }),
  ])
}

const REASON = { rejection_reason: 'A reason long enough to pass validation.' }

test.group('Admin products: who gets in', (group) => {
  group.each.setup(async () => {
    await db.from('rate_limits').delete()
    return testUtils.db().withGlobalTransaction()
  })

  test('the route table holds the admin products page in az, en and ru, with the admin navigation link', async ({
    client,
    assert,
  }) => {
    assert.deepEqual(PAGES.admin_products, QUEUE)
    const admin = await createAccount('admin')
    for (const [locale, path] of Object.entries(QUEUE)) {
      const page = inertiaPage((await client.get(path).loginAs(admin)).text())
      assert.equal(page.props.nav.admin_products, path)
      assert.equal(page.props.locale, locale)
    }
    const en = inertiaPage((await client.get(QUEUE.en).loginAs(admin)).text())
    assert.equal(catalogueOf(en.props)['admin_products.nav'], 'Products')
  })

  test('a guest is sent to the admin sign-in for pages and refused on decisions', async ({
    client,
    assert,
  }) => {
    const product = await createReviewProduct()
    for (const path of pages(product.id)) {
      const response = await client.get(path).redirects(0)
      response.assertStatus(302)
      const location = new URL(response.header('location')!, 'http://localhost')
      assert.equal(location.searchParams.get('as'), 'admin', path)
      assert.equal(location.searchParams.get('next'), path)
    }
    for (const path of posts(product.id)) {
      const response = await client.post(path).form(REASON).withCsrfToken().redirects(0)
      assert.notEqual(response.status(), 200, path)
      assert.notEqual(response.status(), 302, path)
    }
    assert.equal((await productRow(product.id)).status, 'in_review')
  })

  test('buyer and seller sessions get 404 on every admin product route, logged, nothing changes', async ({
    client,
    assert,
  }) => {
    const product = await createReviewProduct()
    for (const user of [
      await createAccount('buyer'),
      await createAccount('seller'),
      product.seller,
    ]) {
      for (const path of pages(product.id)) {
        const response = await client.get(path).loginAs(user).redirects(0)
        response.assertStatus(404)
      }
      for (const path of posts(product.id)) {
        const response = await client
          .post(path)
          .form(REASON)
          .withCsrfToken()
          .loginAs(user)
          .redirects(0)
        response.assertStatus(404)
      }
      const denials = await db
        .from('security_events')
        .where({ event: 'authz_denied', user_id: user.id })
      assert.lengthOf(denials, pages(product.id).length + posts(product.id).length)
    }
    const row = await productRow(product.id)
    assert.equal(row.status, 'in_review')
    assert.isNull(row.reviewed_at)
    assert.isNull(row.rejection_reason)
  })

  test('decisions need the CSRF token', async ({ client, assert }) => {
    const admin = await createAccount('admin')
    const product = await createReviewProduct()
    const approve = await client
      .post(url('admin_products.approve', 'en', { id: product.id }))
      .form({})
      .loginAs(admin)
      .redirects(0)
    assert.notEqual(approve.status(), 200)
    assert.isUndefined(approve.flashMessages().success)
    const reject = await client
      .post(url('admin_products.reject', 'en', { id: product.id }))
      .form(REASON)
      .loginAs(admin)
      .redirects(0)
    assert.notEqual(reject.status(), 200)
    assert.isUndefined(reject.flashMessages().success)
    const row = await productRow(product.id)
    assert.equal(row.status, 'in_review')
    assert.isNull(row.reviewed_at)
  })

  test('a status, seller or product id in the payload has no effect', async ({
    client,
    assert,
  }) => {
    const admin = await createAccount('admin')
    const product = await createReviewProduct()
    const other = await createReviewProduct()
    const response = await client
      .post(url('admin_products.reject', 'en', { id: product.id }))
      .form({
        ...REASON,
        status: 'published',
        id: String(other.id),
        company_id: String(other.company.id),
        reviewed_by_user_id: '1',
      })
      .withCsrfToken()
      .loginAs(admin)
      .redirects(0)
    response.assertStatus(302)
    const row = await productRow(product.id)
    assert.equal(row.status, 'rejected')
    assert.equal(row.company_id, product.company.id)
    assert.equal(row.reviewed_by_user_id, admin.id)
    assert.equal((await productRow(other.id)).status, 'in_review')
  })
})
