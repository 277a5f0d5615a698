import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import expireJob from '#jobs/expire_rfqs'
import { JOBS, schedules } from '#services/queue/jobs'
import { expireRfqs } from '#services/export_desk/rfq_expiry'
import { insertQuote, insertRfq, rfqRow, rfqSeller } from './helpers.js'

const BAKU_TODAY = `(now() AT TIME ZONE 'Asia/Baku')::date`

/** The system notes of an RFQ's thread, as stored. */
async function notes(rfqId: number) {
  const rows = await db.from('rfq_messages').where('rfq_id', rfqId).where('author', 'system')
  return rows.map((row) => JSON.parse(row.body))
}

test.group('RFQ jobs: expiry', (group) => {
  group.each.setup(async () => {
    const rollback = await testUtils.db().withGlobalTransaction()
    return rollback
  })

  test('listed as an exclusive hourly job', ({ assert }) => {
    assert.include(JOBS['rfq.expire'], { policy: 'exclusive', maxAttempts: 1 })
    assert.match(
      schedules().find((entry) => entry.name === 'rfq.expire')!.cron,
      /^\d+ \* \* \* \*$/
    )
  })

  test('a current quote past its validity (Baku date) expires with its quoted RFQ and a note', async ({
    assert,
  }) => {
    const { companyId } = await rfqSeller()
    const rfq = await insertRfq(companyId, 'quoted', { confirmed_at: "now() - interval '20 days'" })
    const v1 = await insertQuote(rfq, 1, 'superseded', `${BAKU_TODAY} - 10`)
    const v2 = await insertQuote(rfq, 2, 'current', `${BAKU_TODAY} - 1`)

    const output = await expireJob.handle({}, {} as any)
    assert.match(output as string, /^expired \d+ quote\(s\), \d+ RFQ\(s\)$/)

    assert.equal((await rfqRow(rfq)).status, 'expired')
    assert.isNotNull((await rfqRow(rfq)).closed_at)
    const quotes = await db.from('rfq_quotes').whereIn('id', [v1, v2]).orderBy('version')
    assert.deepEqual(
      quotes.map((quote) => quote.status),
      ['superseded', 'expired']
    )
    assert.deepEqual(await notes(rfq), [
      { key: 'rfq_jobs.system.quote_expired', params: { version: 2 } },
    ])
    assert.deepEqual(await expireRfqs(), { quotes: 0, rfqs: 0 }, 'a second pass does nothing')
    assert.lengthOf(await notes(rfq), 1)
  })

  test('a quote valid through today stays; an accepted RFQ keeps its state', async ({ assert }) => {
    const { companyId } = await rfqSeller()
    const today = await insertRfq(companyId, 'quoted', {
      confirmed_at: "now() - interval '3 days'",
    })
    const todayQuote = await insertQuote(today, 1, 'current', BAKU_TODAY)
    const issued = await insertRfq(companyId, 'proforma_issued', {
      confirmed_at: "now() - interval '40 days'",
    })
    await insertQuote(issued, 1, 'accepted', `${BAKU_TODAY} - 5`)

    await expireRfqs()
    assert.equal((await rfqRow(today)).status, 'quoted')
    assert.equal(
      (await db.from('rfq_quotes').where('id', todayQuote).firstOrFail()).status,
      'current'
    )
    assert.equal((await rfqRow(issued)).status, 'proforma_issued')
  })

  test(`a request unanswered for 30 days expires; one confirmed 29 days ago stays`, async ({
    assert,
  }) => {
    const { companyId } = await rfqSeller()
    const old = await insertRfq(companyId, 'requested', {
      confirmed_at: "now() - interval '30 days 1 hour'",
    })
    const recent = await insertRfq(companyId, 'requested', {
      confirmed_at: "now() - interval '29 days'",
    })

    await expireRfqs()
    assert.equal((await rfqRow(old)).status, 'expired')
    assert.deepEqual(await notes(old), [{ key: 'rfq_jobs.system.unanswered', params: {} }])
    assert.equal((await rfqRow(recent)).status, 'requested')
    assert.lengthOf(await notes(recent), 0)
  })

  test('an unconfirmed guest request past its link expires; one still in time stays', async ({
    assert,
  }) => {
    const { companyId } = await rfqSeller()
    const lapsed = await insertRfq(companyId, 'unconfirmed', {
      confirm_expires_at: "now() - interval '1 minute'",
    })
    const pending = await insertRfq(companyId, 'unconfirmed', {
      confirm_expires_at: "now() + interval '1 hour'",
    })

    await expireRfqs()
    assert.equal((await rfqRow(lapsed)).status, 'expired')
    assert.equal((await rfqRow(pending)).status, 'unconfirmed')
  })

  test('closed requests are never touched', async ({ assert }) => {
    const { companyId } = await rfqSeller()
    const ids = await Promise.all(
      (['declined', 'withdrawn', 'fulfilled'] as const).map((status) =>
        insertRfq(companyId, status, {
          confirmed_at: "now() - interval '90 days'",
          confirm_expires_at: "now() - interval '90 days'",
        })
      )
    )
    await expireRfqs()
    for (const [index, status] of ['declined', 'withdrawn', 'fulfilled'].entries())
      assert.equal((await rfqRow(ids[index])).status, status)
  })
})
