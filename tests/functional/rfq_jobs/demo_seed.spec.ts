import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import { seedDemoRfqs } from '#database/seed/rfqs'
import { rfqAccessHash } from '#services/export_desk/rfq_link'
import { responseStats } from '#services/export_desk/response_stats'
import { holderByKey } from '#services/mobile_signature/simulator/fixtures'

/** The demo seller's company (the VÖEN on the demo seller's certificate). */
async function demoCompany() {
  const voen = holderByKey('demo_seller_legal').companies[0].voen
  return db.from('companies').where('tax_id', voen).firstOrFail()
}

test.group('RFQ jobs: demo RFQs', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('the demo seller has one RFQ in each resting state, priced from its tiers, with working links', async ({
    assert,
  }) => {
    const company = await demoCompany()
    const rfqs = await db.from('rfqs').where('company_id', company.id).orderBy('id')
    assert.sameMembers(
      rfqs.map((rfq) => rfq.status),
      [
        'unconfirmed',
        'requested',
        'quoted',
        'proforma_issued',
        'fulfilled',
        'declined',
        'expired',
        'withdrawn',
      ]
    )
    for (const rfq of rfqs) assert.equal(rfq.access_token_hash, rfqAccessHash(rfq.id))
    assert.sameMembers(
      rfqs.map((rfq) => rfq.buyer_country),
      ['PL', 'KZ', 'DE', 'AE', 'GE', 'TR', 'PL', 'KZ']
    )

    const quoted = rfqs.find((rfq) => rfq.status === 'quoted')!
    assert.isAbove(quoted.response_seconds, 0)
    const quotes = await db.from('rfq_quotes').where('rfq_id', quoted.id).orderBy('version')
    assert.deepEqual(
      quotes.map((quote) => quote.status),
      ['superseded', 'current']
    )
    assert.isBelow(Number(quotes[1].total_minor), Number(quotes[0].total_minor))

    // v1 prices are the tier price of the quantity asked for.
    const [line] = await db.from('rfq_quote_lines').where('quote_id', quotes[0].id)
    const tier = await db
      .from('export_offer_tiers as t')
      .join('export_offers as o', 'o.id', 't.offer_id')
      .where('o.product_id', line.product_id)
      .where('t.min_quantity', '<=', line.quantity)
      .orderBy('t.min_quantity', 'desc')
      .select('t.unit_price_minor')
      .firstOrFail()
    assert.equal(Number(line.unit_price_minor), Number(tier.unit_price_minor))

    const issued = rfqs.find((rfq) => rfq.status === 'proforma_issued')!
    const proforma = await db.from('proforma_invoices').where('rfq_id', issued.id).firstOrFail()
    assert.match(proforma.number, /^PF-\d{4}-\d{6}$/)
    assert.includeMembers(Object.keys(proforma.data), [
      'seller',
      'buyer',
      'lines',
      'currency',
      'totalMinor',
      'incoterm',
      'namedPlace',
      'paymentTerms',
      'leadTimeDays',
      'validUntil',
      'quoteVersion',
      'reference',
      'issuedAt',
    ])
    assert.equal(proforma.data.seller.taxId, company.tax_id)
    assert.isNotNull(await responseStats(company.id))
  })

  test('other suppliers with export offers get RFQs and a response time', async ({ assert }) => {
    const company = await demoCompany()
    const others = await db
      .from('rfqs')
      .whereNot('company_id', company.id)
      .whereNotNull('first_quoted_at')
      .distinct('company_id')
    assert.isAtLeast(others.length, 2)
    assert.isNotNull(await responseStats(others[0].company_id))
  })

  test('seeding again adds nothing', async ({ assert }) => {
    const count = async (table: string) =>
      Number((await db.from(table).count('* as total').firstOrFail()).total)
    const before = await Promise.all(
      ['rfqs', 'rfq_items', 'rfq_quotes', 'rfq_messages', 'proforma_invoices'].map(count)
    )
    await db.transaction((trx) => seedDemoRfqs(trx))
    const after = await Promise.all(
      ['rfqs', 'rfq_items', 'rfq_quotes', 'rfq_messages', 'proforma_invoices'].map(count)
    )
    assert.deepEqual(after, before)
  })
})
