import { test } from '@japa/runner'
import { rm } from 'node:fs/promises'
import db from '@adonisjs/lucid/services/db'
import { outboxDirectory, supportEmail } from '#config/mail'
import { readOutbox } from '#services/mail/outbox_transport'
import { url } from '#tests/helpers/urls'

const VALID = {
  name: 'Leyla Məmmədova',
  email: 'buyer@example.com',
  phone: '+994 50 555 12 34',
  message: 'Salam! Fındıq ixracı üçün sənədlər barədə məsləhət lazımdır.',
}

test.group('Contact form', (group) => {
  group.each.setup(async () => {
    await db.from('contact_messages').delete()
    await db.from('rate_limits').delete()
    await rm(outboxDirectory, { recursive: true, force: true })
  })

  test('a valid message is stored and e-mailed to support', async ({ client, assert }) => {
    const response = await client
      .post(url('contact.store', 'en'))
      .header('referer', '/en/contact')
      .form(VALID)
      .withCsrfToken()
      .redirects(0)
    response.assertStatus(302)
    response.assertFlashMessage(
      'success',
      'Thank you! Your message has been sent to our support team.'
    )

    const row = await db.from('contact_messages').firstOrFail()
    assert.equal(row.name, VALID.name)
    assert.equal(row.email, VALID.email)
    assert.equal(row.phone, VALID.phone)
    assert.equal(row.locale, 'en')
    assert.isNotNull(row.mailed_at)

    const [mail] = await readOutbox(outboxDirectory)
    assert.deepEqual(mail.to, [supportEmail])
    assert.include(mail.replyTo!, VALID.email)
    assert.include(mail.subject, VALID.name)
    assert.include(mail.text!, VALID.message)
  })

  test('invalid input gets localized messages, keeps the input and stores nothing', async ({
    client,
    assert,
  }) => {
    const response = await client
      .post(url('contact.store', 'ru'))
      .header('referer', '/ru/kontakt')
      .form({ name: 'A', email: 'not-an-email', phone: 'abc', message: '' })
      .withCsrfToken()
      .redirects(0)
    response.assertStatus(302)
    const errors = response.flashMessages().inputErrorsBag as Record<string, string[]>
    assert.equal(errors.email[0] ?? errors.email, 'Неверный адрес эл. почты')
    assert.include(String(errors.name), 'не менее 2')
    assert.include(String(errors.phone), 'Неверный номер телефона')
    assert.include(String(errors.message), 'Сообщение')
    assert.equal(response.flashMessages().name, 'A')
    assert.equal(Number((await db.from('contact_messages').count('* as n'))[0].n), 0)
  })

  test('a missing CSRF token is refused', async ({ client, assert }) => {
    const response = await client.post(url('contact.store', 'en')).form(VALID).redirects(0)
    assert.notEqual(response.status(), 200)
    assert.equal(Number((await db.from('contact_messages').count('* as n'))[0].n), 0)
  })

  test('oversized and wrongly typed fields are rejected without a 500', async ({
    client,
    assert,
  }) => {
    const response = await client
      .post(url('contact.store', 'en'))
      .header('referer', '/en/contact')
      .json({ name: ['x'], email: { a: 1 }, message: 'y'.repeat(6000) })
      .withCsrfToken()
      .redirects(0)
    assert.oneOf(response.status(), [302, 422])
    assert.equal(Number((await db.from('contact_messages').count('* as n'))[0].n), 0)
  })

  test('the form is rate limited per client with a localized message', async ({
    client,
    assert,
  }) => {
    for (let i = 0; i < 5; i++) {
      const ok = await client
        .post(url('contact.store', 'en'))
        .header('referer', '/en/contact')
        .form(VALID)
        .withCsrfToken()
        .redirects(0)
      ok.assertStatus(302)
    }
    const blocked = await client
      .post(url('contact.store', 'en'))
      .header('referer', '/en/contact')
      .form(VALID)
      .withCsrfToken()
      .redirects(0)
    blocked.assertStatus(302)
    assert.match(
      String((blocked.flashMessages().inputErrorsBag as Record<string, string[]>).form),
      /Too many attempts/
    )
    assert.equal(Number((await db.from('contact_messages').count('* as n'))[0].n), 5)
  })
})
