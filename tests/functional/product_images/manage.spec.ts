import { test } from '@japa/runner'
import { existsSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import sharp from 'sharp'
import db from '@adonisjs/lucid/services/db'
import testUtils from '@adonisjs/core/services/test_utils'
import { createAccount } from '#tests/helpers/accounts'
import { inertiaPage } from '#tests/helpers/inertia_page'
import {
  editUrl,
  imageRows,
  imagesError,
  insertProduct,
  photoWithExif,
  picture,
  upload,
  uploadPicture,
  uploadsDir,
} from './helpers.js'
import { url } from '#tests/helpers/urls'

const UUID_BASE = /^products\/\d+\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/

/** Width and height of a stored variant, read back from disk (sharp names AVIF `heif`, coded `av1`). */
async function variantSize(base: string, width: number, extension: 'webp' | 'avif' = 'webp') {
  const meta = await sharp(
    await readFile(join(uploadsDir(), `${base}-${width}.${extension}`))
  ).metadata()
  return {
    format: meta.format === 'heif' ? `heif/${meta.compression}` : meta.format,
    width: meta.width,
    height: meta.height,
    exif: meta.exif,
    icc: meta.icc,
  }
}

test.group('Product images: upload and manage', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('a JPEG photo becomes upright WebP variants of at most 800×1000 without metadata, under a server name', async ({
    client,
    assert,
  }) => {
    const seller = await createAccount('seller')
    const productId = await insertProduct(seller.companyId!, { status: 'draft' })
    const photo = await photoWithExif(2000, 1600, 6)
    assert.equal(
      (await sharp(photo).metadata()).orientation,
      6,
      'the fixture is a sideways phone photo'
    )

    const response = await upload(client, seller, productId, (r) =>
      r.file('image', photo, { filename: 'IMG 0001 (holiday).jpg', contentType: 'image/jpeg' })
    )
    response.assertStatus(303)
    assert.equal(response.header('location'), editUrl(productId))
    response.assertFlashMessage('success', 'The image has been uploaded.')

    const [row] = await imageRows(productId)
    assert.match(row.path_base, UUID_BASE)
    assert.isTrue(row.path_base.startsWith(`products/${productId}/`))
    assert.notInclude(row.path_base, 'IMG')
    assert.deepEqual([row.width, row.height, row.is_main, row.position], [800, 1000, true, 0])
    const expected: Record<number, [number, number]> = {
      240: [240, 300],
      480: [480, 600],
      800: [800, 1000],
    }
    for (const [width, size] of Object.entries(expected)) {
      for (const [extension, format] of [
        ['webp', 'webp'],
        ['avif', 'heif/av1'],
      ] as const) {
        const variant = await variantSize(row.path_base, Number(width), extension)
        assert.equal(variant.format, format)
        assert.deepEqual(
          [variant.width, variant.height],
          size,
          `${width} ${extension} variant is upright 4:5`
        )
        assert.isUndefined(variant.exif)
        assert.isUndefined(variant.icc)
      }
    }
    for (const extension of ['webp', 'avif']) {
      const bytes = await readFile(join(uploadsDir(), `${row.path_base}-800.${extension}`))
      assert.notInclude(bytes.toString('latin1'), 'SecretCam')
    }
    ;(await client.get(`/uploads/${row.path_base}-480.webp`)).assertStatus(200)
    const avif = await client.get(`/uploads/${row.path_base}-480.avif`)
    avif.assertStatus(200)
    avif.assertHeader('content-type', 'image/avif')
    assert.isBelow(
      Number(avif.header('content-length')),
      (await readFile(join(uploadsDir(), `${row.path_base}-480.webp`))).length,
      'the AVIF variant is smaller than the WebP one'
    )
  })

  test('PNG and WebP are accepted by content whatever their name or declared type; small pictures are not enlarged', async ({
    client,
    assert,
  }) => {
    const seller = await createAccount('seller')
    const productId = await insertProduct(seller.companyId!, { status: 'draft' })
    const png = await picture('png', 300, 200)
    const webp = await picture('webp', 1000, 500)

    const first = await upload(
      client,
      seller,
      productId,
      (r) => r.file('image', png, { filename: 'notes.txt', contentType: 'text/plain' }),
      { json: true }
    )
    first.assertStatus(201)
    const second = await upload(
      client,
      seller,
      productId,
      (r) => r.file('image', webp, { filename: 'x.gif', contentType: 'image/gif' }),
      { json: true }
    )
    second.assertStatus(201)
    assert.equal(second.body().message, 'The image has been uploaded.')

    const rows = await imageRows(productId)
    assert.deepEqual(
      rows.map((row) => [row.width, row.height, row.position, row.is_main]),
      [
        [300, 200, 0, true],
        [800, 400, 1, false],
      ]
    )
    assert.deepEqual(
      await variantSize(rows[0].path_base, 240).then((v) => [v.width, v.height]),
      [240, 160]
    )
    assert.deepEqual(
      await variantSize(rows[0].path_base, 800).then((v) => [v.width, v.height]),
      [300, 200]
    )
    assert.deepEqual(
      second.body().images,
      rows.map((row) => ({
        id: row.id,
        url: `/uploads/${row.path_base}-480.webp`,
        width: row.width,
        height: row.height,
        isMain: row.is_main,
        position: row.position,
      }))
    )
  })

  test('the first image is main; main can move, order can change, and removing the main image promotes the next and deletes its files', async ({
    client,
    assert,
  }) => {
    const seller = await createAccount('seller')
    const productId = await insertProduct(seller.companyId!, { status: 'draft' })
    for (const colour of ['#aa0000', '#00aa00', '#0000aa'])
      await uploadPicture(client, seller, productId, 'jpeg', colour)
    const [a, b, c] = await imageRows(productId)
    assert.deepEqual([a.is_main, b.is_main, c.is_main], [true, false, false])

    const main = await client
      .post(url('seller_products.images.main', 'en', { id: productId, imageId: c.id }))
      .withCsrfToken()
      .loginAs(seller)
      .redirects(0)
    main.assertStatus(303)
    main.assertFlashMessage('success', 'The main image has been changed.')
    assert.deepEqual(
      (await imageRows(productId)).filter((row) => row.is_main).map((row) => row.id),
      [c.id]
    )

    const reorder = await client
      .post(url('seller_products.images.reorder', 'en', { id: productId }))
      .json({ ids: [c.id, a.id, b.id] })
      .header('accept', 'application/json')
      .withCsrfToken()
      .loginAs(seller)
    reorder.assertStatus(200)
    assert.deepEqual(
      reorder.body().images.map((image: any) => [image.id, image.position, image.isMain]),
      [
        [c.id, 0, true],
        [a.id, 1, false],
        [b.id, 2, false],
      ]
    )

    const form = await client
      .post(url('seller_products.images.reorder', 'az', { id: productId }))
      .form({ 'ids[0]': b.id, 'ids[1]': c.id, 'ids[2]': a.id })
      .withCsrfToken()
      .loginAs(seller)
      .redirects(0)
    form.assertStatus(303)
    assert.equal(form.header('location'), editUrl(productId, 'az'))
    assert.deepEqual(
      (await imageRows(productId)).map((row) => row.id),
      [b.id, c.id, a.id]
    )

    const removed = await client
      .delete(url('seller_products.images.destroy', 'en', { id: productId, imageId: c.id }))
      .withCsrfToken()
      .loginAs(seller)
      .redirects(0)
    removed.assertStatus(303)
    removed.assertFlashMessage('success', 'The image has been removed.')
    const rows = await imageRows(productId)
    assert.deepEqual(
      rows.map((row) => [row.id, row.position, row.is_main]),
      [
        [b.id, 0, true],
        [a.id, 1, false],
      ]
    )
    for (const width of [240, 360, 480, 800])
      for (const extension of ['webp', 'avif'])
        assert.isFalse(existsSync(join(uploadsDir(), `${c.path_base}-${width}.${extension}`)))
    assert.isTrue(existsSync(join(uploadsDir(), `${a.path_base}-800.webp`)))
  })

  test('a stale or forged order is refused with a message and changes nothing', async ({
    client,
    assert,
  }) => {
    const seller = await createAccount('seller')
    const productId = await insertProduct(seller.companyId!, { status: 'draft' })
    await uploadPicture(client, seller, productId)
    await uploadPicture(client, seller, productId)
    const [a, b] = await imageRows(productId)
    const bodies = [
      { ids: [a.id] },
      { ids: [a.id, a.id] },
      { ids: [a.id, b.id, 999999] },
      { ids: 'x' },
      {},
      { ids: [b.id, 99999999999] },
    ]
    for (const body of bodies) {
      const response = await client
        .post(url('seller_products.images.reorder', 'en', { id: productId }))
        .json(body)
        .header('accept', 'application/json')
        .withCsrfToken()
        .loginAs(seller)
      response.assertStatus(422)
      assert.equal(
        response.body().error,
        'The order of the images could not be saved. Reload the page and try again.',
        JSON.stringify(body)
      )
    }
    const inertia = await client
      .post(url('seller_products.images.reorder', 'ru', { id: productId }))
      .form({ ids: [b.id] })
      .withCsrfToken()
      .loginAs(seller)
      .redirects(0)
    inertia.assertStatus(303)
    assert.equal(
      imagesError(inertia),
      'Не удалось сохранить порядок изображений. Обновите страницу и попробуйте ещё раз.'
    )
    assert.deepEqual(
      (await imageRows(productId)).map((row) => row.id),
      [a.id, b.id]
    )
  })

  test('at most 10 images: the 11th is refused in every language and no file is written', async ({
    client,
    assert,
  }) => {
    const seller = await createAccount('seller')
    const productId = await insertProduct(seller.companyId!, { status: 'draft' })
    for (let index = 0; index < 10; index++)
      await uploadPicture(client, seller, productId, 'png', `#${String(index).repeat(6)}`)
    const rows = await imageRows(productId)
    assert.lengthOf(rows, 10)
    assert.deepEqual(
      rows.map((row) => row.position),
      [0, 1, 2, 3, 4, 5, 6, 7, 8, 9]
    )
    assert.lengthOf(
      rows.filter((row) => row.is_main),
      1
    )

    const png = await picture('png', 100, 100)
    const json = await upload(
      client,
      seller,
      productId,
      (r) => r.file('image', png, { filename: 'eleven.png' }),
      { json: true }
    )
    json.assertStatus(422)
    assert.equal(json.body().error, 'A product can have at most 10 images.')
    assert.lengthOf(json.body().images, 10)
    const messages = {
      en: 'A product can have at most 10 images.',
      az: 'Bir məhsulun ən çox 10 şəkli ola bilər.',
      ru: 'У товара может быть не более 10 изображений.',
    }
    for (const [locale, message] of Object.entries(messages)) {
      const response = await upload(
        client,
        seller,
        productId,
        (r) => r.file('image', png, { filename: 'eleven.png' }),
        { locale: locale as any }
      )
      response.assertStatus(303)
      assert.equal(imagesError(response), message)
    }
    assert.lengthOf(await imageRows(productId), 10)
  })

  test('image edits of a published product keep it live and put it back in the review queue; drafts are not flagged', async ({
    client,
    assert,
  }) => {
    const seller = await createAccount('seller')
    const published = await insertProduct(seller.companyId!, { status: 'published' })
    const before = await db.from('products').where('id', published).firstOrFail()
    assert.isFalse(before.changed_since_approval)
    assert.isNull(before.submitted_at)

    await uploadPicture(client, seller, published, 'webp')
    const after = await db.from('products').where('id', published).firstOrFail()
    assert.equal(after.status, 'published')
    assert.isTrue(after.changed_since_approval)
    assert.instanceOf(after.submitted_at, Date)

    const [row] = await imageRows(published)
    const translation = await db
      .from('product_translations')
      .where({ product_id: published, locale: 'en' })
      .firstOrFail()
    const page = await client.get(
      url('product', 'en', { slugId: `${translation.slug}-${published}` })
    )
    page.assertStatus(200)
    assert.equal(
      inertiaPage(page.text()).props.product.images[0].src,
      `/uploads/${row.path_base}-480.webp`
    )

    await uploadPicture(client, seller, published)
    const [first, second] = await imageRows(published)
    await db.from('products').where('id', published).update({ changed_since_approval: false })
    await client
      .post(url('seller_products.images.main', 'en', { id: published, imageId: second.id }))
      .withCsrfToken()
      .loginAs(seller)
      .redirects(0)
    assert.isTrue(
      (await db.from('products').where('id', published).firstOrFail()).changed_since_approval
    )

    await db.from('products').where('id', published).update({ changed_since_approval: false })
    const last = await client
      .delete(url('seller_products.images.destroy', 'en', { id: published, imageId: first.id }))
      .withCsrfToken()
      .loginAs(seller)
      .redirects(0)
    last.assertStatus(303)
    assert.isTrue(
      (await db.from('products').where('id', published).firstOrFail()).changed_since_approval
    )
    const only = await client
      .delete(url('seller_products.images.destroy', 'en', { id: published, imageId: second.id }))
      .header('accept', 'application/json')
      .withCsrfToken()
      .loginAs(seller)
    only.assertStatus(422)
    assert.equal(
      only.body().error,
      'A product under review or on sale needs at least one image: add another image before removing this one.'
    )
    assert.lengthOf(await imageRows(published), 1)

    const draft = await insertProduct(seller.companyId!, { status: 'draft' })
    await uploadPicture(client, seller, draft)
    const [draftImage] = await imageRows(draft)
    const removed = await client
      .delete(url('seller_products.images.destroy', 'en', { id: draft, imageId: draftImage.id }))
      .withCsrfToken()
      .loginAs(seller)
      .redirects(0)
    removed.assertStatus(303)
    const draftRow = await db.from('products').where('id', draft).firstOrFail()
    assert.isFalse(draftRow.changed_since_approval)
    assert.isNull(draftRow.submitted_at)
    assert.lengthOf(await imageRows(draft), 0)
  })
})
