import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import testUtils from '@adonisjs/core/services/test_utils'
import { PAGES } from '#lib/route_table'
import { TEST_PASSWORD, createAccount } from '#tests/helpers/accounts'
import { inertiaPage } from '#tests/helpers/inertia_page'
import { CART, Shopper, errorsOf, shopWith, urls } from '../cart/helpers.js'

/**
 * Integers from requests are decimal integers within their column's range (issue #22, 6): hex,
 * exponents, words, signs and out-of-range numbers get a localized message or a 4xx — never a
 * 500 and never another number — and nothing already saved is lost.
 */

/** Strings that are not decimal integers, though JavaScript's Number() reads most of them. */
const NOT_INTEGERS = ['0x10', '1e3', '12abc', 'Infinity', 'NaN', '1e308', '+7', '0b11', '7.0']

test.group('Strict integers: cart quantity', () => {
  test('hex, exponent, words and signs are not quantities; the cart keeps its line', async ({
    client,
    assert,
  }) => {
    const { ids } = await shopWith({ stock: 50 })
    const guest = new Shopper(client)
    ;(await guest.post(urls().add, { product_id: ids[0], quantity: 3 })).assertStatus(303)
    for (const quantity of NOT_INTEGERS) {
      const response = await guest.post(urls().add, { product_id: ids[0], quantity })
      response.assertStatus(303)
      assert.equal(
        errorsOf(response).quantity,
        'The quantity must be a whole number, e.g. 5',
        quantity
      )
    }
    for (const [quantity, message] of [
      ['2147483648', 'The quantity can be at most 100,000'],
      [2147483648, 'The quantity can be at most 100,000'],
      [1e308, 'The quantity can be at most 100,000'],
      ['-1', 'The quantity must be at least 1'],
      ['2.5', 'The quantity must be a whole number, without fractions'],
    ] as const) {
      assert.equal(
        errorsOf(await guest.post(urls().add, { product_id: ids[0], quantity })).quantity,
        message,
        String(quantity)
      )
      assert.equal(
        errorsOf(await guest.patch(urls().quantity, { product_id: ids[0], quantity })).quantity,
        message,
        String(quantity)
      )
    }
    for (const productId of ['0x10', '1e1', ` ${ids[0]}x`, '2147483648']) {
      assert.equal(
        errorsOf(await guest.post(urls().add, { product_id: productId, quantity: 1 })).product_id,
        'Product not found',
        productId
      )
    }
    assert.deepEqual(
      (await guest.lines()).map((line: any) => [line.productId, line.quantity]),
      [[ids[0], 3]],
      'the line is unchanged'
    )

    /** Decided: spaces around digits (a text box) are the number; it is still exactly that number. */
    ;(
      await guest.patch(urls().quantity, { product_id: String(ids[0]), quantity: ' 7 ' })
    ).assertStatus(303)
    assert.deepEqual(
      (await guest.lines()).map((line: any) => line.quantity),
      [7]
    )
  })

  test('the messages are localized', async ({ client, assert }) => {
    const { ids } = await shopWith({ stock: 50 })
    const az = new Shopper(client)
    az.page = CART.az
    assert.equal(
      errorsOf(await az.post(urls('az').add, { product_id: ids[0], quantity: '0x10' })).quantity,
      'Say tam ədəd olmalıdır, məsələn 5'
    )
    const ru = new Shopper(client)
    ru.page = CART.ru
    assert.equal(
      errorsOf(await ru.post(urls('ru').add, { product_id: ids[0], quantity: '1e3' })).quantity,
      'Количество должно быть целым числом, например 5'
    )
  })
})

test.group('Strict integers: district on registration and on the seller profile', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(async () => {
    await db.from('rate_limits').delete()
  })

  const BAD_DISTRICTS: unknown[] = [
    '2147483648',
    '1e308',
    '0x10',
    '-1',
    '12abc',
    'Infinity',
    'NaN',
    '99999999999999999999',
  ]

  test('registration: an unreadable or out-of-range district is "choose from the list", the form is kept', async ({
    client,
    assert,
  }) => {
    const form = {
      account_type: 'seller',
      first_name: 'Nigar',
      last_name: 'Əliyeva',
      email: 'nigar.district@example.com',
      phone: '+994 50 555 12 34',
      password: TEST_PASSWORD,
      password_confirmation: TEST_PASSWORD,
      terms: 'on',
      company_type: 'legal',
      company_name: 'Qəbələ Fındıq MMC',
      tax_id: `${String(Date.now()).slice(-9)}1`,
      legal_address: 'Qəbələ şəhəri, Nizami küçəsi 12',
      representative: 'Nigar Əliyeva, direktor',
    }
    for (const district of BAD_DISTRICTS) {
      const response = await client
        .post('/en/register')
        .header('referer', '/en/register')
        .form({ ...form, district_id: district })
        .withCsrfToken()
        .redirects(0)
      assert.equal(response.status(), 302, String(district))
      assert.equal(
        errorsOf(response).district_id,
        'Choose one of the offered options for Region',
        String(district)
      )
      assert.equal(
        response.flashMessages().company_name,
        'Qəbələ Fındıq MMC',
        'the typed input is kept'
      )
    }
    for (const district of [2147483648, 1e308, -1, 1.5]) {
      const response = await client
        .post('/ru/registratsiya')
        .header('referer', '/ru/registratsiya')
        .json({ ...form, district_id: district })
        .withCsrfToken()
        .redirects(0)
      assert.equal(response.status(), 302, String(district))
      assert.equal(
        errorsOf(response).district_id,
        'Выберите один из предложенных вариантов: Район',
        String(district)
      )
    }
    assert.isNull(await db.from('users').where('email', 'nigar.district@example.com').first())
  })

  test('seller profile: the same districts and hex or exponent coordinates get messages; nothing is saved', async ({
    client,
    assert,
  }) => {
    const seller = await createAccount('seller', {
      email: `seller-${Date.now()}@example.test`,
      company: { name: 'Lənkəran Çay' },
    })
    const district = await db.from('districts').orderBy('id').firstOrFail()
    const form = {
      first_name: 'Nigar',
      last_name: 'Əliyeva',
      email: seller.email,
      phone: '+994 50 444 22 11',
      company_name: 'Şəki İpək Emalatxanası',
      legal_address: 'Şəki şəhəri, M. F. Axundzadə prospekti 12',
      representative: 'Nigar Əliyeva, direktor',
      company_phone: '+994 24 244 55 66',
      district_id: String(district.id),
      latitude: '41.196123',
      longitude: '47.170456',
    }
    const put = (body: Record<string, unknown>, path: string = PAGES.seller_profile.en) =>
      client.put(path).form(body).withCsrfToken().loginAs(seller).redirects(0)
    for (const districtId of BAD_DISTRICTS) {
      const response = await put({ ...form, district_id: districtId })
      assert.equal(response.status(), 303, String(districtId))
      assert.equal(
        errorsOf(response).district_id,
        'Choose one of the offered options for Region',
        String(districtId)
      )
      assert.equal(response.flashMessages().company_name, form.company_name)
    }
    const json = await client
      .put(PAGES.seller_profile.az)
      .json({ ...form, district_id: 2147483648 })
      .withCsrfToken()
      .loginAs(seller)
      .redirects(0)
    assert.equal(json.status(), 303)
    assert.equal(errorsOf(json).district_id, 'Rayon üçün təklif olunan variantlardan birini seçin')
    for (const latitude of ['0x10', '1e1', '40,5', 'Infinity', `1${'0'.repeat(400)}`]) {
      const response = await put({ ...form, latitude })
      assert.equal(response.status(), 303, latitude)
      assert.equal(
        errorsOf(response).latitude,
        'Latitude must be a number of degrees, e.g. 40.4093',
        latitude
      )
    }
    const company = await db.from('companies').where('id', seller.companyId!).firstOrFail()
    assert.equal(company.name, 'Lənkəran Çay', 'nothing was saved')
    assert.isNull(company.latitude)
  })
})

test.group('Strict integers: page numbers and ids in URLs', () => {
  test('catalog and supplier lists read only decimal page numbers and prices; nothing answers 500', async ({
    client,
    assert,
  }) => {
    for (const page of NOT_INTEGERS) {
      const response = await client.get(`/en/category?page=${encodeURIComponent(page)}`)
      response.assertStatus(200)
      assert.equal(inertiaPage(response.text()).props.pagination.page, 1, page)
    }
    const second = inertiaPage((await client.get('/en/category?page=2')).text()).props
    assert.equal(second.pagination.page, 2)
    const hexPrice = inertiaPage((await client.get('/en/category?min=0x10&max=1e3')).text()).props
    assert.deepEqual(
      [hexPrice.filters.min, hexPrice.filters.max],
      ['', ''],
      'hex and exponent prices are ignored'
    )
    const price = inertiaPage((await client.get('/en/category?min=12.5&max=40')).text()).props
    assert.deepEqual([price.filters.min, price.filters.max], ['12.5', '40'])
    for (const category of ['0x10', '1e1', '2147483648']) {
      ;(await client.get(`/en/category?category=${category}&company=${category}`)).assertStatus(200)
    }
    for (const page of ['0x10', '1e3', '12abc', '-1']) {
      const suppliers = await client.get(`/en/suppliers?page=${page}`)
      suppliers.assertStatus(200)
      assert.equal(inertiaPage(suppliers.text()).props.view.pagination.page, 1, page)
    }
  })

  test('ids in paths beyond the integer range or not decimal are "not found"', async ({
    client,
    assert,
  }) => {
    for (const path of [
      '/en/product/99999999999',
      '/en/product/x-2147483648',
      '/en/product/0x10',
      '/en/supplier-info/2147483648',
      '/en/news/1e3',
    ]) {
      ;(await client.get(path)).assertStatus(404)
    }
    assert.isBelow((await client.get('/en/checkout?buy=0x10').redirects(0)).status(), 500)
  })
})
