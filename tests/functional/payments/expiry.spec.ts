import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import paymentsConfig from '#config/payments'
import ExpireUnpaidOrders from '#actions/orders/expire_unpaid_orders'
import { releaseOrderStock } from '#actions/orders/order_stock'
import type Order from '#models/order'
import { startPayment } from '#services/payments/start_payment'
import { restoreGateways, swapGateway } from '#services/payments/gateways'
import TestGatewayClient from '#services/payments/test_gateway_client'
import { testGateway } from '#services/payments/test_gateway/simulator'
import { stockOf } from '#tests/helpers/orders'
import {
  ORIGIN,
  attemptsOf,
  orderAwaitingPayment,
  paymentMails,
  referenceOf,
  reload,
} from './helpers.js'

/**
 * These tests commit (the test gateway answers status checks over HTTP on its own connections).
 * Orders a test leaves awaiting payment are expired in teardown, so no later expiry pass (the
 * races test in tests/functional/checkout) finds them due.
 */
test.group('Payments: expiry of unpaid orders asks the gateway first', (group) => {
  let created: Order[] = []
  group.each.setup(() => {
    created = []
    return async () => {
      restoreGateways()
      for (const order of created) await releaseOrderStock(order.id, 'expire')
    }
  })

  /** An order with a pending test-gateway payment whose deadline passed `minutesAgo` minutes ago. */
  async function overduePayment(minutesAgo: number) {
    const fixture = await orderAwaitingPayment()
    created.push(fixture.order)
    const { redirectUrl } = await startPayment(fixture.order, {
      locale: fixture.order.locale,
      origin: ORIGIN,
    })
    await db
      .from('orders')
      .where('id', fixture.order.id)
      .update({ expires_at: new Date(Date.now() - minutesAgo * 60_000) })
    return { ...fixture, reference: referenceOf(redirectUrl) }
  }

  test('the buyer paid at the gateway but no callback came: the order becomes paid, not expired, and keeps its stock', async ({
    assert,
  }) => {
    const { order, productId, stockAfterOrder, reference } = await overduePayment(1)
    /** Paid on the hosted page; the callback is held back (lost), so only a status check can tell. */
    await testGateway.complete(reference, 'success', { late: true })
    assert.equal((await reload(order)).status, 'awaiting_payment')

    await Promise.all([new ExpireUnpaidOrders().handle(), new ExpireUnpaidOrders().handle()])
    const paid = await reload(order)
    assert.equal(paid.status, 'paid')
    assert.isNotNull(paid.paidAt)
    assert.isNull(paid.stockReleasedAt)
    assert.equal(await stockOf(productId), stockAfterOrder, 'stock not returned')
    assert.deepEqual(
      (await attemptsOf(order)).map((attempt) => attempt.status),
      ['succeeded']
    )
    assert.deepEqual(
      await paymentMails(order),
      ['succeeded'],
      'one payment mail although two passes ran at once'
    )
    const shipments = await db.from('shipments').where('order_id', order.id).select('status')
    assert.notInclude(
      shipments.map((shipment) => shipment.status),
      'deleted'
    )
  })

  test('the buyer declined at the gateway: the order fails the usual way (payment_failed, stock back once, mail)', async ({
    assert,
  }) => {
    const { order, productId, stockAfterOrder, reference } = await overduePayment(1)
    await testGateway.complete(reference, 'failure', { late: true })

    await new ExpireUnpaidOrders().handle()
    const failed = await reload(order)
    assert.equal(failed.status, 'payment_failed')
    assert.isNotNull(failed.stockReleasedAt)
    assert.equal(await stockOf(productId), stockAfterOrder + 2)
    assert.include((await attemptsOf(order))[0].toJSON(), {
      status: 'failed',
      failureCode: 'card_declined',
    })
    assert.deepEqual(await paymentMails(order), ['failed'])

    await new ExpireUnpaidOrders().handle()
    assert.equal((await reload(order)).status, 'payment_failed')
    assert.equal(await stockOf(productId), stockAfterOrder + 2, 'stock returned once')
  })

  test('still pending at the gateway within the grace period: untouched (a buyer paying at the last minute is not refunded)', async ({
    assert,
  }) => {
    const withinGrace = paymentsConfig.expiryGraceMinutes - 2
    const { order, productId, stockAfterOrder, reference } = await overduePayment(withinGrace)

    await new ExpireUnpaidOrders().handle()
    const kept = await reload(order)
    assert.equal(kept.status, 'awaiting_payment')
    assert.isNull(kept.stockReleasedAt)
    assert.equal(await stockOf(productId), stockAfterOrder)
    assert.equal((await attemptsOf(order))[0].status, 'pending')
    assert.deepEqual(await paymentMails(order), [])

    /** The buyer finishes paying now and the callback arrives: the order is paid normally. */
    await testGateway.complete(reference, 'success')
    assert.equal((await reload(order)).status, 'paid')
    assert.equal(await stockOf(productId), stockAfterOrder)
  })

  test('still pending at the gateway past the grace period: expired, stock back once, shipments deleted', async ({
    assert,
  }) => {
    const { order, productId, stockAfterOrder } = await overduePayment(
      paymentsConfig.expiryGraceMinutes + 1
    )

    const [first, second] = await Promise.all([
      new ExpireUnpaidOrders().handle(),
      new ExpireUnpaidOrders().handle(),
    ])
    assert.isAtLeast(first + second, 1)
    const expired = await reload(order)
    assert.equal(expired.status, 'expired')
    assert.isNotNull(expired.stockReleasedAt)
    assert.equal(await stockOf(productId), stockAfterOrder + 2, 'stock returned once')
    const shipments = await db.from('shipments').where('order_id', order.id).select('status')
    assert.deepEqual(
      shipments.map((shipment) => shipment.status),
      ['deleted']
    )
    assert.equal(
      (await attemptsOf(order))[0].status,
      'pending',
      'the attempt is left for reconciliation'
    )
  })

  test('the gateway cannot be asked: the order waits through the grace period, then expires', async ({
    assert,
  }) => {
    const { order, productId, stockAfterOrder } = await overduePayment(1)
    swapGateway(
      'test_gateway',
      new TestGatewayClient({
        baseUrl: 'http://127.0.0.1:9/down',
        secret: 'x',
        timeoutMs: 300,
        toleranceSeconds: 300,
      })
    )

    await new ExpireUnpaidOrders().handle()
    assert.equal((await reload(order)).status, 'awaiting_payment')
    assert.equal(await stockOf(productId), stockAfterOrder)

    await db
      .from('orders')
      .where('id', order.id)
      .update({
        expires_at: new Date(Date.now() - (paymentsConfig.expiryGraceMinutes + 1) * 60_000),
      })
    await new ExpireUnpaidOrders().handle()
    assert.equal((await reload(order)).status, 'expired')
    assert.equal(await stockOf(productId), stockAfterOrder + 2)
  })

  test('an order whose payment never reached the gateway expires on time, without a grace period', async ({
    assert,
  }) => {
    const fixture = await orderAwaitingPayment()
    created.push(fixture.order)
    await db
      .from('orders')
      .where('id', fixture.order.id)
      .update({ expires_at: new Date(Date.now() - 60_000) })

    await new ExpireUnpaidOrders().handle()
    assert.equal((await reload(fixture.order)).status, 'expired')
    assert.equal(await stockOf(fixture.productId), fixture.stockAfterOrder + 2)
    assert.lengthOf(await attemptsOf(fixture.order), 0)
  })
})
