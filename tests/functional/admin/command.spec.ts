import { test } from '@japa/runner'
import ace from '@adonisjs/core/services/ace'
import hash from '@adonisjs/core/services/hash'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import KarvanAdmin from '../../../commands/karvan_admin.js'
import User from '#models/user'
import { createAccount } from '#tests/helpers/accounts'
import { inertiaPage } from '#tests/helpers/inertia_page'
import { signedInSession } from './helpers.js'
import { url } from '#tests/helpers/urls'

const PASSWORD = 'Qala-Divarı-2026!köhnə'

function adminsWith(email: string) {
  return db
    .from('users')
    .where('account_type', 'admin')
    .whereRaw('lower(email) = ?', [email.toLowerCase()])
}

test.group('karvan:admin command', (group) => {
  group.setup(() => {
    ace.ui.switchMode('raw')
    return () => ace.ui.switchMode('normal')
  })
  group.each.setup(async () => {
    delete process.env.KARVAN_ADMIN_PASSWORD
    const rollback = await testUtils.db().withGlobalTransaction()
    return async () => {
      delete process.env.KARVAN_ADMIN_PASSWORD
      await rollback()
    }
  })

  test('creates an admin from flags and KARVAN_ADMIN_PASSWORD, stored as an argon2id hash', async ({
    client,
    assert,
  }) => {
    process.env.KARVAN_ADMIN_PASSWORD = PASSWORD
    const command = await ace.exec('karvan:admin', [
      '--email=Ops@Karvan.test',
      '--first-name=Kamran',
      '--last-name=Hüseynov',
    ])
    command.assertSucceeded()
    command.assertLogMatches(/Admin account #\d+ created for Ops@Karvan\.test/)

    const [row] = await adminsWith('ops@karvan.test')
    assert.include(row, {
      account_type: 'admin',
      first_name: 'Kamran',
      last_name: 'Hüseynov',
      disabled_at: null,
    })
    assert.match(row.password, /^\$argon2id\$v=19\$m=19456,t=2,p=1\$/)
    assert.isTrue(await hash.verify(row.password, PASSWORD))
    assert.notInclude(
      command.ui.logger
        .getLogs()
        .map((log) => log.message)
        .join('\n'),
      PASSWORD
    )

    const user = await User.findOrFail(row.id)
    const page = inertiaPage((await client.get(url('admin', 'en')).loginAs(user)).text())
    assert.equal(page.component, 'admin/home')
  })

  test('asks for whatever is missing; the password twice, without echo', async ({ assert }) => {
    const command = await ace.create(KarvanAdmin, [])
    command.prompt.trap('E-mail').replyWith('moderator@karvan.test')
    command.prompt.trap('First name').replyWith('Günay')
    command.prompt.trap('Last name').replyWith('Rzayeva')
    command.prompt.trap('Password').replyWith(PASSWORD)
    command.prompt.trap('Repeat the password').replyWith(PASSWORD)
    await command.exec()
    command.assertSucceeded()
    const [row] = await adminsWith('moderator@karvan.test')
    assert.equal(row.first_name, 'Günay')
    assert.isTrue(await hash.verify(row.password, PASSWORD))
  })

  test('the password is kept exactly as typed; the repetition may use other Unicode compositions', async ({
    assert,
  }) => {
    const spaced = `  ${PASSWORD} `
    const command = await ace.create(KarvanAdmin, [
      '--email=spaces@karvan.test',
      '--first-name=Aysel',
      '--last-name=Nəbiyeva',
    ])
    command.prompt.trap('Password').replyWith(spaced)
    command.prompt.trap('Repeat the password').replyWith(spaced.normalize('NFD'))
    await command.exec()
    command.assertSucceeded()
    const [row] = await adminsWith('spaces@karvan.test')
    assert.isTrue(await hash.verify(row.password, spaced))
    assert.isFalse(await hash.verify(row.password, PASSWORD))
  })

  test('two different passwords save nothing', async ({ assert }) => {
    const command = await ace.create(KarvanAdmin, [
      '--email=typo@karvan.test',
      '--first-name=A',
      '--last-name=B',
    ])
    command.prompt.trap('Password').replyWith(PASSWORD)
    command.prompt.trap('Repeat the password').replyWith(`${PASSWORD}x`)
    await command.exec()
    command.assertFailed()
    command.assertLogMatches(/The two passwords differ/)
    assert.lengthOf(await adminsWith('typo@karvan.test'), 0)
  })

  test('{name} is refused with the reason and nothing is saved')
    .with([
      { name: 'a short password', password: 'Short-1!', reason: /at least 12 characters/ },
      {
        name: 'a password without a digit',
        password: 'Qala-Divari-Bakı!',
        reason: /at least one number/,
      },
      {
        name: 'a password without a special character',
        password: 'QalaDivari2026',
        reason: /special character/,
      },
      { name: 'a common password', password: 'Password123!', reason: /common password/ },
      {
        name: 'a password with the site name',
        password: 'Mənim-Karvan-2026!',
        reason: /contains the site name \(Karvan\), the e-mail or a name/,
      },
      {
        name: "a password with the admin's name",
        password: 'Qala-WEAK-Yol-2026!',
        reason: /contains the site name/,
      },
    ])
    .run(async ({ assert }, { password, reason }) => {
      process.env.KARVAN_ADMIN_PASSWORD = password
      const command = await ace.exec('karvan:admin', [
        '--email=weak@karvan.test',
        '--first-name=Weak',
        '--last-name=Password',
      ])
      command.assertFailed()
      command.assertLogMatches(reason)
      command.assertLogMatches(/Nothing was saved/)
      assert.lengthOf(await adminsWith('weak@karvan.test'), 0)
    })

  test('a wrong e-mail or an empty name is refused', async ({ assert }) => {
    process.env.KARVAN_ADMIN_PASSWORD = PASSWORD
    const command = await ace.exec('karvan:admin', [
      '--email=not-an-email',
      '--first-name=   ',
      '--last-name=X',
    ])
    command.assertFailed()
    command.assertLogMatches(/Wrong e-mail/)
    command.assertLogMatches(/All fields are required/)
    assert.lengthOf(await db.from('users').where('email', 'not-an-email'), 0)
  })

  test('running it again for the same e-mail updates names and password of that admin only', async ({
    assert,
  }) => {
    const buyer = await createAccount('buyer', { email: 'same@karvan.test' })
    process.env.KARVAN_ADMIN_PASSWORD = PASSWORD
    ;(
      await ace.exec('karvan:admin', [
        '--email=same@karvan.test',
        '--first-name=Old',
        '--last-name=Name',
      ])
    ).assertSucceeded()
    const [first] = await adminsWith('same@karvan.test')
    const session = await signedInSession(await User.findOrFail(first.id))

    process.env.KARVAN_ADMIN_PASSWORD = `${PASSWORD}-yeni`
    const again = await ace.exec('karvan:admin', [
      '--email=SAME@karvan.test',
      '--first-name=New',
      '--last-name=Name',
    ])
    again.assertSucceeded()
    again.assertLogMatches(new RegExp(`Admin account #${first.id} \\(.*\\) updated`))
    const rows = await adminsWith('same@karvan.test')
    assert.lengthOf(rows, 1)
    assert.equal(rows[0].id, first.id)
    assert.equal(rows[0].first_name, 'New')
    assert.isTrue(await hash.verify(rows[0].password, `${PASSWORD}-yeni`))
    assert.isFalse(await hash.verify(rows[0].password, PASSWORD))
    assert.isNull(session.read(), 'the sessions opened with the old password end')
    const untouched = await db.from('users').where('id', buyer.id).firstOrFail()
    assert.equal(
      untouched.account_type,
      'buyer',
      'the buyer with the same e-mail is a separate account'
    )
    assert.equal(untouched.password, buyer.password)
  })
})
