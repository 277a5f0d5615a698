import { test } from '@japa/runner'
import { catalogueOf } from '#tests/helpers/messages'
import db from '@adonisjs/lucid/services/db'
import testUtils from '@adonisjs/core/services/test_utils'
import { formatMoney } from '#lib/money'
import { PAGES } from '#lib/route_table'
import { trackingPath } from '#services/orders/tracking_link'
import { createAccount } from '#tests/helpers/accounts'
import { inertiaPage } from '#tests/helpers/inertia_page'
import { deniedCount, insertOrder, invoiceSeller, line } from './helpers.js'
import { url } from '#tests/helpers/urls'

const LIST = PAGES.user_orders

test.group('Customer dashboard: orders', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(async () => {
    await db.from('rate_limits').delete()
  })

  test('the list shows the buyer’s own orders newest first with status, items, total and each shipment’s stage', async ({
    client,
    assert,
  }) => {
    const buyer = await createAccount('buyer')
    const other = await createAccount('buyer')
    const bakery = await invoiceSeller('Gəncə Çörəkxanası')
    const honey = await invoiceSeller('Qəbələ Arıçılıq')
    const older = await insertOrder({
      buyer,
      status: 'placed',
      minutesAgo: 90,
      shipments: [{ seller: bakery, lines: [line('Bread', 3, 150)], feeMinor: 300 }],
    })
    const newer = await insertOrder({
      buyer,
      status: 'paid',
      minutesAgo: 10,
      shipments: [
        {
          seller: bakery,
          lines: [line('Bread', 2, 150), line('Bun', 1, 80)],
          status: 'on_the_way',
          history: ['accepted', 'preparing', 'courier_set', 'courier_accepted', 'on_the_way'],
        },
        {
          seller: honey,
          lines: [line('Honey', 1, 2500)],
          status: 'preparing',
          history: ['accepted', 'preparing'],
        },
      ],
    })
    await insertOrder({ buyer: other, shipments: [{ seller: honey, lines: [line('Not yours')] }] })
    await insertOrder({ buyer: null, shipments: [{ seller: honey, lines: [line('Guest order')] }] })

    const page = inertiaPage((await client.get(LIST.en).loginAs(buyer)).text())
    assert.equal(page.component, 'account/orders')
    assert.deepEqual(
      page.props.orders.map((order: any) => order.number),
      [newer.number, older.number]
    )
    const [first, second] = page.props.orders
    assert.include(first, {
      number: newer.number,
      status: 'paid',
      statusLabel: 'Paid',
      itemCount: 4,
      total: formatMoney(newer.totalMinor, 'AZN', 'en'),
      url: url('user_orders.show', 'en', { number: newer.number }),
    })
    assert.match(first.date, /\d{4}/)
    assert.deepEqual(first.shipments, [
      {
        seller: 'Gəncə Çörəkxanası',
        trackingNumber: newer.trackingNumbers[0],
        stage: 'on_the_way',
        stageLabel: 'On the way',
      },
      {
        seller: 'Qəbələ Arıçılıq',
        trackingNumber: newer.trackingNumbers[1],
        stage: 'preparing',
        stageLabel: 'Order preparing',
      },
    ])
    assert.include(second, {
      status: 'placed',
      statusLabel: 'Placed (cash on delivery)',
      itemCount: 3,
      total: formatMoney(750, 'AZN', 'en'),
    })
    assert.equal(page.props.nav.user_orders, LIST.en)
    assert.equal(catalogueOf(page.props)['account.nav.user_orders'], 'My orders')

    const az = inertiaPage((await client.get(LIST.az).loginAs(buyer)).text())
    assert.equal(az.props.orders[0].statusLabel, 'Ödənilib')
    assert.equal(az.props.orders[0].total, formatMoney(newer.totalMinor, 'AZN', 'az'))
    assert.equal(az.props.orders[0].shipments[0].stageLabel, 'Yoldadır')
    assert.equal(az.props.orders[0].url, url('user_orders.show', 'az', { number: newer.number }))
  })

  test('the list filters by status and pages 10 at a time; unreadable query values fall back', async ({
    client,
    assert,
  }) => {
    const buyer = await createAccount('buyer')
    const seller = await invoiceSeller('Lənkəran Çay')
    const paid: string[] = []
    for (let i = 0; i < 11; i++)
      paid.push(
        (
          await insertOrder({
            buyer,
            status: 'paid',
            minutesAgo: 100 - i,
            shipments: [{ seller, lines: [line(`Tea ${i}`)] }],
          })
        ).number
      )
    const failed = await insertOrder({
      buyer,
      status: 'payment_failed',
      minutesAgo: 1,
      shipments: [{ seller, lines: [line('Failed tea')] }],
    })
    const awaiting = await insertOrder({
      buyer,
      status: 'awaiting_payment',
      minutesAgo: 200,
      shipments: [{ seller, lines: [line('Unpaid tea')] }],
    })

    const all = inertiaPage((await client.get(LIST.en).loginAs(buyer)).text())
    assert.lengthOf(all.props.orders, 10)
    assert.equal(all.props.orders[0].number, failed.number)
    assert.include(all.props.pagination, {
      page: 1,
      lastPage: 2,
      total: 13,
      next: url('user_orders', 'en', undefined, { qs: { page: '2' } }),
      previous: null,
    })
    const filters = Object.fromEntries(
      all.props.filters.map((filter: any) => [
        filter.key,
        [filter.count, filter.current, filter.url],
      ])
    )
    assert.deepEqual(filters.all, [13, true, LIST.en])
    assert.deepEqual(filters.paid, [
      11,
      false,
      url('user_orders', 'en', undefined, { qs: { status: 'paid' } }),
    ])
    assert.deepEqual(filters.payment_failed, [
      1,
      false,
      url('user_orders', 'en', undefined, { qs: { status: 'payment_failed' } }),
    ])
    assert.deepEqual(filters.awaiting_payment, [
      1,
      false,
      url('user_orders', 'en', undefined, { qs: { status: 'awaiting_payment' } }),
    ])
    assert.deepEqual(filters.placed, [
      0,
      false,
      url('user_orders', 'en', undefined, { qs: { status: 'placed' } }),
    ])

    const second = inertiaPage(
      (
        await client.get(url('user_orders', 'en', undefined, { qs: { page: '2' } })).loginAs(buyer)
      ).text()
    )
    assert.deepEqual(
      second.props.orders.map((order: any) => order.number),
      [paid[1], paid[0], awaiting.number]
    )

    const onlyPaid = inertiaPage(
      (
        await client
          .get(url('user_orders', 'en', undefined, { qs: { status: 'paid', page: '2' } }))
          .loginAs(buyer)
      ).text()
    )
    assert.deepEqual(
      onlyPaid.props.orders.map((order: any) => order.number),
      [paid[0]]
    )
    assert.include(onlyPaid.props.pagination, {
      page: 2,
      lastPage: 2,
      previous: url('user_orders', 'en', undefined, { qs: { status: 'paid' } }),
    })
    assert.isTrue(onlyPaid.props.filters.find((filter: any) => filter.key === 'paid').current)

    const failedOnly = inertiaPage(
      (
        await client
          .get(url('user_orders', 'ru', undefined, { qs: { status: 'payment_failed' } }))
          .loginAs(buyer)
      ).text()
    )
    assert.deepEqual(
      failedOnly.props.orders.map((order: any) => [order.number, order.statusLabel]),
      [[failed.number, 'Оплата не прошла']]
    )

    const placed = inertiaPage(
      (
        await client
          .get(url('user_orders', 'en', undefined, { qs: { status: 'placed' } }))
          .loginAs(buyer)
      ).text()
    )
    assert.lengthOf(placed.props.orders, 0)

    for (const junk of [
      '?status=drop%20table&page=-3',
      '?status[]=paid&page[]=2',
      '?page=abc',
      '?page=99999999999999',
    ]) {
      const response = await client.get(`${LIST.en}${junk}`).loginAs(buyer)
      response.assertStatus(200)
      const props = inertiaPage(response.text()).props
      assert.isTrue(props.filters.find((filter: any) => filter.key === 'all').current, junk)
      assert.isAtLeast(props.orders.length, 1, junk)
    }
    const beyond = inertiaPage(
      (
        await client.get(url('user_orders', 'en', undefined, { qs: { page: '50' } })).loginAs(buyer)
      ).text()
    )
    assert.equal(beyond.props.pagination.page, 2, 'a page past the last shows the last page')
  })

  test('order details show lines in the viewer’s language, shipments with tracking, addresses, payment and totals', async ({
    client,
    assert,
  }) => {
    const buyer = await createAccount('buyer')
    const bakery = await invoiceSeller('Gəncə Çörəkxanası')
    const honey = await invoiceSeller('Qəbələ Arıçılıq')
    const order = await insertOrder({
      buyer,
      status: 'paid',
      shipments: [
        {
          seller: bakery,
          feeMinor: 350,
          deliveryType: 'within_24h',
          lines: [
            {
              names: { az: 'Təndir çörəyi', en: 'Tandoor bread', ru: 'Тандырный хлеб' },
              code: 'BRD-1',
              quantity: 3,
              unitPriceMinor: 120,
            },
          ],
          status: 'courier_set',
          history: ['accepted', 'preparing', 'courier_set'],
        },
        {
          seller: honey,
          feeMinor: 900,
          deliveryType: 'urgent',
          lines: [
            {
              names: { az: 'Dağ balı', en: 'Mountain honey', ru: 'Горный мёд' },
              code: 'HNY-1',
              quantity: 2,
              unitPriceMinor: 2450,
            },
            {
              names: { az: 'Şanı bal', en: 'Comb honey', ru: 'Сотовый мёд' },
              code: 'HNY-2',
              quantity: 1,
              unitPriceMinor: 3100,
            },
          ],
        },
      ],
    })

    const response = await client
      .get(url('user_orders.show', 'ru', { number: order.number }))
      .loginAs(buyer)
    response.assertStatus(200)
    const page = inertiaPage(response.text())
    assert.equal(page.component, 'account/order_show')
    const detail = page.props.order
    assert.include(detail, {
      number: order.number,
      invoiceNumber: order.invoiceNumber,
      status: 'paid',
      statusLabel: 'Оплачен',
      comment: 'Zəng edin, qapı kodu 12',
      listUrl: LIST.ru,
    })
    assert.deepEqual(detail.customer, {
      name: 'Aygün Məmmədova',
      phone: '+994501234567',
      email: 'aygun@example.test',
    })
    assert.equal(
      detail.deliveryAddress,
      'Üzeyir Hacıbəyov küçəsi 24, mənzil 7, Bakı, Abşeron, AZ1000, Азербайджан'
    )
    assert.equal(detail.billingAddress, 'Şəhriyar küçəsi 3, Gəncə, Азербайджан')
    assert.include(detail.payment, {
      method: 'test_gateway',
      methodLabel: 'Карта (тестовый шлюз)',
      statusLabel: 'Оплачен',
    })
    assert.isString(detail.payment.paidAt)
    assert.deepEqual(detail.totals, {
      subtotal: formatMoney(360 + 4900 + 3100, 'AZN', 'ru'),
      delivery: formatMoney(1250, 'AZN', 'ru'),
      total: formatMoney(order.totalMinor, 'AZN', 'ru'),
    })
    assert.deepEqual(detail.invoice, {
      html: url('user_invoice', 'ru', { number: order.number }),
      pdf: url('user_invoice.pdf', 'ru', { number: order.number }),
    })

    const [bread, honeyShipment] = detail.shipments
    assert.include(bread, {
      seller: 'Gəncə Çörəkxanası',
      trackingNumber: order.trackingNumbers[0],
      trackingUrl: trackingPath(order.trackingNumbers[0], 'ru'),
      deliveryType: 'within_24h',
      deliveryTypeLabel: 'В течение 24 часов',
      fee: formatMoney(350, 'AZN', 'ru'),
      stage: 'courier_set',
      stageLabel: 'Курьер назначен',
      subtotal: formatMoney(360, 'AZN', 'ru'),
    })
    assert.isTrue(bread.trackingUrl.startsWith(url('track_delivery', 'ru')))
    assert.isString(bread.stageDate)
    assert.match(bread.promisedWindow, /\d/)
    assert.deepEqual(
      bread.timeline.map((entry: any) => entry.label),
      ['Заказ принят', 'Заказ готовится', 'Курьер назначен']
    )
    assert.deepEqual(
      bread.lines.map((l: any) => [l.name, l.code, l.quantity, l.unitPrice, l.total]),
      [['Тандырный хлеб', 'BRD-1', 3, formatMoney(120, 'AZN', 'ru'), formatMoney(360, 'AZN', 'ru')]]
    )
    assert.deepEqual(
      honeyShipment.lines.map((l: any) => [l.name, l.quantity, l.total]),
      [
        ['Горный мёд', 2, formatMoney(4900, 'AZN', 'ru')],
        ['Сотовый мёд', 1, formatMoney(3100, 'AZN', 'ru')],
      ]
    )
    assert.equal(honeyShipment.deliveryTypeLabel, 'Срочная (до 3 часов)')

    const az = inertiaPage(
      (
        await client.get(url('user_orders.show', 'az', { number: order.number })).loginAs(buyer)
      ).text()
    )
    assert.equal(az.props.order.shipments[1].lines[0].name, 'Dağ balı')
    assert.deepEqual(az.props.alternates, {
      az: url('user_orders.show', 'az', { number: order.number }),
      en: url('user_orders.show', 'en', { number: order.number }),
      ru: url('user_orders.show', 'ru', { number: order.number }),
    })
  })

  test('an order that is not confirmed shows no invoice links', async ({ client, assert }) => {
    const buyer = await createAccount('buyer')
    const seller = await invoiceSeller('Şamaxı Şərab')
    for (const status of ['awaiting_payment', 'payment_failed', 'expired', 'cancelled'] as const) {
      const order = await insertOrder({
        buyer,
        status,
        shipments: [{ seller, lines: [line('Wine')] }],
      })
      const page = inertiaPage(
        (
          await client.get(url('user_orders.show', 'en', { number: order.number })).loginAs(buyer)
        ).text()
      )
      assert.isNull(page.props.order.invoice, status)
    }
    const placed = await insertOrder({
      buyer,
      status: 'placed',
      shipments: [{ seller, lines: [line('Wine')] }],
    })
    const page = inertiaPage(
      (
        await client.get(url('user_orders.show', 'en', { number: placed.number })).loginAs(buyer)
      ).text()
    )
    assert.isNotNull(page.props.order.invoice)
    assert.equal(page.props.order.payment.methodLabel, 'Cash on delivery')
    assert.isNull(page.props.order.payment.paidAt)
  })

  test('the dashboard home lists the three latest orders and links to all of them', async ({
    client,
    assert,
  }) => {
    const buyer = await createAccount('buyer')
    const seller = await invoiceSeller('Quba Alma')
    const numbers: string[] = []
    for (let i = 0; i < 4; i++)
      numbers.push(
        (
          await insertOrder({
            buyer,
            minutesAgo: 50 - i,
            shipments: [{ seller, lines: [line(`Apple ${i}`)] }],
          })
        ).number
      )
    const page = inertiaPage((await client.get(PAGES.user_dashboard.en).loginAs(buyer)).text())
    assert.equal(page.props.orderCount, 4)
    assert.deepEqual(
      page.props.recentOrders.map((order: any) => order.number),
      [numbers[3], numbers[2], numbers[1]]
    )
    assert.equal(
      page.props.recentOrders[0].url,
      url('user_orders.show', 'en', { number: numbers[3] })
    )

    const empty = inertiaPage(
      (await client.get(PAGES.user_dashboard.en).loginAs(await createAccount('buyer'))).text()
    )
    assert.deepEqual(empty.props.recentOrders, [])
    assert.equal(empty.props.orderCount, 0)
  })

  test('guests are sent to the buyer sign-in; sellers, unknown and malformed numbers get 404', async ({
    client,
    assert,
  }) => {
    const buyer = await createAccount('buyer')
    const seller = await invoiceSeller('Zaqatala Fındıq')
    const order = await insertOrder({ buyer, shipments: [{ seller, lines: [line('Hazelnuts')] }] })
    for (const path of [LIST.en, url('user_orders.show', 'az', { number: order.number })]) {
      const response = await client.get(path).redirects(0)
      response.assertStatus(302)
      const location = new URL(response.header('location')!, 'http://localhost')
      assert.equal(location.searchParams.get('as'), 'buyer')
      assert.equal(location.searchParams.get('next'), path)
    }
    ;(await client.get(LIST.en).loginAs(seller.seller).redirects(0)).assertStatus(404)
    ;(
      await client
        .get(url('user_orders.show', 'en', { number: order.number }))
        .loginAs(seller.seller)
        .redirects(0)
    ).assertStatus(404)
    ;(await client.get(`${LIST.en}/KRV-00000000`).loginAs(buyer).redirects(0)).assertStatus(404)
    ;(
      await client
        .get(`${LIST.en}/${encodeURIComponent("KRV-1' OR 1=1")}`)
        .loginAs(buyer)
        .redirects(0)
    ).assertStatus(404)
    ;(
      await client
        .get(`${LIST.en}/${'9'.repeat(40)}`)
        .loginAs(buyer)
        .redirects(0)
    ).assertStatus(404)
    assert.equal(await deniedCount('KRV-00000000'), 0, 'an unknown number is not a denial')
  })
})
