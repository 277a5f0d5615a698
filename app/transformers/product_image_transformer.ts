import { pathFor, type Locale } from '#lib/route_table'
import { imageSet } from '#transformers/image_transformer'
import type { ProductImageRow } from '#services/images/product_images'

/**
 * One image in the producer's image manager (same shape as ProductImageData in
 * inertia/components/products/image_types.ts): `url` is the 480 px WebP variant, `width` and
 * `height` the stored size in pixels (at most 800×1000), `position` 0-based.
 */
export type ProductImageView = {
  id: number
  url: string
  width: number
  height: number
  isMain: boolean
  position: number
}

/** Props of one product_images row for the image manager. */
export function toProductImageData(row: Pick<ProductImageRow, 'id' | 'path_base' | 'width' | 'height' | 'is_main' | 'position'>): ProductImageView {
  return {
    id: Number(row.id),
    url: imageSet(row.path_base, row.width, row.height).src,
    width: row.width,
    height: row.height,
    isMain: Boolean(row.is_main),
    position: row.position,
  }
}

/**
 * Upload URL of a product's images in the page language (`/en/seller-dashboard/products/12/images`);
 * the image manager derives the main/reorder/remove URLs from it.
 */
export function productImagesUrl(productId: number, locale: Locale): string {
  return pathFor('seller_products', locale, `${productId}/images`)
}
