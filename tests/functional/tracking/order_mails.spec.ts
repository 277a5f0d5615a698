import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import testUtils from '@adonisjs/core/services/test_utils'
import { formatMoney } from '#lib/money'
import { PAGES } from '#lib/route_table'
import { trackingUrl } from '#services/orders/tracking_link'
import { enqueue } from '#services/queue/enqueue'
import { runQueuedJobs } from '#services/queue/run_queued_jobs'
import { sellerAt } from '#tests/helpers/orders'
import { BUYER, insertOrder, queuedJobs, resetOrderMail, sentMails } from './helpers.js'
import { url } from '#tests/helpers/urls'

const to = (mail: { to: string[] }) => mail.to.join(', ')

test.group(
  'Order e-mails (issue 6: order placed, payment result, each shipment stage)',
  (group) => {
    group.each.setup(() => testUtils.db().withGlobalTransaction())
    group.each.setup(() => resetOrderMail())

    test('a cash-on-delivery order: the buyer gets the order with each tracking link in the order’s language; each seller a notice in theirs', async ({
      assert,
    }) => {
      const tea = await sellerAt(undefined, { company: { name: 'Lənkəran Çay Evi' } })
      const honey = await sellerAt(undefined, { company: { name: 'Qəbələ Arıçılıq' } })
      await db.from('users').where('id', honey.seller.id).update({ locale: 'en' })
      await db.from('companies').where('id', tea.companyId).update({ email: 'sifaris@cay.example' })
      const order = await insertOrder({
        status: 'placed',
        locale: 'ru',
        shipments: [
          {
            seller: tea,
            lines: [{ name: 'Black tea', quantity: 2, unitPriceMinor: 700 }],
            feeMinor: 300,
          },
          {
            seller: honey,
            lines: [{ name: 'Honey', quantity: 1, unitPriceMinor: 2500 }],
            feeMinor: 450,
          },
        ],
      })
      await enqueue('order.placed_mail', { orderId: order.id })
      const summary = await runQueuedJobs()
      assert.equal(summary.failed, 0)

      const mails = await sentMails()
      const buyer = mails.find((mail) => to(mail).includes(BUYER.email))!
      assert.equal(buyer.subject, `Заказ ${order.number} подтверждён`)
      assert.include(buyer.text, 'Здравствуйте, Leyla Məmmədova!')
      assert.include(buyer.text, 'вы оплачиваете его наличными при доставке')
      assert.include(buyer.text, 'Способ оплаты: Наличными при получении')
      assert.include(buyer.text, `• Black tea ru × 2: ${formatMoney(1400, 'AZN', 'ru')}`)
      assert.include(buyer.text, `Итого: ${formatMoney(order.totalMinor, 'AZN', 'ru')}`)
      for (const shipment of order.shipments) {
        assert.include(buyer.text, shipment.trackingNumber)
        assert.include(buyer.text, `Отследить: ${trackingUrl(shipment.trackingNumber, 'ru')}`)
      }
      assert.include(buyer.text, `http://localhost:3333${PAGES.track_delivery.ru}?n=`)

      const teaMail = mails.find((mail) => to(mail).includes('sifaris@cay.example'))!
      assert.equal(teaMail.subject, `Yeni sifariş ${order.number}: 2 ədəd`)
      assert.include(
        teaMail.text,
        `http://localhost:3333${PAGES.seller_orders.az}/${order.shipments[0].trackingNumber}`
      )
      assert.include(teaMail.text, 'Black tea az × 2')
      assert.notInclude(teaMail.text, 'Honey')
      const honeyMail = mails.find((mail) => to(mail).includes(honey.seller.email))!
      assert.equal(honeyMail.subject, `New order ${order.number}: 1 pcs`)
      assert.include(
        honeyMail.text,
        `http://localhost:3333${PAGES.seller_orders.en}/${order.shipments[1].trackingNumber}`
      )
      assert.include(honeyMail.text, 'Buyer: Leyla Məmmədova, +994 50 123 45 67')
      assert.notInclude(honeyMail.text, 'Black tea')
      assert.lengthOf(mails, 3)
    })

    test('an order waiting for payment: the buyer is told so and sellers hear nothing until it is paid', async ({
      assert,
    }) => {
      const seller = await sellerAt()
      const order = await insertOrder({
        status: 'awaiting_payment',
        locale: 'en',
        shipments: [{ seller }],
      })
      await enqueue('order.placed_mail', { orderId: order.id })
      await runQueuedJobs()
      let mails = await sentMails()
      assert.lengthOf(mails, 1)
      assert.equal(mails[0].subject, `Order ${order.number} is waiting for payment`)
      assert.include(mails[0].text, 'It is waiting for payment')
      assert.include(mails[0].text, '30 minutes')
      assert.include(mails[0].text, trackingUrl(order.shipments[0].trackingNumber, 'en'))
      assert.lengthOf(await queuedJobs('order.seller_mail'), 0)

      await db.from('orders').where('id', order.id).update({ status: 'paid', paid_at: new Date() })
      await enqueue('order.payment_mail', { orderId: order.id, outcome: 'succeeded' })
      await runQueuedJobs()
      mails = await sentMails()
      const paid = mails.find(
        (mail) => mail.subject === `Payment received for order ${order.number}`
      )!
      assert.include(
        paid.text,
        `We have received your payment of ${formatMoney(order.totalMinor, 'AZN', 'en')}`
      )
      assert.include(paid.text, trackingUrl(order.shipments[0].trackingNumber, 'en'))
      const notice = mails.find((mail) => to(mail).includes(seller.seller.email))!
      assert.equal(notice.subject, `Yeni sifariş ${order.number}: 1 ədəd`)
      assert.lengthOf(mails, 3)
    })

    test('a failed or cancelled payment is mailed to the buyer only, in the order’s language', async ({
      assert,
    }) => {
      const seller = await sellerAt()
      const failed = await insertOrder({
        status: 'payment_failed',
        locale: 'az',
        shipments: [{ seller }],
      })
      const cancelled = await insertOrder({
        status: 'cancelled',
        locale: 'en',
        shipments: [{ seller }],
      })
      await enqueue('order.payment_mail', { orderId: failed.id, outcome: 'failed' })
      await enqueue('order.payment_mail', { orderId: cancelled.id, outcome: 'cancelled' })
      await enqueue('order.payment_mail', { orderId: cancelled.id, outcome: 'refunded' })
      const summary = await runQueuedJobs()
      assert.equal(summary.failed, 1, 'an unknown outcome fails at once')
      const mails = await sentMails()
      assert.deepEqual(
        mails.map((mail) => mail.subject).sort(),
        [
          `${failed.number} nömrəli sifarişin ödənişi alınmadı`,
          `Payment for order ${cancelled.number} was cancelled`,
        ].sort()
      )
      assert.isTrue(mails.every((mail) => to(mail).includes(BUYER.email)))
      assert.include(
        mails.find((mail) => mail.subject.startsWith(failed.number))!.text,
        'Pul tutulmayıb'
      )
    })

    test('each stage a seller sets is mailed to the buyer with the stage and the tracking link', async ({
      client,
      assert,
    }) => {
      const seller = await sellerAt()
      const order = await insertOrder({ status: 'paid', locale: 'az', shipments: [{ seller }] })
      const shipment = order.shipments[0]
      for (const [event, from] of [
        ['prepare', 'accepted'],
        ['set_courier', 'preparing'],
      ]) {
        await client
          .post(url('seller_orders.transition', 'en', { trackingNumber: shipment.trackingNumber }))
          .form({ event, from })
          .loginAs(seller.seller)
          .withCsrfToken()
          .redirects(0)
      }
      await runQueuedJobs()
      const mails = await sentMails()
      assert.sameMembers(
        mails.map((mail) => mail.subject),
        [
          `Sifariş ${order.number}: Sifariş hazırlanır`,
          `Sifariş ${order.number}: Kuryer təyin edildi`,
        ]
      )
      for (const mail of mails) {
        assert.include(to(mail), BUYER.email)
        assert.include(mail.text, `İzləmək üçün: ${trackingUrl(shipment.trackingNumber, 'az')}`)
        assert.include(mail.text, shipment.trackingNumber)
      }
      const courier = mails.find((mail) => mail.subject.endsWith('Kuryer təyin edildi'))!
      assert.include(courier.text, 'Çatdırılmanız üçün kuryer təyin olunub.')
    })
  }
)
