import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import type { AccountType } from '#models/user'
import { createAccount } from '#tests/helpers/accounts'
import { url } from '#tests/helpers/urls'

/** Text of the document `<title>` as the server sent it (before any script runs). */
function serverTitle(html: string): string | undefined {
  return html.match(/<title[^>]*>([^<]*)<\/title>/)?.[1]
}

/** Dashboard pages per account type, with the title each must carry in the served HTML (en). */
const PAGES: Record<AccountType, [route: string, title: string][]> = {
  buyer: [
    ['user_dashboard', 'My account - Karvan'],
    ['user_info', 'User info - Karvan'],
    ['user_addresses', 'Address book - Karvan'],
    ['user_orders', ''],
    ['user_rfqs', ''],
  ],
  seller: [
    ['seller_dashboard', 'Seller dashboard - Karvan'],
    ['seller_profile', 'Company profile - Karvan'],
    ['seller_addresses', ''],
    ['seller_products', ''],
    ['seller_orders', ''],
    ['seller_enquiries', ''],
    ['seller_rfqs', ''],
    ['seller_documents', ''],
    ['seller_terms', ''],
  ],
  admin: [
    ['admin', 'Administration - Karvan'],
    ['admin_comments', 'Comment moderation - Karvan'],
    ['admin_messages', 'Contact messages - Karvan'],
    ['admin_users', 'Users - Karvan'],
    ['admin_products', ''],
    ['admin_documents', ''],
    ['admin_rfqs', 'Quote requests - Karvan'],
  ],
}

test.group('Dashboards render their title on the server', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(async () => {
    await db.from('rate_limits').delete()
  })

  for (const type of ['buyer', 'seller', 'admin'] as const) {
    test(`every ${type} dashboard page arrives server-rendered with its "<page> - Karvan" title`, async ({
      client,
      assert,
    }) => {
      const user = await createAccount(type)
      for (const [route, title] of PAGES[type]) {
        const response = await client.get((url as any)(route, 'en')).loginAs(user)
        response.assertStatus(200)
        const html = response.text()
        assert.include(html, 'data-server-rendered="true"', route)
        const served = serverTitle(html)
        assert.match(served ?? '', /^.+ - Karvan$/, route)
        assert.notEqual(served, 'Karvan', route)
        if (title) assert.equal(served, title, route)
      }
    })
  }

  test('sign-in, registration and password pages arrive server-rendered with their title and form', async ({
    client,
    assert,
  }) => {
    for (const route of ['login', 'register', 'forgot_password'] as const) {
      for (const locale of ['az', 'en', 'ru'] as const) {
        const response = await client.get(url(route, locale))
        response.assertStatus(200)
        const html = response.text()
        assert.include(html, 'data-server-rendered="true"', `${route} ${locale}`)
        assert.match(serverTitle(html) ?? '', /^.+ - Karvan$/, `${route} ${locale}`)
        /** The form is in the markup: the page works for a reader before any script runs. */
        const markup = html.replace(/<script data-page[\s\S]*?<\/script>/, '')
        assert.match(markup, /<form[\s>]/, `${route} ${locale}`)
        assert.match(markup, /type="email"/, `${route} ${locale}`)
      }
    }
    const en = await client.get(url('login', 'en'))
    assert.equal(serverTitle(en.text()), 'Sign in - Karvan')
  })

  test('the title is in the interface language', async ({ client, assert }) => {
    const seller = await createAccount('seller')
    const az = await client.get(url('seller_dashboard', 'az')).loginAs(seller)
    const ru = await client.get(url('seller_dashboard', 'ru')).loginAs(seller)
    assert.notEqual(serverTitle(az.text()), serverTitle(ru.text()))
    assert.match(serverTitle(ru.text()) ?? '', /[а-я].* - Karvan$/)
  })
})
