import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import hash from '@adonisjs/core/services/hash'
import { inertiaPage } from '#tests/helpers/inertia_page'
import { createAccount, TEST_PASSWORD } from '#tests/helpers/accounts'
import { freshIp, fromIp } from '#tests/helpers/client_ip'
import { countHashVerifications } from '#tests/helpers/hash_calls'
import { signInLimits } from '#services/auth/sign_in_throttle'
import SaveAdminAccount from '#actions/admin/save_admin_account'
import { url } from '#tests/helpers/urls'

/** Posts the sign-in form (from `ip`, a loopback address, when given). */
function signIn(client: any, form: Record<string, unknown>, path = '/en/login', ip?: string) {
  const request = client.post(path).header('referer', path).form(form).withCsrfToken().redirects(0)
  return ip ? fromIp(request, ip) : request
}

function formError(response: any) {
  return String(
    (response.flashMessages().inputErrorsBag as Record<string, string> | undefined)?.form ?? ''
  )
}

test.group('Sign-in and sign-out (SPEC §2 Authorization, DESIGN §6)', (group) => {
  group.each.setup(async () => {
    await db.from('rate_limits').delete()
  })

  test('the page asks which account to sign into', async ({ client, assert }) => {
    const page = inertiaPage(
      (await client.get('/ru/vkhod?as=seller&next=/ru/panel-prodavtsa')).text()
    )
    assert.equal(page.component, 'auth/login')
    assert.equal(page.props.accountType, 'seller')
    assert.equal(page.props.next, '/ru/panel-prodavtsa')
    const hostile = inertiaPage((await client.get('/en/login?next=//evil.example/x')).text())
    assert.isNull(hostile.props.next)
  })

  test('a buyer signs in with e-mail and password; the session is rotated and tagged', async ({
    client,
    assert,
  }) => {
    const buyer = await createAccount('buyer')
    const response = await signIn(client, {
      account_type: 'buyer',
      email: buyer.email.toUpperCase(),
      password: TEST_PASSWORD,
    })
    response.assertStatus(302)
    assert.equal(response.header('location'), '/en/user-dashboard')
    assert.equal(response.session().auth_web, buyer.id)
    assert.isNumber(response.session().auth_signed_in_at)
    const row = await db.from('users').where('id', buyer.id).firstOrFail()
    assert.isNotNull(row.last_sign_in_at)
    assert.exists(
      await db.from('security_events').where({ user_id: buyer.id, event: 'sign_in_ok' }).first()
    )
  })

  test('a seller returns to the page they asked for; open redirects are ignored', async ({
    client,
    assert,
  }) => {
    const seller = await createAccount('seller')
    const back = await signIn(client, {
      account_type: 'seller',
      email: seller.email,
      password: TEST_PASSWORD,
      next: '/en/seller-dashboard/profile',
    })
    assert.equal(back.header('location'), '/en/seller-dashboard/profile')
    const evil = await signIn(client, {
      account_type: 'seller',
      email: seller.email,
      password: TEST_PASSWORD,
      next: '//evil.example',
    })
    assert.equal(evil.header('location'), '/en/seller-dashboard')
  })

  test('the wrong account type: only a right password tells which type the e-mail has, and the form switches to it', async ({
    client,
    assert,
  }) => {
    const seller = await createAccount('seller')
    const wrong = await signIn(client, {
      account_type: 'buyer',
      email: seller.email,
      password: 'Wrong-Password-2026',
    })
    assert.equal(
      formError(wrong),
      'Wrong e-mail or password',
      'a wrong password says nothing about the seller account'
    )
    const nobody = await signIn(client, {
      account_type: 'buyer',
      email: `nobody-${seller.id}@example.test`,
      password: TEST_PASSWORD,
    })
    assert.equal(formError(nobody), 'Wrong e-mail or password')

    const right = await signIn(client, {
      account_type: 'buyer',
      email: seller.email,
      password: TEST_PASSWORD,
      next: '/en/seller-dashboard/profile',
    })
    right.assertStatus(302)
    assert.equal(
      right.header('location'),
      `/en/login?as=seller&next=${encodeURIComponent('/en/seller-dashboard/profile')}`
    )
    assert.equal(
      formError(right),
      'This e-mail and password belong to a Seller account. We switched the account type above: enter the password again.'
    )
    assert.equal(right.flashMessages().email, seller.email)
    assert.isUndefined(right.flashMessages().password)
    assert.isUndefined(
      right.session().auth_web,
      'not signed in into an account the form did not ask for'
    )
    assert.exists(
      await db
        .from('security_events')
        .where({ event: 'sign_in_other_type', email: seller.email })
        .first()
    )

    const page = inertiaPage((await client.get(right.header('location'))).text())
    assert.equal(page.props.accountType, 'seller')

    const buyer = await createAccount('buyer')
    const az = await signIn(
      client,
      { account_type: 'seller', email: buyer.email, password: TEST_PASSWORD },
      '/daxil-ol'
    )
    assert.equal(az.header('location'), '/daxil-ol?as=buyer')
    assert.match(formError(az), /^Bu e-poçt və şifrə Alıcı hesabına aiddir\./)
  })

  test('an admin signs in from the ordinary sign-in page, whichever account type it shows', async ({
    client,
    assert,
  }) => {
    const admin = await createAccount('admin')
    for (const accountType of ['buyer', 'seller']) {
      const response = await signIn(client, {
        account_type: accountType,
        email: admin.email,
        password: TEST_PASSWORD,
      })
      response.assertStatus(302)
      assert.equal(response.header('location'), '/en/admin')
      assert.equal(response.session().auth_web, admin.id)
    }
    const wrong = await signIn(client, {
      account_type: 'buyer',
      email: admin.email,
      password: 'Wrong-Password-2026',
    })
    assert.equal(formError(wrong), 'Wrong e-mail or password')
    assert.isUndefined(wrong.session().auth_web)
  })

  test('an admin made by karvan:admin with a password with spaces signs in with exactly that on the ordinary page', async ({
    client,
    assert,
  }) => {
    const spaced = '  Qala-Divarı-2026!köhnə '
    const email = `ops-${Date.now()}@karvan.test`
    const saved = await new SaveAdminAccount().handle({
      email,
      firstName: 'Aysel',
      lastName: 'Nəbiyeva',
      password: spaced,
    })
    assert.equal(saved.outcome, 'created')
    const trimmed = await signIn(client, { account_type: 'buyer', email, password: spaced.trim() })
    assert.equal(formError(trimmed), 'Wrong e-mail or password')
    const exact = await signIn(client, { account_type: 'buyer', email, password: spaced })
    assert.equal(exact.header('location'), '/en/admin')
    assert.equal(exact.session().auth_web, 'user' in saved ? saved.user.id : null)
  })

  test('an e-mail with a buyer and an admin account: the buyer form signs into the buyer account', async ({
    client,
    assert,
  }) => {
    const buyer = await createAccount('buyer')
    const admin = await createAccount('admin', { email: buyer.email.toUpperCase() })
    const asBuyer = await signIn(client, {
      account_type: 'buyer',
      email: buyer.email,
      password: TEST_PASSWORD,
    })
    assert.equal(asBuyer.session().auth_web, buyer.id)
    const asAdmin = await signIn(client, {
      account_type: 'seller',
      email: buyer.email,
      password: TEST_PASSWORD,
    })
    assert.equal(asAdmin.session().auth_web, admin.id)
  })

  test('a wrong password and an unknown e-mail get the same message, and both are logged', async ({
    client,
    assert,
  }) => {
    const buyer = await createAccount('buyer')
    const nobody = `nobody-${buyer.id}@example.test`
    const wrong = await signIn(client, {
      account_type: 'buyer',
      email: buyer.email,
      password: 'Wrong-Password-2026',
    })
    const unknown = await signIn(client, {
      account_type: 'buyer',
      email: nobody,
      password: 'Wrong-Password-2026',
    })
    assert.equal(formError(wrong), 'Wrong e-mail or password')
    assert.equal(formError(unknown), formError(wrong))
    assert.equal(wrong.flashMessages().email, buyer.email)
    assert.isUndefined(wrong.flashMessages().password)
    const events = await db
      .from('security_events')
      .where('event', 'sign_in_failed')
      .whereIn('email', [buyer.email, nobody])
    assert.lengthOf(events, 2)
  })

  test('after 5 failures a minute for an account and IP, even the right password is throttled', async ({
    client,
    assert,
  }) => {
    const buyer = await createAccount('buyer')
    for (let i = 0; i < 5; i++) {
      const response = await signIn(client, {
        account_type: 'buyer',
        email: buyer.email,
        password: `Wrong-Password-${i}!`,
      })
      assert.equal(formError(response), 'Wrong e-mail or password')
    }
    const blocked = await signIn(
      client,
      { account_type: 'buyer', email: buyer.email, password: TEST_PASSWORD },
      '/daxil-ol'
    )
    assert.match(formError(blocked), /Çox sayda uğursuz cəhd\. \d+ saniyədən sonra/)
    assert.isUndefined(blocked.session().auth_web)
    assert.exists(
      await db
        .from('security_events')
        .where({ event: 'sign_in_throttled', email: buyer.email })
        .first()
    )
  })

  test('a per-IP ceiling stops guessing across many accounts', async ({
    client,
    assert,
    cleanup,
  }) => {
    const saved = { ...signInLimits.ip }
    signInLimits.ip.requests = 3
    cleanup(() => {
      Object.assign(signInLimits.ip, saved)
    })
    for (let i = 0; i < 3; i++) {
      await signIn(client, {
        account_type: 'buyer',
        email: `guess-${i}@example.test`,
        password: 'Wrong-Password-1!',
      })
    }
    const buyer = await createAccount('buyer')
    const blocked = await signIn(client, {
      account_type: 'buyer',
      email: buyer.email,
      password: TEST_PASSWORD,
    })
    assert.match(formError(blocked), /Too many failed attempts/)
  })

  test('a disabled account cannot sign in, and an open session of it ends', async ({
    client,
    assert,
  }) => {
    const buyer = await createAccount('buyer')
    await db.from('users').where('id', buyer.id).update({ disabled_at: new Date() })
    const response = await signIn(client, {
      account_type: 'buyer',
      email: buyer.email,
      password: TEST_PASSWORD,
    })
    assert.match(formError(response), /disabled/)
    assert.isUndefined(response.session().auth_web)

    const open = await client.get(url('about', 'en')).loginAs(buyer)
    open.assertStatus(200)
    assert.isNull(inertiaPage(open.text()).props.auth.user)
  })

  test('the header knows who is signed in; sign-out ends the session', async ({
    client,
    assert,
  }) => {
    const seller = await createAccount('seller', { firstName: 'Elvin', lastName: 'Quliyev' })
    const page = inertiaPage((await client.get(url('about', 'en')).loginAs(seller)).text())
    assert.deepInclude(page.props.auth.user, {
      id: seller.id,
      name: 'Elvin Quliyev',
      accountType: 'seller',
      dashboard: '/en/seller-dashboard',
    })

    const out = await client
      .post(url('logout', 'en'))
      .header('referer', '/en/about')
      .withCsrfToken()
      .loginAs(seller)
      .redirects(0)
    out.assertStatus(302)
    assert.equal(out.header('location'), '/en')
    assert.isUndefined(out.session().auth_web)
    out.assertFlashMessage('success', 'You have signed out.')
    assert.exists(
      await db.from('security_events').where({ user_id: seller.id, event: 'sign_out' }).first()
    )
  })

  test('signed-in users skip the sign-in and registration pages', async ({ client, assert }) => {
    const buyer = await createAccount('buyer')
    const response = await client.get(url('login', 'ru')).loginAs(buyer).redirects(0)
    response.assertStatus(302)
    assert.equal(response.header('location'), '/ru/user-dashboard')
  })

  test('40 simultaneous wrong passwords for one account from one IP: only 5 are checked', async ({
    client,
    assert,
    cleanup,
  }) => {
    const buyer = await createAccount('buyer')
    const ip = freshIp()
    const verifications = countHashVerifications()
    cleanup(() => verifications.restore())
    const responses = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        signIn(
          client,
          { account_type: 'buyer', email: buyer.email, password: `Wrong-Password-${i}!` },
          '/en/login',
          ip
        )
      )
    )
    const answers = responses.map(formError)
    assert.lengthOf(
      answers.filter((answer) => answer === 'Wrong e-mail or password'),
      5
    )
    assert.lengthOf(
      answers.filter((answer) =>
        /^Too many failed attempts\. Try again in \d+ seconds\.$/.test(answer)
      ),
      35
    )
    assert.equal(verifications.count, 5, 'five password hashes checked, not forty')
    const failed = await db
      .from('security_events')
      .where({ event: 'sign_in_failed', email: buyer.email })
    assert.lengthOf(failed, 5)
    assert.isTrue(failed.every((event) => event.ip_address === ip))
    const counters = await db.from('rate_limits').whereLike('key', `%signin:%${buyer.email}%`)
    assert.sameMembers(
      counters.map((row) => Number(row.points)),
      [5, 5],
      'the account + IP and the account counters hold the five checked attempts, not the refused ones'
    )

    const right = await signIn(
      client,
      { account_type: 'buyer', email: buyer.email, password: TEST_PASSWORD },
      '/en/login',
      ip
    )
    assert.match(formError(right), /^Too many failed attempts/, 'the account is paused for this IP')
    const elsewhere = await signIn(
      client,
      { account_type: 'buyer', email: buyer.email, password: TEST_PASSWORD },
      '/en/login',
      freshIp()
    )
    assert.equal(elsewhere.session().auth_web, buyer.id, 'another IP still signs in')
  }).timeout(60_000)

  test('100 simultaneous wrong passwords for one account from 25 IPs: only the hourly 50 are checked', async ({
    client,
    assert,
    cleanup,
  }) => {
    const buyer = await createAccount('buyer')
    const ips = Array.from({ length: 25 }, () => freshIp())
    const verifications = countHashVerifications()
    cleanup(() => verifications.restore())
    const responses = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        signIn(
          client,
          { account_type: 'buyer', email: buyer.email, password: `Wrong-Password-${i}!` },
          '/en/login',
          ips[i % 25]
        )
      )
    )
    const answers = responses.map(formError)
    assert.lengthOf(
      answers.filter((answer) => answer === 'Wrong e-mail or password'),
      50
    )
    assert.lengthOf(
      answers.filter((answer) => /^Too many failed attempts/.test(answer)),
      50
    )
    assert.equal(verifications.count, 50)
    assert.lengthOf(
      await db.from('security_events').where({ event: 'sign_in_failed', email: buyer.email }),
      50
    )
    const right = await signIn(
      client,
      { account_type: 'buyer', email: buyer.email, password: TEST_PASSWORD },
      '/en/login',
      freshIp()
    )
    assert.match(
      formError(right),
      /^Too many failed attempts/,
      'the account ceiling holds for every IP'
    )
  }).timeout(120_000)

  test('a right password gives the attempt back: failures alone fill the ceilings', async ({
    client,
    assert,
    cleanup,
  }) => {
    const saved = structuredClone(signInLimits)
    signInLimits.ip.requests = 3
    cleanup(() => {
      Object.assign(signInLimits, saved)
    })
    const buyer = await createAccount('buyer')
    const ip = freshIp()
    for (let i = 0; i < 5; i++) {
      const response = await signIn(
        client,
        { account_type: 'buyer', email: buyer.email, password: TEST_PASSWORD },
        '/en/login',
        ip
      )
      assert.equal(response.session().auth_web, buyer.id, `sign-in ${i + 1} of the same person`)
    }
  })

  test('passwords are used exactly as typed: spaces kept, composed and decomposed letters alike', async ({
    client,
    assert,
  }) => {
    const spaced = '  Boşluqlu-Şifrə-9  '
    const buyer = await createAccount('buyer')
    await db
      .from('users')
      .where('id', buyer.id)
      .update({ password: await hash.make(spaced) })
    const trimmed = await signIn(client, {
      account_type: 'buyer',
      email: buyer.email,
      password: spaced.trim(),
    })
    assert.equal(formError(trimmed), 'Wrong e-mail or password')
    const exact = await signIn(client, {
      account_type: 'buyer',
      email: buyer.email,
      password: spaced,
    })
    assert.equal(exact.session().auth_web, buyer.id)
    const json = await client
      .post(url('login.store', 'en'))
      .header('referer', '/en/login')
      .json({ account_type: 'buyer', email: buyer.email, password: spaced })
      .withCsrfToken()
      .redirects(0)
    assert.equal(json.session().auth_web, buyer.id)

    const seller = await createAccount('seller')
    const composed = 'Gəncə-Şəki-Ağdaş-2026'
    await db
      .from('users')
      .where('id', seller.id)
      .update({ password: await hash.make(composed) })
    const decomposed = composed.normalize('NFD')
    assert.notEqual(decomposed, composed)
    const nfd = await signIn(client, {
      account_type: 'seller',
      email: seller.email,
      password: decomposed,
    })
    assert.equal(nfd.session().auth_web, seller.id)
  })

  test('a password saved before passwords were kept as typed (trimmed) still signs in as its owner types it', async ({
    client,
    assert,
  }) => {
    const buyer = await createAccount('buyer')
    await db
      .from('users')
      .where('id', buyer.id)
      .update({ password: await hash.make('Boşluqlu-Şifrə-9') })
    const typed = await signIn(client, {
      account_type: 'buyer',
      email: buyer.email,
      password: '  Boşluqlu-Şifrə-9  ',
    })
    assert.equal(typed.session().auth_web, buyer.id)
    const plain = await signIn(client, {
      account_type: 'buyer',
      email: buyer.email,
      password: 'Boşluqlu-Şifrə-9',
    })
    assert.equal(plain.session().auth_web, buyer.id)
  })

  test('malformed input gets messages, never a 500', async ({ client, assert }) => {
    const response = await client
      .post(url('login.store', 'en'))
      .header('referer', '/en/login')
      .json({ account_type: 'root', email: ['x'], password: { $ne: '' } })
      .withCsrfToken()
      .redirects(0)
    assert.oneOf(response.status(), [302, 422])
    const long = await signIn(client, {
      account_type: 'buyer',
      email: 'a@b.co',
      password: 'x'.repeat(5000),
    })
    assert.oneOf(long.status(), [302, 422])
    const control = await signIn(client, {
      account_type: 'buyer',
      email: 'a@b.co',
      password: 'Bad\u0000Pass\u0007word-1',
    })
    assert.equal(
      formError(control),
      'Wrong e-mail or password',
      'a password with control characters is only hashed, never stored or refused with a 500'
    )
  })
})
