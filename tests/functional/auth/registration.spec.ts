import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import hash from '@adonisjs/core/services/hash'
import { inertiaPage } from '#tests/helpers/inertia_page'
import { createAccount, TEST_PASSWORD } from '#tests/helpers/accounts'
import { freshIp, fromIp } from '#tests/helpers/client_ip'
import { url } from '#tests/helpers/urls'

const BUYER = {
  account_type: 'buyer',
  first_name: 'Nigar',
  last_name: 'Əliyeva',
  email: 'Nigar.Buyer@Example.com',
  phone: '+994 50 555 12 34',
  password: TEST_PASSWORD,
  password_confirmation: TEST_PASSWORD,
  terms: 'on',
}

async function districtId() {
  return (await db.from('districts').orderBy('id').firstOrFail()).id as number
}

function uniqueTaxId(last: 1 | 2) {
  return `${String(Date.now()).slice(-9)}${last}`
}

async function register(client: any, path: string, form: Record<string, unknown>) {
  return client.post(path).header('referer', path).form(form).withCsrfToken().redirects(0)
}

/** The registration form posted from another client IP (a loopback address). */
function registerFrom(
  client: any,
  ip: string,
  form: Record<string, unknown>,
  path = '/en/register'
) {
  return fromIp(
    client.post(path).header('referer', path).form(form).withCsrfToken().redirects(0),
    ip
  )
}

function formError(response: any): string {
  return String(
    (response.flashMessages()?.inputErrorsBag as Record<string, string> | undefined)?.form ?? ''
  )
}

async function usersLike(pattern: string) {
  return db.from('users').whereILike('email', pattern)
}

test.group('Registration (SPEC §1, §5)', (group) => {
  group.each.setup(async () => {
    await db.from('rate_limits').delete()
    await db.from('users').whereILike('email', '%@example.com').delete()
  })

  test('the page offers buyer and seller registration with the regions list', async ({
    client,
    assert,
  }) => {
    const response = await client.get(url('register', 'en', undefined, { qs: { as: 'seller' } }))
    response.assertStatus(200)
    const page = inertiaPage(response.text())
    assert.equal(page.component, 'auth/register')
    assert.equal(page.props.accountType, 'seller')
    assert.isAbove(page.props.regions.length, 10)
    assert.isAbove(page.props.regions[0].districts.length, 0)
    assert.equal(page.props.termsUrl, '/en/terms')
  })

  test('a buyer registers, is signed in and lands on the customer dashboard', async ({
    client,
    assert,
  }) => {
    const response = await register(client, '/en/register', BUYER)
    response.assertStatus(302)
    assert.equal(response.header('location'), '/en/user-dashboard')

    const user = await db.from('users').where('email', 'nigar.buyer@example.com').firstOrFail()
    assert.equal(user.account_type, 'buyer')
    assert.equal(user.first_name, 'Nigar')
    assert.isNull(user.company_id)
    assert.isNotNull(user.terms_accepted_at)
    assert.match(user.password, /^\$argon2id\$v=19\$m=19456,t=2,p=1\$/)
    assert.equal(response.session().auth_web, user.id)
    const event = await db
      .from('security_events')
      .where({ user_id: user.id, event: 'sign_in_ok' })
      .first()
    assert.exists(event)
  })

  test('a legal-entity seller registers with a company profile', async ({ client, assert }) => {
    const taxId = uniqueTaxId(1)
    const response = await register(client, '/ru/registratsiya', {
      ...BUYER,
      account_type: 'seller',
      email: 'seller.legal@example.com',
      company_type: 'legal',
      company_name: 'Qəbələ Fındıq MMC',
      tax_id: taxId,
      legal_address: 'Qəbələ şəhəri, Nizami küçəsi 12',
      representative: 'Nigar Əliyeva, direktor',
      website: 'qebele-findiq.az',
      district_id: await districtId(),
    })
    response.assertStatus(302)
    assert.equal(response.header('location'), '/ru/panel-prodavtsa')

    const user = await db.from('users').where('email', 'seller.legal@example.com').firstOrFail()
    assert.equal(user.account_type, 'seller')
    const company = await db.from('companies').where('id', user.company_id).firstOrFail()
    assert.equal(company.tax_id, taxId)
    assert.equal(company.company_type, 'legal')
    assert.equal(company.name, 'Qəbələ Fındıq MMC')
    assert.equal(company.representative, 'Nigar Əliyeva, direktor')
    const addresses = await db
      .from('company_translations')
      .where('company_id', company.id)
      .orderBy('locale')
    assert.deepEqual(
      addresses.map((a) => a.locale),
      ['az', 'en', 'ru']
    )
    assert.isTrue(addresses.every((a) => a.legal_address === 'Qəbələ şəhəri, Nizami küçəsi 12'))
  })

  test('an individual entrepreneur registers with a VÖEN ending in 2', async ({
    client,
    assert,
  }) => {
    const response = await register(client, '/qeydiyyat', {
      ...BUYER,
      account_type: 'seller',
      email: 'seller.individual@example.com',
      company_type: 'individual',
      company_name: 'Şəki Halva FS',
      tax_id: uniqueTaxId(2),
      legal_address: 'Şəki şəhəri, M. F. Axundzadə 5',
      representative: 'Sahibkar özü',
      district_id: await districtId(),
    })
    response.assertStatus(302)
    const user = await db
      .from('users')
      .where('email', 'seller.individual@example.com')
      .firstOrFail()
    const company = await db.from('companies').where('id', user.company_id).firstOrFail()
    assert.equal(company.company_type, 'individual')
    assert.isNull(company.website)
  })

  test('SPEC §5 messages: required fields, repeat password, e-mail, tax ID, terms', async ({
    client,
    assert,
  }) => {
    const before = Number((await db.from('users').count('* as n'))[0].n)
    const empty = await register(client, '/en/register', { account_type: 'seller' })
    const errors = empty.flashMessages().inputErrorsBag as Record<string, string>
    for (const field of [
      'first_name',
      'last_name',
      'email',
      'phone',
      'password',
      'company_name',
      'tax_id',
      'legal_address',
      'representative',
      'district_id',
    ]) {
      assert.match(String(errors[field]), /All fields are required/, field)
    }
    assert.match(String(errors.terms), /terms agreement must be accepted/)

    const wrong = await register(client, '/en/register', {
      ...BUYER,
      account_type: 'seller',
      email: 'not-an-email',
      password_confirmation: `${TEST_PASSWORD}x`,
      company_type: 'individual',
      company_name: 'Test',
      tax_id: '1234567891',
      legal_address: 'Baku, Nizami 1',
      representative: 'Owner',
      district_id: await districtId(),
      terms: '',
    })
    const wrongErrors = wrong.flashMessages().inputErrorsBag as Record<string, string>
    assert.equal(String(wrongErrors.email), 'Wrong e-mail')
    assert.equal(
      String(wrongErrors.password_confirmation ?? wrongErrors.password),
      'Repeat password wrong'
    )
    assert.match(String(wrongErrors.tax_id), /^Wrong tax ID/)
    assert.match(String(wrongErrors.terms), /must be accepted/)
    assert.equal(wrong.flashMessages().company_name, 'Test')
    assert.isUndefined(wrong.flashMessages().password)
    assert.equal(Number((await db.from('users').count('* as n'))[0].n), before)
  })

  test('messages are localized in az and ru', async ({ client, assert }) => {
    const az = await register(client, '/qeydiyyat', { ...BUYER, email: 'x', password: 'short' })
    const azErrors = az.flashMessages().inputErrorsBag as Record<string, string>
    assert.equal(String(azErrors.email), 'E-poçt səhvdir')
    assert.equal(String(azErrors.password), 'Şifrə ən azı 12 simvoldan ibarət olmalıdır')
    const ru = await register(client, '/ru/registratsiya', {
      ...BUYER,
      password: 'qwertyuiop12!',
      password_confirmation: 'qwertyuiop12!',
    })
    assert.match(
      String((ru.flashMessages().inputErrorsBag as Record<string, string>).password),
      /заглавная/
    )
  })

  test('the same e-mail may hold one buyer and one seller account, not two of a kind', async ({
    client,
    assert,
  }) => {
    const seller = await createAccount('seller', { email: 'both.kinds@example.com' })
    const buyer = await register(client, '/en/register', {
      ...BUYER,
      email: 'Both.Kinds@example.com',
    })
    assert.equal(buyer.header('location'), '/en/user-dashboard')
    const again = await register(client, '/en/register', {
      ...BUYER,
      email: 'both.kinds@EXAMPLE.com',
    })
    assert.match(
      String((again.flashMessages().inputErrorsBag as Record<string, string>).email),
      /already registered/
    )
    const rows = await db
      .from('users')
      .whereRaw('lower(email) = ?', ['both.kinds@example.com'])
      .orderBy('account_type')
    assert.deepEqual(
      rows.map((r) => r.account_type),
      ['buyer', 'seller']
    )
    assert.equal(rows[1].id, seller.id)
  })

  test('a VÖEN already on Karvan is refused with a clear message', async ({ client, assert }) => {
    const taken = await db.from('companies').where('company_type', 'legal').firstOrFail()
    const response = await register(client, '/en/register', {
      ...BUYER,
      account_type: 'seller',
      email: 'taken.voen@example.com',
      company_type: 'legal',
      company_name: 'Copycat',
      tax_id: taken.tax_id,
      legal_address: 'Baku, Nizami 1',
      representative: 'Owner',
      district_id: await districtId(),
    })
    assert.match(
      String((response.flashMessages().inputErrorsBag as Record<string, string>).tax_id),
      /already registered/
    )
    assert.notExists(await db.from('users').where('email', 'taken.voen@example.com').first())
  })

  test('mass assignment cannot make an admin, a disabled flag or a foreign company', async ({
    client,
    assert,
  }) => {
    const company = await db.from('companies').firstOrFail()
    const response = await register(client, '/en/register', {
      ...BUYER,
      email: 'sneaky@example.com',
      account_type: 'admin',
    })
    assert.exists((response.flashMessages().inputErrorsBag as Record<string, string>).account_type)
    const second = await register(client, '/en/register', {
      ...BUYER,
      email: 'sneaky@example.com',
      company_id: company.id,
      disabled_at: '2020-01-01',
      id: 1,
      approved: 'true',
    })
    second.assertStatus(302)
    const user = await db.from('users').where('email', 'sneaky@example.com').firstOrFail()
    assert.equal(user.account_type, 'buyer')
    assert.isNull(user.company_id)
    assert.isNull(user.disabled_at)
    assert.notEqual(user.id, 1)
  })

  test('a password is kept as typed: surrounding spaces count, a repetition one space short is refused', async ({
    client,
    assert,
  }) => {
    const spaced = '  Boşluqlu-Şifrə-9  '
    const short = await register(client, '/en/register', {
      ...BUYER,
      email: 'spaces.short@example.com',
      password: spaced,
      password_confirmation: ' Boşluqlu-Şifrə-9  ',
    })
    const errors = short.flashMessages().inputErrorsBag as Record<string, string>
    assert.equal(String(errors.password_confirmation ?? errors.password), 'Repeat password wrong')
    assert.lengthOf(await usersLike('spaces.short@example.com'), 0)

    const form = await register(client, '/en/register', {
      ...BUYER,
      email: 'spaces.form@example.com',
      password: spaced,
      password_confirmation: spaced,
    })
    assert.equal(form.header('location'), '/en/user-dashboard')
    const json = await client
      .post(url('register.store', 'en'))
      .header('referer', '/en/register')
      .json({
        ...BUYER,
        email: 'spaces.json@example.com',
        password: spaced,
        password_confirmation: spaced,
      })
      .withCsrfToken()
      .redirects(0)
    assert.equal(json.header('location'), '/en/user-dashboard')
    for (const email of ['spaces.form@example.com', 'spaces.json@example.com']) {
      const [user] = await usersLike(email)
      assert.isTrue(
        await hash.verify(user.password, spaced),
        `${email}: the hash is of the password with its spaces`
      )
      assert.isFalse(await hash.verify(user.password, spaced.trim()))
    }

    const signIn = (password: string) =>
      client
        .post(url('login.store', 'en'))
        .header('referer', '/en/login')
        .form({ account_type: 'buyer', email: 'spaces.form@example.com', password })
        .withCsrfToken()
        .redirects(0)
    assert.isUndefined((await signIn(spaced.trim())).session().auth_web)
    assert.isNumber((await signIn(spaced)).session().auth_web)
  })

  test('a password must not contain the site name, the e-mail or the names given (ASVS 6.2.11), in the page language', async ({
    client,
    assert,
  }) => {
    const password = (response: any) =>
      String((response.flashMessages().inputErrorsBag as Record<string, string>).password)
    const cases = [
      {
        path: '/en/register',
        value: 'Nigar-Bahar-2026!',
        message: 'The password must not contain the site name (Karvan), your e-mail or your name',
      },
      {
        path: '/qeydiyyat',
        value: 'Mənim-KARVAN-2026!',
        message:
          'Şifrədə saytın adı (Karvan), e-poçt ünvanınız və ya adınız, soyadınız olmamalıdır',
      },
      {
        path: '/ru/registratsiya',
        value: 'Aliyeva-Bahar-2026!',
        message:
          'Пароль не должен содержать название сайта (Karvan), ваш адрес эл. почты, имя или фамилию',
      },
      {
        path: '/en/register',
        value: 'Context-Bahar-2026!',
        message: 'The password must not contain the site name (Karvan), your e-mail or your name',
      },
    ]
    for (const { path, value, message } of cases) {
      const response = await register(client, path, {
        ...BUYER,
        email: 'context.words@example.com',
        password: value,
        password_confirmation: value,
      })
      assert.equal(password(response), message, value)
    }
    assert.lengthOf(await usersLike('context.words@example.com'), 0)
  })

  test('20 simultaneous registrations from one IP create 5 accounts; the others are told to wait', async ({
    client,
    assert,
  }) => {
    const ip = freshIp()
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        registerFrom(client, ip, { ...BUYER, email: `burst-${i}@example.com` })
      )
    )
    const created = await usersLike('burst-%@example.com')
    assert.lengthOf(created, 5)
    assert.lengthOf(
      responses.filter((response) => response.header('location') === '/en/user-dashboard'),
      5
    )
    const waits = responses
      .map(formError)
      .filter((error) =>
        /^Too many accounts have been created from your network\. Try again in \d+ min\.$/.test(
          error
        )
      )
    assert.lengthOf(waits, 15)
    assert.lengthOf(
      await db.from('security_events').where({ event: 'registration_throttled', ip_address: ip }),
      15
    )

    const seller = await registerFrom(client, ip, {
      ...BUYER,
      account_type: 'seller',
      email: 'burst-seller@example.com',
      company_type: 'legal',
      company_name: 'Burst MMC',
      tax_id: uniqueTaxId(1),
      legal_address: 'Bakı, Nizami küçəsi 1',
      representative: 'Nigar Əliyeva',
      district_id: await districtId(),
    })
    assert.match(formError(seller), /^Too many accounts/, 'buyers and sellers share the count')
    const az = await registerFrom(
      client,
      ip,
      { ...BUYER, email: 'burst-az@example.com' },
      '/qeydiyyat'
    )
    assert.match(
      formError(az),
      /^Bu şəbəkədən çox sayda hesab yaradılıb\. \d+ dəqiqədən sonra yenidən cəhd edin\.$/
    )
    assert.isUndefined(az.flashMessages().password)
    assert.equal(az.flashMessages().email, 'burst-az@example.com')

    const elsewhere = await registerFrom(client, freshIp(), {
      ...BUYER,
      email: 'burst-other-ip@example.com',
    })
    assert.equal(elsewhere.header('location'), '/en/user-dashboard')
  }).timeout(60_000)

  test('a registration refused for a taken e-mail does not use up the count', async ({
    client,
    assert,
  }) => {
    const ip = freshIp()
    await createAccount('buyer', { email: 'taken.count@example.com' })
    for (let i = 0; i < 6; i++) {
      const taken = await registerFrom(client, ip, { ...BUYER, email: 'taken.count@example.com' })
      assert.match(
        String((taken.flashMessages().inputErrorsBag as Record<string, string>).email),
        /already registered/
      )
    }
    const fresh = await registerFrom(client, ip, { ...BUYER, email: 'after.taken@example.com' })
    assert.equal(fresh.header('location'), '/en/user-dashboard')
  })

  test('a mobile-signature prefill is shown and its personal code kept on the new account', async ({
    client,
    assert,
  }) => {
    const prefill = {
      firstName: 'Rəşad',
      lastName: 'Hüseynov',
      personalCode: '5ABC7DE',
      accountType: 'buyer',
    }
    const page = inertiaPage(
      (
        await client.get(url('register', 'en')).withSession({ registration_prefill: prefill })
      ).text()
    )
    assert.deepInclude(page.props.prefill, {
      firstName: 'Rəşad',
      lastName: 'Hüseynov',
      fromCertificate: true,
    })

    const response = await client
      .post(url('register.store', 'en'))
      .header('referer', '/en/register')
      .form({
        ...BUYER,
        email: 'cert.user@example.com',
        first_name: 'Rəşad',
        last_name: 'Hüseynov',
      })
      .withSession({ registration_prefill: prefill })
      .withCsrfToken()
      .redirects(0)
    response.assertStatus(302)
    const user = await db.from('users').where('email', 'cert.user@example.com').firstOrFail()
    assert.equal(user.personal_code, '5ABC7DE')
    assert.isUndefined(response.session().registration_prefill)
  })
})
