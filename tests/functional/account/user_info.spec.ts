import { test } from '@japa/runner'
import hash from '@adonisjs/core/services/hash'
import db from '@adonisjs/lucid/services/db'
import { PAGES } from '#lib/route_table'
import type User from '#models/user'
import { createAccount, TEST_PASSWORD } from '#tests/helpers/accounts'
import { inertiaPage } from '#tests/helpers/inertia_page'
import { countHashVerifications } from '#tests/helpers/hash_calls'

const PATH = PAGES.user_info.en

/** The user info form as the page would send it, with `changes` applied. */
function formOf(user: User, changes: Record<string, string> = {}) {
  return {
    first_name: user.firstName,
    last_name: user.lastName,
    email: user.email,
    phone: user.phone ?? '',
    ...changes,
  }
}

function inputErrors(response: { flashMessages(): Record<string, any> }) {
  return (response.flashMessages().inputErrorsBag ?? {}) as Record<string, string[]>
}

test.group('User info form', (group) => {
  group.each.setup(async () => {
    await db.from('rate_limits').delete()
  })

  test('the page shows the current details in the form', async ({ client, assert }) => {
    const buyer = await createAccount('buyer', { firstName: 'Rəşad', phone: '+994 50 111 22 33' })
    const response = await client.get(PATH).loginAs(buyer)
    response.assertStatus(200)
    const page = inertiaPage(response.text())
    assert.equal(page.component, 'account/user_info')
    assert.deepEqual(page.props.values, {
      first_name: 'Rəşad',
      last_name: buyer.lastName,
      email: buyer.email,
      phone: '+994 50 111 22 33',
    })
    assert.equal(page.props.avatar.maxBytes, 2 * 1024 * 1024)
    assert.notProperty(page.props.values, 'password')
  })

  test('name and phone change without the current password; the phone is normalized', async ({
    client,
    assert,
  }) => {
    const buyer = await createAccount('buyer')
    const response = await client
      .put(PATH)
      .form(formOf(buyer, { first_name: 'Ləman', last_name: 'Quliyeva', phone: '050 123 45 67' }))
      .withCsrfToken()
      .loginAs(buyer)
      .redirects(0)
    response.assertStatus(303)
    response.assertHeader('location', PATH)
    response.assertFlashMessage('success', 'Your details have been saved.')
    const row = await db.from('users').where('id', buyer.id).firstOrFail()
    assert.equal(row.first_name, 'Ləman')
    assert.equal(row.last_name, 'Quliyeva')
    assert.equal(row.phone, '+994 50 123 45 67')
  })

  test('malformed phone and empty name get messages next to the fields and nothing is saved', async ({
    client,
    assert,
  }) => {
    const buyer = await createAccount('buyer')
    const response = await client
      .put(PATH)
      .form(formOf(buyer, { first_name: '', phone: '12ab', email: 'not-an-email' }))
      .withCsrfToken()
      .loginAs(buyer)
      .redirects(0)
    response.assertStatus(303)
    const errors = inputErrors(response)
    assert.match(String(errors.phone), /Wrong phone number/)
    assert.match(String(errors.first_name), /required/)
    assert.equal(String(errors.email), 'Wrong e-mail')
    assert.equal(response.flashMessages().phone, '12ab')
    const row = await db.from('users').where('id', buyer.id).firstOrFail()
    assert.equal(row.first_name, buyer.firstName)
    assert.equal(row.phone, buyer.phone)
  })

  test('changing the e-mail needs the current password: missing and wrong are refused, right is accepted', async ({
    client,
    assert,
  }) => {
    const buyer = await createAccount('buyer')
    const newEmail = `moved-${buyer.id}@example.test`

    const missing = await client
      .put(PATH)
      .form(formOf(buyer, { email: newEmail }))
      .withCsrfToken()
      .loginAs(buyer)
      .redirects(0)
    assert.equal(
      String(inputErrors(missing).current_password),
      'Enter your current password to change the e-mail or the password'
    )

    const wrong = await client
      .put(PATH)
      .form(formOf(buyer, { email: newEmail, current_password: 'Not-The-Password-123!' }))
      .withCsrfToken()
      .loginAs(buyer)
      .redirects(0)
    assert.equal(String(inputErrors(wrong).current_password), 'The current password is wrong')
    assert.notProperty(wrong.flashMessages(), 'current_password')
    assert.equal((await db.from('users').where('id', buyer.id).firstOrFail()).email, buyer.email)

    const right = await client
      .put(PATH)
      .form(formOf(buyer, { email: newEmail, current_password: TEST_PASSWORD }))
      .withCsrfToken()
      .loginAs(buyer)
      .redirects(0)
    right.assertFlashMessage('success', 'Your details have been saved.')
    assert.equal((await db.from('users').where('id', buyer.id).firstOrFail()).email, newEmail)
  })

  test('wrong current passwords are limited per account', async ({ client, assert }) => {
    const buyer = await createAccount('buyer')
    let last
    for (let i = 0; i < 6; i++) {
      last = await client
        .put(PATH)
        .form(
          formOf(buyer, {
            email: `x${i}-${buyer.id}@example.test`,
            current_password: `Wrong-Password-${i}!`,
          })
        )
        .withCsrfToken()
        .loginAs(buyer)
        .redirects(0)
    }
    assert.match(String(inputErrors(last!).current_password), /Too many wrong attempts/)
    const right = await client
      .put(PATH)
      .form(
        formOf(buyer, { email: `late-${buyer.id}@example.test`, current_password: TEST_PASSWORD })
      )
      .withCsrfToken()
      .loginAs(buyer)
      .redirects(0)
    assert.match(String(inputErrors(right).current_password), /Too many wrong attempts/)
    assert.equal((await db.from('users').where('id', buyer.id).firstOrFail()).email, buyer.email)
  })

  test('20 simultaneous wrong current passwords: only 5 are checked, the rest wait', async ({
    client,
    assert,
    cleanup,
  }) => {
    const buyer = await createAccount('buyer')
    const verifications = countHashVerifications()
    cleanup(() => verifications.restore())
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        client
          .put(PATH)
          .form(
            formOf(buyer, {
              email: `x${i}-${buyer.id}@example.test`,
              current_password: `Wrong-Password-${i}!`,
            })
          )
          .withCsrfToken()
          .loginAs(buyer)
          .redirects(0)
      )
    )
    const answers = responses.map((response) => String(inputErrors(response).current_password))
    assert.lengthOf(
      answers.filter((answer) => answer === 'The current password is wrong'),
      5
    )
    assert.lengthOf(
      answers.filter((answer) => /^Too many wrong attempts/.test(answer)),
      15
    )
    assert.equal(verifications.count, 5)
    assert.equal((await db.from('users').where('id', buyer.id).firstOrFail()).email, buyer.email)
  }).timeout(60_000)

  test('a new password is kept as typed and must not contain the e-mail or names, old or new', async ({
    client,
    assert,
  }) => {
    const buyer = await createAccount('buyer', {
      firstName: 'Səbinə',
      email: `lalezar.${Date.now()}@example.test`,
    })
    const change = (changes: Record<string, string>) =>
      client
        .put(PATH)
        .form(formOf(buyer, { current_password: TEST_PASSWORD, ...changes }))
        .withCsrfToken()
        .loginAs(buyer)
        .redirects(0)
    const contextual =
      'The password must not contain the site name (Karvan), your e-mail or your name'
    const ownName = await change({
      password: 'Sebine-Bahar-2026!',
      password_confirmation: 'Sebine-Bahar-2026!',
    })
    assert.equal(String(inputErrors(ownName).password), contextual)
    const newName = await change({
      first_name: 'Aygün',
      password: 'Aygun-Bahar-2026!',
      password_confirmation: 'Aygun-Bahar-2026!',
    })
    assert.equal(String(inputErrors(newName).password), contextual)
    const oldEmail = await change({
      email: `new.${buyer.id}@example.test`,
      password: 'Qar-LALEZAR-Yol-26',
      password_confirmation: 'Qar-LALEZAR-Yol-26',
    })
    assert.equal(String(inputErrors(oldEmail).password), contextual)

    const spaced = ' Qar-Yağış-Külək-7 '
    const ok = await change({ password: spaced, password_confirmation: spaced })
    ok.assertFlashMessage('success', 'Your details have been saved.')
    const row = await db.from('users').where('id', buyer.id).firstOrFail()
    assert.isTrue(await hash.verify(row.password, spaced))
    assert.isFalse(await hash.verify(row.password, spaced.trim()))

    const current = await client
      .put(PATH)
      .form(
        formOf(buyer, { email: `later.${buyer.id}@example.test`, current_password: spaced.trim() })
      )
      .withCsrfToken()
      .loginAs(buyer)
      .redirects(0)
    assert.equal(
      String(inputErrors(current).current_password),
      'The current password is wrong',
      'the current password is compared as typed too'
    )
  })

  test('an e-mail held by another buyer is refused with a message; a seller with that e-mail does not block it', async ({
    client,
    assert,
  }) => {
    const taken = await createAccount('buyer')
    const seller = await createAccount('seller')
    const buyer = await createAccount('buyer')

    const duplicate = await client
      .put(PATH)
      .form(formOf(buyer, { email: taken.email.toUpperCase(), current_password: TEST_PASSWORD }))
      .withCsrfToken()
      .loginAs(buyer)
      .redirects(0)
    duplicate.assertStatus(303)
    assert.equal(
      String(inputErrors(duplicate).email),
      'An account of this type with this e-mail already exists'
    )
    assert.equal(duplicate.flashMessages().email, taken.email.toUpperCase())
    assert.equal((await db.from('users').where('id', buyer.id).firstOrFail()).email, buyer.email)

    const sellersEmail = await client
      .put(PATH)
      .form(formOf(buyer, { email: seller.email, current_password: TEST_PASSWORD }))
      .withCsrfToken()
      .loginAs(buyer)
      .redirects(0)
    sellersEmail.assertFlashMessage('success', 'Your details have been saved.')
    assert.equal((await db.from('users').where('id', buyer.id).firstOrFail()).email, seller.email)
  })

  test('a new password must follow the password rule, be repeated, and needs the current one', async ({
    client,
    assert,
  }) => {
    const buyer = await createAccount('buyer')
    const weak = await client
      .put(PATH)
      .form(
        formOf(buyer, {
          password: 'short1!A',
          password_confirmation: 'short1!A',
          current_password: TEST_PASSWORD,
        })
      )
      .withCsrfToken()
      .loginAs(buyer)
      .redirects(0)
    assert.match(String(inputErrors(weak).password), /at least 12 characters/)
    assert.notProperty(weak.flashMessages(), 'password')

    const mismatch = await client
      .put(PATH)
      .form(
        formOf(buyer, {
          password: 'Yeni-Şifrə-2026!x',
          password_confirmation: 'Yeni-Şifrə-2026!y',
          current_password: TEST_PASSWORD,
        })
      )
      .withCsrfToken()
      .loginAs(buyer)
      .redirects(0)
    assert.equal(String(inputErrors(mismatch).password_confirmation), 'Repeat password wrong')

    const noCurrent = await client
      .put(PATH)
      .form(
        formOf(buyer, { password: 'Yeni-Şifrə-2026!x', password_confirmation: 'Yeni-Şifrə-2026!x' })
      )
      .withCsrfToken()
      .loginAs(buyer)
      .redirects(0)
    assert.match(String(inputErrors(noCurrent).current_password), /current password/)
    let row = await db.from('users').where('id', buyer.id).firstOrFail()
    assert.isTrue(await hash.verify(row.password, TEST_PASSWORD))

    const ok = await client
      .put(PATH)
      .form(
        formOf(buyer, {
          password: 'Yeni-Şifrə-2026!x',
          password_confirmation: 'Yeni-Şifrə-2026!x',
          current_password: TEST_PASSWORD,
        })
      )
      .withCsrfToken()
      .loginAs(buyer)
      .redirects(0)
    ok.assertFlashMessage('success', 'Your details have been saved.')
    row = await db.from('users').where('id', buyer.id).firstOrFail()
    assert.isTrue(await hash.verify(row.password, 'Yeni-Şifrə-2026!x'))
    assert.isFalse(await hash.verify(row.password, TEST_PASSWORD))
  })

  test('account type, id and other columns in the form have no effect', async ({
    client,
    assert,
  }) => {
    const buyer = await createAccount('buyer')
    const response = await client
      .put(PATH)
      .form({
        ...formOf(buyer, { first_name: 'Nigar' }),
        account_type: 'admin',
        accountType: 'admin',
        id: '1',
        avatar_path: '../../etc/passwd',
        disabled_at: '2020-01-01',
      })
      .withCsrfToken()
      .loginAs(buyer)
      .redirects(0)
    response.assertFlashMessage('success', 'Your details have been saved.')
    const row = await db.from('users').where('id', buyer.id).firstOrFail()
    assert.equal(row.first_name, 'Nigar')
    assert.equal(row.account_type, 'buyer')
    assert.isNull(row.avatar_path)
    assert.isNull(row.disabled_at)
  })

  test('a seller session cannot use the buyer user info form', async ({ client, assert }) => {
    const seller = await createAccount('seller')
    const response = await client
      .put(PATH)
      .form(formOf(seller, { first_name: 'Hacked' }))
      .withCsrfToken()
      .loginAs(seller)
      .redirects(0)
    response.assertStatus(404)
    assert.equal(
      (await db.from('users').where('id', seller.id).firstOrFail()).first_name,
      seller.firstName
    )
  })
})
