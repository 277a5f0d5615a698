import { test } from '@japa/runner'
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import db from '@adonisjs/lucid/services/db'
import testUtils from '@adonisjs/core/services/test_utils'
import { createAccount } from '#tests/helpers/accounts'
import {
  denials,
  imageRows,
  imagesUrl,
  insertProduct,
  picture,
  storedFiles,
  upload,
  uploadPicture,
  uploadsDir,
} from './helpers.js'
import { url } from '#tests/helpers/urls'

test.group('Product images: ownership', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test("another seller cannot upload to, reorder, re-main or remove a seller's images: 404, logged, nothing written", async ({
    client,
    assert,
  }) => {
    const owner = await createAccount('seller')
    const intruder = await createAccount('seller')
    const productId = await insertProduct(owner.companyId!, { status: 'published' })
    await uploadPicture(client, owner, productId)
    await uploadPicture(client, owner, productId)
    await db.from('products').where('id', productId).update({ changed_since_approval: false })
    const before = await imageRows(productId)
    const filesBefore = storedFiles(productId)
    const png = await picture('png', 50, 60)

    const attempts = [
      () => upload(client, intruder, productId, (r) => r.file('image', png, { filename: 'x.png' })),
      () =>
        upload(client, intruder, productId, (r) => r.file('image', png, { filename: 'x.png' }), {
          json: true,
        }),
      () =>
        client
          .post(url('seller_products.images.main', 'en', { id: productId, imageId: before[1].id }))
          .withCsrfToken()
          .loginAs(intruder)
          .redirects(0),
      () =>
        client
          .post(url('seller_products.images.reorder', 'en', { id: productId }))
          .json({ ids: [before[1].id, before[0].id] })
          .withCsrfToken()
          .loginAs(intruder)
          .redirects(0),
      () =>
        client
          .delete(
            url('seller_products.images.destroy', 'en', { id: productId, imageId: before[0].id })
          )
          .withCsrfToken()
          .loginAs(intruder)
          .redirects(0),
      () =>
        client
          .delete(
            url('seller_products.images.destroy', 'en', { id: productId, imageId: before[0].id })
          )
          .header('accept', 'application/json')
          .withCsrfToken()
          .loginAs(intruder),
    ]
    for (const [index, attempt] of attempts.entries()) {
      const response = await attempt()
      assert.equal(response.status(), 404, `attempt ${index}`)
    }
    assert.equal(await denials(intruder), attempts.length)
    assert.deepEqual(await imageRows(productId), before)
    assert.deepEqual(storedFiles(productId), filesBefore)
    for (const row of before)
      assert.isTrue(existsSync(join(uploadsDir(), `${row.path_base}-480.webp`)))
    assert.isFalse(
      (await db.from('products').where('id', productId).firstOrFail()).changed_since_approval
    )
  })

  test("a seller cannot reach another product's image through their own product", async ({
    client,
    assert,
  }) => {
    const owner = await createAccount('seller')
    const intruder = await createAccount('seller')
    const victim = await insertProduct(owner.companyId!, { status: 'draft' })
    const own = await insertProduct(intruder.companyId!, { status: 'draft' })
    await uploadPicture(client, owner, victim)
    await uploadPicture(client, intruder, own)
    const [foreign] = await imageRows(victim)

    const main = await client
      .post(url('seller_products.images.main', 'en', { id: own, imageId: foreign.id }))
      .withCsrfToken()
      .loginAs(intruder)
      .redirects(0)
    main.assertStatus(404)
    const removed = await client
      .delete(url('seller_products.images.destroy', 'en', { id: own, imageId: foreign.id }))
      .header('accept', 'application/json')
      .withCsrfToken()
      .loginAs(intruder)
    removed.assertStatus(404)
    assert.equal(removed.body().error, 'This image or product was not found.')
    const reorder = await client
      .post(url('seller_products.images.reorder', 'en', { id: own }))
      .json({ ids: [foreign.id] })
      .header('accept', 'application/json')
      .withCsrfToken()
      .loginAs(intruder)
    reorder.assertStatus(422)
    assert.equal(await denials(intruder), 2)
    assert.deepEqual(await imageRows(victim), [foreign])
    assert.isTrue(existsSync(join(uploadsDir(), `${foreign.path_base}-800.webp`)))
  })

  test('buyers, admins and guests get no access; unknown or out-of-range ids are 404', async ({
    client,
    assert,
  }) => {
    const owner = await createAccount('seller')
    const buyer = await createAccount('buyer')
    const admin = await createAccount('admin')
    const productId = await insertProduct(owner.companyId!, { status: 'draft' })
    const png = await picture('png', 50, 60)

    for (const user of [buyer, admin]) {
      const response = await upload(client, user, productId, (r) =>
        r.file('image', png, { filename: 'x.png' })
      )
      response.assertStatus(404)
      assert.equal(await denials(user), 1)
    }
    const guest = await client
      .post(imagesUrl(productId))
      .file('image', png, { filename: 'x.png' })
      .withCsrfToken()
      .redirects(0)
    assert.include([401, 302, 303], guest.status())

    for (const missing of [2_147_483_000, 99_999_999_999]) {
      const response = await upload(
        client,
        owner,
        missing,
        (r) => r.file('image', png, { filename: 'x.png' }),
        { json: true }
      )
      assert.equal(response.status(), 404, String(missing))
    }
    const bigImage = await client
      .delete(`${imagesUrl(productId)}/99999999999`)
      .withCsrfToken()
      .loginAs(owner)
      .redirects(0)
    bigImage.assertStatus(404)
    assert.lengthOf(await imageRows(productId), 0)
    assert.deepEqual(storedFiles(productId), [])
  })
})
