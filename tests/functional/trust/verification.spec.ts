import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { url } from '#tests/helpers/urls'
import { createAccount } from '#tests/helpers/accounts'
import {
  HOLDER_VOEN,
  PERSONAL_HOLDER,
  VERIFY_HOLDER,
  resetVerificationData,
  seller,
  signedIn,
} from './helpers.js'
import type { Browser } from '#tests/functional/mobile_signature/helpers'

const PROFILE = () => url('seller_profile', 'en')

/** Starts a verification and polls it to its end; returns the profile's verification prop. */
async function verify(browser: Browser, holder: { userId: string; phone: string }) {
  const started = await browser.post(url('seller_profile.verification', 'en'), {
    user_id: holder.userId,
    phone: holder.phone,
  })
  started.assertStatus(303)
  started.assertHeader('location', PROFILE())
  const running = (await browser.props(PROFILE())).verification
  if (running.attempt?.state === 'running') {
    for (let i = 0; i < 30; i++) {
      const answer = await browser.json(url('seller_profile.verification.status', 'en'), {
        attempt: running.attempt.id,
      })
      answer.assertStatus(200)
      if (answer.body().state === 'finished') {
        if (answer.body().location !== PROFILE()) throw new Error('finished elsewhere')
        break
      }
    }
  }
  return (await browser.props(PROFILE())).verification
}

async function companyOf(companyId: number) {
  return db.from('companies').where('id', companyId).firstOrFail()
}

test.group('Company verification by mobile signature', (group) => {
  group.each.setup(() => resetVerificationData())

  test('a business certificate with the company VÖEN verifies it for a year', async ({
    client,
    assert,
  }) => {
    const user = await seller(HOLDER_VOEN)
    const browser = signedIn(client, user)
    const before = (await browser.props(PROFILE())).verification
    assert.equal(before.status, 'none')
    assert.equal(before.taxId, HOLDER_VOEN)

    const after = await verify(browser, VERIFY_HOLDER)
    assert.equal(after.status, 'verified')
    assert.isTrue(after.attempt.success)
    assert.equal(
      after.attempt.message,
      'Your company is verified. The badge is shown on your supplier page, products and cards.'
    )
    const company = await companyOf(user.companyId!)
    assert.isNotNull(company.verified_at)
    assert.equal(company.verified_by_user_id, user.id)
    const days =
      (new Date(company.verification_expires_at).getTime() -
        new Date(company.verified_at).getTime()) /
      86_400_000
    assert.equal(Math.round(days), 365)
    assert.isNull(company.verification_revoked_at)
    assert.match(after.verifiedMonth, /^\d{4}-\d{2}$/)
  })

  test('re-verifying a revoked company clears the revocation and the reminder stamp', async ({
    client,
    assert,
  }) => {
    const user = await seller(HOLDER_VOEN)
    await db
      .from('companies')
      .where('id', user.companyId!)
      .update({
        verified_at: db.raw(`now() - interval '400 days'`),
        verification_expires_at: db.raw(`now() - interval '35 days'`),
        verification_reminded_at: db.raw(`now() - interval '60 days'`),
        verification_revoked_at: db.raw('now()'),
        verification_revoked_reason: 'Documents questioned',
      })
    const browser = signedIn(client, user)
    const revoked = (await browser.props(PROFILE())).verification
    assert.equal(revoked.status, 'revoked')
    assert.equal(revoked.revokedReason, 'Documents questioned')
    const after = await verify(browser, VERIFY_HOLDER)
    assert.equal(after.status, 'verified')
    const company = await companyOf(user.companyId!)
    assert.isNull(company.verification_revoked_at)
    assert.isNull(company.verification_revoked_reason)
    assert.isNull(company.verification_reminded_at)
  })

  test('a certificate of another VÖEN says whose it is and changes nothing', async ({
    client,
    assert,
  }) => {
    const user = await seller()
    const browser = signedIn(client, user)
    const taxId = (await companyOf(user.companyId!)).tax_id
    const after = await verify(browser, VERIFY_HOLDER)
    assert.equal(after.status, 'none')
    assert.isFalse(after.attempt.success)
    assert.equal(
      after.attempt.message,
      `The certificate belongs to VÖEN ${HOLDER_VOEN}, not to your company's ${taxId}. Nothing was changed.`
    )
    assert.isNull((await companyOf(user.companyId!)).verified_at)
  })

  test('a personal certificate only is refused, in the page language', async ({
    client,
    assert,
  }) => {
    const user = await seller()
    const browser = signedIn(client, user)
    const after = await verify(browser, PERSONAL_HOLDER)
    assert.equal(after.status, 'none')
    assert.equal(
      after.attempt.message,
      'This signature has only a personal certificate. Sign with the business certificate of your company. Nothing was changed.'
    )
    const az = (await browser.props(url('seller_profile', 'az'))).verification
    assert.include(az.attempt.message, 'yalnız fərdi sertifikat')
    assert.isNull((await companyOf(user.companyId!)).verified_at)
  })

  test('bad input is a message next to the field and the typed values stay', async ({
    client,
    assert,
  }) => {
    const user = await seller()
    const browser = signedIn(client, user)
    await browser.get(PROFILE())
    const response = await browser.post(url('seller_profile.verification', 'en'), {
      user_id: '12ab',
      phone: '555',
    })
    response.assertStatus(302)
    const props = await browser.props(PROFILE())
    assert.properties(props.errors, ['user_id', 'phone'])
    assert.equal(props.verification.form.user_id, '12ab')
    assert.isNull(props.verification.attempt)
  })

  test("another seller's browser cannot poll or cancel the attempt (404)", async ({
    client,
    assert,
  }) => {
    const user = await seller(HOLDER_VOEN)
    const browser = signedIn(client, user)
    await browser.post(url('seller_profile.verification', 'en'), {
      user_id: '200020',
      phone: '+994 50 200 00 20',
    })
    const attempt = (await browser.props(PROFILE())).verification.attempt
    assert.equal(attempt.state, 'running')

    const other = signedIn(client, await seller())
    other.values[`company_verification_attempt`] = attempt.id
    const status = await other.json(url('seller_profile.verification.status', 'en'), {
      attempt: attempt.id,
    })
    status.assertStatus(404)
    const cancel = await other.post(url('seller_profile.verification.cancel', 'en'), {
      attempt: attempt.id,
    })
    cancel.assertStatus(404)

    const own = await browser.post(url('seller_profile.verification.cancel', 'en'), {
      attempt: attempt.id,
    })
    own.assertStatus(303)
    const after = (await browser.props(PROFILE())).verification
    assert.equal(after.attempt.state, 'cancelled')
  })

  test('guests and buyers cannot start a verification', async ({ client, assert }) => {
    const before = await db.from('mobile_signature_sessions').count('* as n').first()
    const guest = await client
      .post(url('seller_profile.verification', 'en'))
      .withCsrfToken()
      .form({ user_id: '200030', phone: VERIFY_HOLDER.phone })
      .redirects(0)
    guest.assertStatus(401)
    const buyer = signedIn(client, await createAccount('buyer'))
    const refused = await buyer.post(url('seller_profile.verification', 'en'), {
      user_id: '200030',
      phone: VERIFY_HOLDER.phone,
    })
    refused.assertStatus(404)
    const after = await db.from('mobile_signature_sessions').count('* as n').first()
    assert.equal(after.n, before.n)
  })
})
