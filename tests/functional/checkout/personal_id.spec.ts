import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import testUtils from '@adonisjs/core/services/test_utils'
import { extractText } from 'unpdf'
import { createAccount } from '#tests/helpers/accounts'
import { PINS, productOf, sellerAt, type SellerFixture } from '#tests/helpers/orders'
import { inertiaPage } from '#tests/helpers/inertia_page'
import { url } from '#tests/helpers/urls'
import { normalizePersonalId } from '#validators/checkout'
import { cartLine, checkoutForm, checkoutProps, flashedErrors, sessionLine } from './helpers.js'

/** The fee (qəpik) of the ordinary delivery type to the Bakı suburb pin, as the page quotes it. */
async function ordinaryFee(request: any): Promise<number> {
  const props = await checkoutProps(request)
  return props.delivery.shipments[0].options.find((option: any) => option.type === 'ordinary')
    .feeMinor
}

const atSuburb = (locale: 'az' | 'en' | 'ru') =>
  url('checkout', locale, undefined, {
    qs: { lat: PINS.bakuSuburb.latitude, lng: PINS.bakuSuburb.longitude },
  })

async function shop(): Promise<{ fixture: SellerFixture; product: number }> {
  const fixture = await sellerAt(PINS.baku)
  const product = await productOf(fixture, { priceMinor: 990, stock: 5, name: 'Quince jam' })
  return { fixture, product }
}

test.group('Checkout: the optional personal ID (FİN or passport number)', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(async () => {
    await db.from('rate_limits').delete()
  })

  test('FİN and passport numbers are normalized; anything else is refused', ({ assert }) => {
    assert.equal(normalizePersonalId('fin', ' a9rj7dm '), 'A9RJ7DM')
    assert.equal(normalizePersonalId('fin', '5ZK-2H0T'), '5ZK2H0T')
    assert.isNull(normalizePersonalId('fin', 'A9RJ7D'), 'six characters')
    assert.isNull(normalizePersonalId('fin', 'A9RJ7DMX'), 'eight characters')
    assert.isNull(normalizePersonalId('fin', 'ABCDEFG'), 'no digit')
    assert.isNull(normalizePersonalId('fin', '1234567'), 'no letter')
    assert.isNull(normalizePersonalId('fin', 'Ə9RJ7DM'), 'not a Latin letter')
    assert.equal(normalizePersonalId('passport', 'c 0123 4567'), 'C01234567')
    assert.equal(normalizePersonalId('passport', '533380006'), '533380006')
    assert.isNull(normalizePersonalId('passport', 'AB12'), 'too short')
    assert.isNull(normalizePersonalId('passport', 'PASSPORT'), 'no digit')
    assert.isNull(normalizePersonalId('passport', 'X'.repeat(20) + '1'), 'too long')
  })

  test('a guest gives a FİN: it is stored on the order and printed on the invoice page and PDF', async ({
    client,
    assert,
  }) => {
    const { fixture, product } = await shop()
    const cart = { cart: { entries: [sessionLine(product, 1, 990)] } }
    const fee = await ordinaryFee(client.get(atSuburb('en')).withSession(cart))

    const response = await client
      .post(url('checkout.store', 'en'))
      .withSession(cart)
      .form(
        checkoutForm(
          990 + fee,
          { [fixture.companyId]: 'ordinary' },
          { email: 'fin@example.test', personalIdKind: 'fin', personalId: ' a9rj 7dm ' }
        )
      )
      .withCsrfToken()
      .redirects(0)
    response.assertStatus(303)
    const order = await db.from('orders').where('customer_email', 'fin@example.test').firstOrFail()
    assert.equal(order.customer_id_kind, 'fin')
    assert.equal(order.customer_id_number, 'A9RJ7DM')

    const session = response.session()
    const confirmation = inertiaPage(
      (
        await client
          .get(url('order_confirmation', 'en', { number: order.number }))
          .withSession(session)
      ).text()
    ).props
    const html = await client.get(confirmation.urls.invoice.html).withSession(session)
    html.assertStatus(200)
    assert.deepEqual(inertiaPage(html.text()).props.invoice.buyer.personalId, {
      label: 'FİN',
      value: 'A9RJ7DM',
    })
    const pdf = await client.get(confirmation.urls.invoice.pdf).withSession(session)
    pdf.assertStatus(200)
    const { text } = await extractText(new Uint8Array(pdf.body() as Buffer), { mergePages: true })
    assert.include(text.replace(/\s+/g, ' '), 'FİN: A9RJ7DM')
  })

  test('a signed-in buyer gives a passport number; the Russian invoice names it', async ({
    client,
    assert,
  }) => {
    const { fixture, product } = await shop()
    const buyer = await createAccount('buyer')
    await cartLine(buyer, product, 1)
    const fee = await ordinaryFee(client.get(atSuburb('ru')).loginAs(buyer))

    const response = await client
      .post(url('checkout.store', 'ru'))
      .loginAs(buyer)
      .json(
        checkoutForm(
          990 + fee,
          { [fixture.companyId]: 'ordinary' },
          { personalIdKind: 'passport', personalId: 'c0123-4567' }
        )
      )
      .withCsrfToken()
      .redirects(0)
    response.assertStatus(303)
    const order = await db.from('orders').where('user_id', buyer.id).firstOrFail()
    assert.equal(order.customer_id_kind, 'passport')
    assert.equal(order.customer_id_number, 'C01234567')
    const confirmation = inertiaPage(
      (
        await client.get(url('order_confirmation', 'ru', { number: order.number })).loginAs(buyer)
      ).text()
    ).props
    const html = await client.get(confirmation.urls.invoice.html).loginAs(buyer)
    assert.deepEqual(inertiaPage(html.text()).props.invoice.buyer.personalId, {
      label: 'Номер паспорта',
      value: 'C01234567',
    })
  })

  test('the field is optional; a wrong FİN or passport number comes back with a localized message and places nothing', async ({
    client,
    assert,
  }) => {
    const { fixture, product } = await shop()
    const cart = { cart: { entries: [sessionLine(product, 1, 990)] } }
    const fee = await ordinaryFee(client.get(atSuburb('az')).withSession(cart))
    const post = (locale: 'az' | 'en' | 'ru', overrides: Record<string, unknown>) =>
      client
        .post(url('checkout.store', locale))
        .withSession(cart)
        .form(checkoutForm(990 + fee, { [fixture.companyId]: 'ordinary' }, overrides))
        .withCsrfToken()
        .redirects(0)

    const cases = [
      ['az', { personalId: 'ABC12' }, 'FİN 7 simvoldan ibarətdir'],
      ['en', { personalIdKind: 'fin', personalId: 'ABCDEFG' }, 'A FİN has 7 characters'],
      ['ru', { personalIdKind: 'passport', personalId: 'NOPASS' }, 'Номер паспорта состоит'],
      ['en', { personalIdKind: 'driving_licence', personalId: 'A9RJ7DM' }, 'Choose one of'],
    ] as const
    for (const [locale, overrides, message] of cases) {
      const refused = await post(locale, { ...overrides, email: 'bad-id@example.test' })
      refused.assertStatus(303)
      const errors = flashedErrors(refused)
      assert.include(errors.personalId ?? errors.personalIdKind ?? '', message, locale)
    }
    assert.isNull(await db.from('orders').where('customer_email', 'bad-id@example.test').first())

    const without = await post('az', {
      personalIdKind: 'fin',
      personalId: '',
      email: 'no-id@example.test',
    })
    without.assertStatus(303)
    const order = await db
      .from('orders')
      .where('customer_email', 'no-id@example.test')
      .firstOrFail()
    assert.isNull(order.customer_id_kind)
    assert.isNull(order.customer_id_number)
  })
})
