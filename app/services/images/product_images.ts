import { randomUUID } from 'node:crypto'
import type { OutputInfo } from 'sharp'
import db from '@adonisjs/lucid/services/db'
import drive from '@adonisjs/drive/services/main'
import { IMMUTABLE_CACHE } from '#config/static'
import logger from '@adonisjs/core/services/logger'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import {
  IMAGE_FORMATS,
  IMAGE_WIDTHS,
  PRODUCT_IMAGE_BOX,
  PRODUCT_IMAGE_MAX_BYTES,
  PRODUCT_IMAGE_MAX_COUNT,
  type ImageFormat,
} from '#shared/images'
import { VARIANT_CONTENT_TYPES, encodeVariant, variantKey } from '#services/images/variant_formats'
import { invalidate } from '#services/cache/invalidation'
import { loadSharp } from '#services/images/load_sharp'

export { readSingleFile } from '#services/images/avatar'

/** Size and count limits, shared with the browser's uploader (shared/images.ts). */
export { PRODUCT_IMAGE_BOX, PRODUCT_IMAGE_MAX_BYTES, PRODUCT_IMAGE_MAX_COUNT }

/** Decoded pixel ceiling, 40 megapixels: a small file cannot expand into a huge bitmap (pixel flood). */
export const PRODUCT_IMAGE_MAX_PIXELS = 40_000_000

/** Formats accepted, decided by sharp from the content; the file name and declared MIME type are never read. */
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp'])

/** Folder of product images on the uploads disk (served under /uploads/products/…). */
const FOLDER = 'products'

/** Statuses in which a product must keep at least one image (SPEC §5: image is required). */
const NEEDS_AN_IMAGE = new Set(['published', 'in_review'])

/** A product_images row. */
export type ProductImageRow = {
  id: number
  product_id: number
  position: number
  is_main: boolean
  path_base: string
  width: number
  height: number
}

/** Why an image operation was refused; each has a message under `product_images.errors.<code>`. */
export type ProductImageRefusal =
  | 'missing'
  | 'too_large'
  | 'not_image'
  | 'too_many_pixels'
  | 'too_many'
  | 'bad_order'
  | 'last_image'
  | 'not_found'

/** A refused image operation (nothing was stored or changed). */
export class ProductImageError extends Error {
  constructor(public code: ProductImageRefusal) {
    super(`product image refused: ${code}`)
  }
}

/** A product as the image operations need it. */
export type ImageOwnerProduct = { id: number; status: string }

/**
 * The product `productId` if it belongs to company `companyId` (DESIGN §6: a seller edits only
 * their own products), else null — also for a seller without a company.
 */
export async function findCompanyProduct(
  productId: number,
  companyId: number | null
): Promise<ImageOwnerProduct | null> {
  if (!companyId) return null
  const row = await db
    .from('products')
    .where({ id: productId, company_id: companyId })
    .select('id', 'status')
    .first()
  return row ? { id: Number(row.id), status: row.status } : null
}

/** Images of a product in display order (position, then id). */
export async function listProductImages(
  productId: number,
  trx?: TransactionClientContract
): Promise<ProductImageRow[]> {
  const rows = await (trx ?? db)
    .from('product_images')
    .where('product_id', productId)
    .orderBy('position')
    .orderBy('id')
    .select('id', 'product_id', 'position', 'is_main', 'path_base', 'width', 'height')
  return rows.map((row) => ({ ...row, id: Number(row.id), product_id: Number(row.product_id) }))
}

/** An upload turned into variants, ready to store: `width`×`height` is the largest variant's size. */
export type EncodedProductImage = {
  width: number
  height: number
  variants: { width: number; format: ImageFormat; bytes: Buffer }[]
}

/**
 * Decodes uploaded bytes and re-encodes them (DESIGN §6 uploads). Policy:
 * - JPEG, PNG or WebP by content, a single frame, at most 40 MP (checked from the header before
 *   any decoding, and enforced again by sharp's `limitInputPixels`);
 * - turned upright (EXIF orientation), then scaled down to fit inside 800×1000 without cropping
 *   and never enlarged — the whole picture is kept; listing cards frame it at 4:5 (object-cover),
 *   so an 800×1000 upload shows uncropped everywhere;
 * - one AVIF and one WebP per width of IMAGE_WIDTHS (240, 360, 480, 800; a narrower picture is
 *   not enlarged), the names the public catalog requests (imageSet(), inertia/components/catalog/product_picture.tsx);
 *   encoder settings in variant_formats.ts;
 * - nothing of the original survives: metadata (EXIF, GPS, ICC, XMP) is dropped and bytes after
 *   the image data (appended HTML, ZIP) are never read.
 * Throws ProductImageError('not_image' | 'too_many_pixels').
 */
export async function encodeProductImage(input: Buffer): Promise<EncodedProductImage> {
  const sharp = await loadSharp()
  let pixels: { data: Buffer; info: OutputInfo }
  try {
    const image = sharp(input, { limitInputPixels: PRODUCT_IMAGE_MAX_PIXELS, failOn: 'error' })
    const meta = await image.metadata()
    if (
      !meta.format ||
      !ACCEPTED_FORMATS.has(meta.format) ||
      (meta.pages ?? 1) > 1 ||
      !meta.width ||
      !meta.height
    ) {
      throw new ProductImageError('not_image')
    }
    if (meta.width * meta.height > PRODUCT_IMAGE_MAX_PIXELS)
      throw new ProductImageError('too_many_pixels')
    pixels = await image
      .rotate()
      .resize({ ...PRODUCT_IMAGE_BOX, fit: 'inside', withoutEnlargement: true })
      .raw()
      .toBuffer({ resolveWithObject: true })
  } catch (error) {
    if (error instanceof ProductImageError) throw error
    if (/pixel limit/i.test((error as Error).message))
      throw new ProductImageError('too_many_pixels')
    throw new ProductImageError('not_image')
  }

  const { data, info } = pixels
  const raw = { width: info.width, height: info.height, channels: info.channels }
  const variants = []
  for (const width of IMAGE_WIDTHS) {
    for (const format of IMAGE_FORMATS) {
      const resized = sharp(data, { raw }).resize({ width: Math.min(width, info.width) })
      variants.push({ width, format, bytes: await encodeVariant(resized, format) })
    }
  }
  return { width: info.width, height: info.height, variants }
}

/** Writes the variants as `products/{productId}/{uuid}-{width}.{format}`; returns the base path (no size suffix). */
async function storeVariants(productId: number, encoded: EncodedProductImage): Promise<string> {
  const base = `${FOLDER}/${productId}/${randomUUID()}`
  const disk = drive.use()
  try {
    for (const variant of encoded.variants) {
      await disk.put(variantKey(base, variant.width, variant.format), variant.bytes, {
        contentType: VARIANT_CONTENT_TYPES[variant.format],
        cacheControl: IMMUTABLE_CACHE,
      })
    }
  } catch (error) {
    await deleteProductImageFiles(base)
    throw error
  }
  return base
}

/**
 * Removes every stored variant of `base`. Only bases under products/ are touched, never one
 * another product_images row still points at (a duplicated product shares its files); a
 * missing file is not an error.
 */
export async function deleteProductImageFiles(base: string): Promise<void> {
  if (!base.startsWith(`${FOLDER}/`) || base.includes('..')) return
  const shared = await db.from('product_images').where('path_base', base).first()
  if (shared) return
  const disk = drive.use()
  const results = await Promise.allSettled(
    IMAGE_WIDTHS.flatMap((width) =>
      IMAGE_FORMATS.map((format) => disk.delete(variantKey(base, width, format)))
    )
  )
  const failed = results.find((result) => result.status === 'rejected')
  if (failed)
    logger.warn(
      { err: (failed as PromiseRejectedResult).reason, base },
      'product image files could not be removed'
    )
}

/** Locks the product row for the rest of the transaction; throws not_found when it is gone. */
async function lockProduct(
  trx: TransactionClientContract,
  productId: number
): Promise<ImageOwnerProduct> {
  const row = await trx
    .from('products')
    .where('id', productId)
    .forUpdate()
    .select('id', 'status')
    .first()
  if (!row) throw new ProductImageError('not_found')
  return { id: Number(row.id), status: row.status }
}

/**
 * Records an image change on the product: a published product stays live and re-enters the
 * review queue as "changed since approval" (DESIGN §4 Products); any status gets a new updated_at.
 */
async function markImagesChanged(trx: TransactionClientContract, product: ImageOwnerProduct) {
  const now = new Date()
  const changes: Record<string, unknown> = { updated_at: now }
  if (product.status === 'published')
    Object.assign(changes, { changed_since_approval: true, submitted_at: now })
  await trx.from('products').where('id', product.id).update(changes)
}

/**
 * Adds an uploaded image to product `productId` (see encodeProductImage for the policy). It is
 * placed last; the first image of a product becomes its main image. Files are written before the
 * row and removed again if the row cannot be added, so a failure leaves nothing behind.
 * Throws ProductImageError('too_many' | 'not_image' | 'too_many_pixels' | 'not_found').
 */
export async function addProductImage(
  productId: number,
  bytes: Buffer
): Promise<ProductImageRow[]> {
  const existing = await db
    .from('product_images')
    .where('product_id', productId)
    .count('* as total')
    .first()
  if (Number(existing?.total ?? 0) >= PRODUCT_IMAGE_MAX_COUNT)
    throw new ProductImageError('too_many')
  const encoded = await encodeProductImage(bytes)
  const base = await storeVariants(productId, encoded)
  try {
    const images = await db.transaction(async (trx) => {
      const product = await lockProduct(trx, productId)
      const rows = await listProductImages(productId, trx)
      if (rows.length >= PRODUCT_IMAGE_MAX_COUNT) throw new ProductImageError('too_many')
      await trx.table('product_images').insert({
        product_id: productId,
        position: rows.length ? Math.max(...rows.map((row) => row.position)) + 1 : 0,
        is_main: !rows.some((row) => row.is_main),
        path_base: base,
        width: encoded.width,
        height: encoded.height,
      })
      await markImagesChanged(trx, product)
      return listProductImages(productId, trx)
    })
    invalidate('pages')
    return images
  } catch (error) {
    await deleteProductImageFiles(base)
    throw error
  }
}

/** Makes image `imageId` the product's only main image. Throws ProductImageError('not_found'). */
export async function setMainProductImage(
  productId: number,
  imageId: number
): Promise<ProductImageRow[]> {
  const images = await db.transaction(async (trx) => {
    const product = await lockProduct(trx, productId)
    const rows = await listProductImages(productId, trx)
    const target = rows.find((row) => row.id === imageId)
    if (!target) throw new ProductImageError('not_found')
    if (target.is_main) return rows
    await trx
      .from('product_images')
      .where('product_id', productId)
      .where('is_main', true)
      .update({ is_main: false })
    await trx.from('product_images').where('id', imageId).update({ is_main: true })
    await markImagesChanged(trx, product)
    return listProductImages(productId, trx)
  })
  invalidate('pages')
  return images
}

/**
 * Puts the product's images in the order of `ids` (positions 0…n-1). `ids` must name every
 * image of the product exactly once, else ProductImageError('bad_order') (the page is out of date).
 */
export async function reorderProductImages(
  productId: number,
  ids: number[]
): Promise<ProductImageRow[]> {
  const images = await db.transaction(async (trx) => {
    const product = await lockProduct(trx, productId)
    const rows = await listProductImages(productId, trx)
    const known = new Set(rows.map((row) => row.id))
    if (
      ids.length !== rows.length ||
      new Set(ids).size !== ids.length ||
      !ids.every((id) => known.has(id))
    ) {
      throw new ProductImageError('bad_order')
    }
    if (ids.every((id, index) => rows[index].id === id && rows[index].position === index))
      return rows
    for (const [position, id] of ids.entries()) {
      await trx.from('product_images').where({ id, product_id: productId }).update({ position })
    }
    await markImagesChanged(trx, product)
    return listProductImages(productId, trx)
  })
  invalidate('pages')
  return images
}

/**
 * Removes image `imageId` and its files. When it was the main image the next one becomes main;
 * positions close up. A published or in-review product keeps its last image (SPEC §5: image is
 * required): ProductImageError('last_image'). Throws ProductImageError('not_found') too.
 */
export async function removeProductImage(
  productId: number,
  imageId: number
): Promise<ProductImageRow[]> {
  let removed: ProductImageRow | undefined
  const images = await db.transaction(async (trx) => {
    const product = await lockProduct(trx, productId)
    const rows = await listProductImages(productId, trx)
    removed = rows.find((row) => row.id === imageId)
    if (!removed) throw new ProductImageError('not_found')
    if (rows.length === 1 && NEEDS_AN_IMAGE.has(product.status))
      throw new ProductImageError('last_image')
    await trx.from('product_images').where('id', imageId).delete()
    const rest = rows.filter((row) => row.id !== imageId)
    for (const [position, row] of rest.entries()) {
      const changes: Record<string, unknown> = {}
      if (row.position !== position) changes.position = position
      if (removed.is_main && position === 0) changes.is_main = true
      if (Object.keys(changes).length)
        await trx.from('product_images').where('id', row.id).update(changes)
    }
    await markImagesChanged(trx, product)
    return listProductImages(productId, trx)
  })
  if (removed) await deleteProductImageFiles(removed.path_base)
  invalidate('pages')
  return images
}
