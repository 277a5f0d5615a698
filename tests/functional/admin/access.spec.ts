import { test } from '@japa/runner'
import { catalogueOf } from '#tests/helpers/messages'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import { PAGES } from '#lib/route_table'
import { createAccount } from '#tests/helpers/accounts'
import { inertiaPage } from '#tests/helpers/inertia_page'
import { url } from '#tests/helpers/urls'

const PAGES_EN = [
  PAGES.admin.en,
  PAGES.admin_comments.en,
  PAGES.admin_messages.en,
  PAGES.admin_users.en,
]

/** Every state-changing admin route, aimed at a row id that exists (so only authorization can stop it). */
function postRoutes(commentId: number, userId: number) {
  return [
    url('admin_comments.approve', 'en', { id: commentId }),
    url('admin_comments.reject', 'en', { id: commentId }),
    url('admin_users.disable', 'en', { id: userId }),
    url('admin_users.enable', 'en', { id: userId }),
  ]
}

async function fixtures() {
  const product = await db.from('products').where('status', 'published').orderBy('id').firstOrFail()
  const [comment] = await db
    .table('comments')
    .insert({
      product_id: product.id,
      author_name: 'Access Test',
      body: 'A comment nobody but an admin may moderate',
      locale: 'en',
    })
    .returning('id')
  const victim = await createAccount('buyer')
  return { commentId: Number(comment.id), victim }
}

test.group('Admin area: who gets in', (group) => {
  group.each.setup(async () => {
    await db.from('rate_limits').delete()
    return testUtils.db().withGlobalTransaction()
  })

  test('a guest is sent to the admin sign-in in the page language, for every admin page', async ({
    client,
    assert,
  }) => {
    for (const path of [...PAGES_EN, PAGES.admin.az, PAGES.admin_users.ru]) {
      const response = await client.get(path).redirects(0)
      response.assertStatus(302)
      const location = new URL(response.header('location')!, 'http://localhost')
      const locale = path.startsWith('/en') ? 'en' : path.startsWith('/ru') ? 'ru' : 'az'
      assert.equal(location.pathname, PAGES.login[locale], path)
      assert.equal(location.searchParams.get('as'), 'admin')
      assert.equal(location.searchParams.get('next'), path)
    }
  })

  test('a guest cannot moderate or disable anything', async ({ client, assert }) => {
    const { commentId, victim } = await fixtures()
    for (const path of postRoutes(commentId, victim.id)) {
      const response = await client.post(path).form({}).withCsrfToken().redirects(0)
      assert.notEqual(response.status(), 200, path)
      assert.notEqual(response.status(), 302, path)
    }
    assert.equal((await db.from('comments').where('id', commentId).firstOrFail()).status, 'pending')
    assert.isNull((await db.from('users').where('id', victim.id).firstOrFail()).disabled_at)
  })

  test('buyer and seller sessions get 404 on every admin route, and the denial is logged', async ({
    client,
    assert,
  }) => {
    const { commentId, victim } = await fixtures()
    for (const type of ['buyer', 'seller'] as const) {
      const user = await createAccount(type)
      for (const path of PAGES_EN) {
        const response = await client.get(path).loginAs(user).redirects(0)
        response.assertStatus(404)
      }
      for (const path of postRoutes(commentId, victim.id)) {
        const response = await client.post(path).form({}).withCsrfToken().loginAs(user).redirects(0)
        response.assertStatus(404)
      }
      const denials = await db
        .from('security_events')
        .where({ event: 'authz_denied', user_id: user.id })
      assert.lengthOf(denials, PAGES_EN.length + 4)
    }
    assert.equal((await db.from('comments').where('id', commentId).firstOrFail()).status, 'pending')
    assert.isNull((await db.from('users').where('id', victim.id).firstOrFail()).disabled_at)
  })

  test('an admin sees the overview with counts and the admin navigation', async ({
    client,
    assert,
  }) => {
    const admin = await createAccount('admin')
    const product = await db
      .from('products')
      .where('status', 'published')
      .orderBy('id')
      .firstOrFail()
    const pendingBefore = Number(
      (await db.from('comments').where('status', 'pending').count('* as n'))[0].n
    )
    const buyersBefore = Number(
      (await db.from('users').where('account_type', 'buyer').count('* as n'))[0].n
    )
    await db.table('comments').insert({
      product_id: product.id,
      author_name: 'Count Test',
      body: 'Counted as pending',
      locale: 'en',
    })
    await db.table('contact_messages').insert([
      { name: 'Recent', email: 'recent@example.test', message: 'Sent today', locale: 'en' },
      {
        name: 'Old',
        email: 'old@example.test',
        message: 'Sent long ago',
        locale: 'en',
        created_at: new Date(Date.now() - 8 * 86_400_000),
      },
    ])
    const recent = Number(
      (
        await db
          .from('contact_messages')
          .where('created_at', '>', new Date(Date.now() - 7 * 86_400_000))
          .count('* as n')
      )[0].n
    )
    await createAccount('buyer')
    const disabledSeller = await createAccount('seller')
    await db.from('users').where('id', disabledSeller.id).update({ disabled_at: new Date() })

    const response = await client.get(url('admin', 'en')).loginAs(admin)
    response.assertStatus(200)
    const page = inertiaPage(response.text())
    assert.equal(page.component, 'admin/home')
    assert.equal(page.props.overview.pendingComments, pendingBefore + 1)
    assert.equal(page.props.overview.messagesLastWeek, recent)
    assert.equal(page.props.overview.buyers, buyersBefore + 1)
    assert.equal(
      page.props.overview.disabledAccounts,
      Number((await db.from('users').whereNotNull('disabled_at').count('* as n'))[0].n)
    )
    assert.equal(page.props.links.pendingComments, '/en/admin/comments')
    assert.include(page.props.nav, {
      admin: '/en/admin',
      admin_comments: '/en/admin/comments',
      admin_messages: '/en/admin/messages',
      admin_users: '/en/admin/users',
    })
    assert.equal(
      catalogueOf(page.props)['admin.home.pending_comments'],
      'Comments awaiting moderation'
    )

    const az = inertiaPage((await client.get(url('admin', 'az')).loginAs(admin)).text())
    assert.equal(
      catalogueOf(az.props)['admin.home.pending_comments'],
      'Moderasiya gözləyən şərhlər'
    )
  })
})
