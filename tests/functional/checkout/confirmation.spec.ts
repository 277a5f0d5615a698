import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import testUtils from '@adonisjs/core/services/test_utils'
import PlaceOrder from '#actions/orders/place_order'
import { createAccount } from '#tests/helpers/accounts'
import { PINS, productOf, sellerAt, stockOf } from '#tests/helpers/orders'
import { inertiaPage } from '#tests/helpers/inertia_page'
import {
  cartLine,
  checkoutForm,
  checkoutProps,
  flashedErrors,
  orderInput,
  rendered,
} from './helpers.js'
import { url } from '#tests/helpers/urls'

test.group('Order confirmation: who sees which order', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  /** A placed order of `buyer` (cash on delivery unless `paymentMethod` says otherwise). */
  async function orderOf(
    buyerId: number | null,
    paymentMethod: 'cash_on_delivery' | 'test_gateway' = 'cash_on_delivery'
  ) {
    const fixture = await sellerAt(PINS.baku, { company: { name: 'Bal Dünyası' } })
    const product = await productOf(fixture, { name: 'Mountain honey' })
    const { order } = await new PlaceOrder().handle(
      orderInput(
        [{ productId: product, quantity: 2 }],
        { [fixture.companyId]: 'urgent' },
        { userId: buyerId, paymentMethod }
      )
    )
    return order
  }

  test('the buyer who placed it sees the completed order; another buyer, a guest and unknown numbers get "order not found", logged', async ({
    client,
    assert,
  }) => {
    const owner = await createAccount('buyer')
    const other = await createAccount('buyer')
    const order = await orderOf(owner.id)
    const tracking = await db
      .from('shipments')
      .where('order_id', order.id)
      .select('tracking_number')
      .firstOrFail()

    const own = await client
      .get(url('order_confirmation', 'en', { number: order.number }))
      .loginAs(owner)
    own.assertStatus(200)
    assert.include(rendered(own.text()), 'Order completed')
    assert.include(rendered(own.text()), tracking.tracking_number)
    assert.include(rendered(own.text()), 'Urgent (up to 3 hours)')
    assert.include(rendered(own.text()), 'Mountain honey')
    const props = inertiaPage(own.text()).props
    assert.match(props.order.shipments[0].window, /^Delivered by \d{1,2} \w{3}, \d{2}:\d{2}$/)
    assert.equal(props.urls.home, '/en')
    assert.deepEqual(props.alternates, {
      az: `/order-confirmation/${order.number}`,
      en: `/en/order-confirmation/${order.number}`,
      ru: `/ru/order-confirmation/${order.number}`,
    })

    const before = Number(
      (await db.from('security_events').where('event', 'authz_denied').count('* as n'))[0].n
    )
    for (const [request, text] of [
      [
        client.get(url('order_confirmation', 'en', { number: order.number })).loginAs(other),
        'Order not found',
      ],
      [client.get(url('order_confirmation', 'az', { number: order.number })), 'Sifariş tapılmadı'],
      [client.get('/ru/order-confirmation/KRV-00000000').loginAs(owner), 'Заказ не найден'],
      [client.get('/en/order-confirmation/not-a-number'), 'Order not found'],
    ] as const) {
      const response = await request
      response.assertStatus(404)
      assert.include(rendered(response.text()), text)
      assert.notInclude(rendered(response.text()), tracking.tracking_number)
      assert.equal(inertiaPage(response.text()).props.state, 'not_found')
    }
    const after = Number(
      (await db.from('security_events').where('event', 'authz_denied').count('* as n'))[0].n
    )
    assert.equal(after - before, 4)
    const logged = await db
      .from('security_events')
      .where('event', 'authz_denied')
      .where('user_id', other.id)
      .firstOrFail()
    assert.include(logged.detail, order.number)
  })

  test('an unpaid online order shows the waiting state; failed, cancelled and expired ones go to the failure page; paid ones are completed', async ({
    client,
    assert,
  }) => {
    const buyer = await createAccount('buyer')
    const order = await orderOf(buyer.id, 'test_gateway')

    const waiting = await client
      .get(url('order_confirmation', 'en', { number: order.number }))
      .loginAs(buyer)
    waiting.assertStatus(200)
    assert.include(rendered(waiting.text()), 'We are waiting for the payment confirmation')
    assert.notInclude(rendered(waiting.text()), 'Order completed')
    const props = inertiaPage(waiting.text()).props
    assert.equal(props.state, 'awaiting_payment')
    assert.equal(props.reloadSeconds, 5)

    for (const status of ['payment_failed', 'cancelled', 'expired']) {
      await db.from('orders').where('id', order.id).update({ status })
      const response = await client
        .get(url('order_confirmation', 'en', { number: order.number }))
        .loginAs(buyer)
        .redirects(0)
      response.assertStatus(303)
      assert.equal(response.header('location'), `/en/order-failed/${order.number}`)
    }

    await db.from('orders').where('id', order.id).update({ status: 'paid', paid_at: new Date() })
    const paid = await client
      .get(url('order_confirmation', 'az', { number: order.number }))
      .loginAs(buyer)
    assert.include(rendered(paid.text()), 'Sifariş tamamlandı')
    assert.equal(inertiaPage(paid.text()).props.state, 'completed')
  })

  test('a placed order links to its invoice (HTML and PDF), which the guest who placed it can open; an unpaid one offers to resume the payment instead', async ({
    client,
    assert,
  }) => {
    const order = await orderOf(null)
    const session = { 'orders.placed': [order.id] }
    const page = await client
      .get(url('order_confirmation', 'en', { number: order.number }))
      .withSession(session)
    page.assertStatus(200)
    const props = inertiaPage(page.text()).props
    assert.equal(props.state, 'completed')
    assert.deepEqual(props.urls.invoice, {
      html: `/en/user-dashboard/invoice/${order.number}`,
      pdf: `/en/user-dashboard/invoice/${order.number}/pdf`,
    })
    assert.isNull(props.urls.resumePayment)
    assert.include(rendered(page.text()), 'View invoice')
    assert.include(rendered(page.text()), 'Download invoice (PDF)')
    const az = inertiaPage(
      (
        await client
          .get(url('order_confirmation', 'az', { number: order.number }))
          .withSession(session)
      ).text()
    ).props
    assert.equal(az.urls.invoice.html, `/user-dashboard/qaime/${order.number}`)

    const invoice = await client.get(props.urls.invoice.html).withSession(session)
    invoice.assertStatus(200)
    assert.equal(inertiaPage(invoice.text()).props.invoice.orderNumber, order.number)
    const pdf = await client.get(props.urls.invoice.pdf).withSession(session)
    pdf.assertStatus(200)
    assert.equal(pdf.header('content-type'), 'application/pdf')
    ;(await client.get(props.urls.invoice.pdf)).assertStatus(404)

    const unpaid = await orderOf(null, 'test_gateway')
    const waiting = inertiaPage(
      (
        await client
          .get(url('order_confirmation', 'en', { number: unpaid.number }))
          .withSession({ 'orders.placed': [unpaid.id] })
      ).text()
    ).props
    assert.equal(waiting.state, 'awaiting_payment')
    assert.isNull(waiting.urls.invoice)
    assert.equal(waiting.urls.resumePayment, `/en/order-failed/${unpaid.number}/retry`)

    await db.from('orders').where('id', unpaid.id).update({ status: 'paid', paid_at: new Date() })
    const paid = inertiaPage(
      (
        await client
          .get(url('order_confirmation', 'ru', { number: unpaid.number }))
          .withSession({ 'orders.placed': [unpaid.id] })
      ).text()
    ).props
    assert.equal(paid.urls.invoice.pdf, `/ru/user-dashboard/schet/${unpaid.number}/pdf`)
    assert.isNull(paid.urls.resumePayment)
  })

  test('an online checkout sends the buyer to the payment page; a double submit goes to the same page with one order and one attempt', async ({
    client,
    assert,
  }) => {
    const fixture = await sellerAt(PINS.baku)
    const product = await productOf(fixture, { priceMinor: 1500, stock: 4 })
    const buyer = await createAccount('buyer')
    await cartLine(buyer, product, 2)
    const props = await checkoutProps(
      client
        .get(
          url('checkout', 'en', undefined, {
            qs: { lat: PINS.bakuSuburb.latitude, lng: PINS.bakuSuburb.longitude },
          })
        )
        .loginAs(buyer)
    )
    assert.includeMembers(props.paymentMethods, ['test_gateway', 'cash_on_delivery'])
    const fee = props.delivery.shipments[0].options.find(
      (option: any) => option.type === 'within_24h'
    ).feeMinor
    const form = checkoutForm(
      3000 + fee,
      { [fixture.companyId]: 'within_24h' },
      { paymentMethod: 'test_gateway', idempotencyKey: props.idempotencyKey }
    )

    const first = await client
      .post(url('checkout.store', 'en'))
      .loginAs(buyer)
      .json(form)
      .withCsrfToken()
      .redirects(0)
    first.assertStatus(303)
    const gatewayUrl = first.header('location')
    assert.include(gatewayUrl, '/payments/test-gateway/pay/')
    const order = await db
      .from('orders')
      .where('idempotency_key', props.idempotencyKey)
      .firstOrFail()
    assert.equal(order.status, 'awaiting_payment')
    assert.equal(await stockOf(product), 2)

    const again = await client
      .post(url('checkout.store', 'en'))
      .loginAs(buyer)
      .header('X-Inertia', 'true')
      .json(form)
      .withCsrfToken()
      .redirects(0)
    again.assertStatus(409)
    assert.equal(again.header('x-inertia-location'), gatewayUrl)
    assert.equal(
      Number((await db.from('orders').where('user_id', buyer.id).count('* as n'))[0].n),
      1
    )
    assert.equal(
      Number((await db.from('payment_attempts').where('order_id', order.id).count('* as n'))[0].n),
      1
    )
    assert.equal(await stockOf(product), 2)

    const waiting = await client
      .get(url('order_confirmation', 'en', { number: order.number }))
      .loginAs(buyer)
    assert.equal(inertiaPage(waiting.text()).props.state, 'awaiting_payment')
  })

  test('a payment method that is not offered is refused before anything is placed', async ({
    client,
    assert,
  }) => {
    const fixture = await sellerAt(PINS.baku)
    const product = await productOf(fixture, { stock: 4 })
    const buyer = await createAccount('buyer')
    await cartLine(buyer, product, 1)
    const props = await checkoutProps(client.get(url('checkout', 'en')).loginAs(buyer))
    if (props.paymentMethods.includes('epoint')) return
    const response = await client
      .post(url('checkout.store', 'en'))
      .loginAs(buyer)
      .json(checkoutForm(2000, { [fixture.companyId]: 'ordinary' }, { paymentMethod: 'epoint' }))
      .withCsrfToken()
      .redirects(0)
    assert.deepEqual(flashedErrors(response), {
      paymentMethod: 'Choose one of the offered payment methods',
    })
    assert.equal(await stockOf(product), 4)
  })
})
