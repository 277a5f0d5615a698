import { test } from '@japa/runner'
import { catalogueOf } from '#tests/helpers/messages'
import db from '@adonisjs/lucid/services/db'
import testUtils from '@adonisjs/core/services/test_utils'
import type { Locale } from '#lib/route_table'
import { forgetFacets } from '#services/catalog/facet_counts'
import { inertiaPage } from '#tests/helpers/inertia_page'
import { productOf, sellerAt, type SellerFixture } from '#tests/helpers/orders'
import { url } from '#tests/helpers/urls'
import { markVerified } from './helpers.js'

async function productPath(id: number, locale: Locale = 'en') {
  const row = await db.from('product_translations').where({ product_id: id, locale }).firstOrFail()
  return url('product', locale, { slugId: `${row.slug}-${id}` })
}

async function supplierPath(companyId: number, locale: Locale = 'en') {
  const row = await db.from('companies').where('id', companyId).firstOrFail()
  return url('supplier_info.show', locale, { slugId: `${row.slug}-${companyId}` })
}

async function props(client: any, path: string) {
  const response = await client.get(path)
  response.assertStatus(200)
  return inertiaPage(response.text()).props
}

/** Two producers with one product each: `verified` (verified 10 days ago) and `plain`. */
async function producers() {
  const verified = await sellerAt()
  const plain = await sellerAt()
  const verifiedProduct = await productOf(verified, { name: 'Verified hazelnuts' })
  const plainProduct = await productOf(plain, { name: 'Plain hazelnuts' })
  await markVerified(verified.companyId)
  return { verified, plain, verifiedProduct, plainProduct }
}

function month(date: Date = new Date()) {
  const baku = new Date(date.getTime() + 4 * 3600_000)
  return baku.toISOString().slice(0, 7)
}

const TEN_DAYS_AGO = () => month(new Date(Date.now() - 10 * 86_400_000))

/** Products of one company on a catalog page: the card of each, by product id. */
function cardsOf(page: any, ids: number[]) {
  return (page.products as any[]).filter((card) => ids.includes(card.id))
}

async function companyName(fixture: SellerFixture) {
  return (await db.from('companies').where('id', fixture.companyId).firstOrFail()).name as string
}

test.group('Verified producers on the storefront', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => {
    forgetFacets()
    return () => forgetFacets()
  })

  test('the badge: product page seller card, supplier header, product cards and supplier cards', async ({
    client,
    assert,
  }) => {
    const { verified, plain, verifiedProduct, plainProduct } = await producers()

    const product = await props(client, await productPath(verifiedProduct))
    assert.equal(product.product.seller.verifiedMonth, TEN_DAYS_AGO())
    assert.equal(
      catalogueOf(product)['trust_verify.badge.verified'],
      'Verified by mobile signature, {month}'
    )
    const other = await props(client, await productPath(plainProduct))
    assert.isNull(other.product.seller.verifiedMonth)

    const supplier = await props(client, await supplierPath(verified.companyId))
    assert.equal(supplier.supplier.verifiedMonth, TEN_DAYS_AGO())
    const card = cardsOf(supplier, [verifiedProduct])[0]
    assert.equal(card.verifiedMonth, TEN_DAYS_AGO())
    const plainSupplier = await props(client, await supplierPath(plain.companyId))
    assert.isNull(plainSupplier.supplier.verifiedMonth)
    assert.isNull(cardsOf(plainSupplier, [plainProduct])[0].verifiedMonth)

    const list = await props(
      client,
      url('suppliers', 'en', undefined, { qs: { q: await companyName(verified) } })
    )
    assert.lengthOf(list.suppliers, 1)
    assert.equal(list.suppliers[0].verifiedMonth, TEN_DAYS_AGO())

    const ru = await props(client, await productPath(verifiedProduct, 'ru'))
    assert.equal(
      catalogueOf(ru)['trust_verify.badge.verified'],
      'Подтверждено мобильной подписью, {month}'
    )
  })

  test('expired or revoked verifications show no badge and are left out by the filters', async ({
    client,
    assert,
  }) => {
    const { verified, verifiedProduct } = await producers()
    await markVerified(verified.companyId, { daysAgo: 366, validDays: 365 })
    const expired = await props(client, await productPath(verifiedProduct))
    assert.isNull(expired.product.seller.verifiedMonth)
    const filtered = await props(client, url('category', 'en', undefined, { qs: { verified: 1 } }))
    assert.lengthOf(cardsOf(filtered, [verifiedProduct]), 0)

    await markVerified(verified.companyId, { revoked: 'Fraud report' })
    const revoked = await props(client, await supplierPath(verified.companyId))
    assert.isNull(revoked.supplier.verifiedMonth)
    const suppliers = await props(
      client,
      url('suppliers', 'en', undefined, { qs: { verified: 1 } })
    )
    assert.notInclude(
      suppliers.suppliers.map((row: any) => row.id),
      verified.companyId
    )
  })

  test('"Verified producers" filters the catalog (?verified=1) and the suppliers list', async ({
    client,
    assert,
  }) => {
    const { verified, plain, verifiedProduct, plainProduct } = await producers()
    const all = await props(client, url('category', 'en', undefined, { qs: { sort: 'new' } }))
    assert.lengthOf(cardsOf(all, [verifiedProduct, plainProduct]), 2)

    const only = await props(
      client,
      url('category', 'en', undefined, { qs: { sort: 'new', verified: 1 } })
    )
    assert.isTrue(only.filters.verifiedSeller)
    assert.deepEqual(
      cardsOf(only, [verifiedProduct, plainProduct]).map((card) => card.id),
      [verifiedProduct]
    )
    assert.isTrue((only.products as any[]).every((card) => card.verifiedMonth !== null))
    const total = await db
      .from('products as p')
      .join('companies as c', 'c.id', 'p.company_id')
      .where('p.status', 'published')
      .where('c.status', 'active')
      .whereRaw(
        `c.verified_at IS NOT NULL AND c.verification_revoked_at IS NULL AND c.verification_expires_at > now()`
      )
      .count('* as n')
      .first()
    assert.equal(only.total, Number(total.n))

    const suppliers = await props(
      client,
      url('suppliers', 'en', undefined, { qs: { verified: 1 } })
    )
    const ids = suppliers.suppliers.map((row: any) => row.id)
    assert.include(ids, verified.companyId)
    assert.notInclude(ids, plain.companyId)
    assert.isTrue(suppliers.view.filters.verified)
    assert.include(suppliers.view.pagination.firstUrl, 'verified=1')
    assert.notInclude(suppliers.view.verifiedToggleUrl, 'verified')
    const az = await props(client, url('suppliers', 'az'))
    assert.include(az.view.verifiedToggleUrl, 'verified=1')
  })

  test('"Barcode registered to this producer" when the GTIN licensee VÖEN is the seller\'s', async ({
    client,
    assert,
  }) => {
    const { verified, verifiedProduct, plainProduct } = await producers()
    const company = await db.from('companies').where('id', verified.companyId).firstOrFail()
    await db
      .from('products')
      .where('id', verifiedProduct)
      .update({ gtin_licensee_tax_id: company.tax_id })
    await db
      .from('products')
      .where('id', plainProduct)
      .update({ gtin_licensee_tax_id: '1234567891' })
    const own = await props(client, await productPath(verifiedProduct))
    assert.isTrue(own.product.barcodeRegistered)
    assert.equal(
      catalogueOf(own)['trust_verify.badge.barcode'],
      'Barcode registered to this producer'
    )
    const foreign = await props(client, await productPath(plainProduct))
    assert.isFalse(foreign.product.barcodeRegistered)
  })
})
