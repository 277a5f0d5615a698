import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import testUtils from '@adonisjs/core/services/test_utils'
import { runQueuedJobs } from '#services/queue/run_queued_jobs'
import { jobSpec } from '#services/queue/jobs'
import { RFQ_STATUSES, type RfqStatus } from '#shared/rfq'
import { canRfq } from '#state_machines/rfq_status'
import { inertiaPage } from '#tests/helpers/inertia_page'
import { jobRows } from '#tests/helpers/jobs'
import { url } from '#tests/helpers/urls'
import { errorsOf, insertRfq, mails, resetDeliveries, sellerWithOffer } from './helpers.js'

const statusOf = async (id: number) => (await db.from('rfqs').where('id', id).firstOrFail()).status

test.group('Seller RFQ moves and messages', (group) => {
  group.each.setup(() => resetDeliveries())
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('decline: allowed from requested only, with a reason; the buyer is mailed', async ({
    client,
    assert,
  }) => {
    const s = await sellerWithOffer()
    const decline = (id: number, reason: unknown) =>
      client
        .post(url('seller_rfqs.decline', 'en', { id }))
        .json({ reason })
        .withCsrfToken()
        .loginAs(s.seller)
        .redirects(0)

    const rfq = await insertRfq(s.companyId, s.productId, { locale: 'ru' })
    const blank = await decline(rfq.id, '  ')
    assert.equal(errorsOf(blank).reason, 'Tell the buyer why you decline')
    assert.equal(await statusOf(rfq.id), 'requested')

    const done = await decline(rfq.id, 'Our 2026 crop is sold out.')
    done.assertStatus(303)
    const row = await db.from('rfqs').where('id', rfq.id).firstOrFail()
    assert.equal(row.status, 'declined')
    assert.isNotNull(row.closed_at)
    const thread = await db.from('rfq_messages').where('rfq_id', rfq.id).orderBy('id')
    assert.deepEqual(
      thread.map((m) => m.author),
      ['system', 'seller']
    )
    assert.equal(thread[1].body, 'Our 2026 crop is sold out.')
    await runQueuedJobs()
    const sent = await mails()
    assert.lengthOf(sent, 1)
    assert.include(sent[0].subject, 'отклонила ваш запрос')
    assert.include(sent[0].text, 'Our 2026 crop is sold out.')

    // Every other state refuses the seller's decline (quoted: declining a quote is the buyer's move).
    for (const status of RFQ_STATUSES.filter((x) => x !== 'requested' && x !== 'unconfirmed')) {
      const other = await insertRfq(s.companyId, s.productId, { status })
      const response = await decline(other.id, 'Cannot supply')
      response.assertStatus(303)
      assert.match(errorsOf(response).form, /not possible now/)
      assert.equal(await statusOf(other.id), status)
    }
  })

  test('fulfil: allowed from pro-forma issued only, per the transition table', async ({
    client,
    assert,
  }) => {
    const s = await sellerWithOffer()
    for (const status of RFQ_STATUSES.filter((x) => x !== 'unconfirmed') as RfqStatus[]) {
      const rfq = await insertRfq(s.companyId, s.productId, { status })
      const response = await client
        .post(url('seller_rfqs.fulfil', 'en', { id: rfq.id }))
        .withCsrfToken()
        .loginAs(s.seller)
        .redirects(0)
      response.assertStatus(303)
      if (canRfq(status, 'fulfil')) {
        assert.equal(status, 'proforma_issued')
        assert.deepEqual(errorsOf(response), {})
        assert.equal(await statusOf(rfq.id), 'fulfilled')
      } else {
        assert.match(errorsOf(response).form, /not possible now/, status)
        assert.equal(await statusOf(rfq.id), status)
      }
    }
  })

  test('quotes are refused outside requested and quoted', async ({ client, assert }) => {
    const s = await sellerWithOffer()
    for (const status of [
      'accepted',
      'proforma_issued',
      'fulfilled',
      'declined',
      'expired',
      'withdrawn',
    ] as const) {
      const rfq = await insertRfq(s.companyId, s.productId, { status })
      const page = inertiaPage(
        (await client.get(url('seller_rfqs.show', 'en', { id: rfq.id })).loginAs(s.seller)).text()
      )
      assert.isNull(page.props.rfq.quoteForm, status)
      const { bakuDate, validQuote } = await import('./helpers.js')
      const response = await client
        .post(url('seller_rfqs.quote', 'en', { id: rfq.id }))
        .json(validQuote(rfq.itemIds, { valid_until: bakuDate(10) }))
        .withCsrfToken()
        .loginAs(s.seller)
        .redirects(0)
      assert.match(errorsOf(response).form, /not possible now/, status)
      assert.equal(await statusOf(rfq.id), status)
    }
    assert.equal(Number((await jobRows().where('name', 'rfq.quote_mail').count('* as n'))[0].n), 0)
  })

  test('messages: posted to the thread, validated, queued for the buyer when the job exists', async ({
    client,
    assert,
  }) => {
    const s = await sellerWithOffer()
    const rfq = await insertRfq(s.companyId, s.productId)
    const post = (body: unknown) =>
      client
        .post(url('seller_rfqs.message', 'en', { id: rfq.id }))
        .json({ body })
        .withCsrfToken()
        .loginAs(s.seller)
        .redirects(0)

    assert.equal(errorsOf(await post('')).body, 'Write a message')
    assert.equal(errorsOf(await post('x'.repeat(4001))).body, 'At most 4000 characters')
    const ok = await post('Could you take 600 cartons?\nWe can ship in May.')
    ok.assertStatus(303)
    const thread = await db.from('rfq_messages').where('rfq_id', rfq.id)
    assert.lengthOf(thread, 1)
    assert.include(thread[0], {
      author: 'seller',
      user_id: s.seller.id,
      body: 'Could you take 600 cartons?\nWe can ship in May.',
    })
    const jobs = await jobRows().where('name', 'rfq.message_mail')
    if (jobSpec('rfq.message_mail'))
      assert.deepEqual(
        jobs.map((job) => job.payload),
        [{ messageId: Number(thread[0].id) }]
      )
    else assert.lengthOf(jobs, 0)

    const page = inertiaPage(
      (await client.get(url('seller_rfqs.show', 'en', { id: rfq.id })).loginAs(s.seller)).text()
    )
    assert.deepEqual(
      page.props.rfq.thread.map((item: any) => [item.authorLabel, item.body]),
      [['Seller', 'Could you take 600 cartons?\nWe can ship in May.']]
    )
  })
})
