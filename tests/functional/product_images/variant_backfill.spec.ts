import { test } from '@japa/runner'
import { randomUUID } from 'node:crypto'
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import sharp from 'sharp'
import db from '@adonisjs/lucid/services/db'
import testUtils from '@adonisjs/core/services/test_utils'
import { IMAGE_WIDTHS } from '#shared/images'
import { backfillImageVariants, VARIANTS_RUN } from '#services/images/variant_backfill'
import { avifReady, refreshAvifReady, resetAvifReady } from '#services/images/avif_ready'
import { inertiaPage } from '#tests/helpers/inertia_page'
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

const size = async (base: string, width: number, extension: 'webp' | 'avif' = 'webp') => {
  const meta = await sharp(join(uploadsDir(), `${base}-${width}.${extension}`)).metadata()
  return [meta.width, meta.height]
}

test.group(
  'Image variants for uploads stored before a width or AVIF was added (issue 26)',
  (group) => {
    group.each.setup(() => testUtils.db().withGlobalTransaction())
    /** The run a test records is rolled back with its transaction: forget what this process saw. */
    group.each.teardown(() => resetAvifReady())

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
      /** Each product picture: its 360 WebP and four AVIF; the logo (WebP only): its 360. */
      assert.deepEqual(first, { written: 11, complete: 0, failed: 0, skipped: false })
      assert.deepEqual(await size(photo, 360), [360, 450])
      assert.deepEqual(await size(narrow, 360), [300, 375])
      assert.deepEqual(await size(logo, 360), [360, 360])
      assert.deepEqual(await size(photo, 240, 'avif'), [240, 300])
      assert.deepEqual(await size(narrow, 800, 'avif'), [300, 375])
      for (const base of [photo, narrow, logo])
        for (const width of IMAGE_WIDTHS) {
          assert.isTrue(existsSync(join(uploadsDir(), `${base}-${width}.webp`)), `${base} ${width}`)
          assert.equal(
            existsSync(join(uploadsDir(), `${base}-${width}.avif`)),
            base !== logo,
            `${base} ${width} avif`
          )
        }

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
      assert.deepEqual(counts, { written: 5, complete: 0, failed: 1, skipped: false })
      assert.deepEqual(errors, [lost])
      assert.deepEqual(await size(kept, 360), [360, 450])
      assert.notExists(await db.from('maintenance_runs').where('name', VARIANTS_RUN).first())
      assert.isFalse(await refreshAvifReady(), 'no AVIF while a picture may lack it')
    })

    test('images are read a page at a time: every one of several pages is done, logos after products', async ({
      assert,
    }) => {
      const { product, company } = await onlyTestImages()
      const photos = Array.from({ length: 5 }, () => `products/${product.id}/${randomUUID()}`)
      const logo = `logos/${company.id}/${randomUUID()}`
      for (const base of [...photos, logo]) await storeLegacy(base, [240, 480, 800], 1)
      await insertImages(
        product.id,
        photos.map((base) => [base, 800, 800])
      )
      await db.from('companies').where('id', company.id).update({ logo_path: logo })
      const counts = await backfillImageVariants({ pageSize: 2, concurrency: 3 })
      /** Per photo: the 360 WebP and four AVIFs; the logo: its 360 WebP. */
      assert.deepEqual(counts, { written: 5 * 5 + 1, complete: 0, failed: 0, skipped: false })
      for (const base of photos) assert.deepEqual(await size(base, 360, 'avif'), [360, 360])
      assert.deepEqual(await size(logo, 360), [360, 360])
      assert.exists(await db.from('maintenance_runs').where('name', VARIANTS_RUN).first())
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
      assert.lengthOf(mine, 8)
      assert.isTrue(mine.every((file) => /\.(webp|avif)$/.test(file)))

      /** An AVIF variant of a picture stored before AVIF: written with the rest, served as AVIF. */
      const other = `products/${product.id}/${randomUUID()}`
      await storeLegacy(other, [240, 360, 480, 800], 1.25)
      const avif = await client.get(`/uploads/${other}-480.avif`)
      avif.assertStatus(200)
      assert.include(String(avif.header('content-type')), 'image/avif')
      assert.deepEqual(await size(other, 480, 'avif'), [480, 600])

      /** Not a width the app makes, an image with no stored file, a folder without variants, a logo in AVIF. */
      const logo = `logos/${product.id}/${randomUUID()}`
      await storeLegacy(logo, [240, 360, 480, 800], 1)
      for (const path of [
        `/uploads/${base}-361.webp`,
        `/uploads/${base}-361.avif`,
        `/uploads/products/${product.id}/${randomUUID()}-360.webp`,
        `/uploads/avatars/${randomUUID()}-360.webp`,
        `/uploads/${logo}-360.avif`,
      ])
        (await client.get(path)).assertStatus(404)
    })

    test('pages offer AVIF sources only once the run is recorded', async ({ client, assert }) => {
      await onlyTestImages()
      /** The newest published product (first on the page) gets a picture stored before AVIF. */
      const newest = await db
        .from('products')
        .where('status', 'published')
        .orderBy('first_published_at', 'desc')
        .orderBy('id', 'desc')
        .firstOrFail()
      const base = `products/${newest.id}/${randomUUID()}`
      await storeLegacy(base, [240, 360, 480, 800], 1.25)
      await insertImages(newest.id, [[base, 800, 1000]])

      const before = await client.get('/en/category')
      before.assertStatus(200)
      assert.isFalse(inertiaPage(before.text()).props.avif)
      assert.notInclude(before.text(), 'image/avif')
      assert.isFalse(await refreshAvifReady())

      await backfillImageVariants()
      assert.isTrue(avifReady())
      for (const width of IMAGE_WIDTHS)
        assert.isTrue(existsSync(join(uploadsDir(), `${base}-${width}.avif`)), `${width} avif`)
      const after = await client.get('/en/category')
      after.assertStatus(200)
      const page = inertiaPage(after.text())
      assert.isTrue(page.props.avif)
      assert.equal(page.props.products[0].image.src, `/uploads/${base}-480.webp`)
      /** The server-rendered card: an AVIF source with every width, the WebP <img> after it. */
      const avifSet = IMAGE_WIDTHS.map((w) => `/uploads/${base}-${w}.avif ${w}w`).join(', ')
      assert.include(after.text(), `<source type="image/avif" srcSet="${avifSet}"`)
      assert.include(after.text(), `srcSet="/uploads/${base}-240.webp 240w`)
    })
  }
)
