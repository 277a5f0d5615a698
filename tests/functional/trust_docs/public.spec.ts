import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import { createAccount } from '#tests/helpers/accounts'
import { inertiaPage } from '#tests/helpers/inertia_page'
import { url } from '#tests/helpers/urls'
import { ensurePublicSupplier, insertComment } from '#tests/functional/seller/fixtures'
import {
  PDF,
  VALID_FIELDS,
  bakuDate,
  documentRows,
  insertDocument,
  insertProduct,
  postDocument,
  scan,
} from './helpers.js'

/** The supplier page of company `companyId` in `locale`: the page object and the HTML. */
async function supplierPage(client: any, companyId: number, locale: 'az' | 'en' | 'ru' = 'en') {
  await ensurePublicSupplier(companyId)
  const company = await db.from('companies').where('id', companyId).firstOrFail()
  const response = await client.get(
    url('supplier_info.show', locale, { slugId: `${company.slug}-${company.id}` })
  )
  response.assertStatus(200)
  return { page: inertiaPage(response.text()), html: response.text() }
}

/** The product page of `productId` in English. */
async function productPage(client: any, productId: number) {
  const slug = await db
    .from('product_translations')
    .where({ product_id: productId, locale: 'en' })
    .firstOrFail()
  const response = await client.get(url('product', 'en', { slugId: `${slug.slug}-${productId}` }))
  response.assertStatus(200)
  return inertiaPage(response.text())
}

test.group('Export documents: public display and files', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('a PDF is a sandboxed attachment, an image inline; neither is reachable under /uploads', async ({
    client,
    assert,
  }) => {
    const seller = await createAccount('seller')
    await postDocument(client, seller, VALID_FIELDS, { bytes: PDF, name: 'a.pdf' })
    await postDocument(client, seller, VALID_FIELDS, { bytes: await scan('png'), name: 'b.png' })
    const [pdf, png] = await documentRows(seller.companyId!)

    const file = await client.get(url('supplier_info.document_file', 'en', { id: pdf.id }))
    file.assertStatus(200)
    assert.equal(file.header('content-type'), 'application/pdf')
    assert.match(
      file.header('content-disposition') ?? '',
      /^attachment; filename="origin-\d+\.pdf"$/
    )
    assert.equal(file.header('x-content-type-options'), 'nosniff')
    assert.equal(file.header('content-security-policy'), 'sandbox')
    const image = await client.get(url('supplier_info.document_file', 'az', { id: png.id }))
    image.assertStatus(200)
    assert.equal(image.header('content-type'), 'image/png')
    assert.match(image.header('content-disposition') ?? '', /^inline;/)

    for (const key of [pdf.file_key, png.file_key]) {
      const direct = await client.get(`/uploads/${key}`)
      direct.assertStatus(404)
      assert.notEqual(direct.header('content-type'), 'application/pdf')
    }
  })

  test('a hidden document or one of a suspended company is a 404 to visitors, not to its seller', async ({
    client,
  }) => {
    const seller = await createAccount('seller')
    await postDocument(client, seller, VALID_FIELDS, { bytes: PDF, name: 'a.pdf' })
    const [row] = await documentRows(seller.companyId!)
    const fileUrl = url('supplier_info.document_file', 'en', { id: row.id })
    await db
      .from('company_documents')
      .where('id', row.id)
      .update({ hidden_at: new Date(), hidden_reason: 'Forged stamp' })
    ;(await client.get(fileUrl)).assertStatus(404)
    ;(await client.get(fileUrl).loginAs(seller)).assertStatus(200)
    ;(await client.get(fileUrl).loginAs(await createAccount('seller'))).assertStatus(404)

    await db
      .from('company_documents')
      .where('id', row.id)
      .update({ hidden_at: null, hidden_reason: null })
    ;(await client.get(fileUrl)).assertStatus(200)
    await db.from('companies').where('id', seller.companyId!).update({ status: 'suspended' })
    ;(await client.get(fileUrl)).assertStatus(404)
    ;(await client.get(url('supplier_info.document_file', 'en', { id: 999_999_999 }))).assertStatus(
      404
    )
  })

  test('supplier and product pages list documents, expired ones marked; hidden ones never; product pages only covered or whole-company ones', async ({
    client,
    assert,
  }) => {
    const seller = await createAccount('seller')
    const companyId = seller.companyId!
    const covered = await insertProduct(companyId)
    const other = await insertProduct(companyId)
    await insertDocument(companyId, { kind: 'origin', number: 'WHOLE', expires_on: bakuDate(30) })
    await insertDocument(companyId, { kind: 'halal', number: 'ONLY-COVERED' }, [covered])
    await insertDocument(companyId, {
      kind: 'organic',
      number: 'OLD',
      issued_on: '2024-01-01',
      expires_on: bakuDate(-1),
    })
    await insertDocument(companyId, {
      number: 'HIDDEN',
      hidden_at: new Date(),
      hidden_reason: 'x',
    })
    await insertDocument(companyId, { number: 'TODAY', expires_on: bakuDate(0) })

    const { page, html } = await supplierPage(client, companyId)
    const docs = page.props.documents as any[]
    assert.sameMembers(
      docs.map((doc) => doc.number),
      ['WHOLE', 'ONLY-COVERED', 'OLD', 'TODAY']
    )
    assert.isTrue(docs.find((doc) => doc.number === 'OLD').expired)
    assert.isFalse(docs.find((doc) => doc.number === 'TODAY').expired, 'valid through its last day')
    assert.equal(docs.at(-1).number, 'OLD', 'expired ones last')
    assert.include(html, 'Expired')
    assert.include(html, 'Certificate of origin')

    const onCovered = (await productPage(client, covered)).props.documents as any[]
    assert.sameMembers(
      onCovered.map((doc) => doc.number),
      ['WHOLE', 'ONLY-COVERED', 'OLD', 'TODAY']
    )
    const onOther = (await productPage(client, other)).props.documents as any[]
    assert.sameMembers(
      onOther.map((doc) => doc.number),
      ['WHOLE', 'OLD', 'TODAY']
    )
  })

  test('the trust section counts platform data only, and says what each figure counts', async ({
    client,
    assert,
  }) => {
    const seller = await createAccount('seller', { company: { taxId: '1700123451' } })
    const companyId = seller.companyId!
    await db
      .from('companies')
      .where('id', companyId)
      .update({
        created_at: new Date('2025-03-10T08:00:00Z'),
        verified_at: new Date('2026-11-02T08:00:00Z'),
        verification_expires_at: new Date(Date.now() + 86_400_000 * 300),
      })
    await db
      .table('gtin_registry_companies')
      .insert({ name: 'Test GLN', tax_id: '1700123451', gln: '4760000123456' })
    const published = await insertProduct(companyId)
    await insertProduct(companyId, { status: 'draft' })
    const draft = await insertProduct(companyId, { status: 'draft' })
    for (const [productId, markets] of [
      [published, '{DE,GE}'],
      [draft, '{US}'],
    ] as const)
      await db.table('export_offers').insert({
        product_id: productId,
        currency: 'USD',
        unit: 'carton',
        moq: 10,
        hs_code: '080222',
        from_price_minor: 1000,
        origin_country: 'AZ',
        markets,
      })
    await insertComment(published, 'approved', 5)
    await insertComment(published, 'approved', 6)
    await insertComment(published, 'pending', 7)
    await insertDocument(companyId, { expires_on: bakuDate(10) })
    await insertDocument(companyId, { expires_on: bakuDate(-3), issued_on: '2020-01-01' })
    await insertDocument(companyId, { hidden_at: new Date(), hidden_reason: 'x' })

    const { page, html } = await supplierPage(client, companyId)
    const trust = page.props.trust
    const figure = (key: string) => trust.figures.find((entry: any) => entry.key === key)
    assert.isTrue(trust.verified)
    assert.equal(figure('verified').value, 'Verified by mobile signature, 2026-11')
    assert.equal(figure('tax_id').value, '1700123451')
    assert.equal(figure('gln').value, '4760000123456')
    assert.equal(figure('member_since').value, '2025-03')
    assert.equal(figure('documents').value, '1')
    assert.equal(figure('markets').value, 'Germany, Georgia')
    assert.equal(figure('products').value, '1')
    assert.equal(figure('comments').value, '2')
    for (const entry of trust.figures) assert.isAbove(entry.note.length, 10, entry.key)
    assert.include(html, 'data-testid="trust-section"')

    await db
      .from('companies')
      .where('id', companyId)
      .update({ verification_revoked_at: new Date() })
    const revoked = (await supplierPage(client, companyId, 'az')).page.props.trust
    assert.isFalse(revoked.verified)
    assert.equal(revoked.figures[0].value, 'Təsdiqlənməyib')
    assert.isUndefined(
      revoked.figures.find((entry: any) => entry.key === 'gln' && !entry.value),
      'GLN shown only when known'
    )
  })

  test('the Organization JSON-LD carries hasCredential for valid, visible documents only', async ({
    client,
    assert,
  }) => {
    const seller = await createAccount('seller')
    const companyId = seller.companyId!
    await insertDocument(companyId, {
      kind: 'origin',
      number: 'CO-1',
      issuer: 'Chamber',
      issued_on: '2026-01-01',
      expires_on: bakuDate(100),
      verification_url: 'https://example.org/co-1',
    })
    await insertDocument(companyId, { number: 'EXPIRED', expires_on: bakuDate(-1) })
    await insertDocument(companyId, { number: 'HIDDEN', hidden_at: new Date() })

    const { page } = await supplierPage(client, companyId)
    const organization = (page.props.jsonLd as any[]).find((doc) => doc['@type'] === 'Organization')
    assert.deepEqual(organization.hasCredential, [
      {
        '@type': 'EducationalOccupationalCredential',
        'credentialCategory': 'Certificate of origin',
        'identifier': 'CO-1',
        'recognizedBy': { '@type': 'Organization', 'name': 'Chamber' },
        'validFrom': '2026-01-01',
        'validUntil': bakuDate(100),
        'url': 'https://example.org/co-1',
      },
    ])

    const bare = await createAccount('seller')
    const none = await supplierPage(client, bare.companyId!)
    assert.notProperty(none.page.props.jsonLd[0], 'hasCredential')
  })
})
