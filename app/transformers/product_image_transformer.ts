import type { Locale } from '#lib/route_table'
import { patternOf, urlTo } from '#services/urls'
import { imageSet } from '#transformers/image_transformer'
import type { ProductImageRow } from '#services/images/product_images'

/**
 * One image in the producer's image manager: `url` is the 480 px WebP variant, `width` and
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
export function toProductImageData(
  row: Pick<ProductImageRow, 'id' | 'path_base' | 'width' | 'height' | 'is_main' | 'position'>
): ProductImageView {
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
 * Upload URL of a product's images in the page language (`/en/seller-dashboard/products/12/images`).
 */
export function productImagesUrl(productId: number, locale: Locale): string {
  return urlTo('seller_products.images.store', locale, { id: productId })
}

/**
 * The image manager's other targets (start/routes/product_images.ts): reorder as a URL; main
 * and remove as route patterns (`…/:id/images/:imageId/main`) the browser fills per image.
 */
export function productImageUrls(productId: number, locale: Locale) {
  return {
    reorder: urlTo('seller_products.images.reorder', locale, { id: productId }),
    main: patternOf('seller_products.images.main', locale),
    destroy: patternOf('seller_products.images.destroy', locale),
  }
}
