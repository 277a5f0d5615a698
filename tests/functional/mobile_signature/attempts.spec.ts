import { test } from '@japa/runner'
import { catalogueOf } from '#tests/helpers/messages'
import db from '@adonisjs/lucid/services/db'
import { PAGES } from '#lib/route_table'
import mobileSignatureConfig from '#config/mobile_signature'
import { freshIp, fromIp } from '#tests/helpers/client_ip'
import {
  Browser,
  PAGE,
  buyerFor,
  pollUntilFinished,
  resetMobileSignatureData,
  start,
} from './helpers.js'
import { url } from '#tests/helpers/urls'

const WAITING = { userId: '200020', phone: '+994502000020' }

test.group('Mobile signature: cancel and expiry', (group) => {
  group.each.setup(() => resetMobileSignatureData())

  test('cancel ends the attempt here and at the service; the page says so and offers the form', async ({
    client,
    assert,
  }) => {
    const browser = new Browser(client)
    await browser.get(PAGE.en)
    const attempt = await start(browser, WAITING)
    const running = await browser.json(url('mobile_signature.status', 'en'), {
      attempt: attempt.id,
    })
    assert.deepEqual(running.body(), { state: 'running' })

    const cancelled = await browser.post(url('mobile_signature.cancel', 'en'), {
      attempt: attempt.id,
    })
    cancelled.assertStatus(302)
    cancelled.assertHeader('location', PAGE.en)
    const props = await browser.props(PAGE.en)
    assert.equal(props.attempt.state, 'cancelled')
    assert.equal(
      catalogueOf(props)['mobile_signature.cancelled'],
      'Sign-in cancelled. You can send a new request whenever you like.'
    )
    assert.equal(props.form.user_id, '200020')

    const row = await db.from('mobile_signature_sessions').where('id', attempt.id).firstOrFail()
    assert.equal(row.state, 'cancelled')
    assert.isNotNull(row.finished_at)
    const [providerId] = row.provider_session.split('.')
    const simulated = await db
      .from('mobile_id_simulator_sessions')
      .where('id', providerId)
      .firstOrFail()
    assert.isNotNull(simulated.cancelled_at)

    const after = await browser.json(url('mobile_signature.status', 'en'), { attempt: attempt.id })
    assert.deepEqual(after.body(), { state: 'finished', location: PAGE.en })
    const twice = await browser.post(url('mobile_signature.cancel', 'en'), { attempt: attempt.id })
    twice.assertStatus(302)
    assert.equal(
      browser.flash.inputErrorsBag.form,
      'This sign-in request is no longer active. Please start a new one.'
    )
  })

  test('an attempt past its 5 minutes expires with EXPIRED_TRANSACTION, whatever the phone does later', async ({
    client,
    assert,
  }) => {
    await buyerFor('ok_personal')
    const browser = new Browser(client)
    await browser.get(PAGE.en)
    const attempt = await start(browser, { userId: '200001', phone: '+994502000001' })
    await db
      .from('mobile_signature_sessions')
      .where('id', attempt.id)
      .update({ expires_at: new Date(Date.now() - 1000) })

    const answer = await browser.json(url('mobile_signature.status', 'en'), { attempt: attempt.id })
    assert.deepEqual(answer.body(), { state: 'finished', location: PAGE.en })
    assert.isUndefined(browser.signedInUserId)
    const props = await browser.props(PAGE.en)
    assert.equal(props.attempt.state, 'expired')
    assert.equal(props.attempt.result, 'EXPIRED_TRANSACTION')
    assert.equal(
      catalogueOf(props)['mobile_signature.results.EXPIRED_TRANSACTION.message'],
      'Transaction is expired'
    )
  })

  test('a session the service has forgotten (HTTP 404) ends as EXPIRED_TRANSACTION', async ({
    client,
    assert,
  }) => {
    const browser = new Browser(client)
    await browser.get(PAGE.en)
    const attempt = await start(browser, WAITING)
    const row = await db.from('mobile_signature_sessions').where('id', attempt.id).firstOrFail()
    await db
      .from('mobile_id_simulator_sessions')
      .where('id', row.provider_session.split('.')[0])
      .update({ expires_at: new Date(Date.now() - 1000) })
    await pollUntilFinished(browser, attempt.id)
    const props = await browser.props(PAGE.en)
    assert.equal(props.attempt.state, 'failed')
    assert.equal(props.attempt.result, 'EXPIRED_TRANSACTION')
  })

  test('starting again cancels the unfinished attempt of this browser', async ({
    client,
    assert,
  }) => {
    const browser = new Browser(client)
    await browser.get(PAGE.en)
    const first = await start(browser, WAITING)
    const second = await start(browser, WAITING)
    assert.notEqual(first.id, second.id)
    assert.equal(
      (await db.from('mobile_signature_sessions').where('id', first.id).firstOrFail()).state,
      'cancelled'
    )
    assert.equal(second.state, 'running')
  })
})

test.group('Mobile signature: single use and binding to the browser', (group) => {
  group.each.setup(() => resetMobileSignatureData())

  test("another browser cannot poll, cancel or choose with someone else's attempt id", async ({
    client,
    assert,
  }) => {
    await buyerFor('ok_personal')
    const owner = new Browser(client)
    await owner.get(PAGE.en)
    const attempt = await start(owner, { userId: '200001', phone: '+994502000001' })

    const stranger = new Browser(client)
    await stranger.get(PAGE.en)
    const polled = await stranger.json(url('mobile_signature.status', 'en'), {
      attempt: attempt.id,
    })
    polled.assertStatus(404)
    assert.isUndefined(stranger.signedInUserId)
    const cancelled = await stranger.post(url('mobile_signature.cancel', 'en'), {
      attempt: attempt.id,
    })
    cancelled.assertStatus(302)
    assert.equal(
      stranger.flash.inputErrorsBag.form,
      'This sign-in request is no longer active. Please start a new one.'
    )
    const chosen = await stranger.post(url('mobile_signature.certificate', 'en'), {
      attempt: attempt.id,
      certificate: 0,
    })
    chosen.assertHeader('location', PAGE.en)
    assert.isUndefined(stranger.signedInUserId)
    assert.isNull((await stranger.props(PAGE.en)).attempt)

    assert.equal(
      (await db.from('mobile_signature_sessions').where('id', attempt.id).firstOrFail()).state,
      'running'
    )
    const denied = await db
      .from('security_events')
      .where('event', 'mobile_sign_in_failed')
      .where('detail', 'attempt not bound to this session')
    assert.isAtLeast(denied.length, 2)

    const answer = await pollUntilFinished(owner, attempt.id)
    assert.equal(answer.location, PAGES.user_dashboard.en)
  })

  test('a finished attempt is never replayed: no second sign-in, no new answer', async ({
    client,
    assert,
  }) => {
    const user = await buyerFor('ok_personal')
    const browser = new Browser(client)
    await browser.get(PAGE.en)
    const attempt = await start(browser, { userId: '200001', phone: '+994502000001' })
    const stolen = { ...browser.values }
    await pollUntilFinished(browser, attempt.id)
    assert.equal(browser.signedInUserId, user.id)

    const replay = new Browser(client)
    replay.values = stolen
    const answer = await replay.json(url('mobile_signature.status', 'en'), { attempt: attempt.id })
    assert.deepEqual(answer.body(), { state: 'finished', location: PAGE.en })
    assert.isUndefined(replay.signedInUserId)
    const chosen = await replay.post(url('mobile_signature.certificate', 'en'), {
      attempt: attempt.id,
      certificate: 0,
    })
    chosen.assertHeader('location', PAGE.en)
    assert.isUndefined(replay.signedInUserId)

    const afterSignIn = await browser.json(url('mobile_signature.status', 'en'), {
      attempt: attempt.id,
    })
    assert.deepEqual(afterSignIn.body(), { state: 'finished', location: PAGES.user_dashboard.en })
    const events = await db
      .from('security_events')
      .where('user_id', user.id)
      .where('event', 'mobile_sign_in_ok')
    assert.lengthOf(events, 1)
  })

  test('two status queries racing on one answer sign in exactly once', async ({
    client,
    assert,
  }) => {
    const user = await buyerFor('ok_personal')
    const browser = new Browser(client)
    await browser.get(PAGE.en)
    const attempt = await start(browser, { userId: '200001', phone: '+994502000001' })
    const tabs = [new Browser(client), new Browser(client)]
    for (const tab of tabs) tab.values = { ...browser.values }
    const answers = await Promise.all(
      tabs.map((tab) => tab.json(url('mobile_signature.status', 'en'), { attempt: attempt.id }))
    )
    const locations = answers.map((answer) => answer.body().location)
    assert.sameMembers(locations, [PAGES.user_dashboard.en, PAGE.en])
    assert.lengthOf(
      tabs.filter((tab) => tab.signedInUserId === user.id),
      1
    )
    const events = await db
      .from('security_events')
      .where('user_id', user.id)
      .where('event', 'mobile_sign_in_ok')
    assert.lengthOf(events, 1)
  })

  test('status, cancel and choice need a well-formed attempt id and a CSRF token', async ({
    client,
    assert,
  }) => {
    const browser = new Browser(client)
    await browser.get(PAGE.en)
    const malformed = await browser.json(url('mobile_signature.status', 'en'), {
      attempt: "1' or '1'='1",
    })
    malformed.assertStatus(422)
    const withoutToken = await client
      .post(url('mobile_signature.status', 'en'))
      .json({ attempt: crypto.randomUUID() })
      .redirects(0)
    assert.notEqual(withoutToken.status(), 200)
    const unknown = await browser.json(url('mobile_signature.status', 'en'), {
      attempt: crypto.randomUUID(),
    })
    unknown.assertStatus(404)
  })
})

test.group('Mobile signature: input and rate limits', (group) => {
  group.each.setup(() => resetMobileSignatureData())

  test('wrong user ID and phone get messages next to the fields and keep the input', async ({
    client,
    assert,
  }) => {
    const browser = new Browser(client)
    await browser.get(PAGE.ru)
    const before = Number((await db.from('mobile_signature_sessions').count('* as n'))[0].n)
    const response = await browser.post(PAGE.ru, {
      user_id: '12ab',
      phone: '+994 12 555 01 23',
      account_type: 'seller',
    })
    response.assertStatus(302)
    const errors = browser.flash.inputErrorsBag
    assert.equal(
      String(errors.user_id),
      'ID пользователя — это 6 цифр, выданных вместе с SIM-картой Asan İmza'
    )
    assert.equal(
      String(errors.phone),
      'Введите азербайджанский мобильный номер, например +994 50 123 45 67'
    )
    const props = await browser.props(PAGE.ru)
    assert.deepEqual(props.form, {
      user_id: '12ab',
      phone: '+994 12 555 01 23',
      account_type: 'seller',
    })
    assert.equal(Number((await db.from('mobile_signature_sessions').count('* as n'))[0].n), before)
  })

  test('missing fields and an admin account type are refused in Azerbaijani', async ({
    client,
    assert,
  }) => {
    const browser = new Browser(client)
    await browser.get(PAGE.az)
    await browser.post(PAGE.az, { user_id: '', phone: '', account_type: 'admin' })
    const errors = browser.flash.inputErrorsBag
    assert.include(String(errors.user_id), 'İstifadəçi ID-si')
    assert.include(String(errors.phone), 'Telefon')
    assert.property(errors, 'account_type')
  })

  test('a phone gets 5 requests per 15 minutes; the 6th is refused before the service is asked', async ({
    client,
    assert,
  }) => {
    const browser = new Browser(client)
    await browser.get(PAGE.en)
    for (let i = 0; i < 5; i++) assert.equal((await start(browser, WAITING)).state, 'running')
    const countBefore = Number((await db.from('mobile_id_simulator_sessions').count('* as n'))[0].n)

    const refused = await browser.post(PAGE.en, {
      user_id: WAITING.userId,
      phone: '050 200 00 20',
      account_type: 'buyer',
    })
    refused.assertStatus(302)
    assert.match(
      browser.flash.inputErrorsBag.form,
      /^Too many sign-in requests\. Please try again in \d+ min\.$/
    )
    assert.equal(browser.flash.phone, '050 200 00 20')
    assert.equal(
      Number((await db.from('mobile_id_simulator_sessions').count('* as n'))[0].n),
      countBefore
    )

    const otherPhone = await start(new Browser(client), {
      userId: '200001',
      phone: '+994502000001',
    })
    assert.equal(otherPhone.state, 'running')
  })

  test('one client IP gets 20 requests per 15 minutes across phones', async ({
    client,
    assert,
  }) => {
    for (let i = 0; i < 20; i++) {
      const browser = new Browser(client)
      await browser.get(PAGE.en)
      await start(browser, { userId: '300000', phone: `+9945030000${String(i).padStart(2, '0')}` })
    }
    const browser = new Browser(client)
    await browser.get(PAGE.en)
    await browser.post(PAGE.en, {
      user_id: '300000',
      phone: '+994503000099',
      account_type: 'buyer',
    })
    assert.match(browser.flash.inputErrorsBag.form, /^Too many sign-in requests/)
  })

  test('status queries are limited to 120 a minute per client IP', async ({ client, assert }) => {
    const browser = new Browser(client)
    await browser.get(PAGE.en)
    const id = crypto.randomUUID()
    for (let i = 0; i < 120; i++)
      (await browser.json(url('mobile_signature.status', 'en'), { attempt: id })).assertStatus(404)
    const limited = await browser.json(url('mobile_signature.status', 'en'), { attempt: id })
    limited.assertStatus(429)
    assert.notEqual(limited.status(), 500)
  })

  test('simultaneous status queries cannot outrun the per-IP limit', async ({
    client,
    assert,
    cleanup,
  }) => {
    const limits = mobileSignatureConfig.limits as Record<string, unknown>
    const saved = limits.statusPerIp
    limits.statusPerIp = { requests: 10, duration: '1 minute' }
    cleanup(() => {
      limits.statusPerIp = saved
    })
    const ip = freshIp()
    const id = crypto.randomUUID()
    const answers = await Promise.all(
      Array.from({ length: 30 }, () =>
        fromIp(
          client
            .post(url('mobile_signature.status', 'en'))
            .withCsrfToken()
            .header('accept', 'application/json')
            .json({ attempt: id })
            .redirects(0),
          ip
        )
      )
    )
    const statuses = answers.map((answer) => answer.status())
    assert.equal(
      statuses.filter((status) => status === 404).length,
      10,
      'ten queries reach the attempt look-up'
    )
    assert.equal(statuses.filter((status) => status === 429).length, 20)
  }).timeout(60_000)
})
