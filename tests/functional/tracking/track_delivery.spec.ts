import { test } from '@japa/runner'
import { catalogueOf } from '#tests/helpers/messages'
import db from '@adonisjs/lucid/services/db'
import testUtils from '@adonisjs/core/services/test_utils'
import i18nManager from '@adonisjs/i18n/services/main'
import { PAGES, type Locale } from '#lib/route_table'
import { trackingPath, trackingSignature, trackingUrl } from '#services/orders/tracking_link'
import { trackingLimits } from '#services/orders/tracking_throttle'
import { orderDate } from '#transformers/order_transformer'
import { createAccount } from '#tests/helpers/accounts'
import { inertiaPage } from '#tests/helpers/inertia_page'
import { freshIp, fromIp } from '#tests/helpers/client_ip'
import { sellerAt } from '#tests/helpers/orders'
import { BUYER, insertOrder, type OrderFixture } from './helpers.js'
import { url } from '#tests/helpers/urls'

const PAGE = PAGES.track_delivery
const DEFAULT_LIMITS = structuredClone(trackingLimits)

async function lookUp(client: any, locale: Locale, form: Record<string, unknown>) {
  return client
    .post(PAGE[locale])
    .header('referer', PAGE[locale])
    .form(form)
    .withCsrfToken()
    .redirects(0)
}

function formError(response: any): string {
  return String(
    (response.flashMessages()?.inputErrorsBag as Record<string, string> | undefined)?.form ?? ''
  )
}

/** The tracking page as the browser that just looked the shipment up sees it. */
async function resultAfter(client: any, response: any) {
  response.assertStatus(302)
  const page = inertiaPage(
    (await client.get(response.header('location')).withSession(response.session())).text()
  )
  return page
}

async function oneShipmentOrder(options: Partial<OrderFixture> = {}) {
  const seller = await sellerAt(undefined, { company: { name: 'Qəbələ Arıçılıq' } })
  const order = await insertOrder({
    shipments: [{ seller, lines: [{ name: 'Chestnut honey', quantity: 2, unitPriceMinor: 1800 }] }],
    ...options,
  })
  return { seller, order, trackingNumber: order.shipments[0].trackingNumber }
}

test.group('Track delivery: look-up (SPEC §2, DESIGN §6)', (group) => {
  // Rate limits are reset before the test's transaction begins: rows deleted inside it stay locked until
  // the rollback, and a limiter whose store was made outside the transaction (its statements then run
  // on the pool) waits for them, so the request hangs (which limiter that is depends on test order).
  group.each.setup(async () => {
    await db.from('rate_limits').delete()
    Object.assign(trackingLimits, structuredClone(DEFAULT_LIMITS))
  })
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('the form page is open to guests in az, en and ru and linked from the shell', async ({
    client,
    assert,
  }) => {
    for (const locale of ['az', 'en', 'ru'] as const) {
      const response = await client.get(PAGE[locale])
      response.assertStatus(200)
      const page = inertiaPage(response.text())
      assert.equal(page.component, 'storefront/track_delivery')
      assert.isNull(page.props.tracking)
      assert.isNull(page.props.error)
      assert.equal(page.props.formUrl, PAGE[locale])
      assert.equal(page.props.nav.track_delivery, PAGE[locale])
    }
    const az = inertiaPage((await client.get(PAGE.az)).text())
    assert.equal(catalogueOf(az.props)['tracking.form.number'], 'İzləmə nömrəsi')
  })

  test('a guest finds a delivery with the tracking number and the phone used, in any usual phone format', async ({
    client,
    assert,
  }) => {
    const { order, trackingNumber } = await oneShipmentOrder()
    for (const phone of [
      '+994 50 123 45 67',
      '0501234567',
      '994501234567',
      '(050) 123-45-67',
      '00994 50 1234567',
    ]) {
      const response = await lookUp(client, 'en', {
        tracking_number: trackingNumber,
        contact: phone,
      })
      assert.equal(
        response.header('location'),
        url('track_delivery', 'en', undefined, { qs: { n: trackingNumber } }),
        phone
      )
      const page = await resultAfter(client, response)
      assert.equal(page.props.tracking.trackingNumber, trackingNumber)
      assert.equal(page.props.tracking.orderNumber, order.number)
      assert.equal(page.props.tracking.statusLabel, 'Order accepted')
    }
    const typed = await lookUp(client, 'en', {
      tracking_number: ` ${trackingNumber.toLowerCase().slice(0, 6)} ${trackingNumber.slice(6)} `,
      contact: '050 123 45 67',
    })
    assert.equal(
      typed.header('location'),
      url('track_delivery', 'en', undefined, { qs: { n: trackingNumber } }),
      'spaces and lower case in the number are forgiven'
    )
  })

  test('the e-mail used at checkout works too, whatever its letter case, and the page speaks the visitor’s language', async ({
    client,
    assert,
  }) => {
    const { trackingNumber } = await oneShipmentOrder()
    const response = await lookUp(client, 'az', {
      tracking_number: trackingNumber,
      contact: ` ${BUYER.email.toUpperCase()} `,
    })
    assert.equal(
      response.header('location'),
      url('track_delivery', 'az', undefined, { qs: { n: trackingNumber } })
    )
    const page = await resultAfter(client, response)
    assert.equal(page.props.tracking.statusLabel, 'Sifariş qəbul edildi')
    assert.equal(page.props.tracking.timeline[0].label, 'Sifariş qəbul edildi')
    assert.equal(
      page.props.alternates.ru,
      url('track_delivery', 'ru', undefined, { qs: { n: trackingNumber } }),
      'the language switcher keeps the shipment'
    )

    const ru = inertiaPage(
      (await client.get(page.props.alternates.ru).withSession(response.session())).text()
    )
    assert.equal(ru.props.tracking.trackingNumber, trackingNumber)
    assert.equal(ru.props.tracking.delivery.deliveryTypeLabel, 'В течение 24 часов')
  })

  test('the signed link from the e-mail opens the shipment without typing anything', async ({
    client,
    assert,
  }) => {
    const { trackingNumber } = await oneShipmentOrder()
    const link = trackingUrl(trackingNumber, 'ru')
    assert.equal(
      link,
      `http://localhost:3333${PAGE.ru}?n=${trackingNumber}&s=${trackingSignature(trackingNumber)}`
    )
    assert.match(trackingSignature(trackingNumber), /^[A-Za-z0-9_-]{43}$/)

    const response = await client.get(trackingPath(trackingNumber, 'ru'))
    response.assertStatus(200)
    const page = inertiaPage(response.text())
    assert.equal(page.props.tracking.trackingNumber, trackingNumber)
    assert.equal(page.props.tracking.statusLabel, 'Заказ принят')
  })

  test('an unknown number, a wrong phone or e-mail and a bad signature all answer the same "order not found"', async ({
    client,
    assert,
  }) => {
    const { trackingNumber } = await oneShipmentOrder()
    const other = await oneShipmentOrder({
      customer: { phone: '+994 55 765 43 21', email: 'someone.else@example.test' },
    })
    const unknown = 'KT0000000001'

    const posts = [
      await lookUp(client, 'en', { tracking_number: unknown, contact: BUYER.phone }),
      await lookUp(client, 'en', { tracking_number: trackingNumber, contact: '+994 55 765 43 21' }),
      await lookUp(client, 'en', {
        tracking_number: trackingNumber,
        contact: 'someone.else@example.test',
      }),
      await lookUp(client, 'en', { tracking_number: other.trackingNumber, contact: BUYER.email }),
    ]
    for (const response of posts) {
      response.assertStatus(302)
      assert.equal(response.header('location'), PAGE.en)
      assert.equal(formError(response), 'Order not found')
      assert.notProperty(response.session(), 'tracking')
    }

    await db.from('rate_limits').delete()
    const signed = [
      url('track_delivery', 'en', undefined, { qs: { n: trackingNumber, s: 'A'.repeat(43) } }),
      url('track_delivery', 'en', undefined, {
        qs: { n: trackingNumber, s: trackingSignature(other.trackingNumber) },
      }),
      url('track_delivery', 'en', undefined, { qs: { n: trackingNumber, s: 'not-a-signature' } }),
      url('track_delivery', 'en', undefined, { qs: { n: unknown, s: trackingSignature(unknown) } }),
      url('track_delivery', 'en', undefined, { qs: { n: unknown, s: 'A'.repeat(43) } }),
      `${PAGE.en}?n=<script>&s=${trackingSignature(trackingNumber)}`,
    ]
    for (const path of signed) {
      const response = await client.get(path)
      response.assertStatus(404)
      const page = inertiaPage(response.text())
      assert.equal(page.component, 'storefront/track_delivery', path)
      assert.equal(page.props.error, 'Order not found', path)
      assert.isNull(page.props.tracking, path)
      assert.notInclude(response.text(), 'Leyla', path)
    }
    await db.from('rate_limits').delete()
    const az = inertiaPage(
      (
        await client.get(
          url('track_delivery', 'az', undefined, { qs: { n: trackingNumber, s: 'B'.repeat(43) } })
        )
      ).text()
    )
    assert.equal(az.props.error, 'Sifariş tapılmadı')

    const bare = await client.get(
      url('track_delivery', 'en', undefined, { qs: { n: trackingNumber } })
    )
    bare.assertStatus(200)
    const form = inertiaPage(bare.text())
    assert.isNull(
      form.props.tracking,
      'the number alone shows the form, prefilled, and nothing of the order'
    )
    assert.isNull(form.props.error)
    assert.equal(form.props.trackingNumber, trackingNumber)
  })

  test('failed look-ups are rate-limited per client IP, before the order is looked at', async ({
    client,
    assert,
  }) => {
    const { trackingNumber } = await oneShipmentOrder()
    trackingLimits.ip = { requests: 3, duration: 600 }
    for (let i = 0; i < 3; i++) {
      const wrong = await lookUp(client, 'en', {
        tracking_number: `KT00000000${10 + i}`,
        contact: BUYER.phone,
      })
      assert.equal(formError(wrong), 'Order not found')
    }
    const right = await lookUp(client, 'en', {
      tracking_number: trackingNumber,
      contact: BUYER.phone,
    })
    assert.equal(right.header('location'), PAGE.en, 'even the right pair waits')
    assert.match(formError(right), /^Too many attempts\. Please try again in \d+ seconds\.$/)

    const ru = await lookUp(client, 'ru', { tracking_number: trackingNumber, contact: BUYER.phone })
    assert.match(formError(ru), /^Слишком много попыток\. Попробуйте снова через \d+ с\.$/)

    const link = await client.get(trackingPath(trackingNumber, 'en'))
    link.assertStatus(429)
    const page = inertiaPage(link.text())
    assert.match(page.props.error, /^Too many attempts/)
    assert.isNull(page.props.tracking)
  })

  test('guessing the contact of one tracking number is limited across IPs; other numbers still work', async ({
    client,
    assert,
  }) => {
    const first = await oneShipmentOrder()
    const second = await oneShipmentOrder()
    trackingLimits.number = { requests: 2, duration: 3600 }
    for (const guess of ['+994 50 000 00 01', '+994 50 000 00 02']) {
      assert.equal(
        formError(
          await lookUp(client, 'en', { tracking_number: first.trackingNumber, contact: guess })
        ),
        'Order not found'
      )
    }
    const blocked = await lookUp(client, 'en', {
      tracking_number: first.trackingNumber,
      contact: BUYER.phone,
    })
    assert.match(formError(blocked), /^Too many attempts/)
    const other = await lookUp(client, 'en', {
      tracking_number: second.trackingNumber,
      contact: BUYER.phone,
    })
    assert.equal(
      other.header('location'),
      url('track_delivery', 'en', undefined, { qs: { n: second.trackingNumber } })
    )
  })

  test('simultaneous guesses cannot outrun the limits: at most 10 are evaluated per IP and per number', async ({
    client,
    assert,
  }) => {
    const { trackingNumber } = await oneShipmentOrder()
    const lookUpFrom = (ip: string, form: Record<string, unknown>) =>
      fromIp(
        client.post(PAGE.en).header('referer', PAGE.en).form(form).withCsrfToken().redirects(0),
        ip
      )
    const notFound = (responses: any[]) =>
      responses.map(formError).filter((error) => error === 'Order not found').length
    const waiting = (responses: any[]) =>
      responses.map(formError).filter((error) => /^Too many attempts/.test(error)).length

    const ip = freshIp()
    const numbers = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        lookUpFrom(ip, { tracking_number: `KT0000000${100 + i}`, contact: BUYER.phone })
      )
    )
    assert.equal(notFound(numbers), 10, 'ten guesses evaluated from one IP')
    assert.equal(waiting(numbers), 20)
    const right = await lookUpFrom(ip, { tracking_number: trackingNumber, contact: BUYER.phone })
    assert.match(formError(right), /^Too many attempts/)

    const contacts = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        lookUpFrom(freshIp(), {
          tracking_number: trackingNumber,
          contact: `+994 50 000 00 ${String(i).padStart(2, '0')}`,
        })
      )
    )
    assert.equal(notFound(contacts), 10, 'ten contact guesses evaluated for one number across IPs')
    assert.equal(waiting(contacts), 10)
  }).timeout(60_000)

  test('a found delivery does not use up the look-up limits', async ({ client, assert }) => {
    const { trackingNumber } = await oneShipmentOrder()
    trackingLimits.ip = { requests: 2, duration: 600 }
    const ip = freshIp()
    for (let i = 0; i < 4; i++) {
      const found = await fromIp(
        client
          .post(PAGE.en)
          .header('referer', PAGE.en)
          .form({ tracking_number: trackingNumber, contact: BUYER.phone })
          .withCsrfToken()
          .redirects(0),
        ip
      )
      assert.equal(
        found.header('location'),
        url('track_delivery', 'en', undefined, { qs: { n: trackingNumber } }),
        `look-up ${i + 1}`
      )
    }
  })

  test('the form says what is wrong with its fields, in the page language', async ({
    client,
    assert,
  }) => {
    const empty = await lookUp(client, 'en', { tracking_number: '', contact: '' })
    empty.assertStatus(302)
    const errors = empty.flashMessages().inputErrorsBag as Record<string, string>
    assert.equal(errors.tracking_number, 'Tracking number is required')
    assert.equal(errors.contact, 'Phone or e-mail is required')

    const bad = await lookUp(client, 'az', { tracking_number: 'KT<script>', contact: '12' })
    const azErrors = bad.flashMessages().inputErrorsBag as Record<string, string>
    assert.equal(
      azErrors.tracking_number,
      'İzləmə nömrəsi 4–20 hərf, rəqəm və tiredən ibarətdir, məsələn, KT0123456789'
    )
    assert.equal(azErrors.contact, 'Telefon nömrəsini və ya e-poçt ünvanını tam yazın')

    const junk = await client
      .post(PAGE.en)
      .header('referer', PAGE.en)
      .json({ tracking_number: ['KT1'], contact: { a: 1 } })
      .withCsrfToken()
      .redirects(0)
    junk.assertStatus(302)
    assert.exists((junk.flashMessages().inputErrorsBag as Record<string, string>).tracking_number)
  })

  test('without the CSRF token the look-up is refused', async ({ client, assert }) => {
    const { trackingNumber } = await oneShipmentOrder()
    const response = await client
      .post(PAGE.en)
      .header('referer', PAGE.en)
      .form({ tracking_number: trackingNumber, contact: BUYER.phone })
      .redirects(0)
    assert.notEqual(response.status(), 200)
    assert.notEqual(
      response.header('location'),
      url('track_delivery', 'en', undefined, { qs: { n: trackingNumber } })
    )
    assert.notProperty(response.session(), 'tracking')
  })

  test('the buyer who placed the order, signed in, opens `?n=` directly; another buyer sees only the form', async ({
    client,
    assert,
  }) => {
    const buyer = await createAccount('buyer')
    const stranger = await createAccount('buyer')
    const { trackingNumber } = await oneShipmentOrder({ buyer })
    const own = inertiaPage(
      (
        await client
          .get(url('track_delivery', 'en', undefined, { qs: { n: trackingNumber } }))
          .loginAs(buyer)
      ).text()
    )
    assert.equal(own.props.tracking.trackingNumber, trackingNumber)
    const foreign = inertiaPage(
      (
        await client
          .get(url('track_delivery', 'en', undefined, { qs: { n: trackingNumber } }))
          .loginAs(stranger)
      ).text()
    )
    assert.isNull(foreign.props.tracking)
  })
})

test.group('Track delivery: what the page shows (SPEC §3 Delivery record, §4 stages)', (group) => {
  group.each.setup(async () => {
    await db.from('rate_limits').delete()
  })
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('a shipment on the way: reached stages with their dates, the current one highlighted, the rest to come', async ({
    client,
    assert,
  }) => {
    const seller = await sellerAt(undefined, { company: { name: 'Şəki Halvaçısı' } })
    const order = await insertOrder({
      status: 'paid',
      minutesAgo: 400,
      shipments: [
        {
          seller,
          distanceM: 12_340,
          deliveryType: 'ordinary',
          lines: [
            { name: 'Şəki halvası', quantity: 2, weightGrams: 750 },
            { name: 'Nut mix', quantity: 1, weightGrams: 1500 },
          ],
          history: [
            { status: 'accepted', minutesAgo: 400 },
            { status: 'preparing', minutesAgo: 300 },
            { status: 'courier_set', minutesAgo: 200 },
            { status: 'courier_accepted', minutesAgo: 150 },
            { status: 'on_the_way', minutesAgo: 60 },
          ],
        },
      ],
    })
    const number = order.shipments[0].trackingNumber
    const html = (await client.get(trackingPath(number, 'en'))).text()
    assert.match(
      html,
      /<li aria-current="step"[^>]*data-testid="timeline-on_the_way"/,
      'the server-rendered timeline marks the current stage'
    )
    const page = inertiaPage(html)
    const tracking = page.props.tracking
    assert.equal(tracking.status, 'on_the_way')
    assert.equal(tracking.statusLabel, 'On the way')
    assert.deepEqual(
      tracking.timeline.map((step: any) => [step.status, step.label, step.state]),
      [
        ['accepted', 'Order accepted', 'done'],
        ['preparing', 'Order preparing', 'done'],
        ['courier_set', 'Courier set', 'done'],
        ['courier_accepted', 'Courier accepted', 'done'],
        ['on_the_way', 'On the way', 'current'],
        ['delivered', 'Delivered', 'upcoming'],
      ]
    )
    const events = await db
      .from('shipment_events')
      .where('shipment_id', order.shipments[0].id)
      .orderBy('created_at', 'asc')
    const en = i18nManager.locale('en')
    assert.deepEqual(
      tracking.timeline.slice(0, 5).map((step: any) => step.date),
      events.map((event) => orderDate(en, event.created_at))
    )
    assert.isNull(tracking.timeline[5].date)
    assert.isNull(tracking.payment.notice, 'a paid order needs no payment notice')
    assert.deepEqual(tracking.items, [
      { name: 'Şəki halvası', quantity: 2 },
      { name: 'Nut mix', quantity: 1 },
    ])

    const orderRow = await db.from('orders').where('id', order.id).firstOrFail()
    const shipment = await db.from('shipments').where('id', order.shipments[0].id).firstOrFail()
    assert.deepEqual(tracking.delivery, {
      customerName: 'Leyla Məmmədova',
      customerPhone: '+994 50 123 45 67',
      sellerName: 'Şəki Halvaçısı',
      sellerPhone: '+994 50 111 22 33',
      address: 'Nizami küçəsi 25, mənzil 7, Bakı, Abşeron, AZ1000, Azerbaijan',
      distance: '12.3 km',
      weight: '3 kg',
      deliveryType: 'ordinary',
      deliveryTypeLabel: 'Ordinary (3–5 days)',
      orderDate: orderDate(en, orderRow.created_at),
      promisedWindow: new Intl.DateTimeFormat('en', {
        dateStyle: 'medium',
        timeStyle: 'short',
        timeZone: 'Asia/Baku',
      }).formatRange(shipment.promised_from, shipment.promised_by),
    })

    const ru = inertiaPage((await client.get(trackingPath(number, 'ru'))).text()).props.tracking
      .delivery
    assert.include(ru, {
      distance: '12,3 км',
      weight: '3 кг',
      address: 'Nizami küçəsi 25, mənzil 7, Bakı, Abşeron, AZ1000, Азербайджан',
    })
  })

  test('returned and deleted shipments end on that stage; unpaid, failed and expired orders say so', async ({
    client,
    assert,
  }) => {
    const seller = await sellerAt()
    const returned = await insertOrder({
      status: 'paid',
      shipments: [
        {
          seller,
          history: [
            { status: 'accepted', minutesAgo: 90 },
            { status: 'preparing', minutesAgo: 80 },
            { status: 'courier_set', minutesAgo: 70 },
            { status: 'courier_accepted', minutesAgo: 60 },
            { status: 'on_the_way', minutesAgo: 50 },
            { status: 'returned', minutesAgo: 10 },
          ],
        },
      ],
    })
    const back = inertiaPage(
      (await client.get(trackingPath(returned.shipments[0].trackingNumber, 'en'))).text()
    ).props.tracking
    assert.equal(back.statusLabel, 'Returned')
    assert.deepEqual(
      back.timeline.map((step: any) => [step.status, step.state]),
      [
        ['accepted', 'done'],
        ['preparing', 'done'],
        ['courier_set', 'done'],
        ['courier_accepted', 'done'],
        ['on_the_way', 'done'],
        ['returned', 'current'],
      ]
    )
    assert.isNotNull(back.timeline[5].date)

    const awaiting = await insertOrder({ status: 'awaiting_payment', shipments: [{ seller }] })
    const unpaid = inertiaPage(
      (await client.get(trackingPath(awaiting.shipments[0].trackingNumber, 'en'))).text()
    ).props.tracking
    assert.include(unpaid.payment, { state: 'awaiting_payment', tone: 'warning' })
    assert.equal(
      unpaid.payment.notice,
      'This order is waiting for payment. The seller starts preparing it once the payment is confirmed.'
    )
    assert.isTrue(
      unpaid.timeline.every((step: any) => step.state === 'upcoming' && step.date === null)
    )

    const failed = await insertOrder({ status: 'payment_failed', shipments: [{ seller }] })
    const failedView = inertiaPage(
      (await client.get(trackingPath(failed.shipments[0].trackingNumber, 'az'))).text()
    ).props.tracking
    assert.equal(failedView.payment.state, 'payment_failed')
    assert.match(failedView.payment.notice, /ödənişi alınmadı/)

    const expired = await insertOrder({
      status: 'expired',
      shipments: [
        {
          seller,
          history: [
            { status: 'accepted', minutesAgo: 60 },
            { status: 'deleted', minutesAgo: 20 },
          ],
        },
      ],
    })
    const gone = inertiaPage(
      (await client.get(trackingPath(expired.shipments[0].trackingNumber, 'en'))).text()
    ).props.tracking
    assert.equal(gone.statusLabel, 'Order deleted')
    assert.equal(
      gone.payment.notice,
      'This order was not paid in time and has been deleted. No money was taken.'
    )
    assert.deepEqual(
      gone.timeline.map((step: any) => [step.label, step.state]),
      [
        ['Order accepted', 'done'],
        ['Order deleted', 'current'],
      ]
    )

    const cash = await insertOrder({ status: 'placed', shipments: [{ seller }] })
    const cod = inertiaPage(
      (await client.get(trackingPath(cash.shipments[0].trackingNumber, 'en'))).text()
    ).props.tracking
    assert.include(cod.payment, {
      state: 'confirmed',
      tone: 'info',
      methodLabel: 'Cash on delivery',
    })
    assert.equal(
      cod.payment.notice,
      'Cash on delivery: you pay the courier when the order arrives.'
    )
    assert.deepEqual(
      cod.timeline.map((step: any) => step.state),
      ['current', 'upcoming', 'upcoming', 'upcoming', 'upcoming', 'upcoming']
    )
  })

  test('a product name with markup stays text in the page JSON', async ({ client, assert }) => {
    const seller = await sellerAt()
    const order = await insertOrder({
      shipments: [{ seller, lines: [{ name: '<!--<script>alert(1)</script>' }] }],
    })
    const response = await client.get(trackingPath(order.shipments[0].trackingNumber, 'en'))
    response.assertStatus(200)
    assert.notInclude(response.text(), '<script>alert(1)')
    assert.equal(
      inertiaPage(response.text()).props.tracking.items[0].name,
      '<!--<script>alert(1)</script>'
    )
  })
})
