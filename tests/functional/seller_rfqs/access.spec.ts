import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import testUtils from '@adonisjs/core/services/test_utils'
import { createAccount } from '#tests/helpers/accounts'
import { inertiaPage } from '#tests/helpers/inertia_page'
import { url } from '#tests/helpers/urls'
import { insertRfq, resetDeliveries, sellerWithOffer, validQuote } from './helpers.js'

type SellerRfqMove =
  'seller_rfqs.quote' | 'seller_rfqs.decline' | 'seller_rfqs.fulfil' | 'seller_rfqs.message'

test.group('Seller RFQ access', (group) => {
  group.each.setup(() => resetDeliveries())
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('another company’s RFQ is a 404 on every route, partial reloads included; nothing changes', async ({
    client,
    assert,
  }) => {
    const owner = await sellerWithOffer()
    const intruder = await sellerWithOffer()
    const rfq = await insertRfq(owner.companyId, owner.productId)
    const issued = await insertRfq(owner.companyId, owner.productId, { status: 'proforma_issued' })
    const unconfirmed = await insertRfq(owner.companyId, owner.productId, { status: 'unconfirmed' })

    for (const id of [rfq.id, issued.id, 999_999]) {
      const show = await client.get(url('seller_rfqs.show', 'en', { id })).loginAs(intruder.seller)
      show.assertStatus(404)
      assert.notInclude(show.text(), 'anna.schmidt@nussimport.example')
    }
    // The owner does not see a guest's RFQ before its e-mail is confirmed.
    ;(
      await client.get(url('seller_rfqs.show', 'en', { id: unconfirmed.id })).loginAs(owner.seller)
    ).assertStatus(404)

    // Inertia partial reload of the RFQ prop with the intruder's session.
    const own = await insertRfq(intruder.companyId, intruder.productId)
    const ownPage = inertiaPage(
      (
        await client.get(url('seller_rfqs.show', 'en', { id: own.id })).loginAs(intruder.seller)
      ).text()
    )
    const partial = await client
      .get(url('seller_rfqs.show', 'en', { id: rfq.id }))
      .header('X-Inertia', 'true')
      .header('X-Inertia-Version', ownPage.version)
      .header('X-Inertia-Partial-Component', 'seller/rfqs/show')
      .header('X-Inertia-Partial-Data', 'rfq')
      .loginAs(intruder.seller)
    partial.assertStatus(404)
    assert.notInclude(partial.text(), 'anna.schmidt')

    const posts: [SellerRfqMove, number, Record<string, unknown>][] = [
      ['seller_rfqs.quote', rfq.id, validQuote(rfq.itemIds)],
      ['seller_rfqs.decline', rfq.id, { reason: 'No' }],
      ['seller_rfqs.fulfil', issued.id, {}],
      ['seller_rfqs.message', rfq.id, { body: 'Hello from another seller' }],
    ]
    for (const [name, id, body] of posts) {
      const response = await client
        .post(url(name, 'en', { id }))
        .json(body)
        .withCsrfToken()
        .loginAs(intruder.seller)
        .redirects(0)
      response.assertStatus(404)
    }
    const rows = await db.from('rfqs').whereIn('id', [rfq.id, issued.id]).orderBy('id')
    assert.deepEqual(
      rows.map((row) => [row.status, row.seller_seen_at]),
      [
        ['requested', null],
        ['proforma_issued', null],
      ]
    )
    assert.lengthOf(await db.from('rfq_quotes').where('rfq_id', rfq.id), 0)
    assert.lengthOf(await db.from('rfq_messages').whereIn('rfq_id', [rfq.id, issued.id]), 0)
    assert.isAbove(
      Number(
        (await db.from('security_events').where('event', 'authz_denied').count('* as n'))[0].n
      ),
      0
    )
  })

  test('buyer accounts are refused on every seller route', async ({ client, assert }) => {
    const owner = await sellerWithOffer()
    const rfq = await insertRfq(owner.companyId, owner.productId)
    const buyer = await createAccount('buyer')
    const show = await client
      .get(url('seller_rfqs.show', 'en', { id: rfq.id }))
      .loginAs(buyer)
      .redirects(0)
    show.assertStatus(404)
    assert.notInclude(show.text(), 'anna.schmidt')
    ;(await client.get(url('seller_rfqs', 'en')).loginAs(buyer).redirects(0)).assertStatus(404)
    for (const name of [
      'seller_rfqs.quote',
      'seller_rfqs.decline',
      'seller_rfqs.fulfil',
      'seller_rfqs.message',
    ] as const) {
      const response = await client
        .post(url(name, 'en', { id: rfq.id }))
        .json({ reason: 'x', body: 'x' })
        .withCsrfToken()
        .loginAs(buyer)
        .redirects(0)
      response.assertStatus(404)
    }
    assert.equal((await db.from('rfqs').where('id', rfq.id).firstOrFail()).status, 'requested')
  })
})
