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
import { randomBytes } from 'node:crypto'
import { freshIp, fromIp } from '#tests/helpers/client_ip'
import { url } from '#tests/helpers/urls'

const NEW_PASSWORD = 'Yeni-Şifrə-Qala-77'

function requestReset(
  client: any,
  email: string,
  accountType = 'buyer',
  path = '/en/forgot-password'
) {
  return client
    .post(path)
    .header('referer', path)
    .form({ account_type: accountType, email })
    .withCsrfToken()
    .redirects(0)
}

function formError(response: any): string {
  return String(
    (response.flashMessages()?.inputErrorsBag as Record<string, string> | undefined)?.form ?? ''
  )
}

async function mailedToken(email: string) {
  const messages = await readOutbox(outboxDirectory)
  const mail = messages.find((m) => m.to.some((to) => to.includes(email)))
  const match = mail?.text?.match(
    /\/(?:en\/reset-password|shifreni-yenile|ru\/sbros-parolya)\/([A-Za-z0-9_-]{43})/
  )
  if (!match) throw new Error(`No reset link mailed to ${email}`)
  return { mail, token: match[1] }
}

test.group('Forgot and reset password (DESIGN §6)', (group) => {
  group.each.setup(async () => {
    await db.from('rate_limits').delete()
    await rm(outboxDirectory, { recursive: true, force: true })
  })

  test('a registered e-mail gets a single-use link; only its SHA-256 digest is stored', async ({
    client,
    assert,
  }) => {
    const buyer = await createAccount('buyer')
    const response = await requestReset(client, buyer.email)
    response.assertFlashMessage(
      'success',
      'If an account with this e-mail exists, a link to reset the password is on its way. Check your inbox.'
    )
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
    response.assertFlashMessage(
      'success',
      'If an account with this e-mail exists, a link to reset the password is on its way. Check your inbox.'
    )
    assert.lengthOf(await readOutbox(outboxDirectory), 0)
  })

  test('reset sets the new password, ends other sessions and the link cannot be reused', async ({
    client,
    assert,
  }) => {
    const buyer = await createAccount('buyer')
    const otherDevice = await openDeviceSession(buyer.id)
    assert.isTrue(await sessionExists(otherDevice))

    await requestReset(client, buyer.email, 'buyer', '/shifreni-unutmusham')
    const { token, mail } = await mailedToken(buyer.email)
    assert.include(mail!.text!, '/shifreni-yenile/')
    const form = inertiaPage((await client.get(url('reset_password', 'az', { token }))).text())
    assert.equal(form.props.token, token)

    const done = await client
      .post(url('reset_password.store', 'en', { token }))
      .header('referer', `/en/reset-password/${token}`)
      .form({ password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD })
      .withCsrfToken()
      .redirects(0)
    done.assertStatus(302)
    assert.equal(done.header('location'), '/en/login?as=buyer')
    done.assertFlashMessage(
      'success',
      'Your password has been changed. Sign in with the new password.'
    )

    const row = await db.from('users').where('id', buyer.id).firstOrFail()
    assert.isTrue(await hash.verify(row.password, NEW_PASSWORD))
    assert.isFalse(await sessionExists(otherDevice))
    assert.exists(
      await db
        .from('security_events')
        .where({ user_id: buyer.id, event: 'password_reset_done' })
        .first()
    )

    const reused = await client
      .post(url('reset_password.store', 'en', { token }))
      .header('referer', `/en/reset-password/${token}`)
      .form({ password: 'Another-Qala-Pass-9', password_confirmation: 'Another-Qala-Pass-9' })
      .withCsrfToken()
      .redirects(0)
    assert.match(
      String((reused.flashMessages().inputErrorsBag as Record<string, string>).form),
      /invalid, already used or expired/
    )
    assert.isTrue(
      await hash.verify(
        (await db.from('users').where('id', buyer.id).firstOrFail()).password,
        NEW_PASSWORD
      )
    )
    assert.isNull(
      inertiaPage((await client.get(url('reset_password', 'en', { token }))).text()).props.token
    )
  })

  test('an expired link is refused; the new password must follow the rule', async ({
    client,
    assert,
  }) => {
    const seller = await createAccount('seller')
    await requestReset(client, seller.email, 'seller')
    const { token } = await mailedToken(seller.email)
    const weak = await client
      .post(url('reset_password.store', 'en', { token }))
      .header('referer', `/en/reset-password/${token}`)
      .form({ password: 'short', password_confirmation: 'short' })
      .withCsrfToken()
      .redirects(0)
    assert.match(
      String((weak.flashMessages().inputErrorsBag as Record<string, string>).password),
      /at least 12 characters/
    )

    await db
      .from('password_reset_tokens')
      .where('user_id', seller.id)
      .update({ expires_at: new Date(Date.now() - 1000) })
    assert.isNull(
      inertiaPage((await client.get(url('reset_password', 'en', { token }))).text()).props.token
    )
    const expired = await client
      .post(url('reset_password.store', 'en', { token }))
      .header('referer', `/en/reset-password/${token}`)
      .form({ password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD })
      .withCsrfToken()
      .redirects(0)
    assert.match(
      String((expired.flashMessages().inputErrorsBag as Record<string, string>).form),
      /expired/
    )
  })

  test('reset links for one e-mail are limited across IPs, even when asked for all at once', async ({
    client,
    assert,
  }) => {
    const buyer = await createAccount('buyer')
    const responses = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        fromIp(requestReset(client, i % 2 ? buyer.email : buyer.email.toUpperCase()), freshIp())
      )
    )
    const sent = responses.filter((response) => response.flashMessages().success)
    assert.lengthOf(sent, 3)
    const waits = responses
      .map(formError)
      .filter((error) =>
        /^Too many links have been requested for this e-mail or from your network\. Try again in \d+ min\.$/.test(
          error
        )
      )
    assert.lengthOf(waits, 7)
    assert.lengthOf(await db.from('password_reset_tokens').where('user_id', buyer.id), 3)
    assert.lengthOf(
      (await readOutbox(outboxDirectory)).filter((mail) =>
        mail.to.some((to) => to.includes(buyer.email))
      ),
      3
    )
    assert.lengthOf(
      await db
        .from('security_events')
        .where({ event: 'password_reset_throttled', email: buyer.email }),
      7
    )

    const unknown = await Promise.all(
      Array.from({ length: 5 }, () =>
        fromIp(requestReset(client, 'ghost.limit@example.test'), freshIp())
      )
    )
    assert.lengthOf(
      unknown.filter((response) => response.flashMessages().success),
      3,
      'an unknown e-mail is limited alike: nothing to tell apart'
    )
  }).timeout(60_000)

  test('reset links from one IP are limited, even when asked for all at once; the form keeps the e-mail', async ({
    client,
    assert,
  }) => {
    const ip = freshIp()
    const responses = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        fromIp(requestReset(client, `nobody-${i}@example.test`), ip)
      )
    )
    assert.lengthOf(
      responses.filter((response) => response.flashMessages().success),
      5
    )
    assert.lengthOf(
      responses.filter((response) => /^Too many links/.test(formError(response))),
      7
    )
    const az = await fromIp(
      requestReset(client, 'nobody-az@example.test', 'buyer', '/shifreni-unutmusham'),
      ip
    )
    assert.match(
      formError(az),
      /^Bu e-poçt və ya şəbəkə üçün çox sayda keçid istənilib\. \d+ dəqiqədən sonra yenidən cəhd edin\.$/
    )
    assert.equal(az.flashMessages().email, 'nobody-az@example.test')
  }).timeout(60_000)

  test('the new password is kept as typed and must not contain the account e-mail or names', async ({
    client,
    assert,
  }) => {
    const seller = await createAccount('seller', { firstName: 'Tural', lastName: 'Məmmədli' })
    const token = randomBytes(32).toString('base64url')
    await db.table('password_reset_tokens').insert({
      user_id: seller.id,
      token_hash: digestToken(token),
      expires_at: new Date(Date.now() + 600_000),
    })
    const reset = (password: string, path = `/en/reset-password/${token}`) =>
      client
        .post(path)
        .header('referer', path)
        .form({ password, password_confirmation: password })
        .withCsrfToken()
        .redirects(0)

    const named = await reset('Mammadli-Bahar-2026!')
    assert.equal(
      String((named.flashMessages().inputErrorsBag as Record<string, string>).password),
      'The password must not contain the site name (Karvan), your e-mail or your name'
    )
    const ru = await reset('Tural-Bahar-2026!', `/ru/sbros-parolya/${token}`)
    assert.equal(
      String((ru.flashMessages().inputErrorsBag as Record<string, string>).password),
      'Пароль не должен содержать название сайта (Karvan), ваш адрес эл. почты, имя или фамилию'
    )

    const spaced = '  Qar-Yağış-Külək-7 '
    const done = await reset(spaced)
    assert.equal(done.header('location'), '/en/login?as=seller')
    const row = await db.from('users').where('id', seller.id).firstOrFail()
    assert.isTrue(await hash.verify(row.password, spaced))
    assert.isFalse(await hash.verify(row.password, spaced.trim()))
  })

  test('garbage tokens render the "ask for a new link" page', async ({ client, assert }) => {
    for (const token of ['abc', 'x'.repeat(43), '%3Cscript%3E']) {
      const response = await client.get(url('reset_password', 'en', { token }))
      response.assertStatus(200)
      assert.isNull(inertiaPage(response.text()).props.token)
    }
  })
})
