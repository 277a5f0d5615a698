import { test } from '@japa/runner'
import { catalogueOf } from '#tests/helpers/messages'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import { createAccount } from '#tests/helpers/accounts'
import { inertiaPage } from '#tests/helpers/inertia_page'

async function messagesPage(client: any, admin: any, path = '/en/admin/messages') {
  const response = await client.get(path).loginAs(admin)
  response.assertStatus(200)
  return { page: inertiaPage(response.text()), html: response.text() }
}

test.group('Admin: contact messages', (group) => {
  group.each.setup(async () => {
    const rollback = await testUtils.db().withGlobalTransaction()
    await db.from('contact_messages').delete()
    return rollback
  })

  test('messages are listed newest first with reply links, language, date and mail status', async ({
    client,
    assert,
  }) => {
    const admin = await createAccount('admin')
    const text =
      'Salam!\n\n  Fındıq ixracı üçün sənədlər:\n  - sertifikat\n  - faktura <b>vacib</b>'
    await db.table('contact_messages').insert([
      {
        name: 'Old Sender',
        email: 'old@example.test',
        message: 'First message',
        locale: 'en',
        created_at: new Date('2026-11-01T08:00:00Z'),
      },
      {
        name: 'Leyla Məmmədova',
        email: 'leyla+export@example.test',
        phone: '+994 50 555 12 34',
        message: text,
        locale: 'az',
        mailed_at: new Date('2026-11-20T09:01:00Z'),
        created_at: new Date('2026-11-20T09:00:00Z'),
      },
    ])

    const { page, html } = await messagesPage(client, admin)
    assert.equal(page.component, 'admin/messages')
    assert.deepEqual(
      page.props.contactMessages.map((message: any) => message.name),
      ['Leyla Məmmədova', 'Old Sender']
    )
    const [leyla, old] = page.props.contactMessages
    assert.equal(leyla.message, text, 'kept exactly as typed')
    assert.equal(leyla.email, 'leyla+export@example.test')
    assert.match(leyla.mailto, /^mailto:leyla%2Bexport@example\.test\?subject=/)
    assert.equal(leyla.phone, '+994 50 555 12 34')
    assert.equal(leyla.phoneHref, 'tel:+994505551234')
    assert.equal(leyla.language, 'Azerbaijani')
    assert.equal(leyla.date, 'Nov 20, 2026, 1:00 PM')
    assert.isTrue(leyla.mailed)
    assert.isFalse(old.mailed)
    assert.isNull(old.phone)
    assert.notInclude(html, '<b>vacib</b>')
    assert.equal(
      catalogueOf(page.props)['admin.messages.title'],
      'Contact messages',
      'the i18n catalogue is not shadowed'
    )

    const ru = (await messagesPage(client, admin, '/ru/admin/soobshcheniya')).page
    assert.equal(ru.props.contactMessages[0].language, 'Азербайджанский')
  })

  test('the list is paginated, 20 a page', async ({ client, assert }) => {
    const admin = await createAccount('admin')
    await db.table('contact_messages').insert(
      Array.from({ length: 25 }, (_, n) => ({
        name: `Sender ${n}`,
        email: `sender${n}@example.test`,
        message: `Message number ${n}`,
        locale: 'en',
        created_at: new Date(Date.UTC(2026, 10, 1, 0, n)),
      }))
    )
    const first = (await messagesPage(client, admin)).page
    assert.lengthOf(first.props.contactMessages, 20)
    assert.equal(first.props.contactMessages[0].name, 'Sender 24')
    assert.include(first.props.pagination, {
      page: 1,
      lastPage: 2,
      total: 25,
      next: '/en/admin/messages?page=2',
    })
    const second = (await messagesPage(client, admin, '/en/admin/messages?page=2')).page
    assert.deepEqual(
      second.props.contactMessages.map((message: any) => message.name),
      ['Sender 4', 'Sender 3', 'Sender 2', 'Sender 1', 'Sender 0']
    )
    assert.equal(second.props.pagination.previous, '/en/admin/messages')
    const junk = (await messagesPage(client, admin, '/en/admin/messages?page=%00')).page
    assert.equal(junk.props.pagination.page, 1)
  })

  test('with no messages the page renders an empty list', async ({ client, assert }) => {
    const admin = await createAccount('admin')
    const { page } = await messagesPage(client, admin)
    assert.deepEqual(page.props.contactMessages, [])
    assert.equal(page.props.pagination.total, 0)
  })
})
