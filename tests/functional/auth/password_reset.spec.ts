import { test } from '@japa/runner'
import { rm } from 'node:fs/promises'
import db from '@adonisjs/lucid/services/db'
import hash from '@adonisjs/core/services/hash'
import { outboxDirectory } from '#config/mail'
import { readOutbox } from '#services/mail/outbox_transport'
import { inertiaPage } from '#tests/helpers/inertia_page'
import { createAccount } from '#tests/helpers/accounts'
import { openDeviceSession, sessionExists } from '#tests/helpers/sessions'
import { digestToken } from '#actions/auth/password_reset'

const NEW_PASSWORD = 'Yeni-Şifrə-Karvan-77'

async function requestReset(client: any, email: string, accountType = 'buyer', path = '/en/forgot-password') {
  return client.post(path).header('referer', path).form({ account_type: accountType, email }).withCsrfToken().redirects(0)
}

async function mailedToken(email: string) {
  const messages = await readOutbox(outboxDirectory)
  const mail = messages.find((m) => m.to.some((to) => to.includes(email)))
  const match = mail?.text?.match(/\/(?:en\/reset-password|shifreni-yenile|ru\/sbros-parolya)\/([A-Za-z0-9_-]{43})/)
  return { mail, token: match?.[1] }
}

test.group('Forgot and reset password (DESIGN §6)', (group) => {
  group.each.setup(async () => {
    await db.from('rate_limits').delete()
    await rm(outboxDirectory, { recursive: true, force: true })
  })

  test('a registered e-mail gets a single-use link; only its SHA-256 digest is stored', async ({ client, assert }) => {
    const buyer = await createAccount('buyer')
    const response = await requestReset(client, buyer.email)
    response.assertFlashMessage('success', 'If an account with this e-mail exists, a link to reset the password is on its way. Check your inbox.')
    const { mail, token } = await mailedToken(buyer.email)
    assert.exists(mail)
    assert.equal(mail!.subject, 'Karvan: reset your password')
    assert.isString(token)
    const row = await db.from('password_reset_tokens').where('user_id', buyer.id).firstOrFail()
    assert.equal(row.token_hash, digestToken(token!))
    assert.notInclude(JSON.stringify(row), token!)
    const minutes = (new Date(row.expires_at).getTime() - Date.now()) / 60000
    assert.isAbove(minutes, 58)
    assert.isAtMost(minutes, 60)
  })

  test('an unknown e-mail gets the same answer and no mail', async ({ client, assert }) => {
    const response = await requestReset(client, 'ghost@example.test')
    response.assertFlashMessage('success', 'If an account with this e-mail exists, a link to reset the password is on its way. Check your inbox.')
    assert.lengthOf(await readOutbox(outboxDirectory), 0)
  })

  test('reset sets the new password, ends other sessions and the link cannot be reused', async ({ client, assert }) => {
    const buyer = await createAccount('buyer')
    const otherDevice = await openDeviceSession(buyer.id)
    assert.isTrue(await sessionExists(otherDevice))

    await requestReset(client, buyer.email, 'buyer', '/shifreni-unutmusham')
    const { token, mail } = await mailedToken(buyer.email)
    assert.include(mail!.text!, '/shifreni-yenile/')
    const form = inertiaPage((await client.get(`/shifreni-yenile/${token}`)).text())
    assert.equal(form.props.token, token)

    const done = await client
      .post(`/en/reset-password/${token}`)
      .header('referer', `/en/reset-password/${token}`)
      .form({ password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD })
      .withCsrfToken()
      .redirects(0)
    done.assertStatus(302)
    assert.equal(done.header('location'), '/en/login?as=buyer')
    done.assertFlashMessage('success', 'Your password has been changed. Sign in with the new password.')

    const row = await db.from('users').where('id', buyer.id).firstOrFail()
    assert.isTrue(await hash.verify(row.password, NEW_PASSWORD))
    assert.isFalse(await sessionExists(otherDevice))
    assert.exists(await db.from('security_events').where({ user_id: buyer.id, event: 'password_reset_done' }).first())

    const reused = await client
      .post(`/en/reset-password/${token}`)
      .header('referer', `/en/reset-password/${token}`)
      .form({ password: 'Another-Karvan-Pass-9', password_confirmation: 'Another-Karvan-Pass-9' })
      .withCsrfToken()
      .redirects(0)
    assert.match(String((reused.flashMessages().inputErrorsBag as Record<string, string>).form), /invalid, already used or expired/)
    assert.isTrue(await hash.verify((await db.from('users').where('id', buyer.id).firstOrFail()).password, NEW_PASSWORD))
    assert.isNull(inertiaPage((await client.get(`/en/reset-password/${token}`)).text()).props.token)
  })

  test('an expired link is refused; the new password must follow the rule', async ({ client, assert }) => {
    const seller = await createAccount('seller')
    await requestReset(client, seller.email, 'seller')
    const { token } = await mailedToken(seller.email)
    const weak = await client
      .post(`/en/reset-password/${token}`)
      .header('referer', `/en/reset-password/${token}`)
      .form({ password: 'short', password_confirmation: 'short' })
      .withCsrfToken()
      .redirects(0)
    assert.match(String((weak.flashMessages().inputErrorsBag as Record<string, string>).password), /at least 12 characters/)

    await db.from('password_reset_tokens').where('user_id', seller.id).update({ expires_at: new Date(Date.now() - 1000) })
    assert.isNull(inertiaPage((await client.get(`/en/reset-password/${token}`)).text()).props.token)
    const expired = await client
      .post(`/en/reset-password/${token}`)
      .header('referer', `/en/reset-password/${token}`)
      .form({ password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD })
      .withCsrfToken()
      .redirects(0)
    assert.match(String((expired.flashMessages().inputErrorsBag as Record<string, string>).form), /expired/)
  })

  test('garbage tokens render the "ask for a new link" page', async ({ client, assert }) => {
    for (const token of ['abc', 'x'.repeat(43), '%3Cscript%3E']) {
      const response = await client.get(`/en/reset-password/${token}`)
      response.assertStatus(200)
      assert.isNull(inertiaPage(response.text()).props.token)
    }
  })
})
