import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import testUtils from '@adonisjs/core/services/test_utils'
import { PAGES } from '#lib/route_table'
import { rfqReference } from '#shared/rfq'
import { createAccount } from '#tests/helpers/accounts'
import { inertiaPage } from '#tests/helpers/inertia_page'
import { url } from '#tests/helpers/urls'
import { insertRfq, resetDeliveries, sellerWithOffer } from './helpers.js'

const refs = (page: { props: Record<string, any> }) =>
  page.props.rfqs.map((item: { reference: string }) => item.reference)

test.group('Seller RFQ inbox', (group) => {
  group.each.setup(() => resetDeliveries())
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('unanswered first (oldest first), then the rest by last change; tabs with counts; nav badge', async ({
    client,
    assert,
  }) => {
    const s = await sellerWithOffer()
    const other = await sellerWithOffer()
    await insertRfq(other.companyId, other.productId)
    const unconfirmed = await insertRfq(s.companyId, s.productId, { status: 'unconfirmed' })
    const newer = await insertRfq(s.companyId, s.productId, { confirmedMinutesAgo: 60 })
    const older = await insertRfq(s.companyId, s.productId, {
      confirmedMinutesAgo: 3 * 1440,
      buyerCompany: 'Fındık Ltd',
      buyerCountry: 'TR',
    })
    const quoted = await insertRfq(s.companyId, s.productId, {
      status: 'quoted',
      confirmedMinutesAgo: 5000,
      updatedMinutesAgo: 10,
    })
    const issued = await insertRfq(s.companyId, s.productId, {
      status: 'proforma_issued',
      confirmedMinutesAgo: 9000,
      updatedMinutesAgo: 5,
    })
    const fulfilled = await insertRfq(s.companyId, s.productId, {
      status: 'fulfilled',
      confirmedMinutesAgo: 9000,
      updatedMinutesAgo: 500,
    })
    const declined = await insertRfq(s.companyId, s.productId, {
      status: 'declined',
      updatedMinutesAgo: 1,
    })
    const expired = await insertRfq(s.companyId, s.productId, { status: 'expired' })
    const withdrawn = await insertRfq(s.companyId, s.productId, { status: 'withdrawn' })

    const page = inertiaPage((await client.get(PAGES.seller_rfqs.en).loginAs(s.seller)).text())
    assert.equal(page.component, 'seller/rfqs/index')
    const all = refs(page)
    assert.deepEqual(all.slice(0, 2), [rfqReference(older.id), rfqReference(newer.id)])
    assert.deepEqual(all.slice(2, 5), [
      rfqReference(declined.id),
      rfqReference(issued.id),
      rfqReference(quoted.id),
    ])
    assert.lengthOf(all, 8)
    assert.notInclude(all, rfqReference(unconfirmed.id))
    const first = page.props.rfqs[0]
    assert.include(first, {
      products: 'Roasted hazelnuts',
      quantity: '500 carton',
      buyerCompany: 'Fındık Ltd',
      status: 'requested',
      statusLabel: 'New',
      age: '3 days ago',
      unanswered: true,
      unseen: true,
      url: url('seller_rfqs.show', 'en', { id: older.id }),
    })
    assert.deepEqual(first.country, { code: 'TR', flag: '🇹🇷', name: 'Türkiye' })
    assert.equal(first.wantedBy, 'Mar 1, 2027')
    assert.deepEqual(
      page.props.filters.map((f: { key: string; count: number; current: boolean }) => [
        f.key,
        f.count,
        f.current,
      ]),
      [
        ['all', 8, true],
        ['new', 2, false],
        ['quoted', 1, false],
        ['accepted', 2, false],
        ['declined', 1, false],
        ['expired', 1, false],
        ['withdrawn', 1, false],
      ]
    )
    assert.equal(page.props.nav.seller_rfqs, PAGES.seller_rfqs.en)
    assert.deepEqual(page.props.sellerRfqs, { unanswered: 2 })

    const accepted = inertiaPage(
      (
        await client
          .get(url('seller_rfqs', 'en', undefined, { qs: { status: 'accepted' } }))
          .loginAs(s.seller)
      ).text()
    )
    assert.deepEqual(refs(accepted), [rfqReference(issued.id), rfqReference(fulfilled.id)])
    assert.isTrue(accepted.props.filters.find((f: any) => f.key === 'accepted').current)
    for (const [status, id] of [
      ['new', null],
      ['declined', declined.id],
      ['expired', expired.id],
      ['withdrawn', withdrawn.id],
    ] as const) {
      const filtered = inertiaPage(
        (
          await client
            .get(url('seller_rfqs', 'en', undefined, { qs: { status } }))
            .loginAs(s.seller)
        ).text()
      )
      if (id) assert.deepEqual(refs(filtered), [rfqReference(id)])
      else assert.deepEqual(refs(filtered), [rfqReference(older.id), rfqReference(newer.id)])
    }

    // An unreadable filter shows everything.
    const junk = inertiaPage(
      (
        await client
          .get(url('seller_rfqs', 'en', undefined, { qs: { status: 'nope', page: 'x' } }))
          .loginAs(s.seller)
      ).text()
    )
    assert.lengthOf(refs(junk), 8)

    // The Azerbaijani inbox (the producer's default language).
    const az = inertiaPage((await client.get(PAGES.seller_rfqs.az).loginAs(s.seller)).text())
    assert.equal(az.props.rfqs[0].statusLabel, 'Yeni')
    assert.equal(az.props.filters[0].label, 'Hamısı')
  })

  test('20 a page, the filter kept in the page links', async ({ client, assert }) => {
    const s = await sellerWithOffer()
    for (let i = 0; i < 22; i++)
      await insertRfq(s.companyId, s.productId, { confirmedMinutesAgo: 100 + i })
    const page = inertiaPage(
      (
        await client
          .get(url('seller_rfqs', 'en', undefined, { qs: { status: 'new' } }))
          .loginAs(s.seller)
      ).text()
    )
    assert.lengthOf(page.props.rfqs, 20)
    assert.include(page.props.pagination, {
      page: 1,
      lastPage: 2,
      total: 22,
      next: url('seller_rfqs', 'en', undefined, { qs: { status: 'new', page: '2' } }),
    })
    const second = inertiaPage(
      (
        await client
          .get(url('seller_rfqs', 'en', undefined, { qs: { status: 'new', page: '9' } }))
          .loginAs(s.seller)
      ).text()
    )
    assert.lengthOf(second.props.rfqs, 2)
    assert.equal(second.props.pagination.page, 2)
  })

  test('buyer accounts and visitors do not get the inbox', async ({ client, assert }) => {
    const s = await sellerWithOffer()
    await insertRfq(s.companyId, s.productId)
    const buyer = await createAccount('buyer')
    const asBuyer = await client.get(PAGES.seller_rfqs.en).loginAs(buyer).redirects(0)
    assert.notEqual(asBuyer.status(), 200)
    assert.notInclude(asBuyer.text(), 'Nussimport')
    const anonymous = await client.get(PAGES.seller_rfqs.en).redirects(0)
    assert.notEqual(anonymous.status(), 200)
    assert.equal(
      Number(
        (
          await db
            .from('rfqs')
            .where('company_id', s.companyId)
            .whereNotNull('seller_seen_at')
            .count('* as n')
        )[0].n
      ),
      0
    )
  })
})
