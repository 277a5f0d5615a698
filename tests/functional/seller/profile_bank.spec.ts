import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import testUtils from '@adonisjs/core/services/test_utils'
import type { Locale } from '#shared/locales'
import type User from '#models/user'
import { createAccount } from '#tests/helpers/accounts'
import { inertiaPage } from '#tests/helpers/inertia_page'
import { url } from '#tests/helpers/urls'

/** A complete, valid profile form for `seller`, with `overrides`. */
async function form(seller: User, overrides: Record<string, string> = {}) {
  const district = await db.from('districts').orderBy('code').firstOrFail()
  return {
    first_name: 'Nigar',
    last_name: 'Əliyeva',
    email: seller.email,
    phone: '+994 50 444 22 11',
    company_name: 'Qəbələ Fındıq MMC',
    legal_address: 'Qəbələ şəhəri, Heydər Əliyev pr. 5',
    representative: 'Nigar Əliyeva, direktor',
    website: '',
    company_phone: '+994 24 244 55 66',
    phone_secondary: '',
    district_id: String(district.id),
    description_az: '',
    description_en: '',
    description_ru: '',
    latitude: '',
    longitude: '',
    bank_name: 'Kapital Bank ASC',
    bank_iban: 'az21 nabz 0000 0000 1370 1000 1944',
    bank_swift: 'aiibaz2x',
    ...overrides,
  }
}

function save(client: any, user: User, body: Record<string, string>, locale: Locale = 'en') {
  return client
    .put(url('seller_profile.update', locale))
    .form(body)
    .withCsrfToken()
    .loginAs(user)
    .redirects(0)
}

function errorsOf(response: any): Record<string, string> {
  const bag = (response.flashMessages().inputErrorsBag ?? {}) as Record<string, string[] | string>
  return Object.fromEntries(
    Object.entries(bag).map(([field, messages]) => [
      field,
      Array.isArray(messages) ? messages[0] : messages,
    ])
  )
}

const bankOf = (companyId: number) =>
  db
    .from('companies')
    .where('id', companyId)
    .select('bank_name', 'bank_iban', 'bank_swift')
    .firstOrFail()

test.group('Seller profile: bank details', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(async () => {
    await db.from('rate_limits').delete()
  })

  test('bank details are saved normalized and shown grouped in the form', async ({
    client,
    assert,
  }) => {
    const seller = await createAccount('seller')
    const response = await save(client, seller, await form(seller))
    response.assertStatus(303)
    assert.deepEqual(await bankOf(seller.companyId!), {
      bank_name: 'Kapital Bank ASC',
      bank_iban: 'AZ21NABZ00000000137010001944',
      bank_swift: 'AIIBAZ2X',
    })
    const page = inertiaPage((await client.get(url('seller_profile', 'en')).loginAs(seller)).text())
    assert.equal(page.props.values.bank_iban, 'AZ21 NABZ 0000 0000 1370 1000 1944')
    assert.equal(page.props.values.bank_swift, 'AIIBAZ2X')
    assert.equal(page.props.values.bank_name, 'Kapital Bank ASC')
  })

  test('bank details are optional: emptied fields are cleared, a form without them keeps them', async ({
    client,
    assert,
  }) => {
    const seller = await createAccount('seller')
    await save(client, seller, await form(seller))
    const without = await form(seller)
    delete (without as Record<string, string>).bank_name
    delete (without as Record<string, string>).bank_iban
    delete (without as Record<string, string>).bank_swift
    ;(await save(client, seller, without)).assertStatus(303)
    assert.equal((await bankOf(seller.companyId!)).bank_iban, 'AZ21NABZ00000000137010001944')

    const emptied = await save(
      client,
      seller,
      await form(seller, { bank_name: '', bank_iban: '', bank_swift: '' })
    )
    emptied.assertStatus(303)
    assert.deepEqual(errorsOf(emptied), {})
    assert.deepEqual(await bankOf(seller.companyId!), {
      bank_name: null,
      bank_iban: null,
      bank_swift: null,
    })
  })

  test('a wrong IBAN or SWIFT gets a localized message, the typed input is kept and nothing is saved', async ({
    client,
    assert,
  }) => {
    const seller = await createAccount('seller')
    const typed = await form(seller, {
      bank_iban: 'AZ21 NABZ 0000 0000 1370 1000 1945',
      bank_swift: 'AIIBAZ2',
      company_phone: 'call me',
    })
    const response = await save(client, seller, typed, 'az')
    response.assertStatus(303)
    const errors = errorsOf(response)
    assert.include(errors.bank_iban, 'IBAN səhvdir')
    assert.include(errors.bank_swift, 'SWIFT/BIC səhvdir')
    assert.property(errors, 'company_phone')
    assert.equal(response.flashMessages().bank_iban, 'AZ21 NABZ 0000 0000 1370 1000 1945')
    assert.equal(response.flashMessages().bank_swift, 'AIIBAZ2')
    assert.deepEqual(await bankOf(seller.companyId!), {
      bank_name: null,
      bank_iban: null,
      bank_swift: null,
    })

    for (const [iban, locale, text] of [
      ['AZ21NABZ0000000013701000194', 'en', 'Wrong IBAN'],
      ['GB82WEST12345698765423', 'ru', 'Неверный IBAN'],
      ['x'.repeat(80), 'en', 'Wrong IBAN'],
    ] as const) {
      const wrong = await save(client, seller, await form(seller, { bank_iban: iban }), locale)
      assert.include(errorsOf(wrong).bank_iban, text)
    }
    const longName = await save(client, seller, await form(seller, { bank_name: 'B'.repeat(161) }))
    assert.equal(errorsOf(longName).bank_name, 'The bank name may be at most 160 characters long')
  })
})
