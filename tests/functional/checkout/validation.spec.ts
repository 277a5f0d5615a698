import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import testUtils from '@adonisjs/core/services/test_utils'
import { createAccount } from '#tests/helpers/accounts'
import { PINS, productOf, sellerAt } from '#tests/helpers/orders'
import { inertiaPage } from '#tests/helpers/inertia_page'
import { cartLine, checkoutForm, flashedErrors } from './helpers.js'
import { url } from '#tests/helpers/urls'

const count = async (table: string) => Number((await db.from(table).count('* as n'))[0].n)

/** A seller at Bakı with a 10 AZN product, a buyer with one unit of it in the cart, and the ordinary delivery fee to `pin`. */
async function buyerWithOneLine(client: any, pin: 'baku' | 'bakuSuburb') {
  const fixture = await sellerAt(PINS.baku)
  const product = await productOf(fixture, { priceMinor: 1000 })
  const buyer = await createAccount('buyer')
  await cartLine(buyer, product, 1)
  const page = await client
    .get(
      url('checkout', 'en', undefined, {
        qs: { lat: PINS[pin].latitude, lng: PINS[pin].longitude },
      })
    )
    .loginAs(buyer)
  const fee: number = inertiaPage(page.text()).props.delivery.shipments[0].options.find(
    (option: any) => option.type === 'ordinary'
  ).feeMinor
  return { fixture, buyer, fee }
}

test.group('Checkout: validation messages', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('an empty form names every required field (en), goes back to the checkout and places nothing', async ({
    client,
    assert,
  }) => {
    const orders = await count('orders')
    const response = await client
      .post(url('checkout.store', 'en'))
      .form({})
      .withCsrfToken()
      .redirects(0)
    response.assertStatus(303)
    assert.equal(response.header('location'), '/en/checkout')
    assert.deepEqual(flashedErrors(response), {
      name: 'All fields are required: Name is missing',
      phone: 'All fields are required: Contact number is missing',
      email: 'All fields are required: E-mail is missing',
      address: 'All fields are required: Address is missing',
      city: 'All fields are required: City is missing',
      country: 'All fields are required: Country is missing',
      latitude: 'Put the delivery point on the map: delivery is priced from it',
      longitude: 'Put the delivery point on the map: delivery is priced from it',
      paymentMethod: 'Choose how you will pay',
      idempotencyKey: 'The form is out of date: please reload the page',
      expectedTotalMinor: 'The form is out of date: please reload the page',
    })
    assert.equal(await count('orders'), orders)
  })

  test('an empty form in az and ru gives the same fields in those languages', async ({
    client,
    assert,
  }) => {
    const az = flashedErrors(
      await client.post(url('checkout.store', 'az')).form({}).withCsrfToken().redirects(0)
    )
    assert.include(az, {
      name: 'Bütün xanalar doldurulmalıdır: Ad boşdur',
      phone: 'Bütün xanalar doldurulmalıdır: Əlaqə nömrəsi boşdur',
      email: 'Bütün xanalar doldurulmalıdır: E-poçt boşdur',
      city: 'Bütün xanalar doldurulmalıdır: Şəhər boşdur',
      latitude: 'Çatdırılma nöqtəsini xəritədə qeyd edin: çatdırılma haqqı ondan hesablanır',
      paymentMethod: 'Necə ödəyəcəyinizi seçin',
    })
    const ru = flashedErrors(
      await client.post(url('checkout.store', 'ru')).form({}).withCsrfToken().redirects(0)
    )
    assert.include(ru, {
      name: 'Все поля обязательны: не заполнено поле «Имя»',
      email: 'Все поля обязательны: не заполнено поле «Эл. почта»',
      longitude: 'Отметьте точку доставки на карте: от неё считается стоимость доставки',
      paymentMethod: 'Выберите способ оплаты',
    })
  })

  test('malformed values get a message each (az)', async ({ client, assert }) => {
    const response = await client
      .post(url('checkout.store', 'az'))
      .json({
        name: 'A',
        phone: 'zəng edin',
        email: 'not-an-email',
        address: 'Azadlıq 1',
        city: 'Bakı',
        country: 'XX',
        postalCode: '12',
        latitude: '40.4602',
        longitude: 'şərq',
        billingSame: false,
        deliveryTypes: { 12: 'teleport' },
        paymentMethod: 'bitcoin',
        comment: 'ç'.repeat(1001),
        idempotencyKey: 'not-a-uuid',
        expectedTotalMinor: '12.5',
      })
      .withCsrfToken()
      .redirects(0)
    response.assertStatus(303)
    assert.deepEqual(flashedErrors(response), {
      'name': 'Ad ən azı 2 simvol olmalıdır',
      'phone': 'Telefon nömrəsi yanlışdır: +994 50 123 45 67 kimi və ya + və ölkə kodu ilə yazın',
      'email': 'E-poçt yanlışdır',
      'country': 'Siyahıdan ölkə seçin',
      'longitude': 'Uzunluq dairəsi dərəcə ilə rəqəm olmalıdır, məsələn 49.8671',
      'billingAddress': 'Bütün xanalar doldurulmalıdır: Hesab-faktura ünvanı boşdur',
      'billingCity': 'Bütün xanalar doldurulmalıdır: Hesab-faktura şəhəri boşdur',
      'billingCountry': 'Bütün xanalar doldurulmalıdır: Hesab-faktura ölkəsi boşdur',
      'deliveryTypes.12': 'Təklif olunan çatdırılma növlərindən birini seçin',
      'paymentMethod': 'Təklif olunan ödəniş üsullarından birini seçin',
      'comment': 'Şərh ən çoxu 1000 simvol ola bilər',
      'idempotencyKey': 'Forma köhnəlib: zəhmət olmasa, səhifəni yeniləyin',
      'expectedTotalMinor': 'Forma köhnəlib: zəhmət olmasa, səhifəni yeniləyin',
    })
  })

  test('postal codes, pins out of the world and billing fields are checked (en)', async ({
    client,
    assert,
  }) => {
    const base = checkoutForm(100, { 1: 'ordinary' })
    const errors = flashedErrors(
      await client
        .post(url('checkout.store', 'en'))
        .json({
          ...base,
          postalCode: '12',
          latitude: 91,
          longitude: -181,
          billingSame: '0',
          billingAddress: 'x',
          billingCity: 'Tbilisi',
          billingCountry: 'GE',
          billingPostalCode: '!',
        })
        .withCsrfToken()
        .redirects(0)
    )
    assert.deepEqual(errors, {
      postalCode: 'A postal code in Azerbaijan has the form AZ NNNN, e.g. AZ 1000',
      latitude: 'Latitude must be between -90 and 90 degrees',
      longitude: 'Longitude must be between -180 and 180 degrees',
      billingAddress: 'Billing address must be at least 3 characters long',
      billingPostalCode: 'The postal code must be 2–12 letters, digits, spaces or dashes',
    })
    const phone = flashedErrors(
      await client
        .post(url('checkout.store', 'en'))
        .json({ ...base, phone: '+12', deliveryTypes: { abc: 'urgent' } })
        .withCsrfToken()
        .redirects(0)
    )
    assert.deepEqual(phone, {
      phone: 'Wrong phone number: enter it like +994 50 123 45 67, or with + and the country code',
      deliveryTypes: 'The delivery types could not be read: please reload the page',
    })
  })

  test('control characters in typed text (a NUL byte, escapes) are dropped, not stored and never a server error', async ({
    client,
    assert,
  }) => {
    const { fixture, buyer, fee } = await buyerWithOneLine(client, 'bakuSuburb')
    const response = await client
      .post(url('checkout.store', 'en'))
      .loginAs(buyer)
      .json(
        checkoutForm(
          1000 + fee,
          { [fixture.companyId]: 'ordinary' },
          {
            name: 'Leyla\u0000 Məmmədova',
            address: 'Azadlıq\u0007 prospekti 15',
            city: 'Ba\u0000kı',
            comment: 'Zəng\u0000 edin\nsaat 10-dan sonra\u001b[31m',
          }
        )
      )
      .withCsrfToken()
      .redirects(0)
    response.assertStatus(303)
    assert.match(response.header('location') ?? '', /^\/en\/order-confirmation\/KRV-/)
    const order = await db.from('orders').where('user_id', buyer.id).firstOrFail()
    assert.include(order, {
      customer_name: 'Leyla Məmmədova',
      delivery_address: 'Azadlıq prospekti 15',
      delivery_city: 'Bakı',
      customer_comment: 'Zəng edin\nsaat 10-dan sonra[31m',
    })
  })

  test('valid contact data is normalized and stored as typed: international phone, postal code, billing address of its own', async ({
    client,
    assert,
  }) => {
    const { fixture, buyer, fee } = await buyerWithOneLine(client, 'baku')
    const response = await client
      .post(url('checkout.store', 'en'))
      .loginAs(buyer)
      .json(
        checkoutForm(
          1000 + fee,
          { [fixture.companyId]: 'ordinary' },
          {
            name: '  Anna   Schmidt ',
            phone: '+49 30 1234567',
            email: 'anna@example.test',
            country: 'de',
            postalCode: '10115',
            billingSame: false,
            billingAddress: 'Friedrichstraße 1',
            billingCity: 'Berlin',
            billingCountry: 'DE',
            billingPostalCode: '10117',
            comment: '',
          },
          'baku'
        )
      )
      .withCsrfToken()
      .redirects(0)
    response.assertStatus(303)
    const order = await db.from('orders').where('user_id', buyer.id).firstOrFail()
    assert.include(order, {
      customer_name: 'Anna Schmidt',
      customer_phone: '+49301234567',
      delivery_country: 'DE',
      delivery_postal_code: '10115',
      billing_address: 'Friedrichstraße 1',
      billing_city: 'Berlin',
      billing_country: 'DE',
      billing_postal_code: '10117',
      customer_comment: null,
    })
  })
})
