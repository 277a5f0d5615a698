import { test } from '@japa/runner'
import { catalogueOf } from '#tests/helpers/messages'
import db from '@adonisjs/lucid/services/db'
import { PAGES } from '#lib/route_table'
import {
  Browser,
  PAGE,
  holder,
  pollUntilFinished,
  resetMobileSignatureData,
  start,
} from './helpers.js'

/** SPEC §8: each code and its message (English catalogue). */
const CASES = [
  ['bad_signature', 'NOT_VALID', 'Signature is not valid'],
  ['expired_certificate', 'NOT_VALID', 'Signature is not valid'],
  ['timeout', 'EXPIRED_TRANSACTION', 'Transaction is expired'],
  ['user_cancelled', 'USER_CANCEL', 'User canceled authentication in phone'],
  ['mid_not_ready', 'MID_NOT_READY', 'Mobile-ID not yet available, try later'],
  ['phone_absent', 'SENDING_ERROR', 'Message sending failed'],
  ['delivery_error', 'SENDING_ERROR', 'Message sending failed'],
  ['sim_error', 'SIM_ERROR', 'SIM application error'],
  ['internal_error', 'INTERNAL_ERROR', 'Internal error of service'],
  ['service_hang', 'INTERNAL_ERROR', 'Internal error of service'],
] as const

test.group('Mobile signature: every outcome of the service', (group) => {
  group.each.setup(() => resetMobileSignatureData())

  test('{0} ends as {1}: its message, a next step, the form ready again, nobody signed in')
    .with([...CASES])
    .run(async ({ client, assert }, [key, code, message]) => {
      const person = holder(key)
      const browser = new Browser(client)
      await browser.get(PAGE.en)
      const attempt = await start(browser, { userId: person.userId, phone: person.typedPhone })
      if (attempt.state === 'running') await pollUntilFinished(browser, attempt.id)

      const props = await browser.props(PAGE.en)
      assert.equal(props.attempt.state, 'failed')
      assert.equal(props.attempt.result, code)
      assert.isNull(props.attempt.verificationCode)
      assert.equal(catalogueOf(props)[`mobile_signature.results.${code}.message`], message)
      assert.isNotEmpty(catalogueOf(props)[`mobile_signature.results.${code}.hint`])
      assert.deepEqual(props.form, {
        user_id: person.userId,
        phone: person.typedPhone,
        account_type: 'buyer',
      })
      assert.isUndefined(browser.signedInUserId)

      const row = await db.from('mobile_signature_sessions').where('id', attempt.id).firstOrFail()
      assert.equal(row.state, 'failed')
      assert.equal(row.result, code)
      const event = await db
        .from('security_events')
        .where('event', 'mobile_sign_in_failed')
        .whereLike('detail', `${code}%`)
        .orderBy('id', 'desc')
        .first()
      assert.isNotNull(event)
      assert.notInclude(event.detail, person.phone)
    })

  test('messages and next steps exist in Azerbaijani and Russian too', async ({
    client,
    assert,
  }) => {
    const az = catalogueOf(await new Browser(client).props(PAGE.az))
    const ru = catalogueOf(await new Browser(client).props(PAGE.ru))
    assert.equal(
      az['mobile_signature.results.USER_CANCEL.message'],
      'İstifadəçi telefonda autentifikasiyanı ləğv etdi'
    )
    assert.equal(
      ru['mobile_signature.results.MID_NOT_READY.message'],
      'Mobile-ID пока недоступен, попробуйте позже'
    )
    assert.equal(
      ru['mobile_signature.not_found.title'],
      'Пользователь не найден, пожалуйста, зарегистрируйтесь'
    )
  })
})

test.group('Mobile signature: user not found, please register', (group) => {
  group.each.setup(() => resetMobileSignatureData())

  test('an authenticated holder without an account gets the register link, prefilled from the certificate', async ({
    client,
    assert,
  }) => {
    const browser = new Browser(client)
    await browser.get(PAGE.en)
    const attempt = await start(browser, { userId: '200004', phone: '077 200 00 04' })
    const answer = await pollUntilFinished(browser, attempt.id)
    assert.equal(answer.location, PAGE.en)
    assert.isUndefined(browser.signedInUserId)

    assert.deepEqual(browser.values.registration_prefill, {
      firstName: 'Səbinə',
      lastName: 'Rəhimova',
      personalCode: 'TST0004',
      accountType: 'buyer',
    })
    const props = await browser.props(PAGE.en)
    assert.equal(props.attempt.state, 'not_found')
    assert.equal(props.attempt.person, 'Səbinə Rəhimova')
    assert.equal(props.urls.register, PAGES.register.en)
    assert.equal(
      catalogueOf(props)['mobile_signature.not_found.title'],
      'User not found, please register'
    )
    const event = await db
      .from('security_events')
      .where('event', 'mobile_sign_in_failed')
      .whereLike('detail', 'no buyer account%')
      .first()
    assert.isNotNull(event)

    const registration = await browser.props(props.urls.register)
    assert.equal(registration.prefill.firstName, 'Səbinə')
    assert.equal(registration.prefill.lastName, 'Rəhimova')
    assert.isTrue(registration.prefill.fromCertificate)
  })

  test('a business certificate prefills the company, its VÖEN and its type', async ({
    client,
    assert,
  }) => {
    const browser = new Browser(client)
    await browser.get(PAGE.az)
    const attempt = await start(
      browser,
      { userId: '200005', phone: '+994 99 200 00 05' },
      { accountType: 'seller', locale: 'az' }
    )
    await pollUntilFinished(browser, attempt.id, 'az')
    assert.deepEqual(browser.values.registration_prefill, {
      firstName: 'Tural',
      lastName: 'Nəsirov',
      personalCode: 'TST0005',
      accountType: 'seller',
      companyName: 'Tural Nəsirov fərdi sahibkar',
      taxId: '2000000052',
      companyType: 'individual',
    })
    assert.equal((await browser.props(PAGE.az)).urls.register, PAGES.register.az)
  })

  test('a user ID and phone of no Asan İmza holder: not found, without prefill', async ({
    client,
    assert,
  }) => {
    const browser = new Browser(client)
    await browser.get(PAGE.en)
    const attempt = await start(browser, { userId: '654321', phone: '+994 50 999 99 99' })
    await pollUntilFinished(browser, attempt.id)
    const props = await browser.props(PAGE.en)
    assert.equal(props.attempt.state, 'not_found')
    assert.equal(props.attempt.result, 'NOT_MID_CLIENT')
    assert.isNull(props.attempt.person)
    assert.notProperty(browser.values, 'registration_prefill')
  })
})
