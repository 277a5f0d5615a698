import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import testUtils from '@adonisjs/core/services/test_utils'
import { runQueuedJobs } from '#services/queue/run_queued_jobs'
import { createAccount } from '#tests/helpers/accounts'
import { inertiaPage } from '#tests/helpers/inertia_page'
import { catalogueOf } from '#tests/helpers/messages'
import { jobRows } from '#tests/helpers/jobs'
import { url } from '#tests/helpers/urls'
import { rfqReference } from '#shared/rfq'
import { systemNote } from '#services/export_desk/rfq_transitions'
import { deliveries, exporter, insertQuote, insertRfq, resetDeliveries } from './helpers.js'

const flash = (response: any) => (response.flashMessages() ?? {}) as Record<string, any>

test.group(
  'RFQs: the buyer follows a request by its signed link and from the dashboard',
  (group) => {
    group.each.setup(() => resetDeliveries())
    group.each.setup(() => testUtils.db().withGlobalTransaction())

    test('the link page shows status, what was asked, every quote version (current highlighted) and the thread in the reader language', async ({
      client,
      assert,
    }) => {
      const p = await exporter()
      const { id, token } = await insertRfq(p.company.id, { status: 'quoted' })
      await insertQuote(id, 1, 2450, 'superseded')
      await insertQuote(id, 2, 2280)
      await db.table('rfq_messages').multiInsert([
        { rfq_id: id, author: 'seller', body: 'We can ship in three weeks.' },
        { rfq_id: id, author: 'system', body: systemNote('rfq_buyer.system.withdrawn') },
      ])
      const response = await client.get(url('rfq_link', 'en', { token }))
      response.assertStatus(200)
      const page = inertiaPage(response.text())
      assert.equal(page.component, 'rfqs/show')
      const rfq = page.props.rfq
      assert.equal(rfq.reference, rfqReference(id))
      assert.equal(rfq.statusLabel, 'Quoted')
      assert.equal(rfq.delivery, 'FOB Poti')
      assert.deepEqual(
        rfq.quotes.map((quote: any) => [quote.version, quote.current, quote.total]),
        [
          [2, true, 'US$11,400.00'],
          [1, false, 'US$12,250.00'],
        ]
      )
      assert.equal(rfq.quotes[0].lines[0].unitPrice, 'US$22.80')
      assert.match(rfq.quotes[0].validUntil, /^valid until \d{1,2} \w{3} \d{4}$/)
      assert.equal(rfq.quotes[0].leadTime, '21 days')
      assert.equal(rfq.messages[1].body, 'The buyer withdrew the request.')
      assert.equal(rfq.messages[0].authorLabel, 'Seller')
      assert.isString(rfq.urls.accept)
      assert.isString(rfq.urls.message)
      assert.equal(catalogueOf(page.props)['rfq_buyer.page.current_quote'], 'Current quote')

      const az = inertiaPage((await client.get(url('rfq_link', 'az', { token }))).text())
      assert.equal(az.props.rfq.messages[1].body, 'Alıcı sorğunu geri götürdü.')
    })

    test('unknown or malformed tokens, another token in a partial reload, another buyer in the dashboard: 404', async ({
      client,
      assert,
    }) => {
      const p = await exporter()
      const owner = await createAccount('buyer')
      const stranger = await createAccount('buyer')
      const mine = await insertRfq(p.company.id, { buyer_user_id: owner.id })
      const theirs = await insertRfq(p.company.id)
      ;(await client.get(url('rfq_link', 'en', { token: 'A'.repeat(43) }))).assertStatus(404)
      ;(await client.get('/en/rfq/short')).assertStatus(404)

      const first = inertiaPage(
        (await client.get(url('rfq_link', 'en', { token: mine.token }))).text()
      )
      const partial = await client
        .get(url('rfq_link', 'en', { token: 'B'.repeat(43) }))
        .header('X-Inertia', 'true')
        .header('X-Inertia-Version', first.version)
        .header('X-Inertia-Partial-Component', 'rfqs/show')
        .header('X-Inertia-Partial-Data', 'rfq')
      partial.assertStatus(404)
      assert.notInclude(partial.text(), 'Anna Schmidt')

      const list = inertiaPage((await client.get(url('user_rfqs', 'en')).loginAs(owner)).text())
      assert.deepEqual(
        list.props.rfqs.map((row: any) => row.reference),
        [rfqReference(mine.id)]
      )
      ;(await client.get(url('user_rfqs.show', 'en', { id: mine.id })).loginAs(owner)).assertStatus(
        200
      )
      ;(
        await client.get(url('user_rfqs.show', 'en', { id: theirs.id })).loginAs(owner)
      ).assertStatus(404)
      ;(
        await client.get(url('user_rfqs.show', 'en', { id: mine.id })).loginAs(stranger)
      ).assertStatus(404)
      const strangerPartial = await client
        .get(url('user_rfqs.show', 'en', { id: mine.id }))
        .loginAs(stranger)
        .header('X-Inertia', 'true')
        .header('X-Inertia-Version', first.version)
        .header('X-Inertia-Partial-Component', 'rfqs/show')
        .header('X-Inertia-Partial-Data', 'rfq')
      strangerPartial.assertStatus(404)
      const guest = await client.get(url('user_rfqs', 'en')).redirects(0)
      assert.notEqual(guest.status(), 200)
    })

    test('the buyer posts a message: stored, mailed to the seller; too long or empty is refused with a message', async ({
      client,
      assert,
    }) => {
      const p = await exporter('en')
      const { id, token } = await insertRfq(p.company.id)
      const path = url('rfq_link', 'en', { token })
      const post = (body: string) =>
        client
          .post(url('rfq_link.message', 'en', { token }))
          .header('referer', path)
          .form({ body })
          .withCsrfToken()
          .redirects(0)
      const empty = await post('')
      assert.equal([flash(empty).inputErrorsBag?.body].flat()[0], 'Write a message first')
      const long = await post('x'.repeat(4001))
      assert.equal(
        [flash(long).inputErrorsBag?.body].flat()[0],
        'Message is too long: at most 4000 characters'
      )
      const ok = await post('Could you also quote CIF Hamburg?')
      ok.assertFlashMessage('success', 'Your message was sent to the producer.')
      const message = await db.from('rfq_messages').where('rfq_id', id).firstOrFail()
      assert.include(message, { author: 'buyer', body: 'Could you also quote CIF Hamburg?' })
      const jobs = await jobRows().select('name', 'payload')
      assert.deepEqual(
        jobs.map((job) => [job.name, job.payload]),
        [['rfq.message_mail', { messageId: Number(message.id) }]]
      )
      await runQueuedJobs()
      const { mails } = await deliveries()
      assert.lengthOf(mails, 1)
      assert.deepEqual(mails[0].to, [`${p.company.name} <sales@hazelnut.example>`])
      assert.include(mails[0].text!, 'Could you also quote CIF Hamburg?')
      assert.include(mails[0].text!, `/en/seller-dashboard/quote-requests/${id}`)
    })

    test('a seller message is mailed to the buyer with the signed link', async ({ assert }) => {
      const p = await exporter()
      const { id, token } = await insertRfq(p.company.id)
      const [row] = await db
        .table('rfq_messages')
        .insert({ rfq_id: id, author: 'seller', body: 'Samples ship tomorrow.' })
        .returning('id')
      const { enqueue } = await import('#services/queue/enqueue')
      await enqueue('rfq.message_mail', { messageId: Number(row.id ?? row) })
      await runQueuedJobs()
      const { mails } = await deliveries()
      assert.lengthOf(mails, 1)
      assert.deepEqual(mails[0].to, ['Anna Schmidt <anna.schmidt@nussimport.example>'])
      assert.include(mails[0].text!, 'Samples ship tomorrow.')
      assert.include(mails[0].text!, `http://localhost:3333/en/rfq/${token}`)
    })

    test('withdraw while open; a closed RFQ refuses withdrawing and messages', async ({
      client,
      assert,
    }) => {
      const p = await exporter()
      const { id, token } = await insertRfq(p.company.id)
      const path = url('rfq_link', 'en', { token })
      const withdraw = () =>
        client
          .post(url('rfq_link.withdraw', 'en', { token }))
          .header('referer', path)
          .withCsrfToken()
          .redirects(0)
      ;(await withdraw()).assertFlashMessage('success', 'Your request was withdrawn.')
      const rfq = await db.from('rfqs').where('id', id).firstOrFail()
      assert.equal(rfq.status, 'withdrawn')
      assert.isNotNull(rfq.closed_at)
      ;(await withdraw()).assertFlashMessage('error', 'This request can no longer be withdrawn.')
      const page = inertiaPage((await client.get(path)).text())
      assert.isNull(page.props.rfq.urls.withdraw)
      assert.isNull(page.props.rfq.urls.message)
      const message = await client
        .post(url('rfq_link.message', 'en', { token }))
        .header('referer', path)
        .form({ body: 'Still there?' })
        .withCsrfToken()
        .redirects(0)
      message.assertFlashMessage('error', 'This request is closed: messages can no longer be sent.')
    })

    test('accept the current quote: pro-forma issued and linked; a superseded version is refused with the reason; decline with a reason', async ({
      client,
      assert,
    }) => {
      const p = await exporter()
      const { id, token } = await insertRfq(p.company.id, { status: 'quoted' })
      const old = await insertQuote(id, 1, 2450, 'superseded')
      const current = await insertQuote(id, 2, 2280)
      const path = url('rfq_link', 'en', { token })
      const decide = (action: 'rfq_link.accept' | 'rfq_link.decline', form: object) =>
        client
          .post(url(action, 'en', { token }))
          .header('referer', path)
          .form(form)
          .withCsrfToken()
          .redirects(0)

      const refused = await decide('rfq_link.accept', { quote_id: old })
      refused.assertFlashMessage(
        'error',
        'This quote is no longer current: a newer version replaced it. Please look at the current quote.'
      )
      const accepted = await decide('rfq_link.accept', { quote_id: current })
      const proforma = await db.from('proforma_invoices').where('rfq_id', id).firstOrFail()
      accepted.assertFlashMessage(
        'success',
        `Quote accepted. Pro-forma invoice ${proforma.number} has been issued.`
      )
      const page = inertiaPage((await client.get(path)).text())
      assert.equal(page.props.rfq.proforma.number, proforma.number)
      assert.equal(
        page.props.rfq.proforma.pdfUrl,
        url('proforma.pdf', 'en', { number: proforma.number }, { qs: { t: token } })
      )
      assert.isNull(page.props.rfq.urls.accept)

      const other = await insertRfq(p.company.id, { status: 'quoted' })
      const quote = await insertQuote(other.id, 1, 2300)
      const declined = await client
        .post(url('rfq_link.decline', 'en', { token: other.token }))
        .header('referer', url('rfq_link', 'en', { token: other.token }))
        .form({ quote_id: quote, reason: 'Price too high for our market' })
        .withCsrfToken()
        .redirects(0)
      declined.assertFlashMessage('success', 'You declined the quote.')
      const row = await db.from('rfq_quotes').where('id', quote).firstOrFail()
      assert.equal(row.status, 'declined')
      assert.equal(row.decline_reason, 'Price too high for our market')
      assert.equal((await db.from('rfqs').where('id', other.id).firstOrFail()).status, 'declined')
    })

    test('the dashboard list comes 20 a page, newest activity first; a page past the last shows the last', async ({
      client,
      assert,
    }) => {
      const p = await exporter()
      const owner = await createAccount('buyer')
      const ids: number[] = []
      for (let i = 0; i < 21; i++)
        ids.push((await insertRfq(p.company.id, { buyer_user_id: owner.id })).id)
      await db
        .from('rfqs')
        .whereIn('id', ids)
        .update({ updated_at: db.raw(`now() - (id * interval '1 minute')`) })
      const first = inertiaPage((await client.get(url('user_rfqs', 'en')).loginAs(owner)).text())
      assert.lengthOf(first.props.rfqs, 20)
      assert.equal(first.props.rfqs[0].reference, rfqReference(ids[0]))
      assert.equal(first.props.pagination.lastPage, 2)
      const last = inertiaPage(
        (
          await client.get(url('user_rfqs', 'en', undefined, { qs: { page: 99 } })).loginAs(owner)
        ).text()
      )
      assert.deepEqual(
        last.props.rfqs.map((row: any) => row.reference),
        [rfqReference(ids[20])]
      )
      assert.equal(last.props.pagination.page, 2)
    })
  }
)
