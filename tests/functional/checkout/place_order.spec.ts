import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import testUtils from '@adonisjs/core/services/test_utils'
import { createAccount } from '#tests/helpers/accounts'
import { PINS, productOf, sellerAt, stockOf } from '#tests/helpers/orders'
import { inertiaPage } from '#tests/helpers/inertia_page'
import { formatMoney } from '#lib/money'
import {
  cartLine,
  checkoutForm,
  checkoutProps,
  flashedErrors,
  orderRows,
  rendered,
  sessionLine,
} from './helpers.js'
import { url } from '#tests/helpers/urls'

const azn = (minor: number, locale: 'az' | 'en' | 'ru' = 'en') => formatMoney(minor, 'AZN', locale)
const count = async (table: string) => Number((await db.from(table).count('* as n'))[0].n)

test.group('Checkout: placing an order over HTTP', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('a signed-in buyer checks out two sellers with cash on delivery: one order, two shipments, stock taken, cart emptied', async ({
    client,
    assert,
  }) => {
    const baku = await sellerAt(PINS.baku, { company: { name: 'Qənd Evi MMC' } })
    const sheki = await sellerAt(PINS.sheki, { company: { name: 'Şəki Halvası' } })
    const jam = await productOf(baku, {
      priceMinor: 1250,
      stock: 5,
      weightGrams: 500,
      name: 'Fig jam',
    })
    const halva = await productOf(sheki, {
      priceMinor: 2000,
      discountPercent: 10,
      stock: 8,
      weightGrams: 1200,
      name: 'Sheki halva',
    })
    const buyer = await createAccount('buyer', {
      firstName: 'Leyla',
      lastName: 'Məmmədova',
      phone: '+994501234567',
    })
    await cartLine(buyer, jam, 2)
    await cartLine(buyer, halva, 1)

    const props = await checkoutProps(
      client
        .get(
          url('checkout', 'en', undefined, {
            qs: { lat: PINS.bakuSuburb.latitude, lng: PINS.bakuSuburb.longitude },
          })
        )
        .loginAs(buyer)
    )
    assert.deepEqual(
      props.sellers.map((seller: any) => [
        seller.name,
        seller.lines.map((line: any) => [line.name, line.quantity, line.lineTotal]),
      ]),
      [
        ['Qənd Evi MMC', [['Fig jam', 2, azn(2500)]]],
        ['Şəki Halvası', [['Sheki halva', 1, azn(1800)]]],
      ]
    )
    assert.equal(props.subtotalMinor, 4300)
    assert.include(props.defaults, {
      name: buyer.fullName,
      email: buyer.email,
      phone: '+994501234567',
    })
    const [near, far] = props.delivery.shipments
    assert.equal(near.defaultType, 'ordinary')
    assert.isTrue(near.options.find((option: any) => option.type === 'urgent').feasible)
    assert.isFalse(far.options.find((option: any) => option.type === 'urgent').feasible)
    assert.isFalse(far.options.find((option: any) => option.type === 'within_24h').feasible)
    const fees = {
      [baku.companyId]: near.options.find((o: any) => o.type === 'urgent').feeMinor,
      [sheki.companyId]: far.options.find((o: any) => o.type === 'economy').feeMinor,
    }

    const response = await client
      .post(url('checkout.store', 'en'))
      .loginAs(buyer)
      .json(
        checkoutForm(
          4300 + fees[baku.companyId] + fees[sheki.companyId],
          { [baku.companyId]: 'urgent', [sheki.companyId]: 'economy' },
          { idempotencyKey: props.idempotencyKey }
        )
      )
      .withCsrfToken()
      .redirects(0)
    response.assertStatus(303)
    const order = await db
      .from('orders')
      .where('idempotency_key', props.idempotencyKey)
      .firstOrFail()
    assert.equal(response.header('location'), `/en/order-confirmation/${order.number}`)
    assert.match(order.number, /^KRV-\d{8}$/)
    assert.match(order.invoice_number, /^INV-\d{4}-\d{6}$/)

    const rows = await orderRows(order.id)
    assert.include(rows.order, {
      user_id: buyer.id,
      locale: 'en',
      status: 'placed',
      payment_method: 'cash_on_delivery',
      customer_name: 'Leyla Məmmədova',
      customer_phone: '+994 50 123 45 67',
      customer_email: 'leyla@example.test',
      delivery_address: 'Azadlıq prospekti 15, mənzil 7',
      delivery_city: 'Bakı',
      delivery_postal_code: 'AZ 1000',
      billing_address: 'Azadlıq prospekti 15, mənzil 7',
      customer_comment: 'Zəng edin, zəhmət olmasa',
      currency: 'AZN',
    })
    assert.isNull(rows.order.expires_at)
    assert.equal(Number(rows.order.subtotal_minor), 4300)
    assert.equal(
      Number(rows.order.delivery_fee_minor),
      fees[baku.companyId] + fees[sheki.companyId]
    )
    assert.equal(
      Number(rows.order.total_minor),
      4300 + fees[baku.companyId] + fees[sheki.companyId]
    )

    assert.lengthOf(rows.shipments, 2)
    const [first, second] = rows.shipments
    assert.include(first, {
      company_id: baku.companyId,
      status: 'accepted',
      delivery_type: 'urgent',
      seller_name: 'Qənd Evi MMC',
      seller_phone: '+994501112233',
      origin_address: 'Nizami küçəsi 10, Bakı',
      weight_grams: 1000,
    })
    assert.include(second, {
      company_id: sheki.companyId,
      delivery_type: 'economy',
      seller_name: 'Şəki Halvası',
      weight_grams: 1200,
    })
    for (const shipment of rows.shipments) assert.match(shipment.tracking_number, /^KT\d{10}$/)
    assert.closeTo(first.distance_m, 12_000, 1_500)
    assert.equal(Number(first.fee_minor), 800 + 40 * Math.ceil(first.distance_m / 1000))
    assert.equal(Number(second.fee_minor), 200 + 2 * Math.ceil(second.distance_m / 1000) + 5 * 2)
    const hours = (shipment: any, field: string) =>
      (new Date(shipment[field]).getTime() - new Date(rows.order.created_at).getTime()) / 3_600_000
    assert.closeTo(hours(first, 'promised_by'), 3, 0.1)
    assert.closeTo(hours(second, 'promised_from'), 120, 0.1)
    assert.closeTo(hours(second, 'promised_by'), 144, 0.1)
    assert.deepEqual(rows.events.map((event) => event.status).sort(), ['accepted', 'accepted'])

    assert.deepEqual(
      rows.lines.map((line) => [
        line.product_id,
        line.shipment_id,
        line.product_name,
        line.quantity,
        Number(line.unit_price_minor),
        Number(line.line_total_minor),
        line.discount_percent,
        line.weight_grams,
      ]),
      [
        [jam, first.id, 'Fig jam', 2, 1250, 2500, 0, 500],
        [halva, second.id, 'Sheki halva', 1, 1800, 1800, 10, 1200],
      ]
    )
    assert.deepEqual(rows.lines[1].product_names, {
      az: 'Sheki halva az',
      en: 'Sheki halva',
      ru: 'Sheki halva ru',
    })
    assert.include(rows.lines[1], { list_currency: 'AZN', rate_value: null, rate_date: null })
    assert.equal(Number(rows.lines[1].list_price_minor), 2000)

    assert.equal(await stockOf(jam), 3)
    assert.equal(await stockOf(halva), 7)
    const sales = await db
      .from('products')
      .whereIn('id', [jam, halva])
      .orderBy('id')
      .select('sales_count')
    assert.deepEqual(
      sales.map((row) => row.sales_count),
      [2, 1]
    )
    assert.lengthOf(rows.jobs, 1, 'order.placed_mail queued with the order')
    assert.equal(
      await db
        .from('cart_items')
        .where('user_id', buyer.id)
        .count('* as n')
        .then((r) => Number(r[0].n)),
      0
    )

    const page = await client
      .get(url('order_confirmation', 'en', { number: order.number }))
      .loginAs(buyer)
    page.assertStatus(200)
    const html = page.text()
    const confirmation = inertiaPage(html)
    assert.equal(confirmation.component, 'storefront/order_confirmation')
    assert.equal(confirmation.props.state, 'completed')
    assert.include(rendered(html), 'Order completed')
    assert.include(rendered(html), order.number)
    assert.include(rendered(html), first.tracking_number)
    assert.include(rendered(html), second.tracking_number)
    assert.include(rendered(html), 'We have sent the order details to leyla@example.test.')
    assert.include(rendered(html), 'Cash on delivery')
    assert.deepEqual(
      confirmation.props.order.shipments.map((shipment: any) => [
        shipment.sellerName,
        shipment.deliveryType,
        shipment.lines.length,
      ]),
      [
        ['Qənd Evi MMC', 'urgent', 1],
        ['Şəki Halvası', 'economy', 1],
      ]
    )
  })

  test('a guest checks out from the session cart without an account and sees the confirmation in az', async ({
    client,
    assert,
  }) => {
    const fixture = await sellerAt(PINS.baku)
    const product = await productOf(fixture, {
      priceMinor: 990,
      stock: 3,
      name: 'Pomegranate juice',
    })
    const cart = { cart: { entries: [sessionLine(product, 1, 990)] } }

    const html = (await client.get(url('checkout', 'az')).withSession(cart)).text()
    assert.include(html, 'data-server-rendered="true"')
    for (const text of [
      'Sifarişin rəsmiləşdirilməsi',
      'Çatdırılma məlumatları',
      'Pomegranate juice az',
      'Sifarişi təsdiqlə',
      'Hesab lazım deyil',
    ]) {
      assert.include(rendered(html), text)
    }
    const props = await checkoutProps(client.get(url('checkout', 'az')).withSession(cart))
    assert.isNull(props.delivery, 'no pin yet: no quotes')
    assert.deepEqual(props.savedAddresses, [])
    assert.include(props.defaults, { name: '', email: '', latitude: '' })

    const quotes = await client
      .get(
        url('checkout', 'az', undefined, {
          qs: { lat: PINS.bakuSuburb.latitude, lng: PINS.bakuSuburb.longitude },
        })
      )
      .withSession(cart)
      .header('X-Inertia', 'true')
      .header(
        'X-Inertia-Version',
        inertiaPage((await client.get(url('checkout', 'az')).withSession(cart)).text()).version
      )
      .header('X-Inertia-Partial-Component', 'storefront/checkout')
      .header('X-Inertia-Partial-Data', 'delivery')
    quotes.assertStatus(200)
    assert.deepEqual(
      Object.keys(quotes.body().props).filter((key) =>
        ['sellers', 'delivery', 'savedAddresses'].includes(key)
      ),
      ['delivery']
    )
    const ordinary = quotes
      .body()
      .props.delivery.shipments[0].options.find((option: any) => option.type === 'ordinary')
    assert.isTrue(ordinary.feasible)

    const response = await client
      .post(url('checkout.store', 'az'))
      .withSession(cart)
      .form(
        checkoutForm(
          990 + ordinary.feeMinor,
          { [fixture.companyId]: 'ordinary' },
          { email: 'qonaq@example.test' }
        )
      )
      .withCsrfToken()
      .redirects(0)
    response.assertStatus(303)
    const order = await db
      .from('orders')
      .where('customer_email', 'qonaq@example.test')
      .firstOrFail()
    assert.isNull(order.user_id)
    assert.equal(order.locale, 'az')
    assert.equal(response.header('location'), `/order-confirmation/${order.number}`)
    assert.deepEqual(response.session().cart.entries, [], 'the ordered line left the cart')
    assert.deepEqual(response.session().orders.placed, [order.id])
    assert.equal(await stockOf(product), 2)

    const page = await client
      .get(url('order_confirmation', 'az', { number: order.number }))
      .withSession(response.session())
    page.assertStatus(200)
    assert.include(rendered(page.text()), 'Sifariş tamamlandı')
    assert.include(rendered(page.text()), 'Çatdırılma zamanı nağd')
  })

  test('a guest cart line whose product was deleted is left out of the page and the order, and leaves the cart with the order', async ({
    client,
    assert,
  }) => {
    const fixture = await sellerAt(PINS.baku)
    const kept = await productOf(fixture, { priceMinor: 700, stock: 4, name: 'Quince jam' })
    const gone = await productOf(fixture, { priceMinor: 500, stock: 4, name: 'Cornel jam' })
    const cart = { cart: { entries: [sessionLine(gone, 1, 500), sessionLine(kept, 2, 700)] } }
    await db.from('products').where('id', gone).delete()

    const props = await checkoutProps(
      client
        .get(
          url('checkout', 'en', undefined, {
            qs: { lat: PINS.bakuSuburb.latitude, lng: PINS.bakuSuburb.longitude },
          })
        )
        .withSession(cart)
    )
    assert.deepEqual(
      props.sellers.flatMap((seller: any) => seller.lines.map((line: any) => line.name)),
      ['Quince jam']
    )
    const ordinary = props.delivery.shipments[0].options.find(
      (option: any) => option.type === 'ordinary'
    )

    const response = await client
      .post(url('checkout.store', 'en'))
      .withSession(cart)
      .json(
        checkoutForm(
          1400 + ordinary.feeMinor,
          { [fixture.companyId]: 'ordinary' },
          { email: 'gone@example.test', idempotencyKey: props.idempotencyKey }
        )
      )
      .withCsrfToken()
      .redirects(0)
    response.assertStatus(303)
    const order = await db.from('orders').where('customer_email', 'gone@example.test').firstOrFail()
    assert.equal(response.header('location'), `/en/order-confirmation/${order.number}`)
    const rows = await orderRows(order.id)
    assert.deepEqual(
      rows.lines.map((line) => [line.product_id, line.quantity]),
      [[kept, 2]]
    )
    assert.equal(Number(rows.order.subtotal_minor), 1400)
    assert.equal(await stockOf(kept), 2)
    assert.deepEqual(response.session().cart.entries, [], 'both lines left the cart')
  })

  test('prices, totals, discounts and currency sent by the client are ignored: the server prices everything', async ({
    client,
    assert,
  }) => {
    const fixture = await sellerAt(PINS.baku)
    const product = await productOf(fixture, { priceMinor: 5000, stock: 4 })
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
    const fee = props.delivery.shipments[0].options.find(
      (option: any) => option.type === 'ordinary'
    ).feeMinor

    const response = await client
      .post(url('checkout.store', 'en'))
      .loginAs(buyer)
      .json(
        checkoutForm(
          10_000 + fee,
          { [fixture.companyId]: 'ordinary' },
          {
            unitPriceMinor: 1,
            priceMinor: 1,
            subtotalMinor: 2,
            totalMinor: 2,
            deliveryFeeMinor: 0,
            discountPercent: 90,
            currency: 'USD',
            lines: [{ productId: product, quantity: 2, unitPriceMinor: 1 }],
            status: 'paid',
            userId: 1,
          }
        )
      )
      .withCsrfToken()
      .redirects(0)
    response.assertStatus(303)
    const order = await db.from('orders').where('user_id', buyer.id).firstOrFail()
    assert.include(order, { status: 'placed', currency: 'AZN' })
    assert.equal(Number(order.subtotal_minor), 10_000)
    assert.equal(Number(order.delivery_fee_minor), fee)
    assert.equal(Number(order.total_minor), 10_000 + fee)
    const line = await db.from('order_lines').where('order_id', order.id).firstOrFail()
    assert.equal(Number(line.unit_price_minor), 5000)
    assert.equal(line.discount_percent, 0)
  })

  test('a total that differs from what the buyer saw places nothing and asks to review, in the page language', async ({
    client,
    assert,
  }) => {
    const fixture = await sellerAt(PINS.baku)
    const product = await productOf(fixture, { priceMinor: 1000, stock: 4 })
    const buyer = await createAccount('buyer')
    await cartLine(buyer, product, 1)
    const props = await checkoutProps(
      client
        .get(
          url('checkout', 'ru', undefined, {
            qs: { lat: PINS.bakuSuburb.latitude, lng: PINS.bakuSuburb.longitude },
          })
        )
        .loginAs(buyer)
    )
    const fee = props.delivery.shipments[0].options.find(
      (option: any) => option.type === 'ordinary'
    ).feeMinor
    await db
      .from('products')
      .where('id', product)
      .update({ price_minor: 1200, effective_price_minor: 1200 })
    const orders = await count('orders')

    const response = await client
      .post(url('checkout.store', 'ru'))
      .loginAs(buyer)
      .json(checkoutForm(1000 + fee, { [fixture.companyId]: 'ordinary' }))
      .withCsrfToken()
      .redirects(0)
    response.assertStatus(303)
    assert.equal(
      response.header('location'),
      `/ru/zakonchit-zakaz?lat=${PINS.bakuSuburb.latitude}&lng=${PINS.bakuSuburb.longitude}`
    )
    assert.deepEqual(flashedErrors(response), {
      form: 'Цены или доставка изменились, пожалуйста, проверьте заказ перед оформлением.',
    })
    assert.equal(await count('orders'), orders)
    assert.equal(await stockOf(product), 4, 'stock untouched')
    assert.equal(
      await db
        .from('cart_items')
        .where('user_id', buyer.id)
        .count('* as n')
        .then((r) => Number(r[0].n)),
      1,
      'cart kept'
    )

    const again = await checkoutProps(client.get(response.header('location')!).loginAs(buyer))
    assert.equal(again.subtotalMinor, 1200)
    assert.deepEqual(again.sellers[0].lines[0].notices, [
      {
        severity: 'warning',
        text: `Цена выросла с тех пор, как вы добавили товар: ${azn(1000, 'ru')} → ${azn(1200, 'ru')}`,
      },
    ])
  })

  test('stale carts are shown before paying: price changes, short stock, unavailable products', async ({
    client,
    assert,
  }) => {
    const fixture = await sellerAt(PINS.baku)
    const cheaper = await productOf(fixture, { priceMinor: 800, stock: 9, name: 'Cheaper now' })
    const scarce = await productOf(fixture, { stock: 1, name: 'Scarce' })
    const withdrawn = await productOf(fixture, { isAvailable: false, name: 'Withdrawn' })
    const buyer = await createAccount('buyer')
    await cartLine(buyer, cheaper, 1, { addedPriceMinor: 1000 })
    await cartLine(buyer, scarce, 3)
    await cartLine(buyer, withdrawn, 1)
    await cartLine(buyer, await productOf(fixture, { name: 'Unticked' }), 1, { selected: false })

    const orders = await count('orders')
    const props = await checkoutProps(client.get(url('checkout', 'en')).loginAs(buyer))
    const lines = props.sellers[0].lines
    assert.deepEqual(
      lines.map((line: any) => [line.name, line.notices]),
      [
        [
          'Cheaper now',
          [
            {
              severity: 'warning',
              text: `The price went down since you added it: ${azn(1000)} → ${azn(800)}`,
            },
          ],
        ],
        [
          'Scarce',
          [{ severity: 'error', text: 'Only 1 left in stock: lower the quantity in the cart.' }],
        ],
        [
          'Withdrawn',
          [
            {
              severity: 'error',
              text: 'Product not in stock: it can no longer be ordered. Remove it from the cart.',
            },
          ],
        ],
      ]
    )

    const response = await client
      .post(url('checkout.store', 'en'))
      .loginAs(buyer)
      .json(checkoutForm(0, { [fixture.companyId]: 'ordinary' }))
      .withCsrfToken()
      .redirects(0)
    assert.deepEqual(flashedErrors(response), {
      form: 'Product not in stock: Withdrawn. Change the quantity or remove it from the cart.',
    })
    await db.from('cart_items').where({ user_id: buyer.id, product_id: withdrawn }).delete()
    const short = await client
      .post(url('checkout.store', 'en'))
      .loginAs(buyer)
      .json(checkoutForm(0, { [fixture.companyId]: 'ordinary' }))
      .withCsrfToken()
      .redirects(0)
    assert.deepEqual(flashedErrors(short), {
      form: 'Product not in stock: Scarce. Change the quantity or remove it from the cart.',
    })
    assert.equal(await stockOf(cheaper), 9, 'all or nothing: the other line kept its stock')
    assert.equal(await count('orders'), orders)
  })

  test('buy now checks out only that cart line; an empty checkout goes back to the cart with a message', async ({
    client,
    assert,
  }) => {
    const fixture = await sellerAt(PINS.baku)
    const wanted = await productOf(fixture, { name: 'Buy me now' })
    const other = await productOf(fixture, { name: 'Stays in cart' })
    const buyer = await createAccount('buyer')
    await cartLine(buyer, wanted, 1)
    await cartLine(buyer, other, 2)

    const props = await checkoutProps(
      client
        .get(
          url('checkout', 'en', undefined, {
            qs: { buy: wanted, lat: PINS.baku.latitude, lng: PINS.baku.longitude },
          })
        )
        .loginAs(buyer)
    )
    assert.deepEqual(
      props.sellers[0].lines.map((line: any) => line.name),
      ['Buy me now']
    )
    assert.equal(props.buy, wanted)
    const fee = props.delivery.shipments[0].options.find(
      (option: any) => option.type === 'ordinary'
    ).feeMinor
    const response = await client
      .post(url('checkout.store', 'en', undefined, { qs: { buy: wanted } }))
      .loginAs(buyer)
      .json(checkoutForm(1000 + fee, { [fixture.companyId]: 'ordinary' }, { buy: wanted }, 'baku'))
      .withCsrfToken()
      .redirects(0)
    response.assertStatus(303)
    const remaining = await db.from('cart_items').where('user_id', buyer.id).select('product_id')
    assert.deepEqual(
      remaining.map((row) => row.product_id),
      [other]
    )

    const empty = await client
      .get(url('checkout', 'en', undefined, { qs: { buy: '999999' } }))
      .loginAs(buyer)
      .redirects(0)
    empty.assertStatus(303)
    assert.equal(empty.header('location'), '/en/cart')
    assert.deepEqual(flashedErrors(empty), {
      form: 'There is nothing to check out: tick the products you want to order in the cart.',
    })
    const guest = await client.get(url('checkout', 'az')).redirects(0)
    assert.equal(guest.header('location'), '/sebet')
  })

  test('a USD-priced product freezes the CBAR rate it was charged at', async ({
    client,
    assert,
  }) => {
    const fixture = await sellerAt(PINS.baku)
    await db
      .table('exchange_rates')
      .insert({ currency: 'USD', rate_date: '2099-01-02', nominal: 1, value: '1.700000' })
    const product = await productOf(fixture, {
      priceMinor: 1000,
      currency: 'USD',
      discountPercent: 10,
    })
    await db.from('products').where('id', product).update({ effective_price_minor: 1530 })
    const buyer = await createAccount('buyer')
    await cartLine(buyer, product, 2)
    const props = await checkoutProps(
      client
        .get(
          url('checkout', 'en', undefined, {
            qs: { lat: PINS.baku.latitude, lng: PINS.baku.longitude },
          })
        )
        .loginAs(buyer)
    )
    assert.equal(props.sellers[0].lines[0].unitPrice, azn(1530))
    const fee = props.delivery.shipments[0].options.find(
      (option: any) => option.type === 'ordinary'
    ).feeMinor

    const response = await client
      .post(url('checkout.store', 'en'))
      .loginAs(buyer)
      .json(checkoutForm(3060 + fee, { [fixture.companyId]: 'ordinary' }, {}, 'baku'))
      .withCsrfToken()
      .redirects(0)
    response.assertStatus(303)
    const order = await db.from('orders').where('user_id', buyer.id).firstOrFail()
    const line = await db.from('order_lines').where('order_id', order.id).firstOrFail()
    assert.include(line, {
      list_currency: 'USD',
      discount_percent: 10,
      rate_value: '1.700000',
      rate_nominal: 1,
    })
    const frozen = await db
      .from('order_lines')
      .where('id', line.id)
      .select(db.raw(`to_char(rate_date, 'YYYY-MM-DD') AS day`))
      .firstOrFail()
    assert.equal(frozen.day, '2099-01-02')
    assert.equal(Number(line.list_price_minor), 1000)
    assert.equal(Number(line.unit_price_minor), 1530)
    assert.equal(Number(order.subtotal_minor), 3060)
  })
})
