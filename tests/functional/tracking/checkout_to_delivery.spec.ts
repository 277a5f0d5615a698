import { randomUUID } from 'node:crypto'
import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import testUtils from '@adonisjs/core/services/test_utils'
import PlaceOrder from '#actions/orders/place_order'
import { PAGES } from '#lib/route_table'
import { trackingUrl } from '#services/orders/tracking_link'
import { runQueuedJobs } from '#services/queue/run_queued_jobs'
import { inertiaPage } from '#tests/helpers/inertia_page'
import { PINS, productOf, sellerAt } from '#tests/helpers/orders'
import { resetOrderMail, sentMails } from './helpers.js'
import { url } from '#tests/helpers/urls'

test.group(
  'From checkout to delivered: tracking, seller stages and mails on a real order',
  (group) => {
    group.each.setup(() => testUtils.db().withGlobalTransaction())
    group.each.setup(() => resetOrderMail())

    test('a guest’s cash-on-delivery order from two sellers is mailed, tracked by phone and delivered by each seller', async ({
      client,
      assert,
    }) => {
      const tea = await sellerAt(PINS.baku, { company: { name: 'Lənkəran Çay Evi' } })
      const nuts = await sellerAt(PINS.baku, { company: { name: 'Qax Fındıq' } })
      const teaProduct = await productOf(tea, { name: 'Black tea', priceMinor: 700 })
      const nutProduct = await productOf(nuts, { name: 'Hazelnuts', priceMinor: 1500 })

      const { order } = await new PlaceOrder().handle({
        idempotencyKey: randomUUID(),
        locale: 'en',
        userId: null,
        items: [
          { productId: teaProduct, quantity: 2, addedPriceMinor: null },
          { productId: nutProduct, quantity: 1, addedPriceMinor: null },
        ],
        buyProductId: null,
        customer: {
          name: 'Aysel Quliyeva',
          phone: '+994 55 765 43 21',
          email: 'aysel@example.test',
        },
        delivery: {
          address: 'Füzuli küçəsi 5',
          city: 'Bakı',
          region: null,
          country: 'AZ',
          postalCode: null,
          ...PINS.bakuSuburb,
        },
        billing: null,
        deliveryTypes: { [tea.companyId]: 'within_24h', [nuts.companyId]: 'ordinary' },
        paymentMethod: 'cash_on_delivery',
        comment: null,
        expectedTotalMinor: null,
      })
      assert.equal(order.status, 'placed')
      const shipments = await db.from('shipments').where('order_id', order.id).orderBy('id')
      assert.lengthOf(shipments, 2)

      await runQueuedJobs()
      const mails = await sentMails()
      const buyerMail = mails.find((mail) => mail.to.join().includes('aysel@example.test'))!
      for (const shipment of shipments)
        assert.include(buyerMail.text, trackingUrl(shipment.tracking_number, 'en'))
      assert.lengthOf(mails, 3, 'the buyer and both sellers')

      const teaShipment = shipments.find((row) => row.company_id === tea.companyId)!
      const lookUp = await client
        .post(PAGES.track_delivery.en)
        .form({ tracking_number: teaShipment.tracking_number, contact: '055 765 43 21' })
        .withCsrfToken()
        .redirects(0)
      assert.equal(
        lookUp.header('location'),
        url('track_delivery', 'en', undefined, { qs: { n: teaShipment.tracking_number } })
      )

      for (const fixture of [tea, nuts]) {
        const shipment = shipments.find((row) => row.company_id === fixture.companyId)!
        let from = 'accepted'
        for (const event of ['prepare', 'set_courier', 'courier_accept', 'dispatch', 'deliver']) {
          const response = await client
            .post(
              url('seller_orders.transition', 'en', { trackingNumber: shipment.tracking_number })
            )
            .form({ event, from })
            .loginAs(fixture.seller)
            .withCsrfToken()
            .redirects(0)
          response.assertStatus(302)
          from = (await db.from('shipments').where('id', shipment.id).firstOrFail()).status
        }
        assert.equal(from, 'delivered')
      }
      const paid = await db.from('orders').where('id', order.id).firstOrFail()
      assert.equal(paid.status, 'paid')

      const tracked = inertiaPage(
        (await client.get(lookUp.header('location')!).withSession(lookUp.session())).text()
      )
      assert.equal(tracked.props.tracking.statusLabel, 'Delivered')
      assert.include(tracked.props.tracking.delivery, {
        customerName: 'Aysel Quliyeva',
        sellerName: 'Lənkəran Çay Evi',
      })
      assert.deepEqual(tracked.props.tracking.items, [{ name: 'Black tea', quantity: 2 }])
      assert.isNull(tracked.props.tracking.payment.notice, 'paid once delivered')
    })
  }
)
