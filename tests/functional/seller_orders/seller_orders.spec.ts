import { test } from '@japa/runner'
import { catalogueOf } from '#tests/helpers/messages'
import db from '@adonisjs/lucid/services/db'
import testUtils from '@adonisjs/core/services/test_utils'
import { formatMoney } from '#lib/money'
import { PAGES, type Locale } from '#lib/route_table'
import { createAccount } from '#tests/helpers/accounts'
import { inertiaPage } from '#tests/helpers/inertia_page'
import { sellerAt, stockOf } from '#tests/helpers/orders'
import { insertOrder, queuedJobs } from '../tracking/helpers.js'
import { url } from '#tests/helpers/urls'
import { deleteJobs } from '#tests/helpers/jobs'

const LIST = PAGES.seller_orders

function formError(response: any): string {
  return String(
    (response.flashMessages()?.inputErrorsBag as Record<string, string> | undefined)?.form ?? ''
  )
}

async function move(
  client: any,
  user: any,
  trackingNumber: string,
  body: Record<string, unknown>,
  locale: Locale = 'en'
) {
  return client
    .post(url('seller_orders.transition', locale, { trackingNumber }))
    .form(body)
    .loginAs(user)
    .withCsrfToken()
    .redirects(0)
}

async function stageOf(shipmentId: number) {
  return (await db.from('shipments').where('id', shipmentId).firstOrFail()).status
}

test.group('Seller dashboard: orders list', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(async () => {
    await db.from('rate_limits').delete()
  })

  test('a seller sees only their own shipments of confirmed orders, newest first, with buyer, items, total and stage', async ({
    client,
    assert,
  }) => {
    const mine = await sellerAt(undefined, { company: { name: 'Lənkəran Çay Evi' } })
    const other = await sellerAt()
    const older = await insertOrder({
      status: 'placed',
      minutesAgo: 300,
      customer: { name: 'Rəşad Əliyev' },
      shipments: [
        {
          seller: mine,
          lines: [{ name: 'Black tea', quantity: 3, unitPriceMinor: 700 }],
          feeMinor: 400,
        },
      ],
    })
    const newer = await insertOrder({
      status: 'paid',
      minutesAgo: 30,
      shipments: [
        {
          seller: mine,
          lines: [
            { name: 'Green tea', quantity: 2, unitPriceMinor: 900 },
            { name: 'Jam', quantity: 1, unitPriceMinor: 1100 },
          ],
          feeMinor: 350,
          history: [
            { status: 'accepted', minutesAgo: 30 },
            { status: 'preparing', minutesAgo: 20 },
          ],
        },
        { seller: other, lines: [{ name: 'Not yours', quantity: 9 }] },
      ],
    })
    await insertOrder({
      status: 'paid',
      shipments: [{ seller: other, lines: [{ name: 'Foreign order' }] }],
    })
    for (const status of ['awaiting_payment', 'payment_failed', 'cancelled', 'expired'] as const) {
      await insertOrder({
        status,
        minutesAgo: 5,
        shipments: [{ seller: mine, lines: [{ name: `Unconfirmed ${status}` }] }],
      })
    }

    const page = inertiaPage((await client.get(LIST.en).loginAs(mine.seller)).text())
    assert.equal(page.component, 'seller/orders/index')
    assert.equal(page.props.nav.seller_orders, LIST.en)
    assert.equal(catalogueOf(page.props)['seller.nav.seller_orders'], 'Orders')
    assert.deepEqual(
      page.props.orders.map((item: any) => item.orderNumber),
      [newer.number, older.number]
    )
    assert.deepEqual(page.props.orders[0], {
      trackingNumber: newer.shipments[0].trackingNumber,
      orderNumber: newer.number,
      date: page.props.orders[0].date,
      buyer: 'Leyla Məmmədova',
      itemCount: 3,
      total: formatMoney(2 * 900 + 1100 + 350, 'AZN', 'en'),
      status: 'preparing',
      statusLabel: 'Order preparing',
      url: url('seller_orders.show', 'en', { trackingNumber: newer.shipments[0].trackingNumber }),
    })
    assert.match(page.props.orders[0].date, /\d{4}/)
    assert.include(page.props.orders[1], {
      buyer: 'Rəşad Əliyev',
      itemCount: 3,
      total: formatMoney(2500, 'AZN', 'en'),
      statusLabel: 'Order accepted',
    })

    const counts = Object.fromEntries(
      page.props.filters.map((filter: any) => [filter.key, filter.count])
    )
    assert.include(counts, { all: 2, accepted: 1, preparing: 1, delivered: 0 })
    assert.equal(page.props.filters[0].url, LIST.en)
    assert.equal(
      page.props.filters.find((filter: any) => filter.key === 'preparing').url,
      url('seller_orders', 'en', undefined, { qs: { status: 'preparing' } })
    )

    const preparing = inertiaPage(
      (
        await client
          .get(url('seller_orders', 'ru', undefined, { qs: { status: 'preparing' } }))
          .loginAs(mine.seller)
      ).text()
    )
    assert.deepEqual(
      preparing.props.orders.map((item: any) => [item.orderNumber, item.statusLabel]),
      [[newer.number, 'Заказ готовится']]
    )
    const junk = inertiaPage(
      (await client.get(`${LIST.az}?status=<b>&page=-4`).loginAs(mine.seller)).text()
    )
    assert.lengthOf(junk.props.orders, 2, 'unknown filter values fall back to all, page 1')
    assert.isTrue(junk.props.filters[0].current)
  })

  test('20 shipments a page; a page past the last shows the last one', async ({
    client,
    assert,
  }) => {
    const mine = await sellerAt()
    for (let i = 0; i < 21; i++)
      await insertOrder({
        minutesAgo: 100 - i,
        shipments: [{ seller: mine, lines: [{ name: `Item ${i}` }] }],
      })
    const first = inertiaPage((await client.get(LIST.en).loginAs(mine.seller)).text())
    assert.lengthOf(first.props.orders, 20)
    assert.include(first.props.pagination, {
      page: 1,
      lastPage: 2,
      total: 21,
      next: url('seller_orders', 'en', undefined, { qs: { page: '2' } }),
    })
    const far = inertiaPage(
      (
        await client
          .get(url('seller_orders', 'en', undefined, { qs: { page: '99' } }))
          .loginAs(mine.seller)
      ).text()
    )
    assert.lengthOf(far.props.orders, 1)
    assert.equal(far.props.pagination.page, 2)
  })

  test('buyers, admins and guests cannot reach seller orders', async ({ client, assert }) => {
    const mine = await sellerAt()
    const order = await insertOrder({ shipments: [{ seller: mine }] })
    const trackingNumber = order.shipments[0].trackingNumber
    for (const type of ['buyer', 'admin'] as const) {
      const user = await createAccount(type)
      ;(await client.get(LIST.en).loginAs(user)).assertStatus(404)
      ;(
        await client.get(url('seller_orders.show', 'en', { trackingNumber })).loginAs(user)
      ).assertStatus(404)
      ;(
        await move(client, user, trackingNumber, { event: 'prepare', from: 'accepted' })
      ).assertStatus(404)
      assert.exists(
        await db.from('security_events').where({ event: 'authz_denied', user_id: user.id }).first()
      )
    }
    const guest = await client.get(url('seller_orders.show', 'en', { trackingNumber })).redirects(0)
    guest.assertStatus(302)
    assert.match(guest.header('location') ?? '', /^\/en\/login\?as=seller&next=/)
    const guestPost = await client
      .post(url('seller_orders.transition', 'en', { trackingNumber }))
      .form({ event: 'prepare', from: 'accepted' })
      .withCsrfToken()
      .redirects(0)
    assert.notEqual(guestPost.status(), 200)
    assert.equal(await stageOf(order.shipments[0].id), 'accepted')
  })
})

test.group('Seller dashboard: a shipment and its stages', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(async () => {
    await db.from('rate_limits').delete()
    await deleteJobs()
  })

  test('the shipment page shows only this seller’s lines, the buyer, delivery and the allowed moves', async ({
    client,
    assert,
  }) => {
    const mine = await sellerAt(undefined, { company: { name: 'Quba Alma' } })
    const other = await sellerAt()
    const order = await insertOrder({
      status: 'paid',
      shipments: [
        {
          seller: mine,
          distanceM: 8_200,
          deliveryType: 'urgent',
          lines: [{ name: 'Apples', quantity: 4, unitPriceMinor: 300, weightGrams: 1000 }],
          feeMinor: 650,
        },
        { seller: other, lines: [{ name: 'Someone else’s cheese', quantity: 1 }] },
      ],
    })
    const shipment = order.shipments[0]
    const page = inertiaPage(
      (
        await client
          .get(url('seller_orders.show', 'en', { trackingNumber: shipment.trackingNumber }))
          .loginAs(mine.seller)
      ).text()
    )
    assert.equal(page.component, 'seller/orders/show')
    const detail = page.props.shipment
    assert.include(detail, {
      trackingNumber: shipment.trackingNumber,
      orderNumber: order.number,
      status: 'accepted',
      statusLabel: 'Order accepted',
    })
    assert.deepEqual(
      detail.lines.map((line: any) => [line.name, line.quantity, line.unitPrice, line.total]),
      [['Apples', 4, formatMoney(300, 'AZN', 'en'), formatMoney(1200, 'AZN', 'en')]]
    )
    assert.deepEqual(detail.totals, {
      lines: formatMoney(1200, 'AZN', 'en'),
      fee: formatMoney(650, 'AZN', 'en'),
      total: formatMoney(1850, 'AZN', 'en'),
    })
    assert.deepEqual(detail.buyer, {
      name: 'Leyla Məmmədova',
      phone: '+994 50 123 45 67',
      tel: 'tel:+994501234567',
      email: 'Leyla.Mammadova@Example.test',
      mailto: 'mailto:Leyla.Mammadova@Example.test',
    })
    assert.include(detail.delivery, {
      address: 'Nizami küçəsi 25, mənzil 7, Bakı, Abşeron, AZ1000, Azerbaijan',
      deliveryType: 'urgent',
      deliveryTypeLabel: 'Urgent (up to 3 hours)',
      distance: '8.2 km',
      weight: '4 kg',
    })
    assert.deepEqual(detail.delivery.pin, { latitude: 40.4602, longitude: 49.9943 })
    assert.match(detail.delivery.promisedWindow, /\d/)
    assert.equal(detail.order.comment, 'Zəng edin, qapı kodu 12')
    assert.deepEqual(
      detail.actions.map((action: any) => [action.event, action.label, action.to]),
      [
        ['prepare', 'Start preparing', 'preparing'],
        ['delete', 'Delete order', 'deleted'],
      ]
    )
    assert.equal(
      detail.transitionUrl,
      url('seller_orders.transition', 'en', { trackingNumber: shipment.trackingNumber })
    )
    assert.deepEqual(
      detail.timeline.map((step: any) => step.state),
      ['current', 'upcoming', 'upcoming', 'upcoming', 'upcoming', 'upcoming']
    )
    if (detail.invoiceUrl !== null)
      assert.equal(detail.invoiceUrl, url('seller_invoice', 'en', { number: order.number }))
    assert.notInclude(JSON.stringify(page.props), 'Someone else')

    const az = inertiaPage(
      (
        await client.get(`${LIST.az}/${shipment.trackingNumber.toLowerCase()}`).loginAs(mine.seller)
      ).text()
    )
    assert.equal(az.props.shipment.actions[0].label, 'Hazırlamağa başla')
  })

  test('the whole happy path: each move is stored with who made it and tells the buyer; cash on delivery becomes paid when delivered', async ({
    client,
    assert,
  }) => {
    const mine = await sellerAt()
    const order = await insertOrder({
      status: 'placed',
      locale: 'ru',
      shipments: [{ seller: mine }],
    })
    const shipment = order.shipments[0]
    const steps = [
      ['prepare', 'accepted', 'preparing', 'Order preparing'],
      ['set_courier', 'preparing', 'courier_set', 'Courier set'],
      ['courier_accept', 'courier_set', 'courier_accepted', 'Courier accepted'],
      ['dispatch', 'courier_accepted', 'on_the_way', 'On the way'],
      ['deliver', 'on_the_way', 'delivered', 'Delivered'],
    ] as const
    for (const [event, from, to, label] of steps) {
      const response = await move(client, mine.seller, shipment.trackingNumber, { event, from })
      response.assertStatus(302)
      assert.equal(
        response.header('location'),
        url('seller_orders.show', 'en', { trackingNumber: shipment.trackingNumber })
      )
      response.assertFlashMessage(
        'success',
        `The shipment is now at “${label}”. The buyer is being notified by e-mail.`
      )
      assert.equal(await stageOf(shipment.id), to)
      const shipmentEvent = await db
        .from('shipment_events')
        .where({ shipment_id: shipment.id, status: to })
        .firstOrFail()
      assert.equal(shipmentEvent.actor_user_id, mine.seller.id)
      const orderRow = await db.from('orders').where('id', order.id).firstOrFail()
      assert.equal(orderRow.status, to === 'delivered' ? 'paid' : 'placed')
      if (to === 'delivered') assert.isNotNull(orderRow.paid_at)
      else assert.isNull(orderRow.paid_at)
    }
    assert.deepEqual(
      await queuedJobs('shipment.stage_mail'),
      steps.map(([, , to]) => ({ shipmentId: shipment.id, status: to }))
    )
    const page = inertiaPage(
      (
        await client
          .get(url('seller_orders.show', 'en', { trackingNumber: shipment.trackingNumber }))
          .loginAs(mine.seller)
      ).text()
    )
    assert.deepEqual(
      page.props.shipment.actions.map((action: any) => action.event),
      ['return']
    )
    assert.isTrue(page.props.shipment.timeline.every((step: any) => step.date !== null))
    assert.equal(page.props.shipment.timeline[5].state, 'current')
  })

  test('a cash-on-delivery order with two sellers is paid only when every shipment not deleted is delivered', async ({
    client,
    assert,
  }) => {
    const first = await sellerAt()
    const second = await sellerAt()
    const third = await sellerAt()
    const onTheWay = (minutesAgo: number) => [
      { status: 'accepted' as const, minutesAgo: minutesAgo + 4 },
      { status: 'preparing' as const, minutesAgo: minutesAgo + 3 },
      { status: 'courier_set' as const, minutesAgo: minutesAgo + 2 },
      { status: 'courier_accepted' as const, minutesAgo: minutesAgo + 1 },
      { status: 'on_the_way' as const, minutesAgo },
    ]
    const order = await insertOrder({
      status: 'placed',
      shipments: [
        { seller: first, history: onTheWay(10) },
        { seller: second, history: onTheWay(10) },
        { seller: third },
      ],
    })
    const [a, b, c] = order.shipments
    await move(client, first.seller, a.trackingNumber, { event: 'deliver', from: 'on_the_way' })
    assert.equal((await db.from('orders').where('id', order.id).firstOrFail()).status, 'placed')
    await move(client, third.seller, c.trackingNumber, { event: 'delete', from: 'accepted' })
    assert.equal(await stageOf(c.id), 'deleted')
    assert.equal((await db.from('orders').where('id', order.id).firstOrFail()).status, 'placed')
    await move(client, second.seller, b.trackingNumber, { event: 'deliver', from: 'on_the_way' })
    const paid = await db.from('orders').where('id', order.id).firstOrFail()
    assert.equal(paid.status, 'paid')
    assert.isNotNull(paid.paid_at)

    const online = await insertOrder({
      status: 'paid',
      shipments: [{ seller: first, history: onTheWay(5) }],
    })
    const paidAt = (await db.from('orders').where('id', online.id).firstOrFail()).paid_at
    await move(client, first.seller, online.shipments[0].trackingNumber, {
      event: 'deliver',
      from: 'on_the_way',
    })
    const after = await db.from('orders').where('id', online.id).firstOrFail()
    assert.equal(after.status, 'paid')
    assert.equal(
      after.paid_at.getTime(),
      paidAt.getTime(),
      'an order paid online keeps its payment time'
    )
  })

  test('a seller who deletes a shipment before a courier is set gives its units back, once', async ({
    client,
    assert,
  }) => {
    const mine = await sellerAt()
    const order = await insertOrder({
      status: 'paid',
      shipments: [{ seller: mine, lines: [{ name: 'Walnuts', quantity: 3 }] }],
    })
    const shipment = order.shipments[0]
    const line = await db.from('order_lines').where('shipment_id', shipment.id).firstOrFail()
    const before = await stockOf(line.product_id)
    const deleted = await move(client, mine.seller, shipment.trackingNumber, {
      event: 'delete',
      from: 'accepted',
    })
    deleted.assertFlashMessage(
      'success',
      'The shipment is now at “Order deleted”. The buyer is being notified by e-mail.'
    )
    assert.equal(await stockOf(line.product_id), before + 3)
    const again = await move(client, mine.seller, shipment.trackingNumber, {
      event: 'delete',
      from: 'deleted',
    })
    assert.match(formError(again), /not allowed from the stage “Order deleted”/)
    assert.equal(await stockOf(line.product_id), before + 3)
  })

  test('moves the table does not allow are refused with a message and change nothing', async ({
    client,
    assert,
  }) => {
    const mine = await sellerAt()
    const order = await insertOrder({ status: 'paid', shipments: [{ seller: mine }] })
    const shipment = order.shipments[0]

    const skip = await move(client, mine.seller, shipment.trackingNumber, {
      event: 'dispatch',
      from: 'accepted',
    })
    assert.equal(
      skip.header('location'),
      url('seller_orders.show', 'en', { trackingNumber: shipment.trackingNumber })
    )
    assert.equal(
      formError(skip),
      'This step is not allowed from the stage “Order accepted”. Nothing was changed.'
    )
    const deliverNow = await move(
      client,
      mine.seller,
      shipment.trackingNumber,
      { event: 'deliver', from: 'accepted' },
      'az'
    )
    assert.equal(
      formError(deliverNow),
      '“Sifariş qəbul edildi” mərhələsindən bu addıma keçmək olmaz. Heç nə dəyişdirilmədi.'
    )
    const junk = await move(client, mine.seller, shipment.trackingNumber, {
      event: 'teleport',
      from: 'accepted',
    })
    assert.equal(
      formError(junk),
      'This step is not allowed from the stage “Order accepted”. Nothing was changed.'
    )
    assert.equal(await stageOf(shipment.id), 'accepted')

    await move(client, mine.seller, shipment.trackingNumber, { event: 'prepare', from: 'accepted' })
    const stale = await move(client, mine.seller, shipment.trackingNumber, {
      event: 'prepare',
      from: 'accepted',
    })
    assert.equal(
      formError(stale),
      'The shipment was moved meanwhile and is now at “Order preparing”. Nothing was changed; check the stage and try again.'
    )
    const staleDelete = await move(client, mine.seller, shipment.trackingNumber, {
      event: 'delete',
      from: 'accepted',
    })
    assert.match(formError(staleDelete), /now at “Order preparing”/)
    assert.equal(await stageOf(shipment.id), 'preparing')
    assert.lengthOf(await db.from('shipment_events').where('shipment_id', shipment.id), 2)

    const gone = await insertOrder({
      status: 'paid',
      shipments: [
        {
          seller: mine,
          history: [
            { status: 'accepted', minutesAgo: 20 },
            { status: 'deleted', minutesAgo: 10 },
          ],
        },
      ],
    })
    const page = inertiaPage(
      (
        await client
          .get(
            url('seller_orders.show', 'en', { trackingNumber: gone.shipments[0].trackingNumber })
          )
          .loginAs(mine.seller)
      ).text()
    )
    assert.deepEqual(page.props.shipment.actions, [], 'a final stage offers no buttons')
    for (const event of ['prepare', 'delete', 'return']) {
      const refused = await move(client, mine.seller, gone.shipments[0].trackingNumber, {
        event,
        from: 'deleted',
      })
      assert.equal(
        formError(refused),
        'This step is not allowed from the stage “Order deleted”. Nothing was changed.'
      )
    }
    assert.equal(await stageOf(gone.shipments[0].id), 'deleted')
    assert.deepEqual(
      (await queuedJobs('shipment.stage_mail')).map((job) => job.status),
      ['preparing'],
      'only the allowed move queued a mail'
    )
  })

  test('seller A can neither see nor move seller B’s shipment: 404, logged', async ({
    client,
    assert,
  }) => {
    const a = await sellerAt()
    const b = await sellerAt()
    const order = await insertOrder({ status: 'paid', shipments: [{ seller: b }] })
    const foreign = order.shipments[0].trackingNumber
    ;(
      await client
        .get(url('seller_orders.show', 'en', { trackingNumber: foreign }))
        .loginAs(a.seller)
    ).assertStatus(404)
    ;(await move(client, a.seller, foreign, { event: 'prepare', from: 'accepted' })).assertStatus(
      404
    )
    assert.equal(await stageOf(order.shipments[0].id), 'accepted')
    const denials = await db
      .from('security_events')
      .where({ event: 'authz_denied', user_id: a.seller.id })
    assert.lengthOf(denials, 2)
    assert.include(denials[0].detail, foreign)
    ;(await client.get(`${LIST.en}/KT0000000000`).loginAs(a.seller)).assertStatus(404)
    ;(await client.get(`${LIST.en}/not%20a%20number`).loginAs(a.seller)).assertStatus(404)

    const unpaid = await insertOrder({ status: 'awaiting_payment', shipments: [{ seller: a }] })
    ;(
      await client
        .get(
          url('seller_orders.show', 'en', { trackingNumber: unpaid.shipments[0].trackingNumber })
        )
        .loginAs(a.seller)
    ).assertStatus(404)
    ;(
      await move(client, a.seller, unpaid.shipments[0].trackingNumber, {
        event: 'prepare',
        from: 'accepted',
      })
    ).assertStatus(404)
    assert.equal(
      await stageOf(unpaid.shipments[0].id),
      'accepted',
      'an order not paid yet cannot be worked on'
    )
  })
})
