import { test } from '@japa/runner'
import { randomUUID } from 'node:crypto'
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import sharp from 'sharp'
import db from '@adonisjs/lucid/services/db'
import testUtils from '@adonisjs/core/services/test_utils'
import { IMAGE_WIDTHS } from '#shared/images'
import { backfillImageVariants, VARIANTS_RUN } from '#services/images/variant_backfill'
import { picture, uploadsDir } from '#tests/functional/product_images/helpers'
import { writeFile, mkdir } from 'node:fs/promises'

/** Writes `{base}-{width}.webp` for each of `widths`, as an upload stored before a width was added did. */
async function storeLegacy(base: string, widths: number[], ratio: number, largest = 800) {
  await mkdir(join(uploadsDir(), base, '..'), { recursive: true })
  for (const width of widths) {
    const w = Math.min(width, largest)
    const webp = await sharp(await picture('png', w, Math.round(w * ratio)))
      .webp()
      .toBuffer()
    await writeFile(join(uploadsDir(), `${base}-${width}.webp`), webp)
  }
}

/**
 * Leaves only the images a test stores (the run is then complete and recorded, or not, by them
 * alone; the global transaction restores the rest) and forgets any recorded run. Returns a
 * product and a company to attach images to.
 */
async function onlyTestImages() {
  const product = await db.from('products').select('id').firstOrFail()
  const company = await db.from('companies').select('id').firstOrFail()
  await db.from('product_images').delete()
  await db.from('companies').update({ logo_path: null })
  await db.from('maintenance_runs').delete()
  return { product, company }
}

/** product_images rows of `productId`, in order (the first is the main image): [base, width, height]. */
function insertImages(productId: number, images: [base: string, width: number, height: number][]) {
  return db.table('product_images').multiInsert(
    images.map(([base, width, height], position) => ({
      product_id: productId,
      position,
      is_main: position === 0,
      path_base: base,
      width,
      height,
    }))
  )
}

const size = async (base: string, width: number) => {
  const meta = await sharp(join(uploadsDir(), `${base}-${width}.webp`)).metadata()
  return [meta.width, meta.height]
}

test.group('Image variants for uploads stored before a width was added (issue 26)', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('the missing 360 px variants are cut from the largest stored one, once, then the run is recorded', async ({
    assert,
  }) => {
    const { product, company } = await onlyTestImages()

    const photo = `products/${product.id}/${randomUUID()}`
    const narrow = `products/${product.id}/${randomUUID()}`
    const logo = `logos/${company.id}/${randomUUID()}`
    await storeLegacy(photo, [240, 480, 800], 1.25)
    /** A picture only 300 px wide: every variant is that size, none is enlarged. */
    await storeLegacy(narrow, [240, 480, 800], 1.25, 300)
    await storeLegacy(logo, [240, 480, 800], 1)
    await insertImages(product.id, [
      [photo, 800, 1000],
      [narrow, 300, 375],
    ])
    await db.from('companies').where('id', company.id).update({ logo_path: logo })

    const first = await backfillImageVariants()
    assert.deepEqual(first, { written: 3, complete: 0, failed: 0, skipped: false })
    assert.deepEqual(await size(photo, 360), [360, 450])
    assert.deepEqual(await size(narrow, 360), [300, 375])
    assert.deepEqual(await size(logo, 360), [360, 360])
    for (const base of [photo, narrow, logo])
      for (const width of IMAGE_WIDTHS)
        assert.isTrue(existsSync(join(uploadsDir(), `${base}-${width}.webp`)), `${base} ${width}`)

    const run = await db.from('maintenance_runs').where('name', VARIANTS_RUN).first()
    assert.exists(run)
    assert.deepEqual(await backfillImageVariants(), {
      written: 0,
      complete: 0,
      failed: 0,
      skipped: true,
    })
    assert.deepEqual(await backfillImageVariants({ force: true }), {
      written: 0,
      complete: 3,
      failed: 0,
      skipped: false,
    })
  })

  test('an image with no stored file is reported, the others are done, and the run stays open', async ({
    assert,
  }) => {
    const { product } = await onlyTestImages()
    const lost = `products/${product.id}/${randomUUID()}`
    const kept = `products/${product.id}/${randomUUID()}`
    await storeLegacy(kept, [240, 480, 800], 1.25)
    await insertImages(product.id, [
      [lost, 800, 1000],
      [kept, 800, 1000],
    ])
    const errors: string[] = []
    const counts = await backfillImageVariants({ onError: (base) => errors.push(base) })
    assert.deepEqual(counts, { written: 1, complete: 0, failed: 1, skipped: false })
    assert.deepEqual(errors, [lost])
    assert.deepEqual(await size(kept, 360), [360, 450])
    assert.notExists(await db.from('maintenance_runs').where('name', VARIANTS_RUN).first())
  })

  test('a width missing on disk is written when first asked for and served; other misses stay 404', async ({
    client,
    assert,
  }) => {
    const { product } = await onlyTestImages()
    const base = `products/${product.id}/${randomUUID()}`
    await storeLegacy(base, [240, 480, 800], 1.25)
    await insertImages(product.id, [[base, 800, 1000]])

    const response = await client.get(`/uploads/${base}-360.webp`)
    response.assertStatus(200)
    assert.include(String(response.header('content-type')), 'image/webp')
    assert.equal(response.header('cache-control'), 'public, max-age=31536000, immutable')
    assert.deepEqual(await size(base, 360), [360, 450])
    /** Only the missing file was written, in place (no temporary file left beside it). */
    const { readdir } = await import('node:fs/promises')
    const files = await readdir(join(uploadsDir(), 'products', String(product.id)))
    const mine = files.filter((file) => file.startsWith(base.split('/').pop()!)).sort()
    assert.lengthOf(mine, 4)
    assert.isTrue(mine.every((file) => file.endsWith('.webp')))

    /** Not a width the app makes, an image with no stored file, a folder without variants. */
    for (const path of [
      `/uploads/${base}-361.webp`,
      `/uploads/products/${product.id}/${randomUUID()}-360.webp`,
      `/uploads/avatars/${randomUUID()}-360.webp`,
    ])
      (await client.get(path)).assertStatus(404)
  })
})
