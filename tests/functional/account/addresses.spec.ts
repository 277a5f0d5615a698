import { test } from '@japa/runner'
import { catalogueOf } from '#tests/helpers/messages'
import db from '@adonisjs/lucid/services/db'
import { PAGES } from '#lib/route_table'
import type User from '#models/user'
import { createAccount } from '#tests/helpers/accounts'
import { inertiaPage } from '#tests/helpers/inertia_page'
import { url } from '#tests/helpers/urls'

const BOOK: string = PAGES.user_addresses.en
const SELLER_BOOK: string = PAGES.seller_addresses.en

const VALID = {
  kind: 'delivery',
  label: 'Home',
  address: 'Nizami küç. 10, mənzil 5',
  city: 'Bakı',
  region: 'Səbail',
  country: 'AZ',
  postal_code: 'az1000',
  latitude: '40.409264',
  longitude: '49.867092',
}

function inputErrors(response: { flashMessages(): Record<string, any> }) {
  return (response.flashMessages().inputErrorsBag ?? {}) as Record<string, string[]>
}

async function addressesOf(user: User) {
  return db.from('addresses').where('user_id', user.id).orderBy('id')
}

/** Adds an address the way the page does and returns its id. */
async function add(client: any, user: User, fields: Record<string, string> = {}, book = BOOK) {
  const response = await client
    .post(book)
    .form({ ...VALID, ...fields })
    .withCsrfToken()
    .loginAs(user)
    .redirects(0)
  response.assertStatus(303)
  response.assertHeader('location', book)
  const [row] = await db.from('addresses').where('user_id', user.id).orderBy('id', 'desc').limit(1)
  return Number(row.id)
}

test.group('Address book', (group) => {
  group.each.setup(async () => {
    await db.from('rate_limits').delete()
  })

  test('a new address is stored with a normalized postal code and pin, and becomes the default of its kind', async ({
    client,
    assert,
  }) => {
    const buyer = await createAccount('buyer')
    const response = await client.post(BOOK).form(VALID).withCsrfToken().loginAs(buyer).redirects(0)
    response.assertStatus(303)
    response.assertHeader('location', BOOK)
    response.assertFlashMessage('success', 'The address has been saved.')

    const [row] = await addressesOf(buyer)
    assert.equal(row.kind, 'delivery')
    assert.equal(row.label, 'Home')
    assert.equal(row.address, VALID.address)
    assert.equal(row.city, 'Bakı')
    assert.equal(row.region, 'Səbail')
    assert.equal(row.country, 'AZ')
    assert.equal(row.postal_code, 'AZ 1000')
    assert.equal(Number(row.latitude), 40.409264)
    assert.equal(Number(row.longitude), 49.867092)
    assert.isTrue(row.is_default)
  })

  test('the list shows only the signed-in buyer’s addresses, with localized country names', async ({
    client,
    assert,
  }) => {
    const buyer = await createAccount('buyer')
    const other = await createAccount('buyer')
    await add(client, buyer)
    await add(client, buyer, {
      kind: 'billing',
      country: 'DE',
      postal_code: '10115',
      city: 'Berlin',
      latitude: '',
      longitude: '',
    })
    await add(client, other, { label: 'Not yours' })

    const response = await client.get(PAGES.user_addresses.ru).loginAs(buyer)
    response.assertStatus(200)
    const page = inertiaPage(response.text())
    assert.equal(page.component, 'account/addresses')
    assert.deepEqual(page.props.kinds, ['delivery', 'billing'])
    assert.lengthOf(page.props.addresses, 2)
    assert.notInclude(
      page.props.addresses.map((a: any) => a.label),
      'Not yours'
    )
    const berlin = page.props.addresses.find((a: any) => a.country === 'DE')
    assert.equal(berlin.countryName, 'Германия')
    assert.isNull(berlin.latitude)
    assert.equal(berlin.urls.edit, url('user_addresses.edit', 'ru', { id: berlin.id }))
    assert.equal(catalogueOf(page.props)['account.addresses.title'], 'Адресная книга')
    assert.equal(page.props.tileUrl, '')
  })

  test('the form offers localized countries, Azerbaijan first, and the buyer kinds', async ({
    client,
    assert,
  }) => {
    const buyer = await createAccount('buyer')
    const page = inertiaPage(
      (await client.get(url('user_addresses.create', 'az')).loginAs(buyer)).text()
    )
    assert.equal(page.component, 'account/address_form')
    assert.deepEqual(page.props.countries[0], { code: 'AZ', name: 'Azərbaycan' })
    assert.lengthOf(page.props.countries, 249)
    assert.deepEqual(page.props.kinds, ['delivery', 'billing'])
    assert.equal(page.props.values.country, 'AZ')
    assert.equal(page.props.urls.submit, PAGES.user_addresses.az)
  })

  test('user_id and id in the form have no effect', async ({ client, assert }) => {
    const buyer = await createAccount('buyer')
    const victim = await createAccount('buyer')
    const victimAddress = await add(client, victim)
    await client
      .post(BOOK)
      .form({
        ...VALID,
        user_id: String(victim.id),
        userId: String(victim.id),
        id: String(victimAddress),
        is_default: 'true',
      })
      .withCsrfToken()
      .loginAs(buyer)
      .redirects(0)
    const mine = await addressesOf(buyer)
    assert.lengthOf(mine, 1)
    assert.notEqual(Number(mine[0].id), victimAddress)
    const victims = await addressesOf(victim)
    assert.lengthOf(victims, 1)
    assert.isTrue(victims[0].is_default)
  })

  test('postal codes: AZ NNNN in Azerbaijan, 2–12 characters elsewhere', async ({
    client,
    assert,
  }) => {
    const buyer = await createAccount('buyer')
    const formPath = url('user_addresses.create', 'en')
    for (const code of ['1000000', 'AZ 10', 'BA 1000', 'AZ1000x']) {
      const response = await client
        .post(BOOK)
        .form({ ...VALID, postal_code: code })
        .withCsrfToken()
        .loginAs(buyer)
        .redirects(0)
      response.assertStatus(303)
      response.assertHeader('location', formPath)
      assert.equal(
        String(inputErrors(response).postal_code),
        'A postal code in Azerbaijan has the form AZ NNNN, e.g. AZ 1000',
        code
      )
      assert.equal(response.flashMessages().postal_code, code)
      assert.equal(response.flashMessages().address, VALID.address)
    }
    const foreign = await client
      .post(BOOK)
      .form({ ...VALID, country: 'GB', postal_code: 'x' })
      .withCsrfToken()
      .loginAs(buyer)
      .redirects(0)
    assert.equal(
      String(inputErrors(foreign).postal_code),
      'The postal code must be 2–12 letters, digits, spaces or dashes'
    )
    assert.lengthOf(await addressesOf(buyer), 0)

    await add(client, buyer, { country: 'gb', postal_code: 'sw1a 1aa' })
    await add(client, buyer, { postal_code: 'AZ-2000' })
    await add(client, buyer, { postal_code: '' })
    const rows = await addressesOf(buyer)
    assert.deepEqual(
      rows.map((row) => [row.country, row.postal_code]),
      [
        ['GB', 'SW1A 1AA'],
        ['AZ', 'AZ 2000'],
        ['AZ', null],
      ]
    )
  })

  test('coordinates outside the world, half a pin, or text instead of numbers get clear messages', async ({
    client,
    assert,
  }) => {
    const buyer = await createAccount('buyer')
    const cases: [Record<string, string>, string, RegExp][] = [
      [{ latitude: '95', longitude: '49.8' }, 'latitude', /-90 and 90/],
      [{ latitude: '40.4', longitude: '-181' }, 'longitude', /-180 and 180/],
      [{ latitude: '40.4', longitude: '' }, 'longitude', /both latitude and longitude/],
      [{ latitude: 'north', longitude: '49.8' }, 'latitude', /number of degrees/],
    ]
    for (const [fields, field, message] of cases) {
      const response = await client
        .post(BOOK)
        .form({ ...VALID, ...fields })
        .withCsrfToken()
        .loginAs(buyer)
        .redirects(0)
      assert.match(String(inputErrors(response)[field]), message, JSON.stringify(fields))
    }
    assert.lengthOf(await addressesOf(buyer), 0)
  })

  test('missing fields, an unknown country and a seller kind are refused', async ({
    client,
    assert,
  }) => {
    const buyer = await createAccount('buyer')
    const response = await client
      .post(BOOK)
      .form({ ...VALID, address: '', city: '', country: 'XX', kind: 'warehouse' })
      .withCsrfToken()
      .loginAs(buyer)
      .redirects(0)
    const errors = inputErrors(response)
    assert.match(String(errors.address), /required/)
    assert.match(String(errors.city), /required/)
    assert.equal(String(errors.country), 'Choose a country from the list')
    assert.equal(String(errors.kind), 'Choose the kind of address')
    assert.lengthOf(await addressesOf(buyer), 0)
  })

  test('show, edit and update an own address', async ({ client, assert }) => {
    const buyer = await createAccount('buyer')
    const id = await add(client, buyer)
    const path = url('user_addresses.show', 'en', { id })

    const show = inertiaPage((await client.get(path).loginAs(buyer)).text())
    assert.equal(show.component, 'account/address_show')
    assert.equal(show.props.address.postalCode, 'AZ 1000')

    const edit = inertiaPage(
      (await client.get(url('user_addresses.edit', 'en', { id })).loginAs(buyer)).text()
    )
    assert.equal(edit.component, 'account/address_form')
    assert.equal(edit.props.mode, 'edit')
    assert.equal(edit.props.values.latitude, '40.409264')
    assert.equal(edit.props.urls.submit, path)

    const update = await client
      .put(path)
      .form({
        ...VALID,
        label: 'Office',
        city: 'Sumqayıt',
        postal_code: 'AZ 5000',
        latitude: '',
        longitude: '',
      })
      .withCsrfToken()
      .loginAs(buyer)
      .redirects(0)
    update.assertStatus(303)
    update.assertHeader('location', BOOK)
    const row = await db.from('addresses').where('id', id).firstOrFail()
    assert.equal(row.label, 'Office')
    assert.equal(row.city, 'Sumqayıt')
    assert.equal(row.postal_code, 'AZ 5000')
    assert.isNull(row.latitude)
    assert.isNull(row.longitude)

    const bad = await client
      .put(path)
      .form({ ...VALID, latitude: '-91' })
      .withCsrfToken()
      .loginAs(buyer)
      .redirects(0)
    bad.assertHeader('location', url('user_addresses.edit', 'en', { id }))
    assert.equal((await db.from('addresses').where('id', id).firstOrFail()).label, 'Office')
  })

  test('one default per kind: switching, creating as default, deleting the default', async ({
    client,
    assert,
  }) => {
    const buyer = await createAccount('buyer')
    const first = await add(client, buyer, { label: 'First' })
    const second = await add(client, buyer, { label: 'Second' })
    const billing = await add(client, buyer, { label: 'Billing', kind: 'billing' })
    const defaults = async () =>
      (await db.from('addresses').where({ user_id: buyer.id, is_default: true }).orderBy('id')).map(
        (row) => Number(row.id)
      )

    assert.deepEqual(await defaults(), [first, billing])

    const switched = await client
      .post(url('user_addresses.default', 'en', { id: second }))
      .withCsrfToken()
      .loginAs(buyer)
      .redirects(0)
    switched.assertStatus(303)
    switched.assertFlashMessage('success', 'The default address has been changed.')
    assert.deepEqual(await defaults(), [second, billing])

    const third = await add(client, buyer, { label: 'Third', is_default: 'true' })
    assert.deepEqual(await defaults(), [billing, third])

    await client
      .delete(url('user_addresses.destroy', 'en', { id: third }))
      .withCsrfToken()
      .loginAs(buyer)
      .redirects(0)
    assert.deepEqual(await defaults(), [first, billing])

    await client
      .put(url('user_addresses.update', 'en', { id: first }))
      .form({ ...VALID, label: 'First', is_default: 'false' })
      .withCsrfToken()
      .loginAs(buyer)
      .redirects(0)
    assert.deepEqual(await defaults(), [second, billing])

    await client
      .put(url('user_addresses.update', 'en', { id: second }))
      .form({ ...VALID, label: 'Second', kind: 'billing' })
      .withCsrfToken()
      .loginAs(buyer)
      .redirects(0)
    assert.deepEqual(await defaults(), [first, billing])
  })

  test('deleting an address removes it', async ({ client, assert }) => {
    const buyer = await createAccount('buyer')
    const id = await add(client, buyer)
    const response = await client
      .delete(url('user_addresses.destroy', 'en', { id: id }))
      .withCsrfToken()
      .loginAs(buyer)
      .redirects(0)
    response.assertStatus(303)
    response.assertFlashMessage('success', 'The address has been deleted.')
    assert.lengthOf(await addressesOf(buyer), 0)
  })

  test('another user’s address is a 404 on show, edit, update, delete and default, and the denial is logged', async ({
    client,
    assert,
  }) => {
    const owner = await createAccount('buyer')
    const intruder = await createAccount('buyer')
    const id = await add(client, owner)
    const path = url('user_addresses.show', 'en', { id })

    const attempts = [
      client.get(path),
      client.get(url('user_addresses.edit', 'en', { id })),
      client
        .put(path)
        .form({ ...VALID, label: 'Hijacked' })
        .withCsrfToken(),
      client.delete(path).withCsrfToken(),
      client.post(url('user_addresses.default', 'en', { id })).withCsrfToken(),
    ]
    for (const request of attempts) {
      const response = await request.loginAs(intruder).redirects(0)
      response.assertStatus(404)
      assert.include(response.text(), 'Page not found')
    }
    const row = await db.from('addresses').where('id', id).firstOrFail()
    assert.equal(row.label, 'Home')
    assert.equal(Number(row.user_id), owner.id)
    const denied = await db
      .from('security_events')
      .where({ user_id: intruder.id, event: 'authz_denied' })
      .count('* as n')
    assert.equal(Number(denied[0].n), 5)

    for (const bad of ['abc', '0', '99999999999', String(id + 100000)]) {
      const response = await client
        .get(`${PAGES.user_addresses.en}/${bad}`)
        .loginAs(owner)
        .redirects(0)
      response.assertStatus(404)
    }
  })

  test('sellers keep pick-up and warehouse addresses in their own book; buyers and sellers cannot cross over', async ({
    client,
    assert,
  }) => {
    const seller = await createAccount('seller')
    const buyer = await createAccount('buyer')

    const page = inertiaPage(
      (await client.get(url('seller_addresses.create', 'en')).loginAs(seller)).text()
    )
    assert.equal(page.component, 'account/address_form')
    assert.deepEqual(page.props.kinds, ['pickup', 'warehouse'])
    assert.equal(page.props.book, 'seller')
    assert.equal(page.props.urls.submit, SELLER_BOOK)

    const pickup = await add(client, seller, { kind: 'pickup', label: 'Depot' }, SELLER_BOOK)
    await add(client, seller, { kind: 'warehouse', label: 'Store' }, SELLER_BOOK)
    const wrongKind = await client
      .post(SELLER_BOOK)
      .form(VALID)
      .withCsrfToken()
      .loginAs(seller)
      .redirects(0)
    assert.equal(String(inputErrors(wrongKind).kind), 'Choose the kind of address')

    const rows = await addressesOf(seller)
    assert.deepEqual(
      rows.map((row) => [row.kind, row.is_default]),
      [
        ['pickup', true],
        ['warehouse', true],
      ]
    )
    const list = inertiaPage((await client.get(SELLER_BOOK).loginAs(seller)).text())
    assert.equal(list.component, 'account/addresses')
    assert.equal(
      list.props.addresses[0].urls.show,
      url('seller_addresses.show', 'en', { id: pickup })
    )

    ;(await client.get(BOOK).loginAs(seller).redirects(0)).assertStatus(404)
    ;(await client.get(SELLER_BOOK).loginAs(buyer).redirects(0)).assertStatus(404)
    ;(
      await client
        .get(url('user_addresses.show', 'en', { id: pickup }))
        .loginAs(seller)
        .redirects(0)
    ).assertStatus(404)
    ;(
      await client
        .get(url('seller_addresses.show', 'en', { id: pickup }))
        .loginAs(buyer)
        .redirects(0)
    ).assertStatus(404)
    const guest = await client.get(SELLER_BOOK).redirects(0)
    guest.assertStatus(302)
    assert.equal(
      new URL(guest.header('location')!, 'http://localhost').searchParams.get('as'),
      'seller'
    )
  })
})
