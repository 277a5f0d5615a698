import { test } from '@japa/runner'
import { catalogueOf } from '#tests/helpers/messages'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import { createAccount } from '#tests/helpers/accounts'
import { inertiaPage } from '#tests/helpers/inertia_page'
import { url } from '#tests/helpers/urls'
import { PAGES } from '#lib/route_table'
import { systemNote } from '#services/export_desk/rfq_transitions'
import { rfqReference } from '#shared/rfq'
import { insertQuote, insertRfq, rfqSeller } from './helpers.js'

async function adminPage(client: any, user: any, path: string) {
  const response = await client.get(path).loginAs(user)
  response.assertStatus(200)
  return inertiaPage(response.text())
}

test.group('Admin: quote requests', (group) => {
  group.each.setup(async () => {
    await db.from('rate_limits').delete()
    const rollback = await testUtils.db().withGlobalTransaction()
    // Start from an empty desk: counts and lists then show only this test's rows.
    await db.from('proforma_invoices').delete()
    await db.from('rfqs').delete()
    return rollback
  })

  test('counts by state, the unanswered > 72 h list and the state filter', async ({
    client,
    assert,
  }) => {
    const admin = await createAccount('admin')
    const { companyId } = await rfqSeller()
    const company = await db.from('companies').where('id', companyId).firstOrFail()
    const late = await insertRfq(companyId, 'requested', {
      confirmed_at: "now() - interval '4 days'",
    })
    const fresh = await insertRfq(companyId, 'requested', {
      confirmed_at: "now() - interval '5 hours'",
    })
    const quoted = await insertRfq(companyId, 'quoted', {
      confirmed_at: "now() - interval '10 days'",
    })

    const page = await adminPage(client, admin, url('admin_rfqs', 'en'))
    assert.equal(page.component, 'admin/rfqs')
    const tabs = Object.fromEntries(page.props.tabs.map((tab: any) => [tab.key, tab.count]))
    assert.include(tabs, { all: 3, requested: 2, quoted: 1, expired: 0 })
    assert.deepEqual(
      page.props.unanswered.map((row: any) => row.reference),
      [rfqReference(late)]
    )
    const [row] = page.props.unanswered
    assert.include(row, {
      company: company.name,
      country: 'Germany',
      age: '4 days',
      url: url('admin_rfqs.show', 'en', { id: late }),
    })
    assert.equal(page.props.unansweredTotal, 1)
    assert.sameMembers(
      page.props.rfqs.map((rfq: any) => rfq.id),
      [late, fresh, quoted]
    )

    const filtered = await adminPage(
      client,
      admin,
      url('admin_rfqs', 'en', undefined, { qs: { state: 'quoted' } })
    )
    assert.deepEqual(
      filtered.props.rfqs.map((rfq: any) => rfq.id),
      [quoted]
    )
    assert.isTrue(filtered.props.tabs.find((tab: any) => tab.key === 'quoted').current)

    const unknown = await adminPage(
      client,
      admin,
      url('admin_rfqs', 'en', undefined, { qs: { state: 'oops', page: 'x' } })
    )
    assert.lengthOf(unknown.props.rfqs, 3, 'an unreadable filter shows everything')

    const az = await adminPage(client, admin, url('admin_rfqs', 'az'))
    assert.equal(az.props.unanswered[0].age, '4 gün')
    assert.equal(catalogueOf(az.props)['admin.rfqs.title'], 'Kotirovka sorğuları')
  })

  test('pagination, 25 a page, the state kept in the links', async ({ client, assert }) => {
    const admin = await createAccount('admin')
    const { companyId } = await rfqSeller()
    for (let index = 0; index < 27; index++) await insertRfq(companyId, 'declined')
    const first = await adminPage(
      client,
      admin,
      url('admin_rfqs', 'en', undefined, { qs: { state: 'declined' } })
    )
    assert.lengthOf(first.props.rfqs, 25)
    assert.equal(first.props.pagination.lastPage, 2)
    assert.equal(first.props.pagination.next, `${PAGES.admin_rfqs.en}?state=declined&page=2`)
    const second = await adminPage(client, admin, first.props.pagination.next)
    assert.lengthOf(second.props.rfqs, 2)
  })

  test('the read-only detail shows the request, its quotes and the thread', async ({
    client,
    assert,
  }) => {
    const admin = await createAccount('admin')
    const { companyId } = await rfqSeller()
    const id = await insertRfq(companyId, 'quoted', { confirmed_at: "now() - interval '3 days'" })
    await insertQuote(id, 1, 'superseded', 'current_date + 10')
    await insertQuote(id, 2, 'current', 'current_date + 20')
    await db.table('rfq_messages').insert([
      { rfq_id: id, author: 'buyer', body: 'Can you ship in April?' },
      {
        rfq_id: id,
        author: 'system',
        body: systemNote('rfq_jobs.system.quote_expired', { version: 1 }),
      },
    ])

    const response = await client.get(url('admin_rfqs.show', 'en', { id })).loginAs(admin)
    response.assertStatus(200)
    assert.include(response.text(), 'Can you ship in April?', 'rendered on the server')
    const page = inertiaPage(response.text())
    assert.equal(page.component, 'admin/rfq')
    const { rfq } = page.props
    assert.equal(rfq.reference, rfqReference(id))
    assert.equal(rfq.statusLabel, 'Quoted')
    assert.equal(rfq.buyer.company, 'Hanse Nuss Import GmbH')
    assert.deepEqual(
      rfq.quotes.map((quote: any) => [quote.version, quote.status]),
      [
        [2, 'current'],
        [1, 'superseded'],
      ]
    )
    assert.deepEqual(
      rfq.messages.map((message: any) => message.text),
      ['Can you ship in April?', 'Quote v1 expired: its validity date has passed.']
    )
    assert.equal(rfq.items[0].name, 'Roasted hazelnut kernels')
  })

  test('buyers and sellers get 404, also on partial reloads; guests go to the admin sign-in', async ({
    client,
    assert,
  }) => {
    const { seller, companyId } = await rfqSeller()
    const buyer = await createAccount('buyer')
    const id = await insertRfq(companyId, 'requested', { confirmed_at: 'now()' })
    for (const path of [url('admin_rfqs', 'en'), url('admin_rfqs.show', 'ru', { id })]) {
      for (const user of [seller, buyer]) {
        const response = await client.get(path).loginAs(user).redirects(0)
        response.assertStatus(404)
        assert.notInclude(response.text(), 'Hanse Nuss')
        const partial = await client
          .get(path)
          .loginAs(user)
          .header('X-Inertia', 'true')
          .header('X-Inertia-Partial-Component', 'admin/rfq')
          .header('X-Inertia-Partial-Data', 'rfq')
          .redirects(0)
        assert.notEqual(partial.status(), 200)
        assert.notInclude(partial.text(), 'Hanse Nuss')
      }
      const guest = await client.get(path).redirects(0)
      guest.assertStatus(302)
      assert.include(guest.header('location'), 'as=admin')
    }
  })

  test('an unknown RFQ is the 404 page for an admin', async ({ client }) => {
    const admin = await createAccount('admin')
    const response = await client
      .get(url('admin_rfqs.show', 'en', { id: 999999999 }))
      .loginAs(admin)
    response.assertStatus(404)
  })
})
