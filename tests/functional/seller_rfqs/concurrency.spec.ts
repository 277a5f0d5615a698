import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import Rfq from '#models/rfq'
import { sendQuote } from '#services/export_desk/quotes'
import { deleteJobs } from '#tests/helpers/jobs'
import { bakuDate, insertRfq, resetDeliveries, sellerWithOffer } from './helpers.js'

/**
 * Real transactions (no global test transaction): two quotes for one RFQ at once must be
 * serialized by the RFQ's row lock. The rows are removed afterwards.
 */
test.group('Seller quotes racing', (group) => {
  let companyIds: number[] = []
  group.each.setup(() => resetDeliveries())
  group.each.teardown(async () => {
    await db.from('rfqs').whereIn('company_id', companyIds).delete()
    await db.from('products').whereIn('company_id', companyIds).delete()
    await db.from('users').whereIn('company_id', companyIds).delete()
    await db.from('companies').whereIn('id', companyIds).delete()
    await deleteJobs('rfq.quote_mail')
    companyIds = []
  })

  test('two quotes at once: versions 1 and 2, exactly one current, response time set once', async ({
    assert,
  }) => {
    const s = await sellerWithOffer()
    companyIds.push(s.companyId)
    const { id, itemIds } = await insertRfq(s.companyId, s.productId, { confirmedMinutesAgo: 30 })
    const input = (price: number) => ({
      lines: [{ item_id: itemIds[0], quantity: 500, unit_price: price }],
      currency: 'USD' as const,
      incoterm: 'FOB' as const,
      named_place: 'Poti',
      lead_time_days: 21,
      valid_until: bakuDate(30),
      payment_terms: 'tt_advance' as const,
      packaging: null,
      notes: null,
    })
    const [a, b] = await Promise.all([
      sendQuote(await Rfq.findOrFail(id), input(2280), s.seller.id),
      sendQuote(await Rfq.findOrFail(id), input(2300), s.seller.id),
    ])
    assert.sameMembers([a.version, b.version], [1, 2])
    const quotes = await db.from('rfq_quotes').where('rfq_id', id).orderBy('version')
    assert.deepEqual(
      quotes.map((quote) => [quote.version, quote.status]),
      [
        [1, 'superseded'],
        [2, 'current'],
      ]
    )
    const row = await db.from('rfqs').where('id', id).firstOrFail()
    assert.equal(row.status, 'quoted')
    assert.closeTo(row.response_seconds, 30 * 60, 30)
    const notes = await db.from('rfq_messages').where('rfq_id', id).where('author', 'system')
    assert.lengthOf(notes, 2)
  })
})
