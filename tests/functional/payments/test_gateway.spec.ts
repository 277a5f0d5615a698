import { test } from '@japa/runner'
import { catalogueOf } from '#tests/helpers/messages'
import db from '@adonisjs/lucid/services/db'
import paymentsConfig, { TEST_GATEWAY_BASE_PATH } from '#config/payments'
import { formatMoney } from '#lib/money'
import { startPayment } from '#services/payments/start_payment'
import { testGateway } from '#services/payments/test_gateway/simulator'
import { inertiaPage } from '#tests/helpers/inertia_page'
import { stockOf } from '#tests/helpers/orders'
import {
  ORIGIN,
  attemptsOf,
  eventsOfAttempt,
  orderAwaitingPayment,
  paymentMails,
  placedBy,
  referenceOf,
  reload,
} from './helpers.js'

/** Path and query of an absolute URL of this app (what the browser requests next). */
const pathOf = (url: string | undefined) => {
  if (!url) throw new Error('No URL to follow')
  const parsed = new URL(url)
  return `${parsed.pathname}${parsed.search}`
}

test.group('Payments: each outcome through the test gateway, end to end over HTTP', () => {
  test('success: hosted page in the order language → pay → signed callback → return → confirmation; order paid once', async ({
    client,
    assert,
  }) => {
    const { order, productId, stockAfterOrder } = await orderAwaitingPayment({ locale: 'en' })
    const { redirectUrl } = await startPayment(order, { locale: 'en', origin: ORIGIN })
    assert.match(
      redirectUrl,
      new RegExp(`^${ORIGIN}${TEST_GATEWAY_BASE_PATH}/pay/tgp_[A-Za-z0-9_-]{32}\\?lang=en$`)
    )
    const [attempt] = await attemptsOf(order)
    assert.include(attempt.toJSON(), {
      gateway: 'test_gateway',
      status: 'pending',
      amountMinor: 2800,
      currency: 'AZN',
      redirectUrl,
    })

    const page = await client.get(pathOf(redirectUrl))
    page.assertStatus(200)
    const hosted = inertiaPage(page.text())
    assert.equal(hosted.component, 'payments/test_gateway')
    assert.equal(hosted.props.locale, 'en')
    assert.equal(catalogueOf(hosted.props)['payments.test_gateway.success'], 'Pay successfully')
    assert.deepInclude(hosted.props.payment, {
      merchant: 'Karvan',
      description: `Karvan order ${order.number}`,
      amount: formatMoney(2800, 'AZN', 'en'),
      status: 'pending',
    })

    const chosen = await client
      .post(pathOf(redirectUrl))
      .form({ outcome: 'success' })
      .withCsrfToken()
      .redirects(0)
    chosen.assertStatus(302)
    assert.equal(chosen.header('location'), `${ORIGIN}/payments/return/${attempt.id}`)
    /** The signed callback was delivered and confirmed before the browser came back. */
    const paid = await reload(order)
    assert.equal(paid.status, 'paid')
    assert.isNotNull(paid.paidAt)
    const [event] = await eventsOfAttempt(attempt.id)
    assert.include(event, { gateway: 'test_gateway', signature_valid: true, outcome: 'paid' })

    const back = await client.get(pathOf(chosen.header('location'))).redirects(0)
    back.assertStatus(302)
    assert.equal(back.header('location'), `/en/order-confirmation/${order.number}`)
    const confirmation = await client
      .get(pathOf(`${ORIGIN}${back.header('location')}`))
      .withSession(placedBy(order))
    confirmation.assertStatus(200)
    assert.equal(inertiaPage(confirmation.text()).props.order.number, order.number)

    const [settled] = await attemptsOf(order)
    assert.include(settled.toJSON(), { status: 'succeeded', failureCode: null })
    assert.equal(await stockOf(productId), stockAfterOrder)
    assert.deepEqual(await paymentMails(order), ['succeeded'])
  })

  test('failure: the stock comes back exactly once and the buyer lands on the order-failed page', async ({
    client,
    assert,
  }) => {
    const { order, productId, stockAfterOrder } = await orderAwaitingPayment({ quantity: 3 })
    const { redirectUrl } = await startPayment(order, { locale: 'az', origin: ORIGIN })
    const page = inertiaPage((await client.get(pathOf(redirectUrl))).text())
    assert.equal(catalogueOf(page.props)['payments.test_gateway.failure'], 'Ödənişi rədd et')
    assert.equal(page.props.payment.amount, formatMoney(4050, 'AZN', 'az'))

    const chosen = await client
      .post(pathOf(redirectUrl))
      .form({ outcome: 'failure' })
      .withCsrfToken()
      .redirects(0)
    const back = await client.get(pathOf(chosen.header('location'))).redirects(0)
    assert.equal(back.header('location'), `/sifarish-ugursuz/${order.number}`)
    assert.equal((await reload(order)).status, 'payment_failed')
    assert.equal(await stockOf(productId), stockAfterOrder + 3)

    /** The return page again, a repeated callback and the reconciliation give nothing back twice. */
    await client.get(pathOf(chosen.header('location'))).redirects(0)
    assert.equal(await testGateway.replay(referenceOf(redirectUrl)), 200)
    assert.equal(await stockOf(productId), stockAfterOrder + 3)
    assert.deepEqual(await paymentMails(order), ['failed'])
    const [attempt] = await attemptsOf(order)
    assert.include(attempt.toJSON(), { status: 'failed', failureCode: 'card_declined' })

    const failedPage = await client
      .get(pathOf(`${ORIGIN}${back.header('location')}`))
      .withSession(placedBy(order))
    failedPage.assertStatus(200)
    const failed = inertiaPage(failedPage.text())
    assert.equal(failed.component, 'storefront/order_failed')
    assert.equal(catalogueOf(failed.props)['ui.messages.payment_failed'], 'Ödəniş uğursuz oldu')
    assert.equal(failed.props.order.number, order.number)
    assert.equal(failed.props.order.reason, 'failed')
    assert.deepEqual(
      failed.props.order.lines.map((line: any) => [line.name, line.quantity, line.total]),
      [['Fındıq yağı', 3, formatMoney(3750, 'AZN', 'az')]]
    )
    assert.equal(failed.props.order.retryUrl, `/sifarish-ugursuz/${order.number}/retry`)
  })

  test('cancel: order cancelled, stock back, order-failed page in the order language', async ({
    client,
    assert,
  }) => {
    const { order, productId, stockAfterOrder } = await orderAwaitingPayment({ locale: 'ru' })
    const { redirectUrl } = await startPayment(order, { locale: 'ru', origin: ORIGIN })
    assert.equal(
      catalogueOf(inertiaPage((await client.get(pathOf(redirectUrl))).text()).props)[
        'payments.test_gateway.cancel'
      ],
      'Отменить платёж'
    )
    const chosen = await client
      .post(pathOf(redirectUrl))
      .form({ outcome: 'cancel' })
      .withCsrfToken()
      .redirects(0)
    const back = await client.get(pathOf(chosen.header('location'))).redirects(0)
    assert.equal(back.header('location'), `/ru/zakaz-ne-oplachen/${order.number}`)
    assert.equal((await reload(order)).status, 'cancelled')
    assert.equal(await stockOf(productId), stockAfterOrder + 2)
    assert.deepEqual(await paymentMails(order), ['cancelled'])
    const failed = inertiaPage(
      (
        await client.get(pathOf(`${ORIGIN}${back.header('location')}`)).withSession(placedBy(order))
      ).text()
    )
    assert.equal(failed.props.order.reason, 'cancelled')
    assert.equal(catalogueOf(failed.props)['ui.messages.payment_failed'], 'Оплата не прошла')
  })

  test('late callback: the return settles the payment from the status API; the callback arriving afterwards changes nothing', async ({
    client,
    assert,
  }) => {
    const { order } = await orderAwaitingPayment()
    const { redirectUrl } = await startPayment(order, { locale: 'az', origin: ORIGIN })
    const chosen = await client
      .post(pathOf(redirectUrl))
      .form({ outcome: 'success', late: 'true' })
      .withCsrfToken()
      .redirects(0)
    assert.equal((await reload(order)).status, 'awaiting_payment')
    const [attempt] = await attemptsOf(order)
    assert.lengthOf(await eventsOfAttempt(attempt.id), 0)

    const back = await client.get(pathOf(chosen.header('location'))).redirects(0)
    assert.equal(back.header('location'), `/order-confirmation/${order.number}`)
    assert.equal((await reload(order)).status, 'paid')

    assert.deepEqual(await testGateway.deliverHeld(referenceOf(redirectUrl)), [200])
    const events = await eventsOfAttempt(attempt.id)
    assert.deepEqual(
      events.map((event) => [event.signature_valid, event.outcome]),
      [[true, 'unchanged']]
    )
    assert.equal((await reload(order)).status, 'paid')
    assert.deepEqual(await paymentMails(order), ['succeeded'])
  })

  test('repeated callback: the same event id again is answered 200 and has no second effect', async ({
    client,
    assert,
  }) => {
    const { order } = await orderAwaitingPayment()
    const { redirectUrl } = await startPayment(order, { locale: 'az', origin: ORIGIN })
    await client.post(pathOf(redirectUrl)).form({ outcome: 'success' }).withCsrfToken().redirects(0)
    const reference = referenceOf(redirectUrl)
    assert.equal(await testGateway.replay(reference), 200)
    assert.equal(await testGateway.replay(reference), 200)
    const [attempt] = await attemptsOf(order)
    /** Every delivery is in the audit log; only the first used up the event id. */
    const events = await eventsOfAttempt(attempt.id)
    assert.deepEqual(
      events.map((event) => [event.event_id, event.outcome, event.processed_at !== null]),
      [
        [events[0].event_id, 'paid', true],
        [events[0].event_id, 'duplicate', false],
        [events[0].event_id, 'duplicate', false],
      ]
    )
    const delivered = await db
      .from('test_gateway_events')
      .where('event_id', events[0].event_id)
      .first()
    assert.equal(delivered.deliveries, 3)
    assert.deepEqual(await paymentMails(order), ['succeeded'])
  })

  test('a second click on the hosted page changes nothing and sends no second event', async ({
    client,
    assert,
  }) => {
    const { order } = await orderAwaitingPayment()
    const { redirectUrl } = await startPayment(order, { locale: 'az', origin: ORIGIN })
    await client.post(pathOf(redirectUrl)).form({ outcome: 'success' }).withCsrfToken().redirects(0)
    const again = await client
      .post(pathOf(redirectUrl))
      .form({ outcome: 'failure' })
      .withCsrfToken()
      .redirects(0)
    assert.equal(
      again.header('location'),
      `${ORIGIN}/payments/return/${(await attemptsOf(order))[0].id}`
    )
    assert.equal((await testGateway.find(referenceOf(redirectUrl)))!.status, 'succeeded')
    assert.equal((await reload(order)).status, 'paid')
    assert.equal(
      Number(
        (
          await db
            .from('test_gateway_events')
            .join('test_gateway_payments', 'test_gateway_payments.id', 'payment_id')
            .where('reference', referenceOf(redirectUrl))
            .count('* as n')
            .first()
        ).n
      ),
      1
    )
    const done = inertiaPage((await client.get(pathOf(redirectUrl))).text())
    assert.equal(done.props.payment.status, 'succeeded')
    assert.equal(done.props.returnUrl, again.header('location'))
  })
})

test.group('Payments: the test gateway as an external provider', () => {
  test('its merchant API wants the shared secret, validates what it hosts and keeps no web session', async ({
    client,
    assert,
  }) => {
    const body = {
      order_id: '1',
      amount_minor: 1000,
      currency: 'AZN',
      description: 'Test',
      locale: 'az',
      return_url: `${ORIGIN}/payments/return/1`,
      callback_url: `${ORIGIN}/payments/callback/test_gateway`,
    }
    const api = `${TEST_GATEWAY_BASE_PATH}/api/payments`
    ;(await client.post(api).json(body)).assertStatus(401)
    ;(await client.post(api).json(body).header('authorization', 'Bearer wrong')).assertStatus(401)
    const auth = `Bearer ${paymentsConfig.testGateway.secret}`
    ;(
      await client
        .post(api)
        .json({ ...body, amount_minor: -5 })
        .header('authorization', auth)
    ).assertStatus(422)
    ;(
      await client
        .post(api)
        .json({ ...body, currency: 'USD' })
        .header('authorization', auth)
    ).assertStatus(422)
    const created = await client.post(api).json(body).header('authorization', auth)
    created.assertStatus(201)
    assert.deepEqual(created.session(), {})
    const { reference, url } = created.body()
    assert.equal(url, `${TEST_GATEWAY_BASE_PATH}/pay/${reference}?lang=az`)
    ;(await client.get(`${api}/${reference}`)).assertStatus(401)
    const status = await client.get(`${api}/${reference}`).header('authorization', auth)
    assert.deepEqual(status.body(), {
      reference,
      order_id: '1',
      status: 'pending',
      amount_minor: 1000,
      currency: 'AZN',
      code: null,
    })
    ;(await client.get(`${api}/tgp_${'x'.repeat(32)}`).header('authorization', auth)).assertStatus(
      404
    )
  })

  test('unknown hosted pages are 404 and a choice needs the CSRF token and a known outcome', async ({
    client,
    assert,
  }) => {
    ;(await client.get(`${TEST_GATEWAY_BASE_PATH}/pay/tgp_${'x'.repeat(32)}`)).assertStatus(404)
    ;(await client.get(`${TEST_GATEWAY_BASE_PATH}/pay/nonsense`)).assertStatus(404)
    const { order } = await orderAwaitingPayment()
    const { redirectUrl } = await startPayment(order, { locale: 'az', origin: ORIGIN })
    const forged = await client
      .post(pathOf(redirectUrl))
      .form({ outcome: 'success' })
      .header('referer', redirectUrl)
      .redirects(0)
    assert.equal(forged.header('location'), redirectUrl.split('?')[0])
    const bad = await client
      .post(pathOf(redirectUrl))
      .form({ outcome: 'steal' })
      .withCsrfToken()
      .header('referer', redirectUrl)
      .redirects(0)
    assert.equal(bad.header('location'), pathOf(redirectUrl))
    assert.equal((await testGateway.find(referenceOf(redirectUrl)))!.status, 'pending')
    assert.equal((await reload(order)).status, 'awaiting_payment')
  })
})
