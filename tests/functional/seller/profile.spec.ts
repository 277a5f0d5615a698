import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import testUtils from '@adonisjs/core/services/test_utils'
import { PAGES } from '#lib/route_table'
import type User from '#models/user'
import { TEST_PASSWORD, createAccount } from '#tests/helpers/accounts'
import { inertiaPage } from '#tests/helpers/inertia_page'
import { url } from '#tests/helpers/urls'
import { ensurePublicSupplier } from '#tests/functional/seller/fixtures'

/** A complete, valid profile form. */
async function validForm(overrides: Record<string, string> = {}) {
  const district = await db
    .from('districts')
    .where('code', 'like', 'SZQ%')
    .orderBy('code')
    .firstOrFail()
  return {
    first_name: 'Nigar',
    last_name: 'Əliyeva',
    email: 'nigar.seller@example.test',
    phone: '+994 50 444 22 11',
    company_name: 'Şəki İpək Emalatxanası',
    legal_address: 'Şəki şəhəri, M. F. Axundzadə prospekti 12',
    representative: 'Nigar Əliyeva, direktor',
    website: 'https://ipek-seki.example.az',
    company_phone: '+994 24 244 55 66',
    phone_secondary: '+994 55 210 30 40',
    district_id: String(district.id),
    description_az: 'Əl ilə toxunan kəlağayılar və ipək parçalar.',
    description_en: 'Hand-woven kelaghayi headscarves and silk fabrics from Shaki.',
    description_ru: 'Шёлковые платки кялагаи ручной работы из Шеки.',
    latitude: '41.196123',
    longitude: '47.170456',
    ...overrides,
  }
}

function updateAs(
  client: any,
  user: User,
  form: Record<string, string>,
  path: string = PAGES.seller_profile.en
) {
  return client.put(path).form(form).withCsrfToken().loginAs(user).redirects(0)
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

async function sellerWithEmail() {
  return createAccount('seller', {
    email: `seller-${Date.now()}-${Math.random().toString(16).slice(2, 8)}@example.test`,
  })
}

test.group('Seller profile', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(async () => {
    await db.from('rate_limits').delete()
  })

  test('the profile page shows the account holder, the company as registered and the region choices', async ({
    client,
    assert,
  }) => {
    const seller = await createAccount('seller', {
      firstName: 'Rauf',
      company: { name: 'Gəncə Bal', companyType: 'legal' },
    })
    const registered = await db.from('companies').where('id', seller.companyId!).firstOrFail()
    await db
      .from('companies')
      .where('id', seller.companyId!)
      .update({ website: 'gence-bal.example.az', representative: 'Rauf Quliyev' })
    await db.table('company_translations').multiInsert(
      (['az', 'en', 'ru'] as const).map((locale) => ({
        company_id: seller.companyId,
        locale,
        legal_address: `Gəncə ${locale}`,
        description: `About (${locale})`,
      }))
    )
    const response = await client.get(PAGES.seller_profile.ru).loginAs(seller)
    response.assertStatus(200)
    const page = inertiaPage(response.text())
    assert.equal(page.component, 'seller/profile')
    assert.equal(page.props.company.taxId, registered.tax_id)
    assert.equal(page.props.company.typeLabel, 'Юридическое лицо')
    assert.equal(page.props.values.first_name, 'Rauf')
    assert.equal(page.props.values.company_name, 'Gəncə Bal')
    assert.equal(page.props.values.website, 'gence-bal.example.az')
    assert.equal(page.props.values.legal_address, 'Gəncə ru')
    assert.deepEqual(
      [
        page.props.values.description_az,
        page.props.values.description_en,
        page.props.values.description_ru,
      ],
      ['About (az)', 'About (en)', 'About (ru)']
    )
    assert.notProperty(page.props.values, 'tax_id')
    assert.isAbove(page.props.regions.length, 10)
    assert.equal(page.props.urls.update, PAGES.seller_profile.ru)
    assert.equal(page.props.urls.logo, url('seller_profile.logo', 'ru'))
    assert.equal(page.props.tileUrl, '')
  })

  test('a valid update changes the account, the company and its texts, and the public supplier page shows it', async ({
    client,
    assert,
  }) => {
    const seller = await sellerWithEmail()
    const form = await validForm({ email: seller.email })
    const response = await updateAs(client, seller, form)
    response.assertStatus(303)
    assert.equal(response.header('location'), PAGES.seller_profile.en)
    response.assertFlashMessage('success', 'The profile has been saved.')

    const user = await db.from('users').where('id', seller.id).firstOrFail()
    assert.deepEqual(
      [user.first_name, user.last_name, user.phone],
      ['Nigar', 'Əliyeva', '+994 50 444 22 11']
    )
    const company = await db.from('companies').where('id', seller.companyId!).firstOrFail()
    assert.equal(company.name, 'Şəki İpək Emalatxanası')
    assert.equal(company.slug, 'sheki-ipek-emalatxanasi')
    assert.equal(company.website, 'https://ipek-seki.example.az')
    assert.equal(company.phone, '+994 24 244 55 66')
    assert.equal(company.phone_secondary, '+994 55 210 30 40')
    assert.equal(company.representative, 'Nigar Əliyeva, direktor')
    assert.equal(String(company.district_id), form.district_id)
    assert.equal(Number(company.latitude), 41.196123)
    assert.equal(Number(company.longitude), 47.170456)
    const texts = await db
      .from('company_translations')
      .where('company_id', seller.companyId!)
      .orderBy('locale')
    assert.deepEqual(
      texts.map((row) => [row.locale, row.legal_address]),
      (['az', 'en', 'ru'] as const).map((locale) => [locale, form.legal_address])
    )
    assert.equal(texts.find((row) => row.locale === 'en')!.description, form.description_en)

    await ensurePublicSupplier(company.id)
    const publicPath = url('supplier_info.show', 'en', { slugId: `${company.slug}-${company.id}` })
    const pageResponse = await client.get(publicPath)
    pageResponse.assertStatus(200)
    const html = pageResponse.text()
    assert.include(html, 'Hand-woven kelaghayi headscarves and silk fabrics from Shaki.')
    assert.include(html, 'ipek-seki.example.az')
    const supplier = inertiaPage(html).props.supplier
    assert.equal(supplier.website.href, 'https://ipek-seki.example.az/')
    assert.equal(supplier.phone.short, '+994 24 244 •• ••')
    assert.equal(supplier.legalAddress, form.legal_address)
    const phone = await client.get(
      url('supplier_info.phone', 'en', { slugId: `${company.slug}-${company.id}` })
    )
    assert.equal(phone.body().phone, '+994 24 244 55 66')

    const ru = inertiaPage(
      (
        await client.get(
          url('supplier_info.show', 'ru', { slugId: `${company.slug}-${company.id}` })
        )
      ).text()
    ).props.supplier
    assert.equal(ru.description, form.description_ru)
  })

  test('optional fields can be emptied: no website, no second phone, no pin', async ({
    client,
    assert,
  }) => {
    const seller = await sellerWithEmail()
    await updateAs(client, seller, await validForm({ email: seller.email }))
    const response = await updateAs(
      client,
      seller,
      await validForm({
        email: seller.email,
        website: '',
        phone_secondary: '',
        latitude: '',
        longitude: '',
        description_ru: '',
      })
    )
    response.assertStatus(303)
    assert.deepEqual(errorsOf(response), {})
    const company = await db.from('companies').where('id', seller.companyId!).firstOrFail()
    assert.isNull(company.website)
    assert.isNull(company.phone_secondary)
    assert.isNull(company.latitude)
    assert.isNull(company.longitude)
    const ru = await db
      .from('company_translations')
      .where({ company_id: seller.companyId!, locale: 'ru' })
      .firstOrFail()
    assert.isNull(ru.description)
  })

  test('the VÖEN, company type, status and other ids in the form have no effect', async ({
    client,
    assert,
  }) => {
    const seller = await createAccount('seller', { company: { companyType: 'legal' } })
    const registered = await db.from('companies').where('id', seller.companyId!).firstOrFail()
    const other = await createAccount('seller')
    const otherBefore = await db.from('companies').where('id', other.companyId!).firstOrFail()
    const response = await updateAs(client, seller, {
      ...(await validForm({ email: seller.email })),
      tax_id: `${registered.tax_id.slice(0, 9)}2`,
      company_type: 'individual',
      status: 'suspended',
      company_id: String(other.companyId),
      id: String(other.companyId),
      account_type: 'admin',
      user_id: String(other.id),
    })
    response.assertStatus(303)
    const company = await db.from('companies').where('id', seller.companyId!).firstOrFail()
    assert.deepEqual(
      [company.tax_id, company.company_type, company.status],
      [registered.tax_id, 'legal', 'active']
    )
    const user = await db.from('users').where('id', seller.id).firstOrFail()
    assert.deepEqual([user.account_type, user.company_id], ['seller', seller.companyId])
    const otherAfter = await db.from('companies').where('id', other.companyId!).firstOrFail()
    assert.deepEqual(otherAfter, otherBefore)
    const otherUser = await db.from('users').where('id', other.id).firstOrFail()
    assert.notEqual(otherUser.first_name, 'Nigar')
  })

  test('a wrong website and wrong phones get localized messages next to the fields, the input is kept and nothing is saved', async ({
    client,
    assert,
  }) => {
    const seller = await createAccount('seller', { company: { name: 'Lənkəran Çay' } })
    const form = await validForm({
      email: seller.email,
      website: 'javascript:alert(1)',
      company_phone: 'call me',
      phone_secondary: '12',
      current_password: 'secret-value',
    })
    const response = await updateAs(client, seller, form, PAGES.seller_profile.ru)
    response.assertStatus(303)
    assert.equal(response.header('location'), PAGES.seller_profile.ru)
    const errors = errorsOf(response)
    assert.equal(errors.website, 'Неверный адрес сайта: введите его в виде https://example.az')
    assert.equal(
      errors.company_phone,
      'Неверный номер телефона: используйте цифры, например +994 12 555 01 23'
    )
    assert.equal(
      errors.phone_secondary,
      'Неверный номер телефона: используйте цифры, например +994 12 555 01 23'
    )
    assert.equal(response.flashMessages().website, 'javascript:alert(1)')
    assert.equal(response.flashMessages().company_name, form.company_name)
    assert.notProperty(response.flashMessages(), 'current_password')
    const company = await db.from('companies').where('id', seller.companyId!).firstOrFail()
    assert.equal(company.name, 'Lənkəran Çay')

    const english = errorsOf(
      await updateAs(
        client,
        seller,
        await validForm({ email: seller.email, website: 'not a site', phone: '+994 (50)' })
      )
    )
    assert.equal(english.website, 'Wrong website address: enter it like https://example.az')
    assert.equal(english.phone, 'Wrong phone number: use digits, e.g. +994 12 555 01 23')
    const azerbaijani = errorsOf(
      await updateAs(
        client,
        seller,
        await validForm({ email: seller.email, website: 'ftp://files.example.az' }),
        PAGES.seller_profile.az
      )
    )
    assert.equal(azerbaijani.website, 'Veb sayt ünvanı səhvdir: https://example.az kimi yazın')
  })

  test('missing required fields, an unknown region and coordinates outside the world are refused with messages', async ({
    client,
    assert,
  }) => {
    const seller = await sellerWithEmail()
    const response = await updateAs(
      client,
      seller,
      await validForm({
        email: seller.email,
        company_name: '',
        legal_address: '',
        district_id: '999999',
        latitude: '91',
        longitude: '200',
      })
    )
    const errors = errorsOf(response)
    assert.equal(
      errors.company_name,
      'All fields are required: Legal or individual name is missing'
    )
    assert.equal(errors.legal_address, 'All fields are required: Legal address is missing')
    assert.equal(errors.district_id, 'Choose one of the offered options for Region')
    assert.equal(errors.latitude, 'Latitude must be between -90 and 90 degrees')
    assert.equal(errors.longitude, 'Longitude must be between -180 and 180 degrees')

    const half = errorsOf(
      await updateAs(client, seller, await validForm({ email: seller.email, longitude: '' }))
    )
    assert.equal(half.longitude, 'Enter both latitude and longitude, or neither')
    const company = await db.from('companies').where('id', seller.companyId!).firstOrFail()
    assert.isNull(company.latitude)
  })

  test('changing the e-mail needs the right current password and a free address', async ({
    client,
    assert,
  }) => {
    const seller = await sellerWithEmail()
    const taken = await sellerWithEmail()
    const buyerTwin = await createAccount('buyer', { email: `twin-${seller.id}@example.test` })

    const missing = errorsOf(
      await updateAs(client, seller, await validForm({ email: `new-${seller.id}@example.test` }))
    )
    assert.equal(missing.current_password, 'Enter your current password to change the e-mail')
    const wrong = errorsOf(
      await updateAs(
        client,
        seller,
        await validForm({
          email: `new-${seller.id}@example.test`,
          current_password: 'Wrong-Password-123!',
        })
      )
    )
    assert.equal(wrong.current_password, 'The current password is wrong')
    const clash = errorsOf(
      await updateAs(
        client,
        seller,
        await validForm({ email: taken.email.toUpperCase(), current_password: TEST_PASSWORD })
      )
    )
    assert.equal(clash.email, 'Another seller account already uses this e-mail')
    assert.equal((await db.from('users').where('id', seller.id).firstOrFail()).email, seller.email)

    const ok = await updateAs(
      client,
      seller,
      await validForm({ email: buyerTwin.email, current_password: TEST_PASSWORD })
    )
    assert.deepEqual(errorsOf(ok), {})
    assert.equal(
      (await db.from('users').where('id', seller.id).firstOrFail()).email,
      buyerTwin.email
    )
  })

  test('wrong current passwords are limited per account', async ({ client, assert }) => {
    const seller = await sellerWithEmail()
    for (let i = 0; i < 5; i++) {
      await updateAs(
        client,
        seller,
        await validForm({ email: `new-${seller.id}@example.test`, current_password: `Wrong-${i}` })
      )
    }
    const blocked = errorsOf(
      await updateAs(
        client,
        seller,
        await validForm({ email: `new-${seller.id}@example.test`, current_password: TEST_PASSWORD })
      )
    )
    assert.match(blocked.current_password, /Too many wrong passwords\. Try again in \d+ min\./)
    assert.equal((await db.from('users').where('id', seller.id).firstOrFail()).email, seller.email)
  })

  test('a profile update without a CSRF token is refused', async ({ client, assert }) => {
    const seller = await createAccount('seller', { company: { name: 'Quba Alma' } })
    const response = await client
      .put(PAGES.seller_profile.en)
      .form(await validForm({ email: seller.email }))
      .loginAs(seller)
      .redirects(0)
    assert.notEqual(response.status(), 303)
    assert.equal(
      (await db.from('companies').where('id', seller.companyId!).firstOrFail()).name,
      'Quba Alma'
    )
  })
})
