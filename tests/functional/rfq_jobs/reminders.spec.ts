import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import remindJob from '#jobs/remind_rfq_sellers'
import { JOBS, schedules } from '#services/queue/jobs'
import { remindRfqSellers } from '#services/export_desk/rfq_reminders'
import { rfqReference } from '#shared/rfq'
import { deliveries, insertRfq, resetDeliveries, rfqSeller, rfqRow } from './helpers.js'

const HOURS_AGO = (hours: number) => `now() - interval '${hours} hours'`

test.group('RFQ jobs: seller reminders', (group) => {
  group.each.setup(async () => {
    const rollback = await testUtils.db().withGlobalTransaction()
    // Only this test's RFQs are due: the seeded and other tests' ones are left out of the pass.
    await db
      .from('rfqs')
      .where('status', 'requested')
      .update({
        seller_reminded_24h_at: db.raw('coalesce(seller_reminded_24h_at, now())'),
        seller_reminded_72h_at: db.raw('coalesce(seller_reminded_72h_at, now())'),
      })
    await resetDeliveries()
    return rollback
  })

  test('listed as an exclusive job every 15 minutes', ({ assert }) => {
    assert.include(JOBS['rfq.remind_sellers'], { policy: 'exclusive', maxAttempts: 1 })
    const schedule = schedules().find((entry) => entry.name === 'rfq.remind_sellers')
    assert.equal(schedule?.cron, '*/15 * * * *')
  })

  test('a request unanswered for 25 h gets one 24 h reminder by mail and SMS, in Azerbaijani', async ({
    assert,
  }) => {
    const { companyId, email } = await rfqSeller()
    const id = await insertRfq(companyId, 'requested', { confirmed_at: HOURS_AGO(25) })

    const output = await remindJob.handle({}, {} as any)
    assert.equal(output, 'reminded 1 at 24 h, 0 at 72 h')

    const { mails, sms } = await deliveries()
    assert.lengthOf(mails, 1)
    assert.lengthOf(mails[0].to, 1)
    assert.include(mails[0].to[0], email)
    assert.include(mails[0].subject, rfqReference(id))
    assert.include(mails[0].subject, 'kotirovkanızı gözləyir')
    assert.include(mails[0].text!, 'Roasted hazelnut kernels')
    assert.include(mails[0].text!, 'Almaniya')
    assert.include(mails[0].text!, `/satici-paneli/kotirovka-sorgulari/${id}`)
    assert.lengthOf(sms, 1)
    assert.equal(sms[0].to, '+994505551234')
    assert.include(sms[0].text, rfqReference(id))

    const row = await rfqRow(id)
    assert.isNotNull(row.seller_reminded_24h_at)
    assert.isNull(row.seller_reminded_72h_at)

    assert.deepEqual(await remindRfqSellers(), { h24: 0, h72: 0 }, 'a second pass sends nothing')
    assert.lengthOf((await deliveries()).mails, 1)
  })

  test('at 72 h a second reminder goes out, once; a late first pass mails only the 72 h one', async ({
    assert,
  }) => {
    const { companyId } = await rfqSeller()
    const reminded = await insertRfq(
      companyId,
      'requested',
      { confirmed_at: HOURS_AGO(73), seller_reminded_24h_at: HOURS_AGO(49) },
      {}
    )
    const never = await insertRfq(companyId, 'requested', { confirmed_at: HOURS_AGO(80) })

    assert.deepEqual(await remindRfqSellers(), { h24: 0, h72: 2 })
    const { mails } = await deliveries()
    assert.lengthOf(mails, 2)
    assert.isTrue(mails.every((mail) => mail.subject.includes('(72 saat)')))
    for (const id of [reminded, never]) {
      const row = await rfqRow(id)
      assert.isNotNull(row.seller_reminded_24h_at)
      assert.isNotNull(row.seller_reminded_72h_at)
    }
    assert.deepEqual(await remindRfqSellers(), { h24: 0, h72: 0 })
    assert.lengthOf((await deliveries()).mails, 2)
  })

  test('nothing for requests not yet due, quoted, closed or unconfirmed', async ({ assert }) => {
    const { companyId } = await rfqSeller()
    const fresh = await insertRfq(companyId, 'requested', { confirmed_at: HOURS_AGO(23) })
    const quoted = await insertRfq(companyId, 'quoted', { confirmed_at: HOURS_AGO(80) })
    const closed = await insertRfq(companyId, 'declined', { confirmed_at: HOURS_AGO(80) })
    const unconfirmed = await insertRfq(companyId, 'unconfirmed', {
      created_at: HOURS_AGO(80),
      confirm_expires_at: "now() + interval '1 hour'",
    })

    assert.deepEqual(await remindRfqSellers(), { h24: 0, h72: 0 })
    assert.lengthOf((await deliveries()).mails, 0)
    assert.lengthOf((await deliveries()).sms, 0)
    for (const id of [fresh, quoted, closed, unconfirmed])
      assert.isNull((await rfqRow(id)).seller_reminded_24h_at)
  })
})

test.group('RFQ jobs: seller reminders, two workers', (group) => {
  // No global transaction here: the two passes need their own connections and row locks.
  let cleanup: (() => Promise<void>) | null = null
  group.each.setup(async () => {
    await resetDeliveries()
    return async () => {
      await cleanup?.()
      cleanup = null
    }
  })

  test('two passes at once send each reminder once', async ({ assert }) => {
    const { seller, companyId, email } = await rfqSeller()
    cleanup = async () => {
      await db.from('users').where('id', seller.id).delete()
      await db.from('companies').where('id', companyId).delete()
    }
    const day = await insertRfq(companyId, 'requested', { confirmed_at: HOURS_AGO(30) })
    const days = await insertRfq(companyId, 'requested', { confirmed_at: HOURS_AGO(100) })

    await Promise.all([remindRfqSellers(), remindRfqSellers(), remindRfqSellers()])
    const mails = (await deliveries()).mails.filter((mail) =>
      mail.to.some((to) => to.includes(email))
    )
    assert.lengthOf(mails, 2)
    assert.sameMembers(
      mails.map((mail) => (mail.subject.includes(rfqReference(day)) ? 24 : 72)),
      [24, 72]
    )
    assert.isNotNull((await rfqRow(days)).seller_reminded_72h_at)
  })
})
