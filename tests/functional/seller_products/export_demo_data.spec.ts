import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import testUtils from '@adonisjs/core/services/test_utils'
import { seedExportOffers } from '#database/seed/export_offers'
import { loadExportOffer } from '#services/export/export_offers'
import { hsPrefixes, isSeaOnlyIncoterm } from '#shared/export'
import { toExportOfferForm } from '#transformers/export_offer_transformer'
import { exportOfferProblems, exportOfferValidator } from '#validators/export_offer'

/** What the body parser hands the validator: empty strings become null (config/bodyparser.ts). */
function asSent(value: unknown): unknown {
  if (value === '') return null
  if (Array.isArray(value)) return value.map(asSent)
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, asSent(inner)]))
  return value
}

const count = async (query: any) => Number((await query.count('* as n'))[0].n)

test.group('Demo export offers', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('about a third of the seeded products carry an offer the export form accepts as it is', async ({
    assert,
  }) => {
    const seeded = await count(db.from('products').where('product_code', 'like', 'KRV-%'))
    const offers = await db
      .from('export_offers as o')
      .join('products as p', 'p.id', 'o.product_id')
      .join('categories as c', 'c.id', 'p.category_id')
      .where('p.product_code', 'like', 'KRV-%')
      .select('o.product_id', 'p.sale_mode', 'c.hs_indicative')
    const share = offers.length / seeded
    assert.isAbove(share, 0.28, `${offers.length} of ${seeded}`)
    assert.isBelow(share, 0.4, `${offers.length} of ${seeded}`)

    const places = new Set<string>()
    for (const row of offers) {
      assert.equal(row.sale_mode, 'both')
      const offer = (await loadExportOffer(row.product_id))!
      assert.isTrue(
        hsPrefixes(row.hs_indicative).some((prefix) => offer.hsCode.startsWith(prefix)),
        `${offer.hsCode} is under the category's indicative codes ${row.hs_indicative}`
      )
      if (!offer.seaTransport)
        assert.isFalse(offer.incoterms.some((term) => isSeaOnlyIncoterm(term.code)))
      for (const term of offer.incoterms) places.add(`${term.code} ${term.namedPlace}`)

      const [error, input] = await exportOfferValidator.tryValidate(
        asSent(toExportOfferForm(offer, row.sale_mode))
      )
      assert.isNull(error, `product ${row.product_id}: ${JSON.stringify(error?.messages)}`)
      if (!input) continue
      assert.deepEqual(exportOfferProblems(input), [], `product ${row.product_id}`)
      assert.equal(input.tiers[0].min_quantity, offer.moq)
    }
    for (const place of ['FOB Poti', 'FCA Baku', 'EXW Ganja'])
      assert.isTrue(places.has(place), place)
  })

  test('seeding again changes nothing', async ({ assert }) => {
    const before = {
      offers: await count(db.from('export_offers')),
      tiers: await count(db.from('export_offer_tiers')),
      incoterms: await count(db.from('export_offer_incoterms')),
    }
    await db.transaction((trx) => seedExportOffers(trx))
    assert.deepEqual(
      {
        offers: await count(db.from('export_offers')),
        tiers: await count(db.from('export_offer_tiers')),
        incoterms: await count(db.from('export_offer_incoterms')),
      },
      before
    )
  })
})
