import { test } from '@japa/runner'
import { catalogueOf } from '#tests/helpers/messages'
import db from '@adonisjs/lucid/services/db'
import { PAGES } from '#lib/route_table'
import {
  Browser,
  PAGE,
  buyerFor,
  holder,
  pollUntilFinished,
  resetMobileSignatureData,
  sellerFor,
  start,
} from './helpers.js'
import { url } from '#tests/helpers/urls'

test.group('Mobile signature: signing in through the simulator', (group) => {
  group.each.setup(() => resetMobileSignatureData())

  test('a buyer signs in: code shown, phone confirms, dashboard opens', async ({
    client,
    assert,
  }) => {
    const user = await buyerFor('ok_personal')
    const browser = new Browser(client)
    const form = await browser.props(PAGE.en)
    assert.isNull(form.attempt)
    assert.equal(form.form.account_type, 'buyer')

    const attempt = await start(browser, {
      userId: '200001',
      phone: holder('ok_personal').typedPhone,
    })
    assert.equal(attempt.state, 'running')
    assert.match(attempt.verificationCode, /^\d{4}$/)
    assert.isAtMost(Number(attempt.verificationCode), 8191)
    const row = await db.from('mobile_signature_sessions').where('id', attempt.id).firstOrFail()
    assert.equal(row.verification_code, attempt.verificationCode)
    assert.equal(row.phone, '+994502000001')
    assert.isAtMost(
      new Date(row.expires_at).getTime() - new Date(row.created_at).getTime(),
      5 * 60_000 + 1000
    )
    assert.notProperty(attempt, 'providerSession')

    const answer = await pollUntilFinished(browser, attempt.id)
    assert.equal(answer.location, PAGES.user_dashboard.en)
    assert.equal(browser.signedInUserId, user.id)

    const dashboard = await browser.get(PAGES.user_dashboard.en)
    dashboard.assertStatus(200)
    const again = await browser.get(PAGE.en)
    again.assertStatus(302)
    again.assertHeader('location', PAGES.user_dashboard.en)

    const stored = await db.from('mobile_signature_sessions').where('id', attempt.id).firstOrFail()
    assert.equal(stored.state, 'signed_in')
    assert.equal(stored.user_id, user.id)
    const events = await db
      .from('security_events')
      .where('user_id', user.id)
      .where('event', 'mobile_sign_in_ok')
    assert.lengthOf(events, 1)
    await user.refresh()
    assert.isNotNull(user.lastSignInAt)
  })

  test('a seller signs in with a business certificate whose VÖEN is the company tax ID', async ({
    client,
    assert,
  }) => {
    const seller = await sellerFor('ok_company_only', '2000000031')
    const browser = new Browser(client)
    await browser.get(PAGE.az)
    const attempt = await start(
      browser,
      { userId: '200003', phone: '070 200 00 03' },
      { accountType: 'seller', locale: 'az' }
    )
    const answer = await pollUntilFinished(browser, attempt.id, 'az')
    assert.equal(answer.location, PAGES.seller_dashboard.az)
    assert.equal(browser.signedInUserId, seller.id)
    ;(await browser.get(PAGES.seller_dashboard.az)).assertStatus(200)
  })
})

test.group('Mobile signature: matching accounts and certificates', (group) => {
  group.each.setup(() => resetMobileSignatureData())

  test('several certificates: the holder chooses the business one and signs in as that seller', async ({
    client,
    assert,
  }) => {
    const seller = await sellerFor('ok_personal_and_company', '2000000021')
    const browser = new Browser(client)
    await browser.get(PAGE.en)
    const attempt = await start(
      browser,
      { userId: '200002', phone: '+994502000002' },
      { accountType: 'seller' }
    )
    const answer = await pollUntilFinished(browser, attempt.id)
    assert.equal(answer.location, PAGE.en)
    assert.isUndefined(browser.signedInUserId)

    const props = await browser.props(PAGE.en)
    assert.equal(props.attempt.state, 'choosing')
    assert.equal(props.attempt.person, 'Günay Həsənova')
    assert.deepEqual(props.attempt.certificates, [
      { index: 0, type: 'individual', name: 'Günay Həsənova', voen: null },
      { index: 1, type: 'legal', name: 'Şəki İpək MMC', voen: '2000000021' },
    ])

    const chosen = await browser.post(url('mobile_signature.certificate', 'en'), {
      attempt: attempt.id,
      certificate: 1,
    })
    chosen.assertStatus(302)
    chosen.assertHeader('location', PAGES.seller_dashboard.en)
    assert.equal(browser.signedInUserId, seller.id)
    const row = await db.from('mobile_signature_sessions').where('id', attempt.id).firstOrFail()
    assert.equal(row.state, 'signed_in')
    assert.equal(row.identity.chosen, 1)
  })

  test('a choice outside the list is refused with a message and the choice stays open', async ({
    client,
    assert,
  }) => {
    await buyerFor('ok_personal_and_company')
    const browser = new Browser(client)
    await browser.get(PAGE.en)
    const attempt = await start(browser, { userId: '200002', phone: '+994502000002' })
    await pollUntilFinished(browser, attempt.id)
    const wrong = await browser.post(url('mobile_signature.certificate', 'en'), {
      attempt: attempt.id,
      certificate: 7,
    })
    wrong.assertStatus(302)
    assert.equal(
      browser.flash.inputErrorsBag.certificate,
      'Choose one of the certificates in the list'
    )
    assert.isUndefined(browser.signedInUserId)
    const props = await browser.props(PAGE.en)
    assert.equal(props.attempt.state, 'choosing')

    const chosen = await browser.post(url('mobile_signature.certificate', 'en'), {
      attempt: attempt.id,
      certificate: 0,
    })
    chosen.assertHeader('location', PAGES.user_dashboard.en)
  })

  test('a seller of another company is not signed in with this business certificate', async ({
    client,
    assert,
  }) => {
    await sellerFor('ok_company_only', '2000000031')
    await db.from('companies').where('tax_id', '2000000031').update({ tax_id: '2000000041' })
    const browser = new Browser(client)
    await browser.get(PAGE.en)
    const attempt = await start(
      browser,
      { userId: '200003', phone: '+994702000003' },
      { accountType: 'seller' }
    )
    await pollUntilFinished(browser, attempt.id)
    assert.isUndefined(browser.signedInUserId)
    const props = await browser.props(PAGE.en)
    assert.equal(props.attempt.state, 'not_found')
    assert.equal(browser.values.registration_prefill.taxId, '2000000031')
    await db.from('companies').where('tax_id', '2000000041').delete()
  })

  test('a buyer account does not open a seller sign-in (and vice versa)', async ({
    client,
    assert,
  }) => {
    await buyerFor('ok_personal')
    const browser = new Browser(client)
    await browser.get(PAGE.en)
    const attempt = await start(
      browser,
      { userId: '200001', phone: '+994502000001' },
      { accountType: 'seller' }
    )
    await pollUntilFinished(browser, attempt.id)
    assert.isUndefined(browser.signedInUserId)
    assert.equal((await browser.props(PAGE.en)).attempt.state, 'not_found')
  })

  test('a disabled account is not signed in and is told so', async ({ client, assert }) => {
    const user = await buyerFor('ok_personal')
    user.disabledAt = (await import('luxon')).DateTime.now()
    await user.save()
    const browser = new Browser(client)
    await browser.get(PAGE.en)
    const attempt = await start(browser, { userId: '200001', phone: '+994502000001' })
    await pollUntilFinished(browser, attempt.id)
    assert.isUndefined(browser.signedInUserId)
    const props = await browser.props(PAGE.en)
    assert.equal(props.attempt.state, 'failed')
    assert.equal(props.attempt.result, 'ACCOUNT_DISABLED')
    assert.equal(
      catalogueOf(props)['mobile_signature.results.ACCOUNT_DISABLED.message'],
      'This account is disabled'
    )
    const event = await db
      .from('security_events')
      .where('user_id', user.id)
      .where('event', 'mobile_sign_in_failed')
      .first()
    assert.isNotNull(event)
  })

  test('the page is for guests: a signed-in account goes to its dashboard', async ({ client }) => {
    const user = await buyerFor('ok_personal')
    const response = await client.get(PAGE.ru).loginAs(user).redirects(0)
    response.assertStatus(302)
    response.assertHeader('location', PAGES.user_dashboard.ru)
  })

  test('the form opens on the account type asked for, in every language', async ({
    client,
    assert,
  }) => {
    const browser = new Browser(client)
    const props = await browser.props(
      url('mobile_signature', 'ru', undefined, { qs: { as: 'seller' } })
    )
    assert.equal(props.form.account_type, 'seller')
    assert.equal(catalogueOf(props)['mobile_signature.title'], 'Вход через Asan İmza')
    assert.equal(props.urls.register, PAGES.register.ru)
    assert.equal(
      catalogueOf(await browser.props(PAGE.az))['mobile_signature.title'],
      'Asan İmza ilə daxil ol'
    )
  })
})
