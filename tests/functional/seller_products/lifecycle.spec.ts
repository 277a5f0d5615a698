import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import testUtils from '@adonisjs/core/services/test_utils'
import { PAGES } from '#lib/route_table'
import {
  addImage,
  completeForm,
  createDraft,
  errorsOf,
  insertProduct,
  productPaths,
  saveForm,
  sellerWithAddress,
} from './helpers.js'
import { url } from '#tests/helpers/urls'

/** A complete product of `seller`, saved through the form, then set to `status` directly (as an admin's approval would). */
async function completeProduct(client: any, seller: any, addressId: number, status: string) {
  const id = await createDraft(client, seller)
  await addImage(id)
  const response = await saveForm(client, seller, id, await completeForm(addressId))
  response.assertStatus(303)
  await db
    .from('products')
    .where('id', id)
    .update({
      status,
      first_published_at: status === 'published' ? new Date() : null,
      submitted_at: null,
    })
  return id
}

test.group('Seller products: after publication', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(async () => {
    await db.from('rate_limits').delete()
  })

  test('a price, stock or availability change applies at once and the product stays published', async ({
    client,
    assert,
  }) => {
    const { seller, addressId } = await sellerWithAddress()
    const id = await completeProduct(client, seller, addressId, 'published')
    const response = await saveForm(
      client,
      seller,
      id,
      await completeForm(addressId, {
        price: '15.00',
        discount_percent: '0',
        stock: '3',
        is_available: false,
      })
    )
    response.assertStatus(303)
    response.assertFlashMessage('success', 'Saved.')
    const row = await db.from('products').where('id', id).firstOrFail()
    assert.equal(row.status, 'published')
    assert.equal(Number(row.price_minor), 1500)
    assert.equal(Number(row.effective_price_minor), 1500)
    assert.equal(row.stock, 3)
    assert.isFalse(row.is_available)
    assert.isFalse(row.changed_since_approval)
    assert.isNull(row.submitted_at)
  })

  test('a name change stays live but re-enters the review queue as "changed since approval"', async ({
    client,
    assert,
  }) => {
    const { seller, addressId } = await sellerWithAddress()
    const id = await completeProduct(client, seller, addressId, 'published')
    const response = await saveForm(
      client,
      seller,
      id,
      await completeForm(addressId, { name_en: 'Shaki halva with walnuts' })
    )
    response.assertFlashMessage(
      'success',
      'Saved. The changes are live and will be reviewed again.'
    )
    const row = await db.from('products').where('id', id).firstOrFail()
    assert.equal(row.status, 'published')
    assert.isTrue(row.changed_since_approval)
    assert.isNotNull(row.submitted_at)
    const name = await db
      .from('product_translations')
      .where({ product_id: id, locale: 'en' })
      .firstOrFail()
    assert.equal(name.name, 'Shaki halva with walnuts')

    const list = await client
      .get(url('seller_products', 'en', undefined, { qs: { status: 'changed' } }))
      .loginAs(seller)
    const item = list.text().includes('Shaki halva with walnuts')
    assert.isTrue(item, 'the list filter "changed since approval" shows it')
  })

  test('attribute and category edits also re-enter the queue', async ({ client, assert }) => {
    const { seller, addressId } = await sellerWithAddress()
    const id = await completeProduct(client, seller, addressId, 'published')
    const form = await completeForm(addressId)
    form.attributes = [...(form.attributes as any[]).slice(0, 1)]
    await saveForm(client, seller, id, form)
    assert.isTrue((await db.from('products').where('id', id).firstOrFail()).changed_since_approval)
  })

  test('a published product cannot be emptied: required fields stay required and nothing is saved', async ({
    client,
    assert,
  }) => {
    const { seller, addressId } = await sellerWithAddress()
    const id = await completeProduct(client, seller, addressId, 'published')
    const response = await saveForm(
      client,
      seller,
      id,
      await completeForm(addressId, { description_ru: '', price: '99' }),
      'ru'
    )
    assert.equal(errorsOf(response).description_ru, 'Описание на русском важно')
    const row = await db.from('products').where('id', id).firstOrFail()
    assert.equal(Number(row.price_minor), 1250)
    assert.equal(row.status, 'published')
  })
})

test.group('Seller products: status actions, duplicate, delete', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(async () => {
    await db.from('rate_limits').delete()
  })

  test('submit from the list: complete → in review; incomplete → the editor with the messages', async ({
    client,
    assert,
  }) => {
    const { seller, addressId } = await sellerWithAddress()
    const complete = await completeProduct(client, seller, addressId, 'draft')
    const back = url('seller_products', 'en', undefined, { qs: { status: 'draft' } })
    const ok = await client
      .post(productPaths(complete).submit)
      .form({ back })
      .withCsrfToken()
      .loginAs(seller)
      .redirects(0)
    ok.assertStatus(303)
    assert.equal(ok.header('location'), back)
    const row = await db.from('products').where('id', complete).firstOrFail()
    assert.equal(row.status, 'in_review')
    ok.assertFlashMessage('success', `${row.product_code} was submitted for review.`)

    const incomplete = await createDraft(client, seller)
    const refused = await client
      .post(productPaths(incomplete, 'az').submit)
      .withCsrfToken()
      .loginAs(seller)
      .redirects(0)
    assert.equal(refused.header('location'), productPaths(incomplete, 'az').edit)
    const errors = errorsOf(refused)
    assert.equal(errors.price, 'Qiymət vacibdir')
    assert.equal(errors.images, 'Şəkil vacibdir')
    assert.equal(errors.form, 'Bu məhsulu hələ göndərmək olmaz: işarələnmiş sahələri doldurun.')
    assert.equal((await db.from('products').where('id', incomplete).firstOrFail()).status, 'draft')
  })

  test('a rejected product is resubmitted and its old reason cleared; withdraw returns it to draft', async ({
    client,
    assert,
  }) => {
    const { seller, addressId } = await sellerWithAddress()
    const id = await completeProduct(client, seller, addressId, 'rejected')
    await db.from('products').where('id', id).update({ rejection_reason: 'Photos are blurry' })
    await client.post(productPaths(id).submit).withCsrfToken().loginAs(seller).redirects(0)
    let row = await db.from('products').where('id', id).firstOrFail()
    assert.equal(row.status, 'in_review')
    assert.isNull(row.rejection_reason)

    await client.post(productPaths(id).withdraw).withCsrfToken().loginAs(seller).redirects(0)
    row = await db.from('products').where('id', id).firstOrFail()
    assert.equal(row.status, 'draft')
  })

  test('archive takes a published product off the catalog and out of the queue; restore makes it a draft', async ({
    client,
    assert,
  }) => {
    const { seller, addressId } = await sellerWithAddress()
    const id = await completeProduct(client, seller, addressId, 'published')
    await db.from('products').where('id', id).update({ changed_since_approval: true })
    const slug = (
      await db.from('product_translations').where({ product_id: id, locale: 'en' }).firstOrFail()
    ).slug
    ;(await client.get(url('product', 'en', { slugId: `${slug}-${id}` }))).assertStatus(200)

    const archived = await client
      .post(productPaths(id).archive)
      .withCsrfToken()
      .loginAs(seller)
      .redirects(0)
    archived.assertStatus(303)
    let row = await db.from('products').where('id', id).firstOrFail()
    assert.equal(row.status, 'archived')
    assert.isFalse(row.changed_since_approval)
    ;(await client.get(url('product', 'en', { slugId: `${slug}-${id}` }))).assertStatus(404)

    const again = await client
      .post(productPaths(id, 'ru').archive)
      .withCsrfToken()
      .loginAs(seller)
      .redirects(0)
    assert.equal(errorsOf(again).form, 'Это действие недоступно для товара со статусом «В архиве».')

    await client.post(productPaths(id).restore).withCsrfToken().loginAs(seller).redirects(0)
    row = await db.from('products').where('id', id).firstOrFail()
    assert.equal(row.status, 'draft')
  })

  test('duplicate copies texts and attributes into a new draft, without images or barcode', async ({
    client,
    assert,
  }) => {
    const { seller, addressId } = await sellerWithAddress()
    const id = await completeProduct(client, seller, addressId, 'published')
    const response = await client
      .post(productPaths(id).duplicate)
      .withCsrfToken()
      .loginAs(seller)
      .redirects(0)
    response.assertStatus(303)
    const copyId = Number(String(response.header('location')).match(/\/(\d+)\/edit$/)![1])
    assert.notEqual(copyId, id)

    const [original, copy] = await Promise.all([
      db.from('products').where('id', id).firstOrFail(),
      db.from('products').where('id', copyId).firstOrFail(),
    ])
    assert.equal(copy.status, 'draft')
    assert.equal(copy.company_id, seller.companyId)
    assert.notEqual(copy.product_code, original.product_code)
    assert.equal(Number(copy.price_minor), Number(original.price_minor))
    assert.equal(copy.brand_id, original.brand_id)
    assert.equal(copy.category_id, original.category_id)
    assert.isNull(copy.barcode)
    assert.isNull(copy.first_published_at)
    const names = await db
      .from('product_translations')
      .where('product_id', copyId)
      .orderBy('locale')
      .select('name')
    assert.deepEqual(
      names.map((n) => n.name),
      ['Şəki halvası', 'Shaki halva', 'Шекинская халва']
    )
    assert.equal(
      Number(
        (await db.from('product_attributes').where('product_id', copyId).count('* as n'))[0].n
      ),
      2
    )
    assert.equal(
      Number((await db.from('product_images').where('product_id', copyId).count('* as n'))[0].n),
      0
    )
    assert.equal(
      Number((await db.from('product_images').where('product_id', id).count('* as n'))[0].n),
      1
    )
  })

  test('only drafts can be deleted', async ({ client, assert }) => {
    const { seller } = await sellerWithAddress()
    const draft = await insertProduct(seller.companyId!, { status: 'draft' })
    await addImage(draft)
    const published = await insertProduct(seller.companyId!, { status: 'published' })

    const refused = await client
      .delete(productPaths(published).delete)
      .withCsrfToken()
      .loginAs(seller)
      .redirects(0)
    refused.assertStatus(303)
    assert.equal(
      errorsOf(refused).form,
      'Only drafts can be deleted. Archive this product instead.'
    )
    assert.isNotNull(await db.from('products').where('id', published).first())

    const deleted = await client
      .delete(productPaths(draft).delete)
      .withCsrfToken()
      .loginAs(seller)
      .redirects(0)
    deleted.assertStatus(303)
    assert.equal(deleted.header('location'), PAGES.seller_products.en)
    assert.isNull(await db.from('products').where('id', draft).first())
    assert.isNull(await db.from('product_translations').where('product_id', draft).first())
    assert.isNull(await db.from('product_images').where('product_id', draft).first())
  })

  test('a "back" address outside the products list is ignored', async ({ client, assert }) => {
    const { seller } = await sellerWithAddress()
    const draft = await insertProduct(seller.companyId!, { status: 'draft' })
    for (const back of [
      'https://evil.example/',
      '//evil.example/x',
      '/en/seller-dashboard/products-evil',
      '/en/admin',
    ]) {
      const response = await client
        .post(productPaths(draft).archive)
        .form({ back })
        .withCsrfToken()
        .loginAs(seller)
        .redirects(0)
      assert.equal(response.header('location'), PAGES.seller_products.en, back)
      await db.from('products').where('id', draft).update({ status: 'draft' })
    }
  })
})
