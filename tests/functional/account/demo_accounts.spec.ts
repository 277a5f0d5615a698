import { test } from '@japa/runner'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import { join } from 'node:path'
import db from '@adonisjs/lucid/services/db'
import { PAGES } from '#lib/route_table'
import { ensureDemoAccounts } from '#database/seed/demo_accounts'
import { holderByKey } from '#services/mobile_signature/simulator/fixtures'
import { Browser, PAGE, pollUntilFinished, start } from '../mobile_signature/helpers.js'
import { url } from '#tests/helpers/urls'

const DEMO_EMAILS = [
  'buyer@demo.karvan.az',
  'seller@demo.karvan.az',
  'entrepreneur@demo.karvan.az',
  'admin@demo.karvan.az',
]

function signIn(client: any, accountType: string, email: string, password: string) {
  return client
    .post(url('login.store', 'en'))
    .header('referer', '/en/login')
    .form({ account_type: accountType, email, password })
    .withCsrfToken()
    .redirects(0)
}

/** Issue #22: the demo accounts `npm start` prints work as printed. */
test.group('Demo accounts work as printed', (group) => {
  let dir = ''
  group.each.setup(async () => {
    dir = mkdtempSync(join(os.tmpdir(), 'karvan-demo-'))
    await db.from('users').whereIn('email', DEMO_EMAILS).delete()
    await db.from('rate_limits').delete()
    return async () => {
      await db.from('users').whereIn('email', DEMO_EMAILS).delete()
      rmSync(dir, { recursive: true, force: true })
    }
  })

  test('the printed passwords sign in, also when the kept file belongs to another database', async ({
    client,
    assert,
  }) => {
    const file = join(dir, 'demo_accounts.json')
    const accounts = await ensureDemoAccounts(file)
    assert.deepEqual(
      JSON.parse(readFileSync(file, 'utf8')),
      Object.fromEntries(accounts.map((a) => [a.email, a.password]))
    )
    for (const account of accounts) {
      const response = await signIn(client, account.accountType, account.email, account.password)
      assert.equal(response.session().auth_web !== undefined, true, `${account.email} signs in`)
    }

    /** The same start with the passwords of another database (another checkout's file, a copied storage/). */
    const stale = Object.fromEntries(DEMO_EMAILS.map((email) => [email, `Other-${email}-Kv7`]))
    writeFileSync(file, JSON.stringify(stale))
    const again = await ensureDemoAccounts(file)
    for (const account of again) {
      assert.notEqual(account.password, stale[account.email])
      const response = await signIn(client, account.accountType, account.email, account.password)
      assert.equal(
        response.session().auth_web !== undefined,
        true,
        `${account.email} signs in with the printed password`
      )
    }
    assert.deepEqual(
      JSON.parse(readFileSync(file, 'utf8')),
      Object.fromEntries(again.map((a) => [a.email, a.password]))
    )

    /** A kept password that works is kept. */
    const third = await ensureDemoAccounts(file)
    assert.deepEqual(
      third.map((a) => a.password),
      again.map((a) => a.password)
    )
  }).timeout(60_000)

  test("the demo sellers' companies carry the VÖEN of their simulated business certificates, which sign them in", async ({
    client,
    assert,
  }) => {
    await ensureDemoAccounts(join(dir, 'demo_accounts.json'))
    for (const [email, key, userId, phone] of [
      ['seller@demo.karvan.az', 'demo_seller_legal', '100002', '+994501000002'],
      ['entrepreneur@demo.karvan.az', 'demo_seller_individual', '100003', '+994551000003'],
    ] as const) {
      const seller = await db.from('users').where({ email, account_type: 'seller' }).firstOrFail()
      const company = await db.from('companies').where('id', seller.company_id).firstOrFail()
      const certificate = holderByKey(key).companies[0]
      assert.equal(company.tax_id, certificate.voen, `${email}: company VÖEN = certificate VÖEN`)
      assert.equal(company.company_type, email.startsWith('seller') ? 'legal' : 'individual')
      assert.isAbove(
        Number((await db.from('products').where('company_id', company.id).count('* as n'))[0].n),
        0,
        'a seeded company with products'
      )

      const browser = new Browser(client)
      await browser.get(PAGE.en)
      const attempt = await start(browser, { userId, phone }, { accountType: 'seller' })
      await pollUntilFinished(browser, attempt.id)
      const props = await browser.props(PAGE.en)
      assert.equal(props.attempt.state, 'choosing')
      const business = props.attempt.certificates.find(
        (item: any) => item.voen === certificate.voen
      )
      assert.exists(business, JSON.stringify(props.attempt.certificates))
      const chosen = await browser.post(url('mobile_signature.certificate', 'en'), {
        attempt: attempt.id,
        certificate: business.index,
      })
      chosen.assertStatus(302)
      chosen.assertHeader('location', PAGES.seller_dashboard.en)
      assert.equal(browser.signedInUserId, seller.id)
    }
  }).timeout(60_000)
})
