import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import testUtils from '@adonisjs/core/services/test_utils'
import PlaceOrder from '#actions/orders/place_order'
import { formatDate } from '#shared/dates'
import { createAccount } from '#tests/helpers/accounts'
import { PINS, productOf, sellerAt } from '#tests/helpers/orders'
import { inertiaPage } from '#tests/helpers/inertia_page'
import { url } from '#tests/helpers/urls'
import { orderInput, rendered } from '../checkout/helpers.js'

test.group('Dates as the browser writes them (issue 26)', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('the order confirmation writes "27 noyabr 2026, 10:25" in Bakı time, the same text as shared/dates in the browser', async ({
    client,
    assert,
  }) => {
    const buyer = await createAccount('buyer')
    const fixture = await sellerAt(PINS.baku, { company: { name: 'Bal Dünyası' } })
    const product = await productOf(fixture, { name: 'Mountain honey' })
    const { order } = await new PlaceOrder().handle(
      orderInput(
        [{ productId: product, quantity: 1 }],
        { [fixture.companyId]: 'urgent' },
        {
          userId: buyer.id,
          paymentMethod: 'cash_on_delivery',
        }
      )
    )
    /** 06:25 UTC is 10:25 in Bakı. */
    await db
      .from('orders')
      .where('id', order.id)
      .update({ created_at: new Date('2026-11-27T06:25:00Z') })

    const expected = {
      az: '27 noyabr 2026, 10:25',
      en: 'November 27, 2026 at 10:25 AM',
      ru: '27 ноября 2026 г. в 10:25',
    } as const
    for (const locale of ['az', 'en', 'ru'] as const) {
      const response = await client
        .get(url('order_confirmation', locale, { number: order.number }))
        .loginAs(buyer)
      response.assertStatus(200)
      const date = inertiaPage(response.text()).props.order.date
      assert.equal(date, expected[locale])
      assert.equal(
        date,
        formatDate('2026-11-27T06:25:00Z', locale, { dateStyle: 'long', timeStyle: 'short' })
      )
      /** Server-side rendering writes it into the HTML as it is. */
      assert.include(rendered(response.text()), expected[locale])
    }
  })
})
