import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import paymentsConfig from '#config/payments'
import { releaseOrderStock } from '#actions/orders/order_stock'
import { EXPIRE_UNPAID_ORDERS_JOB } from '#actions/orders/expire_unpaid_orders'
import { RECONCILE_PAYMENTS_JOB } from '#actions/payments/reconcile_payments'
import { enqueue } from '#services/queue/enqueue'
import { JOBS, schedules } from '#services/queue/jobs'
import { runQueuedJobs } from '#services/queue/run_queued_jobs'
import { completeJobs, deleteJobs, jobRows } from '#tests/helpers/jobs'
import { REFRESH_SEARCH_TIER_JOB, runSearchTierPass } from '#services/catalog/catalog_maintenance'
import { REFUND_REQUIRED } from '#actions/payments/apply_payment_result'
import reconcileJob from '#jobs/reconcile_payments'
import { startPayment } from '#services/payments/start_payment'
import { testGateway } from '#services/payments/test_gateway/simulator'
import { inertiaPage } from '#tests/helpers/inertia_page'
import { stockOf } from '#tests/helpers/orders'
import {
  ORIGIN,
  attemptsOf,
  orderAwaitingPayment,
  paymentMails,
  placedBy,
  referenceOf,
  reload,
} from './helpers.js'
import { url } from '#tests/helpers/urls'

/** An order with a pending test-gateway payment; `reference` names it at the gateway. */
async function pendingPayment(options: Parameters<typeof orderAwaitingPayment>[0] = {}) {
  const fixture = await orderAwaitingPayment(options)
  const { redirectUrl } = await startPayment(fixture.order, {
    locale: fixture.order.locale,
    origin: ORIGIN,
  })
  return { ...fixture, reference: referenceOf(redirectUrl) }
}

test.group('Payments: results that arrive late or out of order', () => {
  test('success after the order failed meanwhile: the stock is taken again and the order is paid', async ({
    assert,
  }) => {
    const { order, productId, stockAfterOrder, reference } = await pendingPayment()
    await releaseOrderStock(order.id, 'fail')
    assert.equal(await stockOf(productId), stockAfterOrder + 2)
    await testGateway.complete(reference, 'success')
    const paid = await reload(order)
    assert.equal(paid.status, 'paid')
    assert.isNull(paid.stockReleasedAt)
    assert.equal(await stockOf(productId), stockAfterOrder)
    assert.deepEqual(await paymentMails(order), ['succeeded'])
  })

  test('success after the order failed and its products sold out: recorded as refund required, nothing oversold', async ({
    client,
    assert,
  }) => {
    const { order, productId, reference } = await pendingPayment({ locale: 'en' })
    await releaseOrderStock(order.id, 'fail')
    await db.from('products').where('id', productId).update({ stock: 1 })
    await testGateway.complete(reference, 'success')
    assert.equal((await reload(order)).status, 'payment_failed')
    assert.equal(await stockOf(productId), 1)
    const [attempt] = await attemptsOf(order)
    assert.include(attempt.toJSON(), { status: 'succeeded', failureCode: REFUND_REQUIRED })
    assert.deepEqual(await paymentMails(order), [])
    const page = inertiaPage(
      (
        await client
          .get(url('order_failed', 'en', { number: order.number }))
          .withSession(placedBy(order))
      ).text()
    )
    assert.equal(page.props.order.reason, 'refund')
    assert.isNull(page.props.order.retryUrl)
  })

  test('success after the order expired: refund required (an expired order is not reopened), stock untouched', async ({
    client,
    assert,
  }) => {
    const { order, productId, stockAfterOrder, reference } = await pendingPayment()
    assert.equal(await releaseOrderStock(order.id, 'expire'), 'expired')
    await testGateway.complete(reference, 'success')
    assert.equal((await reload(order)).status, 'expired')
    assert.equal(await stockOf(productId), stockAfterOrder + 2)
    assert.include((await attemptsOf(order))[0].toJSON(), {
      status: 'succeeded',
      failureCode: REFUND_REQUIRED,
    })
    const [attempt] = await attemptsOf(order)
    const back = await client.get(`/payments/return/${attempt.id}`).redirects(0)
    assert.equal(back.header('location'), `/sifarish-ugursuz/${order.number}`)
  })

  test('failure after the order expired: the attempt is recorded, the stock is not given back twice, no mail', async ({
    assert,
  }) => {
    const { order, productId, stockAfterOrder, reference } = await pendingPayment()
    await releaseOrderStock(order.id, 'expire')
    await testGateway.complete(reference, 'failure')
    assert.equal((await reload(order)).status, 'expired')
    assert.equal(await stockOf(productId), stockAfterOrder + 2)
    assert.include((await attemptsOf(order))[0].toJSON(), {
      status: 'failed',
      failureCode: 'card_declined',
    })
    assert.deepEqual(await paymentMails(order), [])
  })

  test('callback and return racing: one effect, one mail', async ({ client, assert }) => {
    const { order, productId, stockAfterOrder, reference } = await pendingPayment()
    await testGateway.complete(reference, 'failure', { late: true })
    const [attempt] = await attemptsOf(order)
    const [statuses] = await Promise.all([
      testGateway.deliverHeld(reference),
      client.get(`/payments/return/${attempt.id}`).redirects(0),
      client.get(`/payments/return/${attempt.id}`).redirects(0),
    ])
    assert.deepEqual(statuses, [200])
    assert.equal((await reload(order)).status, 'payment_failed')
    assert.equal(await stockOf(productId), stockAfterOrder + 2)
    assert.deepEqual(await paymentMails(order), ['failed'])
  })
})

test.group('Payments: reconciliation job', () => {
  test('payments.reconcile settles stale pending attempts from the gateway status and leaves the rest', async ({
    assert,
  }) => {
    assert.isFunction(JOBS['payments.reconcile'].load)
    assert.equal(reconcileJob.name, 'payments.reconcile')
    const abandonedPaid = await pendingPayment()
    const stillAtGateway = await pendingPayment()
    const fresh = await pendingPayment()
    await testGateway.complete(abandonedPaid.reference, 'success', { late: true })
    await testGateway.complete(fresh.reference, 'success', { late: true })
    const tenMinutesAgo = new Date(Date.now() - 10 * 60_000)
    for (const fixture of [abandonedPaid, stillAtGateway]) {
      await db
        .from('payment_attempts')
        .where('order_id', fixture.order.id)
        .update({ updated_at: tenMinutesAgo })
    }
    const context = {
      jobId: '1',
      attempt: 1,
      maxAttempts: 1,
      workerId: 'test',
      signal: new AbortController().signal,
    }
    assert.match((await reconcileJob.handle({}, context)) ?? '', /paid [1-9]/)

    assert.equal((await reload(abandonedPaid.order)).status, 'paid')
    assert.deepEqual(await paymentMails(abandonedPaid.order), ['succeeded'])
    assert.equal((await reload(stillAtGateway.order)).status, 'awaiting_payment')
    assert.equal((await attemptsOf(stillAtGateway.order))[0].status, 'pending')
    /** Checked just now: not due again until reconcileAfterMinutes have passed. */
    assert.isAbove(
      (await attemptsOf(stillAtGateway.order))[0].updatedAt.toMillis(),
      Date.now() - 60_000
    )
    assert.equal((await reload(fresh.order)).status, 'awaiting_payment')

    await reconcileJob.handle({}, context)
    assert.deepEqual(await paymentMails(abandonedPaid.order), ['succeeded'])
    assert.equal((await reload(fresh.order)).status, 'awaiting_payment')
  })

  test('the schedules send payments.reconcile every few minutes and the search tier pass hourly, never two at once', async ({
    assert,
    cleanup,
  }) => {
    const names = [RECONCILE_PAYMENTS_JOB, EXPIRE_UNPAID_ORDERS_JOB, REFRESH_SEARCH_TIER_JOB]
    const clear = async () => {
      await deleteJobs(names)
    }
    await clear()
    cleanup(clear)
    /** Jobs of `name`: [all rows, rows still waiting]. */
    const jobs = async (name: string) => {
      const rows = await jobRows()
        .where('name', name)
        .select('completed_at', 'payload', 'max_attempts')
      return [rows.length, rows.filter((row) => row.completed_at === null).length]
    }
    const byName = new Map(schedules().map((schedule) => [schedule.name as string, schedule]))
    assert.equal(byName.get(EXPIRE_UNPAID_ORDERS_JOB)?.cron, '* * * * *', 'expiry every minute')
    assert.equal(
      byName.get(RECONCILE_PAYMENTS_JOB)?.cron,
      `*/${paymentsConfig.reconcileEveryMinutes} * * * *`
    )
    assert.equal(
      byName.get(REFRESH_SEARCH_TIER_JOB)?.cron,
      '0 * * * *',
      'the search tier pass hourly'
    )
    /** What one cron tick of the three schedules sends. */
    const tick = () => Promise.all(names.map((name) => enqueue(name, byName.get(name)!.data)))

    await tick()
    assert.deepEqual(
      await jobs(RECONCILE_PAYMENTS_JOB),
      [1, 1],
      'the first tick enqueues a reconciliation'
    )
    assert.deepEqual(await jobs(EXPIRE_UNPAID_ORDERS_JOB), [1, 1])
    assert.deepEqual(
      await jobs(REFRESH_SEARCH_TIER_JOB),
      [1, 1],
      'the first tick enqueues a search tier pass'
    )
    const [row] = await jobRows()
      .where('name', RECONCILE_PAYMENTS_JOB)
      .select('payload', 'max_attempts')
    assert.deepEqual(row.payload, {})
    assert.equal(row.max_attempts, 1)

    /** Other processes ticking at the same moment add nothing while one job waits. */
    await Promise.all([tick(), tick(), tick()])
    assert.deepEqual(await jobs(RECONCILE_PAYMENTS_JOB), [1, 1])
    assert.deepEqual(await jobs(EXPIRE_UNPAID_ORDERS_JOB), [1, 1])
    await completeJobs(names)
    await tick()
    assert.deepEqual(
      await jobs(EXPIRE_UNPAID_ORDERS_JOB),
      [2, 1],
      'again once the last one has run'
    )
    assert.deepEqual(await jobs(RECONCILE_PAYMENTS_JOB), [2, 1])

    /** A pass completed less than an hour ago (here from the command line) is not redone by the hourly job. */
    await clear()
    cleanup(async () => {
      await db.from('maintenance_passes').where('name', REFRESH_SEARCH_TIER_JOB).delete()
      await db.rawQuery('DELETE FROM search_heads; DELETE FROM search_prefixes')
    })
    await runSearchTierPass(db.connection())
    const lastPass = async () =>
      (
        await db
          .from('maintenance_passes')
          .where('name', REFRESH_SEARCH_TIER_JOB)
          .select('started_at', 'finished_at')
      )[0]
    const pass = await lastPass()
    assert.isAtMost(pass.started_at.getTime(), pass.finished_at.getTime())
    await enqueue(REFRESH_SEARCH_TIER_JOB, {})
    await runQueuedJobs()
    assert.equal(
      (await lastPass()).started_at.getTime(),
      pass.started_at.getTime(),
      'no pass within the hour of the last one'
    )
    assert.deepEqual(await jobs(REFRESH_SEARCH_TIER_JOB), [1, 0])
    await db
      .from('maintenance_passes')
      .where('name', REFRESH_SEARCH_TIER_JOB)
      .update({ started_at: new Date(Date.now() - 3_700_000) })
    await enqueue(REFRESH_SEARCH_TIER_JOB, {})
    await runQueuedJobs()
    assert.isAbove(
      (await lastPass()).started_at.getTime(),
      Date.now() - 60_000,
      'a pass again once the last one began over an hour ago'
    )
    assert.deepEqual(await jobs(REFRESH_SEARCH_TIER_JOB), [2, 0])
  })
})
