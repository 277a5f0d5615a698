import { test } from '@japa/runner'
import ace from '@adonisjs/core/services/ace'
import db from '@adonisjs/lucid/services/db'
import PlaceOrder, { type PlaceOrderInput } from '#actions/orders/place_order'
import { IdempotencyConflict } from '#actions/orders/checkout_errors'
import ExpireUnpaidOrders, { EXPIRE_UNPAID_ORDERS_JOB } from '#actions/orders/expire_unpaid_orders'
import { InsufficientStock } from '#actions/orders/order_stock'
import { UNPAID_ORDER_TTL_MINUTES } from '#shared/orders'
import { enqueue } from '#services/queue/enqueue'
import { deleteJobs, jobRows } from '#tests/helpers/jobs'
import { runQueuedJobs } from '#services/queue/run_queued_jobs'
import { PINS, productOf, sellerAt, stockOf, type SellerFixture } from '#tests/helpers/orders'
import { orderInput, removeCommitted } from './helpers.js'

/** Runs every call at once and sorts the outcomes: orders placed, InsufficientStock, anything else. */
async function race(inputs: PlaceOrderInput[]) {
  const results = await Promise.allSettled(inputs.map((input) => new PlaceOrder().handle(input)))
  const placed = results.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []))
  const failures = results.flatMap((result) =>
    result.status === 'rejected' ? [result.reason] : []
  )
  return {
    placed,
    outOfStock: failures.filter((error) => error instanceof InsufficientStock),
    other: failures.filter((error) => !(error instanceof InsufficientStock)),
  }
}

/**
 * These tests commit for real (no global transaction): row locks, advisory locks and deadlocks
 * only exist between separate connections. Each test removes what it created.
 */
test.group('Checkout: stock races and idempotency (committed, concurrent)', (group) => {
  let sellers: SellerFixture[] = []
  group.each.setup(() => {
    sellers = []
    return () => removeCommitted(sellers)
  })
  const seller = async () => {
    const fixture = await sellerAt(PINS.baku)
    sellers.push(fixture)
    return fixture
  }

  test('200 concurrent checkouts for the last 10 units: exactly 10 orders, stock 0, the rest "not in stock"', async ({
    assert,
  }) => {
    const fixture = await seller()
    const product = await productOf(fixture, { stock: 10 })
    const { placed, outOfStock, other } = await race(
      Array.from({ length: 200 }, () =>
        orderInput([{ productId: product, quantity: 1 }], { [fixture.companyId]: 'ordinary' })
      )
    )
    assert.deepEqual(other, [], 'no error other than InsufficientStock')
    assert.lengthOf(placed, 10)
    assert.lengthOf(outOfStock, 190)
    assert.deepEqual(outOfStock[0].productIds, [product])
    assert.equal(await stockOf(product), 0)
    const sold = await db
      .from('order_lines')
      .where('product_id', product)
      .sum('quantity as n')
      .first()
    assert.equal(Number(sold.n), 10)
    assert.equal(new Set(placed.map((result) => result.order.number)).size, 10)
    const row = await db.from('products').where('id', product).select('sales_count').firstOrFail()
    assert.equal(row.sales_count, 10)
  }).timeout(120_000)

  test('multi-line carts racing in opposite orders never deadlock and are all or nothing', async ({
    assert,
  }) => {
    const fixture = await seller()
    const a = await productOf(fixture, { stock: 30 })
    const b = await productOf(fixture, { stock: 20 })
    const inputs = Array.from({ length: 40 }, (_, index) =>
      orderInput(
        index % 2 === 0
          ? [
              { productId: a, quantity: 1 },
              { productId: b, quantity: 1 },
            ]
          : [
              { productId: b, quantity: 1 },
              { productId: a, quantity: 1 },
            ],
        { [fixture.companyId]: 'ordinary' }
      )
    )
    const { placed, outOfStock, other } = await race(inputs)
    assert.deepEqual(other, [], 'no deadlock or other error')
    assert.lengthOf(placed, 20)
    assert.lengthOf(outOfStock, 20)
    assert.equal(await stockOf(b), 0)
    assert.equal(await stockOf(a), 10, 'A was taken only together with B')
    for (const { order } of placed) {
      const lines = await db
        .from('order_lines')
        .where('order_id', order.id)
        .orderBy('product_id')
        .select('product_id', 'quantity')
      assert.deepEqual(
        lines.map((line) => [line.product_id, line.quantity]),
        [
          [a, 1],
          [b, 1],
        ]
      )
    }
  }).timeout(60_000)

  test('quantity races: concurrent orders of different sizes never oversell', async ({
    assert,
  }) => {
    const fixture = await seller()
    const product = await productOf(fixture, { stock: 25 })
    const sizes = [7, 3, 9, 1, 5, 8, 2, 6, 4, 10, 3, 5, 7, 1, 9]
    const inputs = sizes.map((quantity) =>
      orderInput([{ productId: product, quantity }], { [fixture.companyId]: 'ordinary' })
    )
    const results = await Promise.allSettled(inputs.map((input) => new PlaceOrder().handle(input)))
    const refused = results.flatMap((result, index) =>
      result.status === 'rejected' ? [[sizes[index], result.reason] as const] : []
    )
    assert.deepEqual(
      refused.filter(([, error]) => !(error instanceof InsufficientStock)),
      []
    )
    const taken = results.reduce(
      (sum, result, index) => sum + (result.status === 'fulfilled' ? sizes[index] : 0),
      0
    )
    assert.isAbove(taken, 0)
    assert.isAtMost(taken, 25)
    const left = await stockOf(product)
    assert.equal(left, 25 - taken, 'stock = 25 − what the placed orders hold')
    for (const [quantity] of refused)
      assert.isAbove(quantity, left, `${quantity} was refused only because fewer were left`)
    const sold = await db
      .from('order_lines')
      .where('product_id', product)
      .sum('quantity as n')
      .first()
    assert.equal(Number(sold.n), taken)
  }).timeout(60_000)

  test('the same idempotency key submitted twice at once places one order; another body with it is refused', async ({
    assert,
  }) => {
    const fixture = await seller()
    const product = await productOf(fixture, { stock: 5 })
    const input = orderInput([{ productId: product, quantity: 2 }], {
      [fixture.companyId]: 'ordinary',
    })
    const results = await Promise.all(
      Array.from({ length: 5 }, () => new PlaceOrder().handle({ ...input }))
    )
    assert.equal(new Set(results.map((result) => result.order.id)).size, 1)
    assert.deepEqual(results.map((result) => result.replayed).sort(), [
      false,
      true,
      true,
      true,
      true,
    ])
    assert.equal(await stockOf(product), 3, 'stock taken once')
    assert.equal(
      Number(
        (await db.from('orders').where('idempotency_key', input.idempotencyKey).count('* as n'))[0]
          .n
      ),
      1
    )
    const jobs = await jobRows()
      .where('name', 'order.placed_mail')
      .whereRaw(`(payload->>'orderId')::int = ?`, [results[0].order.id])
    assert.lengthOf(jobs, 1)

    await assert.rejects(
      () =>
        new PlaceOrder().handle({
          ...input,
          customer: { ...input.customer, name: 'Someone Else' },
        }),
      IdempotencyConflict
    )
    const replay = await new PlaceOrder().handle({ ...input, items: [] })
    assert.isTrue(replay.replayed, 'a replay after the cart was emptied still finds the order')
    assert.equal(replay.order.id, results[0].order.id)
  }).timeout(60_000)

  test('online orders wait for payment with a deadline; the expiry job run twice at once gives the stock back once', async ({
    assert,
  }) => {
    const fixture = await seller()
    const product = await productOf(fixture, { stock: 6 })
    const { order } = await new PlaceOrder().handle(
      orderInput(
        [{ productId: product, quantity: 4 }],
        { [fixture.companyId]: 'ordinary' },
        { paymentMethod: 'test_gateway' }
      )
    )
    assert.equal(order.status, 'awaiting_payment')
    const minutes = (order.expiresAt!.toMillis() - order.createdAt.toMillis()) / 60_000
    assert.closeTo(minutes, UNPAID_ORDER_TTL_MINUTES, 0.1)
    assert.equal(await stockOf(product), 2)

    await new ExpireUnpaidOrders().handle()
    assert.equal(
      (await db.from('orders').where('id', order.id).firstOrFail()).status,
      'awaiting_payment',
      'not due yet'
    )
    assert.equal(await stockOf(product), 2)
    await db
      .from('orders')
      .where('id', order.id)
      .update({ expires_at: new Date(Date.now() - 60_000) })
    /** Every order due now (other tests' leftovers too); some may be paid or kept by their gateway instead. */
    const due = await db
      .from('orders')
      .where('status', 'awaiting_payment')
      .where('expires_at', '<=', new Date())
      .select('id')
    const [first, second] = await Promise.all([
      new ExpireUnpaidOrders().handle(),
      new ExpireUnpaidOrders().handle(),
    ])
    const expiredNow = Number(
      (
        await db
          .from('orders')
          .whereIn(
            'id',
            due.map((row) => row.id)
          )
          .where('status', 'expired')
          .count('* as n')
      )[0].n
    )
    assert.equal(first + second, expiredNow, 'each due order expired by exactly one run')
    assert.equal(await stockOf(product), 6, 'stock returned once')
    const row = await db.from('orders').where('id', order.id).firstOrFail()
    assert.equal(row.status, 'expired')
    assert.isNotNull(row.stock_released_at)
    const shipments = await db.from('shipments').where('order_id', order.id).select('status')
    assert.deepEqual(
      shipments.map((shipment) => shipment.status),
      ['deleted']
    )

    await new ExpireUnpaidOrders().handle()
    assert.equal(await stockOf(product), 6)
  }).timeout(60_000)

  test('the scheduler keeps one expiry job queued; the job and `orders:expire` run the same pass', async ({
    assert,
  }) => {
    const fixture = await seller()
    const product = await productOf(fixture, { stock: 3 })
    const place = () =>
      new PlaceOrder().handle(
        orderInput(
          [{ productId: product, quantity: 1 }],
          { [fixture.companyId]: 'ordinary' },
          { paymentMethod: 'epoint' }
        )
      )
    const first = await place()
    const second = await place()
    await db
      .from('orders')
      .whereIn('id', [first.order.id, second.order.id])
      .update({ expires_at: new Date(Date.now() - 1000) })
    await deleteJobs(EXPIRE_UNPAID_ORDERS_JOB)

    /** What the every-minute schedule sends; the queue is exclusive. */
    const enqueueOrderExpiry = () => enqueue(EXPIRE_UNPAID_ORDERS_JOB, {})
    const ids = await Promise.all([
      enqueueOrderExpiry(),
      enqueueOrderExpiry(),
      enqueueOrderExpiry(),
    ])
    assert.lengthOf(
      ids.filter((id) => id !== null),
      1,
      'one pending job however many ticks'
    )
    const summary = await runQueuedJobs()
    assert.isAtLeast(summary.completed, 1)
    assert.equal(await stockOf(product), 3)
    const statuses = await db
      .from('orders')
      .whereIn('id', [first.order.id, second.order.id])
      .select('status')
    assert.deepEqual(
      statuses.map((row) => row.status),
      ['expired', 'expired']
    )

    const third = await place()
    await db
      .from('orders')
      .where('id', third.order.id)
      .update({ expires_at: new Date(Date.now() - 1000) })
    ace.ui.switchMode('raw')
    try {
      const command = await ace.exec('orders:expire', [])
      command.assertSucceeded()
      command.assertLogMatches(/Expired \d+ unpaid order/)
    } finally {
      ace.ui.switchMode('normal')
    }
    assert.equal(await stockOf(product), 3)
    await deleteJobs(EXPIRE_UNPAID_ORDERS_JOB)
  }).timeout(60_000)
})
