import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import testUtils from '@adonisjs/core/services/test_utils'
import { appUrl } from '#config/app'
import { rfqLinkPath } from '#services/export_desk/rfq_link'
import { runQueuedJobs } from '#services/queue/run_queued_jobs'
import { rfqReference } from '#shared/rfq'
import { inertiaPage } from '#tests/helpers/inertia_page'
import { jobRows } from '#tests/helpers/jobs'
import { url } from '#tests/helpers/urls'
import {
  bakuDate,
  errorsOf,
  insertRfq,
  mails,
  resetDeliveries,
  sellerWithOffer,
  validQuote,
} from './helpers.js'

const quotesOf = (rfqId: number) =>
  db.from('rfq_quotes').where('rfq_id', rfqId).orderBy('version').select('*')

test.group('Seller quotes', (group) => {
  group.each.setup(() => resetDeliveries())
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('the RFQ page shows the request, the buyer contact and a quote form priced from the tier; first visit marks it seen', async ({
    client,
    assert,
  }) => {
    const s = await sellerWithOffer()
    const rfq = await insertRfq(s.companyId, s.productId)
    const response = await client
      .get(url('seller_rfqs.show', 'en', { id: rfq.id }))
      .loginAs(s.seller)
    response.assertStatus(200)
    const page = inertiaPage(response.text())
    assert.equal(page.component, 'seller/rfqs/show')
    const detail = page.props.rfq
    assert.equal(detail.reference, rfqReference(rfq.id))
    assert.deepEqual(detail.request.items[0], {
      id: rfq.itemIds[0],
      name: 'Roasted hazelnuts',
      hsCode: null,
      quantity: '500 carton',
      target: null,
    })
    assert.equal(detail.request.incoterm, 'FOB Poti')
    assert.equal(detail.request.paymentTerms, 'T/T 30% deposit, 70% before shipment')
    assert.include(detail.buyer, {
      name: 'Anna Schmidt',
      company: 'Nussimport GmbH',
      email: 'anna.schmidt@nussimport.example',
      language: 'English',
    })
    assert.equal(detail.buyer.country.name, 'Germany')
    assert.equal(detail.buyer.phone.label, '+49301234567')
    assert.deepEqual(detail.actions, { quote: true, revise: false, decline: true, fulfil: false })
    assert.deepEqual(detail.quoteForm.values.lines, [
      { item_id: rfq.itemIds[0], quantity: 500, unit_price: '22.8' },
    ])
    assert.include(detail.quoteForm.values, {
      currency: 'USD',
      incoterm: 'FOB',
      named_place: 'Poti',
      lead_time_days: 21,
      payment_terms: 'tt_30_70',
    })
    assert.isFalse(detail.quoteForm.noSea)

    const seen = (await db.from('rfqs').where('id', rfq.id).firstOrFail()).seller_seen_at
    assert.isNotNull(seen)
    await client.get(url('seller_rfqs.show', 'en', { id: rfq.id })).loginAs(s.seller)
    const again = (await db.from('rfqs').where('id', rfq.id).firstOrFail()).seller_seen_at
    assert.equal(new Date(again).getTime(), new Date(seen).getTime())
  })

  test('quote v1 then a revision v2: exact totals, lines frozen, v1 superseded, response time set once, buyer mailed', async ({
    client,
    assert,
  }) => {
    const s = await sellerWithOffer()
    const rfq = await insertRfq(s.companyId, s.productId, { confirmedMinutesAgo: 90 })
    const first = await client
      .post(url('seller_rfqs.quote', 'en', { id: rfq.id }))
      .json(validQuote(rfq.itemIds))
      .withCsrfToken()
      .loginAs(s.seller)
      .redirects(0)
    first.assertStatus(303)
    assert.equal(first.header('location'), url('seller_rfqs.show', 'en', { id: rfq.id }))
    let quotes = await quotesOf(rfq.id)
    assert.lengthOf(quotes, 1)
    assert.include(quotes[0], {
      version: 1,
      status: 'current',
      currency: 'USD',
      incoterm: 'FOB',
      named_place: 'Poti',
      lead_time_days: 21,
      payment_terms: 'tt_30_70',
      packaging: '10 kg cartons, 40 per pallet',
    })
    assert.equal(Number(quotes[0].total_minor), 1_140_000)
    const lines = await db.from('rfq_quote_lines').where('quote_id', quotes[0].id)
    assert.lengthOf(lines, 1)
    assert.include(lines[0], {
      name: 'Roasted hazelnuts',
      hs_code: '080222',
      origin_country: 'AZ',
      quantity: 500,
      unit: 'carton',
      rfq_item_id: rfq.itemIds[0],
    })
    assert.equal(Number(lines[0].unit_price_minor), 2280)
    assert.equal(Number(lines[0].line_total_minor), 1_140_000)
    let row = await db.from('rfqs').where('id', rfq.id).firstOrFail()
    assert.equal(row.status, 'quoted')
    assert.isNotNull(row.first_quoted_at)
    assert.closeTo(row.response_seconds, 90 * 60, 30)
    const firstQuotedAt = new Date(row.first_quoted_at).getTime()

    const jobs = await jobRows().where('name', 'rfq.quote_mail')
    assert.deepEqual(
      jobs.map((job) => job.payload),
      [{ quoteId: quotes[0].id }]
    )
    await runQueuedJobs()
    const sent = await mails()
    assert.lengthOf(sent, 1)
    assert.deepEqual(sent[0].to, ['Anna Schmidt <anna.schmidt@nussimport.example>'])
    assert.include(sent[0].subject, rfqReference(rfq.id))
    assert.include(sent[0].text, appUrl + rfqLinkPath(rfq.id, 'en'))
    assert.include(sent[0].text, '500 carton × US$22.80 = US$11,400.00')
    assert.include(sent[0].text, 'Total: US$11,400.00')
    assert.include(sent[0].text, 'FOB Poti')

    // Revision: 450 cartons at 23.05 (tier prices may be changed).
    const second = await client
      .post(url('seller_rfqs.quote', 'en', { id: rfq.id }))
      .json(
        validQuote(rfq.itemIds, {
          lines: [{ item_id: rfq.itemIds[0], quantity: 450, unit_price: '23,05' }],
          incoterm: 'FCA',
          named_place: 'Baku',
          packaging: '',
          notes: '',
        })
      )
      .withCsrfToken()
      .loginAs(s.seller)
      .redirects(0)
    second.assertStatus(303)
    quotes = await quotesOf(rfq.id)
    assert.deepEqual(
      quotes.map((quote) => [quote.version, quote.status, Number(quote.total_minor)]),
      [
        [1, 'superseded', 1_140_000],
        [2, 'current', 1_037_250],
      ]
    )
    assert.isNull(quotes[1].packaging)
    row = await db.from('rfqs').where('id', rfq.id).firstOrFail()
    assert.equal(new Date(row.first_quoted_at).getTime(), firstQuotedAt)
    assert.closeTo(row.response_seconds, 90 * 60, 30)

    const page = inertiaPage(
      (await client.get(url('seller_rfqs.show', 'en', { id: rfq.id })).loginAs(s.seller)).text()
    )
    assert.deepEqual(
      page.props.rfq.quotes.map((quote: any) => [quote.version, quote.current, quote.total]),
      [
        [2, true, 'US$10,372.50'],
        [1, false, 'US$11,400.00'],
      ]
    )
    assert.deepEqual(page.props.rfq.actions, {
      quote: false,
      revise: true,
      decline: false,
      fulfil: false,
    })
    assert.equal(page.props.rfq.quoteForm.values.incoterm, 'FCA')
    assert.deepEqual(
      page.props.rfq.thread.map((item: any) => [item.author, item.body]),
      [
        ['system', 'Quote version 1 sent to the buyer'],
        ['system', 'Quote version 2 sent to the buyer'],
      ]
    )
  })

  test('every quote field is validated with a clear message; nothing is saved and the input comes back', async ({
    client,
    assert,
  }) => {
    const s = await sellerWithOffer()
    const rfq = await insertRfq(s.companyId, s.productId)
    const post = (body: Record<string, unknown>) =>
      client
        .post(url('seller_rfqs.quote', 'en', { id: rfq.id }))
        .json(body)
        .withCsrfToken()
        .loginAs(s.seller)
        .redirects(0)

    const empty = await post({})
    empty.assertStatus(303)
    assert.equal(empty.header('location'), url('seller_rfqs.show', 'en', { id: rfq.id }))
    assert.include(errorsOf(empty), {
      lines: 'Quote every requested product',
      currency: 'The currency is important',
      incoterm: 'The Incoterm is important',
      named_place: 'The named place is important (e.g. Poti, Baku, Ganja)',
      lead_time_days: 'The lead time is important',
      valid_until: 'The validity date is important',
      payment_terms: 'The payment terms are important',
      form: 'The quote was not sent: please fix the marked fields.',
    })

    const cases: [Record<string, unknown>, string, string][] = [
      [
        { lines: [{ item_id: rfq.itemIds[0], quantity: 500, unit_price: 'abc' }] },
        'lines.0.unit_price',
        'Enter the price as a number with up to 2 decimals, e.g. 22.80',
      ],
      [
        { lines: [{ item_id: rfq.itemIds[0], quantity: 500, unit_price: '22.805' }] },
        'lines.0.unit_price',
        'Enter the price as a number with up to 2 decimals, e.g. 22.80',
      ],
      [
        { lines: [{ item_id: rfq.itemIds[0], quantity: 500, unit_price: '0' }] },
        'lines.0.unit_price',
        'The price must be above zero',
      ],
      [
        { lines: [{ item_id: rfq.itemIds[0], quantity: 500, unit_price: '99999999' }] },
        'lines.0.unit_price',
        'The price is too large',
      ],
      [
        { lines: [{ item_id: rfq.itemIds[0], quantity: 0, unit_price: '22.80' }] },
        'lines.0.quantity',
        'Enter a whole quantity from 1 to 10000000',
      ],
      [
        { lines: [{ item_id: rfq.itemIds[0], unit_price: '22.80' }] },
        'lines.0.quantity',
        'The quantity is important',
      ],
      [
        { lines: [{ item_id: rfq.itemIds[0], quantity: 500 }] },
        'lines.0.unit_price',
        'The unit price is important',
      ],
      [
        { lines: [{ item_id: 999999, quantity: 500, unit_price: '22.80' }] },
        'lines',
        'Quote every requested product once; please reload the page.',
      ],
      [{ currency: 'AZN' }, 'currency', 'Choose USD or EUR'],
      [{ incoterm: 'XYZ' }, 'incoterm', 'Choose an Incoterm 2020 rule'],
      [
        { named_place: '   ' },
        'named_place',
        'The named place is important (e.g. Poti, Baku, Ganja)',
      ],
      [{ named_place: 'x'.repeat(121) }, 'named_place', 'At most 120 characters'],
      [
        { lead_time_days: -1 },
        'lead_time_days',
        'Enter the lead time in whole days from 0 to 3650',
      ],
      [{ lead_time_days: 'soon' }, 'lead_time_days', 'Enter a number'],
      [{ valid_until: 'tomorrow' }, 'valid_until', 'Enter the date as a calendar date'],
      [{ valid_until: bakuDate(0) }, 'valid_until', 'The validity date must be after today'],
      [
        { valid_until: bakuDate(366) },
        'valid_until',
        'The validity date can be at most 365 days ahead',
      ],
      [{ payment_terms: 'barter' }, 'payment_terms', 'Choose one of the payment terms'],
      [{ notes: 'n'.repeat(4001) }, 'notes', 'At most 4000 characters'],
    ]
    for (const [override, field, message] of cases) {
      const body = validQuote(rfq.itemIds, override)
      const response = await post(body)
      response.assertStatus(303)
      assert.equal(errorsOf(response)[field], message, `${field} ← ${JSON.stringify(override)}`)
      // What was typed comes back to the form.
      assert.deepEqual(response.flashMessages().lines, body.lines)
    }
    assert.lengthOf(await quotesOf(rfq.id), 0)
    assert.equal((await db.from('rfqs').where('id', rfq.id).firstOrFail()).status, 'requested')

    // Azerbaijani messages for the producer's default language.
    const az = await client
      .post(url('seller_rfqs.quote', 'az', { id: rfq.id }))
      .json(validQuote(rfq.itemIds, { currency: null }))
      .withCsrfToken()
      .loginAs(s.seller)
      .redirects(0)
    assert.equal(errorsOf(az).currency, 'Valyuta vacibdir')
  })

  test('sea-only Incoterms are refused for goods that cannot travel by sea', async ({
    client,
    assert,
  }) => {
    const s = await sellerWithOffer({ seaTransport: false })
    const rfq = await insertRfq(s.companyId, s.productId)
    const page = inertiaPage(
      (await client.get(url('seller_rfqs.show', 'en', { id: rfq.id })).loginAs(s.seller)).text()
    )
    assert.isTrue(page.props.rfq.quoteForm.noSea)
    for (const incoterm of ['FAS', 'FOB', 'CFR', 'CIF']) {
      const response = await client
        .post(url('seller_rfqs.quote', 'en', { id: rfq.id }))
        .json(validQuote(rfq.itemIds, { incoterm }))
        .withCsrfToken()
        .loginAs(s.seller)
        .redirects(0)
      assert.match(errorsOf(response).incoterm, /cannot travel by sea/)
    }
    assert.lengthOf(await quotesOf(rfq.id), 0)
    const ok = await client
      .post(url('seller_rfqs.quote', 'en', { id: rfq.id }))
      .json(validQuote(rfq.itemIds, { incoterm: 'FCA', named_place: 'Baku' }))
      .withCsrfToken()
      .loginAs(s.seller)
      .redirects(0)
    assert.deepEqual(errorsOf(ok), {})
    assert.lengthOf(await quotesOf(rfq.id), 1)
  })
})
