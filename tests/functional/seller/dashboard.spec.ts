import { test } from '@japa/runner'
import { catalogueOf } from '#tests/helpers/messages'
import db from '@adonisjs/lucid/services/db'
import testUtils from '@adonisjs/core/services/test_utils'
import { PAGES } from '#lib/route_table'
import { createAccount } from '#tests/helpers/accounts'
import { inertiaPage } from '#tests/helpers/inertia_page'
import { insertComment, insertProduct } from './fixtures.js'
import { url } from '#tests/helpers/urls'

const SELLER_PATHS = [
  PAGES.seller_dashboard.az,
  PAGES.seller_dashboard.en,
  PAGES.seller_profile.ru,
  PAGES.seller_terms.en,
  PAGES.seller_terms.az,
]

test.group('Seller dashboard: access', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(async () => {
    await db.from('rate_limits').delete()
  })

  test('a guest is sent to the seller sign-in of the page language, with the page to return to', async ({
    client,
    assert,
  }) => {
    for (const path of SELLER_PATHS) {
      const response = await client.get(path).redirects(0)
      response.assertStatus(302)
      const location = new URL(response.header('location')!, 'http://localhost')
      const locale = path.startsWith('/en') ? 'en' : path.startsWith('/ru') ? 'ru' : 'az'
      assert.equal(location.pathname, PAGES.login[locale], path)
      assert.equal(location.searchParams.get('as'), 'seller')
      assert.equal(location.searchParams.get('next'), path)
    }
  })

  test('a buyer session gets 404 on every seller page and form, nothing changes, and the denials are logged', async ({
    client,
    assert,
  }) => {
    const buyer = await createAccount('buyer')
    const seller = await createAccount('seller')
    for (const path of SELLER_PATHS) {
      const response = await client.get(path).loginAs(buyer).redirects(0)
      response.assertStatus(404)
    }
    const put = await client
      .put(PAGES.seller_profile.en)
      .form({ first_name: 'Hacker', company_name: 'Taken over' })
      .withCsrfToken()
      .loginAs(buyer)
      .redirects(0)
    put.assertStatus(404)
    const upload = await client
      .post(url('seller_profile.logo', 'en'))
      .file('logo', Buffer.from('not an image'), { filename: 'x.png' })
      .withCsrfToken()
      .loginAs(buyer)
      .redirects(0)
    upload.assertStatus(404)

    const company = await db.from('companies').where('id', seller.companyId!).firstOrFail()
    assert.notEqual(company.name, 'Taken over')
    const denied = await db
      .from('security_events')
      .where({ user_id: buyer.id, event: 'authz_denied' })
      .count('* as n')
    assert.equal(Number(denied[0].n), SELLER_PATHS.length + 2)
  })

  test('an admin session gets 404 too', async ({ client }) => {
    const admin = await createAccount('admin')
    const response = await client.get(PAGES.seller_dashboard.en).loginAs(admin).redirects(0)
    response.assertStatus(404)
  })
})

test.group('Seller dashboard: home', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(async () => {
    await db.from('rate_limits').delete()
  })

  test('counts of products by status and availability match the database', async ({
    client,
    assert,
  }) => {
    const seller = await createAccount('seller', {
      company: { name: 'Şəki Halva Evi', companyType: 'individual' },
    })
    const companyId = seller.companyId!
    await insertProduct(companyId, { status: 'published', stock: 20 })
    await insertProduct(companyId, { status: 'published', stock: 0 })
    await insertProduct(companyId, { status: 'published', stock: 5, is_available: false })
    await insertProduct(companyId, { status: 'published', stock: 3, moq: 10 })
    await insertProduct(companyId, { status: 'draft' })
    await insertProduct(companyId, { status: 'in_review' })
    await insertProduct(companyId, { status: 'in_review' })
    await insertProduct(companyId, { status: 'rejected' })
    const stranger = await createAccount('seller')
    await insertProduct(stranger.companyId!, { status: 'published' })

    const response = await client.get(PAGES.seller_dashboard.en).loginAs(seller)
    response.assertStatus(200)
    const page = inertiaPage(response.text())
    assert.equal(page.component, 'seller/dashboard')
    assert.equal(page.props.company.name, 'Şəki Halva Evi')
    assert.equal(page.props.company.typeLabel, 'Individual entrepreneur')

    const expected = await db
      .from('products')
      .where('company_id', companyId)
      .groupBy('status')
      .select('status')
      .count('* as n')
    const byStatus = Object.fromEntries(
      page.props.overview.products.byStatus.map((item: any) => [item.key, item.count])
    )
    for (const row of expected) assert.equal(byStatus[row.status], Number(row.n), row.status)
    assert.deepEqual(byStatus, { draft: 1, in_review: 2, published: 4, rejected: 1, archived: 0 })
    assert.equal(page.props.overview.products.total, 8)
    assert.deepEqual(
      page.props.overview.products.byStatus.map((item: any) => item.label),
      ['Drafts', 'In review', 'Published', 'Rejected', 'Archived']
    )
    const availability = Object.fromEntries(
      page.props.overview.products.availability.map((item: any) => [item.key, item.count])
    )
    assert.deepEqual(availability, { in_stock: 1, not_in_stock: 2, sold_out: 1 })
  })

  test('the latest ten comments on the company products are listed newest first, with every status', async ({
    client,
    assert,
  }) => {
    const seller = await createAccount('seller')
    const published = await insertProduct(seller.companyId!, {
      status: 'published',
      name: 'Quince jam',
    })
    const draft = await insertProduct(seller.companyId!, { status: 'draft', name: 'Walnut jam' })
    const statuses = ['pending', 'approved', 'rejected'] as const
    for (let i = 1; i <= 12; i++) await insertComment(i % 2 ? published : draft, statuses[i % 3], i)
    const stranger = await createAccount('seller')
    const foreign = await insertProduct(stranger.companyId!)
    await insertComment(foreign, 'pending', 0, 'Not about your products')

    const page = inertiaPage((await client.get(PAGES.seller_dashboard.ru).loginAs(seller)).text())
    const latest = page.props.overview.comments.latest as any[]
    assert.lengthOf(latest, 10)
    assert.deepEqual(
      latest.map((comment) => comment.author),
      Array.from({ length: 10 }, (_, i) => `Reader ${i + 1}`)
    )
    assert.notInclude(latest.map((comment) => comment.excerpt).join(' '), 'Not about your products')
    assert.equal(latest[0].status, 'approved')
    assert.equal(latest[0].statusLabel, 'Опубликован')
    assert.equal(latest[0].product.name, 'Quince jam (ru)')
    assert.match(latest[0].product.url, /^\/ru\/produkt\/test-product-[0-9a-f]+-ru-\d+$/)
    assert.equal(latest[1].product.name, 'Walnut jam (ru)')
    assert.isNull(latest[1].product.url, 'a draft has no public page to link to')
    const pending = await db
      .from('comments as m')
      .join('products as p', 'p.id', 'm.product_id')
      .where('p.company_id', seller.companyId!)
      .where('m.status', 'pending')
      .count('* as n')
    assert.equal(page.props.overview.comments.pending, Number(pending[0].n))
    assert.equal(page.props.overview.comments.pending, 4)
  })

  test('a new seller sees zero counts, no comments and the empty enquiries box in their language', async ({
    client,
    assert,
  }) => {
    const seller = await createAccount('seller')
    const page = inertiaPage((await client.get(PAGES.seller_dashboard.az).loginAs(seller)).text())
    assert.equal(page.props.overview.products.total, 0)
    assert.lengthOf(page.props.overview.comments.latest, 0)
    assert.isNotEmpty(catalogueOf(page.props)['seller.dashboard.enquiries_empty'])
    assert.match(catalogueOf(page.props)['seller.dashboard.enquiries_empty'], /Hələ sorğu yoxdur/)
    assert.deepEqual(
      [page.props.overview.links.profile, page.props.overview.links.terms],
      [PAGES.seller_profile.az, PAGES.seller_terms.az]
    )
    assert.equal(
      page.props.company.publicUrl,
      `/istehsalci-haqqinda/${(await db.from('companies').where('id', seller.companyId!).first()).slug}-${seller.companyId}`
    )
  })

  test('a seller attached to a seeded supplier sees its catalogue numbers', async ({
    client,
    assert,
  }) => {
    const seller = await createAccount('seller')
    const seeded = await db.from('companies').whereNotNull('code').orderBy('id').firstOrFail()
    await db.from('users').where('id', seller.id).update({ company_id: seeded.id })
    const page = inertiaPage((await client.get(PAGES.seller_dashboard.en).loginAs(seller)).text())
    const [count] = await db
      .from('products')
      .where('company_id', seeded.id)
      .where('status', 'published')
      .count('* as n')
    const published = page.props.overview.products.byStatus.find(
      (item: any) => item.key === 'published'
    )
    assert.equal(page.props.company.name, seeded.name)
    assert.equal(published.count, Number(count.n))
    assert.isAbove(published.count, 0)
  })

  test('a seller account without a company sees a notice instead of a crash', async ({
    client,
    assert,
  }) => {
    const seller = await createAccount('seller')
    await db.from('users').where('id', seller.id).update({ company_id: null })
    const response = await client.get(PAGES.seller_dashboard.en).loginAs(seller)
    response.assertStatus(200)
    assert.isNull(inertiaPage(response.text()).props.company)
    const profile = await client.get(PAGES.seller_profile.en).loginAs(seller).redirects(0)
    profile.assertStatus(404)
  })
})
