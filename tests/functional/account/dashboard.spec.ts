import { test } from '@japa/runner'
import { catalogueOf } from '#tests/helpers/messages'
import db from '@adonisjs/lucid/services/db'
import { PAGES } from '#lib/route_table'
import { createAccount } from '#tests/helpers/accounts'
import { inertiaPage } from '#tests/helpers/inertia_page'
import { url } from '#tests/helpers/urls'

test.group('Customer dashboard home', (group) => {
  group.each.setup(async () => {
    await db.from('rate_limits').delete()
  })

  test('a guest is sent to the buyer sign-in of the page language, for every dashboard page', async ({
    client,
    assert,
  }) => {
    for (const path of [
      PAGES.user_dashboard.en,
      PAGES.user_info.az,
      PAGES.user_addresses.ru,
      url('user_addresses.create', 'en'),
    ]) {
      const response = await client.get(path).redirects(0)
      response.assertStatus(302)
      const location = new URL(response.header('location')!, 'http://localhost')
      const locale = path.startsWith('/en') ? 'en' : path.startsWith('/ru') ? 'ru' : 'az'
      assert.equal(location.pathname, PAGES.login[locale], path)
      assert.equal(location.searchParams.get('as'), 'buyer')
      assert.equal(location.searchParams.get('next'), path)
    }
  })

  test('a seller session gets 404 on the customer dashboard and the denial is logged', async ({
    client,
    assert,
  }) => {
    const seller = await createAccount('seller')
    for (const path of [PAGES.user_dashboard.en, PAGES.user_info.en, PAGES.user_addresses.en]) {
      const response = await client.get(path).loginAs(seller).redirects(0)
      response.assertStatus(404)
    }
    const denied = await db
      .from('security_events')
      .where({ user_id: seller.id, event: 'authz_denied' })
      .count('* as n')
    assert.equal(Number(denied[0].n), 3)
  })

  test('a buyer sees the greeting, recent sign-ins, the address count and the links', async ({
    client,
    assert,
  }) => {
    const buyer = await createAccount('buyer', { firstName: 'Aynur' })
    const other = await createAccount('buyer')
    await db.table('security_events').insert([
      {
        event: 'sign_in_ok',
        user_id: buyer.id,
        account_type: 'buyer',
        ip_address: '203.0.113.7',
        created_at: new Date(Date.now() - 60_000),
      },
      {
        event: 'sign_in_failed',
        user_id: buyer.id,
        account_type: 'buyer',
        ip_address: '198.51.100.9',
        created_at: new Date(Date.now() - 120_000),
      },
      { event: 'sign_in_ok', user_id: other.id, account_type: 'buyer', ip_address: '192.0.2.1' },
      {
        event: 'authz_denied',
        user_id: buyer.id,
        account_type: 'buyer',
        ip_address: '203.0.113.7',
      },
    ])
    await db.table('addresses').insert([
      {
        user_id: buyer.id,
        kind: 'delivery',
        address: 'Nizami küç. 10',
        city: 'Bakı',
        country: 'AZ',
        is_default: true,
      },
      {
        user_id: buyer.id,
        kind: 'billing',
        address: 'Füzuli küç. 5',
        city: 'Gəncə',
        country: 'AZ',
        is_default: true,
      },
    ])

    const response = await client.get(PAGES.user_dashboard.en).loginAs(buyer)
    response.assertStatus(200)
    const page = inertiaPage(response.text())
    assert.equal(page.component, 'account/dashboard')
    assert.equal(page.props.profile.firstName, 'Aynur')
    assert.equal(catalogueOf(page.props)['account.dashboard.greeting'], 'Hello, {name}!')
    assert.equal(page.props.addressCount, 2)
    assert.deepEqual(
      page.props.activity.map((entry: any) => [entry.event, entry.ip]),
      [
        ['sign_in_ok', '203.0.113.7'],
        ['sign_in_failed', '198.51.100.9'],
      ]
    )
    assert.equal(page.props.nav.user_info, PAGES.user_info.en)
    assert.equal(page.props.nav.user_addresses, PAGES.user_addresses.en)
    assert.notProperty(page.props, 'orders')
  })
})
