import { test } from '@japa/runner'
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import sharp from 'sharp'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import { createAccount } from '#tests/helpers/accounts'
import { inertiaPage } from '#tests/helpers/inertia_page'
import { url } from '#tests/helpers/urls'
import {
  HTML,
  PDF,
  VALID_FIELDS,
  documentRows,
  fieldErrors,
  insertProduct,
  postDocument,
  scan,
  storedFile,
  uploadsDir,
} from './helpers.js'

test.group('Export documents: the seller uploads', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('a PDF, a JPEG and a PNG are stored by content; images lose their metadata', async ({
    client,
    assert,
  }) => {
    const seller = await createAccount('seller')
    const companyId = seller.companyId!
    const productId = await insertProduct(companyId)
    const cases = [
      { bytes: PDF, name: 'origin.pdf', type: 'application/pdf', ext: 'pdf' },
      { bytes: await scan('jpeg'), name: 'scan.jpg', type: 'image/jpeg', ext: 'jpg' },
      { bytes: await scan('png'), name: 'scan.png', type: 'image/png', ext: 'png' },
    ]
    for (const file of cases) {
      const response = await postDocument(
        client,
        seller,
        { ...VALID_FIELDS, product_ids: [String(productId)] },
        file
      )
      response.assertStatus(303)
      response.assertHeader('location', url('seller_documents', 'en'))
    }
    const rows = await documentRows(companyId)
    assert.lengthOf(rows, 3)
    for (const [index, row] of rows.entries()) {
      assert.equal(row.file_type, cases[index].type)
      assert.match(
        row.file_key,
        new RegExp(`^documents/${companyId}/[0-9a-f-]{36}\\.${cases[index].ext}$`)
      )
      assert.isTrue(storedFile(row.file_key))
      assert.equal(row.number, 'AZ-2026-00017')
      assert.equal(row.expires_on, '2027-01-14')
    }
    const pdf = await readFile(join(uploadsDir(), rows[0].file_key))
    assert.isTrue(pdf.equals(PDF), 'PDFs are kept byte for byte')
    const jpeg = await readFile(join(uploadsDir(), rows[1].file_key))
    assert.notInclude(jpeg.toString('latin1'), 'SecretCam')
    assert.isUndefined((await sharp(jpeg).metadata()).exif)
    const links = await db.from('company_document_products').where('document_id', rows[0].id)
    assert.deepEqual(
      links.map((link) => Number(link.product_id)),
      [productId]
    )

    const page = inertiaPage(
      (await client.get(url('seller_documents', 'en')).loginAs(seller)).text()
    )
    assert.equal(page.component, 'seller/documents')
    assert.lengthOf(page.props.documents, 3)
    assert.equal(page.props.documents[0].kindLabel, 'Certificate of origin')
    assert.deepEqual(page.props.documents[0].productIds, [productId])
  })

  test('a PNG named .pdf and an HTML page named .pdf are refused by their content; so is a file over 10 MB', async ({
    client,
    assert,
  }) => {
    const seller = await createAccount('seller')
    const png = await scan('png')
    const refused = [
      { bytes: HTML, name: 'certificate.pdf', type: 'application/pdf' },
      { bytes: png.subarray(0, 40), name: 'broken.png', type: 'image/png' },
    ]
    for (const file of refused) {
      const response = await postDocument(client, seller, VALID_FIELDS, file)
      response.assertStatus(303)
      assert.equal(fieldErrors(response).file, 'This file is not a PDF, JPEG or PNG.')
    }
    const renamed = await postDocument(client, seller, VALID_FIELDS, {
      bytes: png,
      name: 'certificate.pdf',
      type: 'application/pdf',
    })
    renamed.assertStatus(303)
    const [row] = await documentRows(seller.companyId!)
    assert.equal(row.file_type, 'image/png', 'a PNG named .pdf is stored as the PNG it is')
    assert.match(row.file_key, /\.png$/)

    const big = Buffer.concat([PDF, Buffer.alloc(10 * 1024 * 1024)])
    const tooLarge = await postDocument(client, seller, VALID_FIELDS, {
      bytes: big,
      name: 'big.pdf',
    })
    tooLarge.assertStatus(303)
    assert.equal(fieldErrors(tooLarge).file, 'The file is larger than 10 MB.')
    assert.lengthOf(await documentRows(seller.companyId!), 1)
  })

  test('bad fields come back with a message each, in the page language; nothing is stored', async ({
    client,
    assert,
  }) => {
    const seller = await createAccount('seller')
    const other = await createAccount('seller')
    const foreign = await insertProduct(other.companyId!)
    const response = await postDocument(
      client,
      seller,
      {
        kind: 'passport',
        number: '',
        issuer: 'Chamber',
        issued_on: '2026-02-30',
        expires_on: '2026-01-01',
        verification_url: 'http://example.org/check',
        product_ids: [String(foreign)],
      },
      { bytes: PDF, name: 'a.pdf' }
    )
    response.assertStatus(303)
    const errors = fieldErrors(response)
    assert.equal(errors.kind, 'Choose one of the document types')
    assert.equal(errors.number, "Enter the document's number")
    assert.equal(errors.verification_url, 'Enter a link starting with https://')
    assert.equal(errors.form, 'Please correct the marked fields.')

    const dates = fieldErrors(
      await postDocument(
        client,
        seller,
        { ...VALID_FIELDS, issued_on: '2026-02-30', product_ids: [String(foreign)] },
        { bytes: PDF, name: 'a.pdf' }
      )
    )
    assert.equal(dates.issued_on, 'Enter a real date')
    assert.equal(dates.product_ids, 'Choose products of your own company')
    const order = fieldErrors(
      await postDocument(
        client,
        seller,
        { ...VALID_FIELDS, expires_on: '2025-12-31' },
        { bytes: PDF, name: 'a.pdf' }
      )
    )
    assert.equal(order.expires_on, 'The expiry date cannot be before the issue date')
    const az = fieldErrors(
      await postDocument(client, seller, VALID_FIELDS, undefined, { locale: 'az' })
    )
    assert.equal(az.file, 'Sənədin faylını seçin (PDF, JPEG və ya PNG).')
    assert.lengthOf(await documentRows(seller.companyId!), 0)
  })

  test('fields named __proto__ and constructor are just ignored; indexed product ids (Inertia FormData) are read', async ({
    client,
    assert,
  }) => {
    const seller = await createAccount('seller')
    const productId = await insertProduct(seller.companyId!)
    // Computed keys: a literal `__proto__:` would set the object's prototype, not send a field.
    const fields: Record<string, string> = {
      ...VALID_FIELDS,
      ['__proto__']: '{"polluted":true}',
      ['constructor']: 'y',
      ['product_ids[0]']: String(productId),
    }
    assert.include(Object.keys(fields), '__proto__')
    const response = await postDocument(client, seller, fields, { bytes: PDF, name: 'a.pdf' })
    response.assertStatus(303)
    const [row] = await documentRows(seller.companyId!)
    const links = await db.from('company_document_products').where('document_id', row.id)
    assert.deepEqual(
      links.map((link) => Number(link.product_id)),
      [productId]
    )
    assert.isUndefined(({} as any).polluted)
  })

  test('edit keeps the file unless a new one comes, clears the reminder stamp when the expiry moves; delete removes the file', async ({
    client,
    assert,
  }) => {
    const seller = await createAccount('seller')
    await postDocument(client, seller, VALID_FIELDS, { bytes: PDF, name: 'a.pdf' })
    const [created] = await documentRows(seller.companyId!)
    await db.from('company_documents').where('id', created.id).update({ reminded_at: new Date() })

    const same = await postDocument(
      client,
      seller,
      { ...VALID_FIELDS, issuer: 'State Phytosanitary Service' },
      undefined,
      { id: created.id }
    )
    same.assertStatus(303)
    let [row] = await documentRows(seller.companyId!)
    assert.equal(row.issuer, 'State Phytosanitary Service')
    assert.equal(row.file_key, created.file_key)
    assert.isNotNull(row.reminded_at, 'the same expiry keeps the stamp')

    await postDocument(
      client,
      seller,
      { ...VALID_FIELDS, expires_on: '2028-01-14' },
      { bytes: await scan('png'), name: 'new.png' },
      { id: created.id }
    )
    ;[row] = await documentRows(seller.companyId!)
    assert.isNull(row.reminded_at)
    assert.equal(row.file_type, 'image/png')
    assert.isFalse(storedFile(created.file_key), 'the replaced file is removed')

    const removed = await client
      .delete(url('seller_documents.destroy', 'en', { id: row.id }))
      .withCsrfToken()
      .loginAs(seller)
      .redirects(0)
    removed.assertStatus(303)
    assert.lengthOf(await documentRows(seller.companyId!), 0)
    assert.isFalse(storedFile(row.file_key))
  })

  test("another seller's document cannot be edited or deleted (404), nor can buyers use the pack", async ({
    client,
    assert,
  }) => {
    const owner = await createAccount('seller')
    const intruder = await createAccount('seller')
    const buyer = await createAccount('buyer')
    await postDocument(client, owner, VALID_FIELDS, { bytes: PDF, name: 'a.pdf' })
    const [row] = await documentRows(owner.companyId!)

    const edit = await postDocument(
      client,
      intruder,
      { ...VALID_FIELDS, number: 'HACKED' },
      { bytes: PDF, name: 'b.pdf' },
      { id: row.id }
    )
    edit.assertStatus(404)
    const remove = await client
      .delete(url('seller_documents.destroy', 'en', { id: row.id }))
      .withCsrfToken()
      .loginAs(intruder)
      .redirects(0)
    remove.assertStatus(404)
    const [after] = await documentRows(owner.companyId!)
    assert.equal(after.number, VALID_FIELDS.number)

    const page = await client.get(url('seller_documents', 'en')).loginAs(buyer).redirects(0)
    page.assertStatus(404)
    const list = inertiaPage(
      (await client.get(url('seller_documents', 'en')).loginAs(intruder)).text()
    )
    assert.lengthOf(list.props.documents, 0)
    const partial = await client
      .get(url('seller_documents', 'en'))
      .loginAs(intruder)
      .header('X-Inertia', 'true')
      .header('X-Inertia-Version', list.version)
      .header('X-Inertia-Partial-Component', 'seller/documents')
      .header('X-Inertia-Partial-Data', 'documents')
    assert.lengthOf(partial.body().props.documents, 0)
  })
})
