import { test } from '@japa/runner'
import { catalogueOf } from '#tests/helpers/messages'
import { rm } from 'node:fs/promises'
import db from '@adonisjs/lucid/services/db'
import testUtils from '@adonisjs/core/services/test_utils'
import { outboxDirectory } from '#config/mail'
import { readOutbox } from '#services/mail/outbox_transport'
import reminderJob from '#jobs/verification_reminders'
import { JOBS, schedules } from '#services/queue/jobs'
import { createAccount } from '#tests/helpers/accounts'
import { inertiaPage } from '#tests/helpers/inertia_page'
import { url } from '#tests/helpers/urls'
import { markVerified, seller } from './helpers.js'

async function company(id: number) {
  return db.from('companies').where('id', id).firstOrFail()
}

test.group('Verification: admin revocation', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('an admin sees the status and revokes with a reason; the seller sees it and may verify again', async ({
    client,
    assert,
  }) => {
    const admin = await createAccount('admin')
    const owner = await seller()
    await markVerified(owner.companyId!)
    const row = await company(owner.companyId!)

    const page = await client
      .get(url('admin_users', 'en', undefined, { qs: { q: row.name } }))
      .loginAs(admin)
    page.assertStatus(200)
    const view = inertiaPage(page.text()).props.verifications[String(owner.id)]
    assert.equal(view.status, 'verified')
    assert.match(view.label, /^Verified by mobile signature, \w+ \d{4}, until \d{4}-\d{2}-\d{2}$/)
    const revokeUrl = url('admin_users.revoke_verification', 'en', { id: owner.companyId! })
    assert.equal(view.revokeUrl, revokeUrl)

    const empty = await client
      .post(revokeUrl)
      .form({ reason: '  ' })
      .withCsrfToken()
      .loginAs(admin)
      .redirects(0)
    empty.assertStatus(302)
    assert.equal(
      (empty.flashMessages().inputErrorsBag as any).reason,
      'Write why the verification is revoked (3 to 500 characters).'
    )
    assert.isNull((await company(owner.companyId!)).verification_revoked_at)

    const done = await client
      .post(revokeUrl)
      .form({ reason: 'The VÖEN was deregistered by the tax office' })
      .withCsrfToken()
      .loginAs(admin)
      .redirects(0)
    done.assertStatus(302)
    assert.equal(done.flashMessages().success, `The verification of ${row.name} is revoked.`)
    const after = await company(owner.companyId!)
    assert.isNotNull(after.verification_revoked_at)
    assert.equal(after.verification_revoked_reason, 'The VÖEN was deregistered by the tax office')
    assert.isNotNull(after.verified_at, 'the history stays')

    const profile = await client.get(url('seller_profile', 'en')).loginAs(owner)
    const verification = inertiaPage(profile.text()).props.verification
    assert.equal(verification.status, 'revoked')
    assert.equal(verification.revokedReason, 'The VÖEN was deregistered by the tax office')
    assert.equal(
      catalogueOf(inertiaPage(profile.text()).props)['trust_verify.seller.status_revoked'],
      'Verification revoked by Karvan: {reason}'
    )

    const again = await client
      .post(revokeUrl)
      .form({ reason: 'Twice' })
      .withCsrfToken()
      .loginAs(admin)
      .redirects(0)
    assert.equal(
      (again.flashMessages().inputErrorsBag as any).form,
      'This company is not verified now; there is nothing to revoke.'
    )
  })

  test('sellers, buyers and guests cannot revoke (404 / sign-in); unknown companies 404', async ({
    client,
    assert,
  }) => {
    const owner = await seller()
    await markVerified(owner.companyId!)
    const revokeUrl = url('admin_users.revoke_verification', 'en', { id: owner.companyId! })
    for (const user of [owner, await seller(), await createAccount('buyer')]) {
      const response = await client
        .post(revokeUrl)
        .form({ reason: 'Not allowed to do this' })
        .withCsrfToken()
        .loginAs(user)
        .redirects(0)
      response.assertStatus(404)
    }
    const guest = await client
      .post(revokeUrl)
      .form({ reason: 'Not allowed to do this' })
      .withCsrfToken()
      .redirects(0)
    assert.notEqual(guest.status(), 200)
    assert.isNull((await company(owner.companyId!)).verification_revoked_at)

    const admin = await createAccount('admin')
    const unknown = await client
      .post(url('admin_users.revoke_verification', 'en', { id: 999999999 }))
      .form({ reason: 'Unknown company' })
      .withCsrfToken()
      .loginAs(admin)
      .redirects(0)
    unknown.assertStatus(404)
  })
})

test.group('Verification: reminder before expiry', (group) => {
  group.each.setup(async () => {
    const rollback = await testUtils.db().withGlobalTransaction()
    // Only this test's companies are due.
    await db
      .from('companies')
      .whereNotNull('verified_at')
      .update({ verification_reminded_at: db.raw('coalesce(verification_reminded_at, now())') })
    await rm(outboxDirectory, { recursive: true, force: true })
    return rollback
  })

  test('listed as an exclusive daily job', ({ assert }) => {
    assert.include(JOBS['trust.verification_reminders'], { policy: 'exclusive', maxAttempts: 1 })
    const schedule = schedules().find((entry) => entry.name === 'trust.verification_reminders')
    assert.equal(schedule?.cron, '20 6 * * *')
  })

  test("mails the company's sellers once, 30 days before expiry; re-verifying clears the stamp", async ({
    assert,
  }) => {
    const owner = await seller()
    const far = await seller()
    await markVerified(owner.companyId!, { daysAgo: 340, validDays: 365 }) // 25 days left
    await markVerified(far.companyId!, { daysAgo: 100, validDays: 365 }) // 265 days left

    assert.equal(await reminderJob.handle({}, {} as any), 'reminded 1 companies')
    const mails = await readOutbox(outboxDirectory)
    assert.lengthOf(mails, 1)
    assert.include(mails[0].to[0], owner.email)
    const name = (await company(owner.companyId!)).name
    assert.match(mails[0].subject, /^Karvan təsdiqinizin müddəti .+ tarixində bitir$/)
    assert.include(mails[0].text!, name)
    assert.include(mails[0].text!, '/satici-paneli')
    assert.isNotNull((await company(owner.companyId!)).verification_reminded_at)
    assert.isNull((await company(far.companyId!)).verification_reminded_at)

    assert.isUndefined(await reminderJob.handle({}, {} as any), 'once')
    assert.lengthOf(await readOutbox(outboxDirectory), 1)

    await markVerified(owner.companyId!, { daysAgo: 340, validDays: 365 })
    assert.equal(await reminderJob.handle({}, {} as any), 'reminded 1 companies')
  })

  test('expired and revoked verifications are not reminded', async ({ assert }) => {
    const expired = await seller()
    const revoked = await seller()
    await markVerified(expired.companyId!, { daysAgo: 370, validDays: 365 })
    await markVerified(revoked.companyId!, { daysAgo: 340, validDays: 365, revoked: 'Fraud' })
    assert.isUndefined(await reminderJob.handle({}, {} as any))
    assert.lengthOf(await readOutbox(outboxDirectory), 0)
  })
})
