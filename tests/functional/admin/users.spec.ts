import { test } from '@japa/runner'
import app from '@adonisjs/core/services/app'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import { SessionCollection } from '@adonisjs/session'
import { PAGES } from '#lib/route_table'
import { createAccount } from '#tests/helpers/accounts'
import { inertiaPage } from '#tests/helpers/inertia_page'
import { inSession, signedInSession } from './helpers.js'
import { url } from '#tests/helpers/urls'

const USERS = '/en/admin/users'

async function usersPage(client: any, admin: any, query = '') {
  const response = await client.get(`${USERS}${query}`).loginAs(admin)
  response.assertStatus(200)
  return inertiaPage(response.text())
}

function post(client: any, admin: any, path: string, form: Record<string, string> = {}) {
  return client.post(path).form(form).withCsrfToken().loginAs(admin).redirects(0)
}

test.group('Admin: users', (group) => {
  group.each.setup(async () => {
    await db.from('rate_limits').delete()
    return testUtils.db().withGlobalTransaction()
  })

  test('lists buyers and sellers with company, status, registration and last sign-in; filters and search', async ({
    client,
    assert,
  }) => {
    const admin = await createAccount('admin')
    const tag = Date.now().toString(36)
    const buyer = await createAccount('buyer', {
      firstName: 'Rəşad',
      lastName: `Quliyev ${tag}`,
      email: `rashad-${tag}@example.test`,
    })
    const seller = await createAccount('seller', { company: { name: `Gəncə Fındıq ${tag} MMC` } })
    await db
      .from('users')
      .where('id', buyer.id)
      .update({ last_sign_in_at: new Date('2026-11-20T06:15:00Z') })
    await db
      .from('users')
      .where('id', seller.id)
      .update({ disabled_at: new Date('2026-11-19T20:00:00Z') })

    const all = await usersPage(client, admin)
    assert.equal(all.component, 'admin/users')
    const rows = Object.fromEntries(all.props.accounts.map((row: any) => [row.id, row]))
    assert.include(rows[buyer.id], {
      type: 'buyer',
      typeLabel: 'Buyer',
      company: null,
      disabled: false,
      stateLabel: 'Active',
      lastSignIn: 'Nov 20, 2026, 10:15 AM',
    })
    assert.include(rows[seller.id], {
      type: 'seller',
      company: `Gəncə Fındıq ${tag} MMC`,
      disabled: true,
      stateLabel: 'Disabled since Nov 20, 2026, 12:00 AM',
      lastSignIn: null,
    })
    assert.deepEqual(rows[buyer.id].toggle, {
      disable: true,
      url: url('admin_users.disable', 'en', { id: buyer.id }),
    })
    assert.deepEqual(rows[seller.id].toggle, {
      disable: false,
      url: url('admin_users.enable', 'en', { id: seller.id }),
    })
    assert.isNull(rows[admin.id].toggle, 'an admin cannot disable themselves')
    assert.isTrue(rows[admin.id].isSelf)
    assert.notProperty(rows[buyer.id], 'password')

    const sellers = await usersPage(client, admin, '?type=seller')
    assert.isTrue(sellers.props.accounts.every((row: any) => row.type === 'seller'))
    assert.include(
      sellers.props.accounts.map((row: any) => row.id),
      seller.id
    )

    const disabled = await usersPage(client, admin, '?state=disabled')
    assert.isTrue(disabled.props.accounts.every((row: any) => row.disabled))

    for (const q of [`RASHAD-${tag}@`, `rəşad quliyev ${tag}`, `fındıq ${tag}`]) {
      const found = await usersPage(client, admin, `?q=${encodeURIComponent(q)}`)
      assert.lengthOf(found.props.accounts, 1, q)
      assert.equal(found.props.filters.q, q)
    }
    const wildcard = await usersPage(client, admin, `?q=${encodeURIComponent('%_')}`)
    assert.lengthOf(wildcard.props.accounts, 0, '% and _ are literal characters')

    const odd = await usersPage(client, admin, '?type=root&state=gone&page=x')
    assert.deepEqual(odd.props.filters, { type: 'all', state: 'all', q: '', page: 1 })
  })

  test('disabling a buyer stamps the account, ends its sessions and logs it; the next request is signed out', async ({
    client,
    assert,
  }) => {
    const admin = await createAccount('admin')
    const buyer = await createAccount('buyer', { firstName: 'Aysel', lastName: 'Həsənova' })

    const earlier = await signedInSession(buyer)
    const home = inertiaPage((await inSession(client.get(url('home', 'en')), earlier.id)).text())
    assert.equal(
      home.props.auth.user?.id,
      buyer.id,
      'the session works before the account is disabled'
    )

    const session = await signedInSession(buyer)
    const collection = await app.container.make(SessionCollection)
    assert.lengthOf(await collection.tagged(String(buyer.id)), 1)

    const response = await post(client, admin, url('admin_users.disable', 'en', { id: buyer.id }), {
      type: 'buyer',
      q: 'Aysel',
      page: '1',
    })
    response.assertStatus(302)
    assert.equal(
      response.header('location'),
      url('admin_users', 'en', undefined, { qs: { type: 'buyer', q: 'Aysel' } })
    )
    response.assertFlashMessage(
      'success',
      'The account of Aysel Həsənova is disabled and signed out everywhere.'
    )

    const row = await db.from('users').where('id', buyer.id).firstOrFail()
    assert.isNotNull(row.disabled_at)
    assert.isNull(session.read(), 'the signed-in session is destroyed on the server')
    assert.lengthOf(await collection.tagged(String(buyer.id)), 0)
    const event = await db
      .from('security_events')
      .where({ event: 'account_disabled', user_id: buyer.id })
      .firstOrFail()
    assert.equal(event.detail, `by admin #${admin.id}`)

    const after = await inSession(client.get(PAGES.user_dashboard.en), session.id).redirects(0)
    after.assertStatus(302)
    assert.equal(new URL(after.header('location')!, 'http://localhost').pathname, PAGES.login.en)

    const stale = await client.get(PAGES.user_dashboard.en).loginAs(buyer).redirects(0)
    stale.assertStatus(302)
    assert.equal(
      new URL(stale.header('location')!, 'http://localhost').pathname,
      PAGES.login.en,
      'any session of a disabled account is signed out'
    )
    const homeAfter = inertiaPage((await client.get(url('home', 'en')).loginAs(buyer)).text())
    assert.isNull(homeAfter.props.auth.user)

    const overview = inertiaPage((await client.get(url('admin', 'en')).loginAs(admin)).text())
    assert.equal(
      overview.props.overview.disabledAccounts,
      Number((await db.from('users').whereNotNull('disabled_at').count('* as n'))[0].n)
    )
  })

  test('a disabled seller can be enabled again', async ({ client, assert }) => {
    const admin = await createAccount('admin')
    const seller = await createAccount('seller', { firstName: 'Elçin', lastName: 'Babayev' })
    await post(client, admin, url('admin_users.disable', 'en', { id: seller.id }))
    assert.isNotNull((await db.from('users').where('id', seller.id).firstOrFail()).disabled_at)

    const response = await post(client, admin, url('admin_users.enable', 'en', { id: seller.id }))
    response.assertStatus(302)
    assert.equal(response.header('location'), USERS)
    response.assertFlashMessage('success', 'The account of Elçin Babayev is enabled again.')
    assert.isNull((await db.from('users').where('id', seller.id).firstOrFail()).disabled_at)
    await db
      .from('security_events')
      .where({ event: 'account_enabled', user_id: seller.id })
      .firstOrFail()
    const home = inertiaPage((await client.get(url('home', 'en')).loginAs(seller)).text())
    assert.equal(home.props.auth.user?.id, seller.id)
  })

  test('an admin can disable neither themselves nor another admin', async ({ client, assert }) => {
    const admin = await createAccount('admin')
    const other = await createAccount('admin')
    const self = await post(client, admin, url('admin_users.disable', 'en', { id: admin.id }))
    self.assertStatus(302)
    assert.deepEqual(self.flashMessages().inputErrorsBag, {
      form: 'You cannot disable your own account.',
    })
    const peer = await post(client, admin, url('admin_users.disable', 'en', { id: other.id }))
    assert.deepEqual(peer.flashMessages().inputErrorsBag, {
      form: 'Administrator accounts cannot be disabled or enabled here.',
    })
    const rows = await db
      .from('users')
      .whereIn('id', [admin.id, other.id])
      .whereNotNull('disabled_at')
    assert.lengthOf(rows, 0)
    assert.lengthOf(
      await db
        .from('security_events')
        .where('event', 'account_disabled')
        .whereIn('user_id', [admin.id, other.id]),
      0
    )

    const page = await usersPage(client, admin, '?type=admin')
    assert.isTrue(page.props.accounts.every((row: any) => row.toggle === null))
  })

  test('an unknown account is a 404', async ({ client }) => {
    const admin = await createAccount('admin')
    const response = await post(client, admin, `${USERS}/999999999/disable`)
    response.assertStatus(404)
  })

  test('the users page speaks the admin language', async ({ client, assert }) => {
    const admin = await createAccount('admin')
    const page = inertiaPage(
      (
        await client
          .get(url('admin_users', 'ru', undefined, { qs: { type: 'seller' } }))
          .loginAs(admin)
      ).text()
    )
    assert.deepEqual(
      page.props.options.type.map((option: any) => option.label),
      ['Все', 'Покупатель', 'Продавец', 'Администратор']
    )
    assert.equal(page.props.action, '/ru/admin/polzovateli')
  })
})
