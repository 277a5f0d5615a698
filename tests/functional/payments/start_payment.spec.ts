import { test } from '@japa/runner'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import paymentsConfig from '#config/payments'
import {
  startPayment,
  PaymentNotStartable,
  GATEWAY_UNAVAILABLE,
} from '#services/payments/start_payment'
import { PaymentGatewayError } from '#services/payments/gateway'
import { restoreGateways, swapGateway } from '#services/payments/gateways'
import TestGatewayClient from '#services/payments/test_gateway_client'
import { testGateway } from '#services/payments/test_gateway/simulator'
import {
  ORIGIN,
  attemptsOf,
  orderAwaitingPayment,
  paymentMails,
  referenceOf,
  reload,
} from './helpers.js'

/** A server that accepts connections and never answers (a gateway that hangs). */
async function hangingServer() {
  const server: Server = createServer(() => {})
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}/payments/test-gateway`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

test.group('Payments: starting a payment', (group) => {
  group.each.teardown(() => restoreGateways())

  test('four concurrent starts for one order create one attempt and the same hosted page; later starts reuse it', async ({
    assert,
  }) => {
    const { order } = await orderAwaitingPayment()
    const [first, second, ...rest] = await Promise.all([
      startPayment(order, { locale: 'az', origin: ORIGIN }),
      startPayment(order, { locale: 'az', origin: ORIGIN }),
      startPayment(order, { locale: 'az', origin: ORIGIN }),
      startPayment(order, { locale: 'az', origin: ORIGIN }),
    ])
    assert.equal(first.redirectUrl, second.redirectUrl)
    for (const other of rest) assert.equal(other.redirectUrl, first.redirectUrl)
    assert.equal(
      (await startPayment(order, { locale: 'az', origin: ORIGIN })).redirectUrl,
      first.redirectUrl
    )
    const attempts = await attemptsOf(order)
    assert.lengthOf(attempts, 1)
    assert.include(attempts[0].toJSON(), {
      status: 'pending',
      amountMinor: order.totalMinor,
      currency: 'AZN',
      gateway: 'test_gateway',
    })
    assert.equal(attempts[0].providerReference, referenceOf(first.redirectUrl))
    const hosted = await testGateway.find(referenceOf(first.redirectUrl))
    assert.include(hosted, {
      merchantOrderId: String(attempts[0].id),
      amountMinor: order.totalMinor,
      returnUrl: `${ORIGIN}/payments/return/${attempts[0].id}`,
      callbackUrl: `${ORIGIN}/payments/callback/test_gateway`,
      description: `Karvan sifarişi ${order.number}`,
    })
  })

  test('many orders starting at once (more than the connection pool) all reach the gateway: no connection is held during the call', async ({
    assert,
  }) => {
    const first = await orderAwaitingPayment({ stock: 100 })
    const orders = [first.order]
    for (let index = 0; index < 14; index++) {
      orders.push((await orderAwaitingPayment({ productId: first.productId, quantity: 1 })).order)
    }
    const started = Date.now()
    const results = await Promise.all(
      orders.map((order) => startPayment(order, { locale: 'az', origin: ORIGIN }))
    )
    assert.isBelow(Date.now() - started, paymentsConfig.timeoutMs)
    assert.lengthOf(new Set(results.map((result) => result.redirectUrl)), orders.length)
  })

  test('cash on delivery and orders not awaiting payment cannot start one', async ({ assert }) => {
    const { order: cash } = await orderAwaitingPayment({ paymentMethod: 'cash_on_delivery' })
    const methodError = await startPayment(cash, { locale: 'az', origin: ORIGIN }).catch(
      (error) => error
    )
    assert.instanceOf(methodError, PaymentNotStartable)
    assert.equal(methodError.reason, 'method')

    const { order } = await orderAwaitingPayment()
    const { redirectUrl } = await startPayment(order, { locale: 'az', origin: ORIGIN })
    await testGateway.complete(referenceOf(redirectUrl), 'success')
    assert.equal((await reload(order)).status, 'paid')
    const statusError = await startPayment(order, { locale: 'az', origin: ORIGIN }).catch(
      (error) => error
    )
    assert.instanceOf(statusError, PaymentNotStartable)
    assert.equal(statusError.reason, 'status')
    assert.lengthOf(await attemptsOf(order), 1)
  })

  test('a gateway that does not answer in time: typed error, attempt kept as failed, order still awaiting payment', async ({
    assert,
    cleanup,
  }) => {
    const hanging = await hangingServer()
    cleanup(() => hanging.close())
    swapGateway(
      'test_gateway',
      new TestGatewayClient({
        baseUrl: hanging.url,
        secret: paymentsConfig.testGateway.secret,
        timeoutMs: 300,
        toleranceSeconds: 300,
      })
    )
    const { order } = await orderAwaitingPayment()
    const started = Date.now()
    const error = await startPayment(order, { locale: 'az', origin: ORIGIN }).catch(
      (caught) => caught
    )
    assert.isBelow(Date.now() - started, 3000)
    assert.instanceOf(error, PaymentGatewayError)
    assert.equal(error.reason, 'timeout')
    const [attempt] = await attemptsOf(order)
    assert.include(attempt.toJSON(), { status: 'failed', failureCode: GATEWAY_UNAVAILABLE })
    assert.equal((await reload(order)).status, 'awaiting_payment')

    restoreGateways()
    const retried = await startPayment(order, { locale: 'az', origin: ORIGIN })
    assert.match(retried.redirectUrl, /\/payments\/test-gateway\/pay\/tgp_/)
    assert.lengthOf(await attemptsOf(order), 2)
  })
})

test.group('Payments: the return URL is never trusted', () => {
  test('forged query parameters change nothing while the gateway says the payment is pending', async ({
    client,
    assert,
  }) => {
    const { order } = await orderAwaitingPayment()
    await startPayment(order, { locale: 'az', origin: ORIGIN })
    const [attempt] = await attemptsOf(order)
    const response = await client
      .get(`/payments/return/${attempt.id}`)
      .qs({
        status: 'success',
        STATUS: 'FullyPaid',
        paid: '1',
        amount_minor: '2800',
        reference: attempt.providerReference!,
      })
      .redirects(0)
    response.assertStatus(302)
    assert.equal(response.header('location'), `/order-confirmation/${order.number}`)
    assert.equal((await reload(order)).status, 'awaiting_payment')
    assert.equal((await attemptsOf(order))[0].status, 'pending')
    assert.deepEqual(await paymentMails(order), [])
  })

  test('"failed" in the query cannot fail a payment the gateway completed: the gateway\'s answer wins', async ({
    client,
    assert,
  }) => {
    const { order } = await orderAwaitingPayment()
    const { redirectUrl } = await startPayment(order, { locale: 'az', origin: ORIGIN })
    await testGateway.complete(referenceOf(redirectUrl), 'success', { late: true })
    const [attempt] = await attemptsOf(order)
    const response = await client
      .get(`/payments/return/${attempt.id}`)
      .qs({ status: 'failed' })
      .redirects(0)
    assert.equal(response.header('location'), `/order-confirmation/${order.number}`)
    assert.equal((await reload(order)).status, 'paid')
  })

  test('unknown or malformed attempts are 404', async ({ client }) => {
    ;(await client.get('/payments/return/999999999').redirects(0)).assertStatus(404)
    ;(await client.get('/payments/return/abc').redirects(0)).assertStatus(404)
  })
})
