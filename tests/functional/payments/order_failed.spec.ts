import { test } from '@japa/runner'
import { catalogueOf } from '#tests/helpers/messages'
import db from '@adonisjs/lucid/services/db'
import { releaseOrderStock } from '#actions/orders/order_stock'
import { startPayment } from '#services/payments/start_payment'
import { testGateway } from '#services/payments/test_gateway/simulator'
import { restoreGateways, swapGateway } from '#services/payments/gateways'
import TestGatewayClient from '#services/payments/test_gateway_client'
import { createAccount } from '#tests/helpers/accounts'
import { inertiaPage } from '#tests/helpers/inertia_page'
import { stockOf } from '#tests/helpers/orders'
import {
  ORIGIN,
  attemptsOf,
  orderAwaitingPayment,
  placedBy,
  referenceOf,
  reload,
} from './helpers.js'
import { url } from '#tests/helpers/urls'

/** An order whose payment the buyer declined at the test gateway (stock given back). */
async function failedOrder(options: Parameters<typeof orderAwaitingPayment>[0] = {}) {
  const fixture = await orderAwaitingPayment(options)
  const { redirectUrl } = await startPayment(fixture.order, {
    locale: fixture.order.locale,
    origin: ORIGIN,
  })
  await testGateway.complete(referenceOf(redirectUrl), 'failure')
  return { ...fixture, order: await reload(fixture.order) }
}

test.group('Payments: the order-failed page', () => {
  test('shows "payment failed", the number and lines to the guest who placed the order, in every language', async ({
    client,
    assert,
  }) => {
    const { order } = await failedOrder()
    assert.equal(order.status, 'payment_failed')
    for (const [path, message, name] of [
      [`/sifarish-ugursuz/${order.number}`, 'Ödəniş uğursuz oldu', 'Fındıq yağı'],
      [`/en/order-failed/${order.number}`, 'Payment failed', 'Hazelnut oil'],
      [`/ru/zakaz-ne-oplachen/${order.number}`, 'Оплата не прошла', 'Масло фундука'],
    ]) {
      const response = await client.get(path).withSession(placedBy(order))
      response.assertStatus(200)
      const page = inertiaPage(response.text())
      assert.equal(catalogueOf(page.props)['ui.messages.payment_failed'], message)
      assert.equal(page.props.order.number, order.number)
      assert.deepEqual(
        page.props.order.lines.map((line: any) => [line.name, line.quantity]),
        [[name, 2]]
      )
      assert.equal(page.props.order.retryUrl, `${path}/retry`)
      assert.deepEqual(page.props.alternates, {
        az: `/sifarish-ugursuz/${order.number}`,
        en: `/en/order-failed/${order.number}`,
        ru: `/ru/zakaz-ne-oplachen/${order.number}`,
      })
    }
  })

  test('the buyer who placed it sees it signed in; another buyer, a stranger and unknown numbers get 404 "order not found"', async ({
    client,
    assert,
  }) => {
    const owner = await createAccount('buyer')
    const other = await createAccount('buyer')
    const { order } = await failedOrder({ buyer: owner })
    ;(
      await client.get(url('order_failed', 'en', { number: order.number })).loginAs(owner)
    ).assertStatus(200)
    for (const request of [
      client.get(url('order_failed', 'en', { number: order.number })).loginAs(other),
      client.get(url('order_failed', 'en', { number: order.number })),
      client.get('/en/order-failed/KRV-00000000'),
    ]) {
      const response = await request
      response.assertStatus(404)
      const page = inertiaPage(response.text())
      assert.isNull(page.props.order)
      assert.equal(catalogueOf(page.props)['ui.messages.order_not_found'], 'Order not found')
    }
    ;(await client.get('/en/order-failed/%3Cscript%3E')).assertStatus(404)
    const denial = await db
      .from('security_events')
      .where('event', 'authz_denied')
      .whereLike('detail', `%${order.number}%`)
      .first()
    assert.isNotNull(denial)
    ;(
      await client
        .post(url('order_failed.retry', 'en', { number: order.number }))
        .withCsrfToken()
        .loginAs(other)
        .redirects(0)
    ).assertStatus(404)
    assert.equal((await reload(order)).status, 'payment_failed')
  })

  test('a paid or still-pending order goes to its confirmation page instead', async ({
    client,
    assert,
  }) => {
    const { order } = await orderAwaitingPayment({ locale: 'en' })
    const { redirectUrl } = await startPayment(order, { locale: 'en', origin: ORIGIN })
    const pending = await client
      .get(url('order_failed', 'en', { number: order.number }))
      .withSession(placedBy(order))
      .redirects(0)
    assert.equal(pending.header('location'), `/en/order-confirmation/${order.number}`)
    await testGateway.complete(referenceOf(redirectUrl), 'success')
    const paid = await client
      .get(url('order_failed', 'en', { number: order.number }))
      .withSession(placedBy(order))
      .redirects(0)
    assert.equal(paid.header('location'), `/en/order-confirmation/${order.number}`)
  })

  test('try again: the stock is taken again, a new attempt starts and the buyer goes back to the gateway, then pays', async ({
    client,
    assert,
  }) => {
    const { order, productId, stockAfterOrder } = await failedOrder()
    assert.equal(await stockOf(productId), stockAfterOrder + 2)
    const retry = await client
      .post(url('order_failed.retry', 'az', { number: order.number }))
      .withSession(placedBy(order))
      .withCsrfToken()
      .redirects(0)
    retry.assertStatus(302)
    const hostedPage = retry.header('location')!
    assert.match(
      hostedPage,
      new RegExp(`^${ORIGIN}/payments/test-gateway/pay/tgp_[A-Za-z0-9_-]{32}\\?lang=az$`)
    )
    const reopened = await reload(order)
    assert.equal(reopened.status, 'awaiting_payment')
    assert.isAbove(reopened.expiresAt!.toMillis(), Date.now() + 25 * 60_000)
    assert.equal(await stockOf(productId), stockAfterOrder)
    const attempts = await attemptsOf(order)
    assert.deepEqual(
      attempts.map((attempt) => attempt.status),
      ['failed', 'pending']
    )

    const inertia = await client
      .post(url('order_failed.retry', 'az', { number: order.number }))
      .withSession(placedBy(order))
      .withCsrfToken()
      .header('x-inertia', 'true')
      .redirects(0)
    /** A second click: the same hosted page (the pending attempt is reused), as an Inertia external visit. */
    inertia.assertStatus(409)
    assert.equal(inertia.header('x-inertia-location'), hostedPage)

    await testGateway.complete(referenceOf(hostedPage), 'success')
    assert.equal((await reload(order)).status, 'paid')
    assert.equal(await stockOf(productId), stockAfterOrder)
  })

  test('"return to the payment page" while the payment is awaited resumes the pending attempt: same hosted page, no second attempt', async ({
    client,
    assert,
  }) => {
    const { order, productId, stockAfterOrder } = await orderAwaitingPayment({ locale: 'en' })
    const { redirectUrl } = await startPayment(order, { locale: 'en', origin: ORIGIN })
    const confirmation = inertiaPage(
      (
        await client
          .get(url('order_confirmation', 'en', { number: order.number }))
          .withSession(placedBy(order))
      ).text()
    )
    assert.equal(confirmation.props.state, 'awaiting_payment')
    const resume = confirmation.props.urls.resumePayment
    assert.equal(resume, `/en/order-failed/${order.number}/retry`)

    const plain = await client
      .post(resume)
      .withSession(placedBy(order))
      .withCsrfToken()
      .redirects(0)
    plain.assertStatus(302)
    assert.equal(plain.header('location'), redirectUrl)
    const inertia = await client
      .post(resume)
      .withSession(placedBy(order))
      .withCsrfToken()
      .header('x-inertia', 'true')
      .redirects(0)
    inertia.assertStatus(409)
    assert.equal(inertia.header('x-inertia-location'), redirectUrl)

    const attempts = await attemptsOf(order)
    assert.lengthOf(attempts, 1)
    assert.equal(attempts[0].status, 'pending')
    const unchanged = await reload(order)
    assert.equal(unchanged.status, 'awaiting_payment')
    assert.equal(
      unchanged.expiresAt!.toMillis(),
      order.expiresAt!.toMillis(),
      'the deadline is not extended'
    )
    assert.equal(await stockOf(productId), stockAfterOrder)

    await testGateway.complete(referenceOf(redirectUrl), 'success')
    assert.equal((await reload(order)).status, 'paid')
    const again = await client
      .post(resume)
      .withSession(placedBy(order))
      .withCsrfToken()
      .redirects(0)
    assert.equal(again.header('location'), `/en/order-confirmation/${order.number}`)
    assert.lengthOf(await attemptsOf(order), 1)
  })

  test('try again when the products are gone: "product not in stock", nothing changes', async ({
    client,
    assert,
  }) => {
    const { order, productId } = await failedOrder()
    await db.from('products').where('id', productId).update({ stock: 1 })
    const retry = await client
      .post(url('order_failed.retry', 'en', { number: order.number }))
      .withSession(placedBy(order))
      .withCsrfToken()
      .redirects(0)
    assert.equal(retry.header('location'), `/en/order-failed/${order.number}`)
    assert.equal((await reload(order)).status, 'payment_failed')
    assert.equal(await stockOf(productId), 1)
    assert.lengthOf(await attemptsOf(order), 1)
    assert.deepEqual(retry.flashMessages().inputErrorsBag, { form: 'Product not in stock' })
  })

  test('a payment checkout could not start (gateway down): the page offers a retry while the products stay reserved', async ({
    client,
    assert,
    cleanup,
  }) => {
    const { order, productId, stockAfterOrder } = await orderAwaitingPayment({ locale: 'en' })
    cleanup(() => restoreGateways())
    swapGateway(
      'test_gateway',
      new TestGatewayClient({
        baseUrl: 'http://127.0.0.1:9/down',
        secret: 'x',
        timeoutMs: 300,
        toleranceSeconds: 300,
      })
    )
    await assert.rejects(() => startPayment(order, { locale: 'en', origin: ORIGIN }))
    const page = inertiaPage(
      (
        await client
          .get(url('order_failed', 'en', { number: order.number }))
          .withSession(placedBy(order))
      ).text()
    )
    assert.equal(page.props.order.reason, 'unavailable')
    assert.equal(page.props.order.retryUrl, `/en/order-failed/${order.number}/retry`)

    const stillDown = await client
      .post(url('order_failed.retry', 'en', { number: order.number }))
      .withSession(placedBy(order))
      .withCsrfToken()
      .redirects(0)
    assert.equal(stillDown.header('location'), `/en/order-failed/${order.number}`)
    assert.deepEqual(stillDown.flashMessages().inputErrorsBag, {
      form: 'The payment service is not answering. Please try again in a moment.',
    })
    assert.equal((await reload(order)).status, 'awaiting_payment')
    assert.equal(await stockOf(productId), stockAfterOrder)

    restoreGateways()
    const retry = await client
      .post(url('order_failed.retry', 'en', { number: order.number }))
      .withSession(placedBy(order))
      .withCsrfToken()
      .redirects(0)
    assert.match(retry.header('location')!, /\/payments\/test-gateway\/pay\/tgp_/)
    assert.deepEqual(
      (await attemptsOf(order)).map((attempt) => attempt.status),
      ['failed', 'failed', 'pending']
    )
  })

  test('an expired order shows why and offers no retry', async ({ client, assert }) => {
    const { order } = await orderAwaitingPayment({ locale: 'en' })
    await releaseOrderStock(order.id, 'expire')
    const page = inertiaPage(
      (
        await client
          .get(url('order_failed', 'en', { number: order.number }))
          .withSession(placedBy(order))
      ).text()
    )
    assert.equal(page.props.order.reason, 'expired')
    assert.isNull(page.props.order.retryUrl)
    const retry = await client
      .post(url('order_failed.retry', 'en', { number: order.number }))
      .withSession(placedBy(order))
      .withCsrfToken()
      .redirects(0)
    assert.equal(retry.header('location'), `/en/order-failed/${order.number}`)
    assert.equal((await reload(order)).status, 'expired')
  })
})
