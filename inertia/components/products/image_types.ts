import type { ProductImageView as ProductImageData } from '#transformers/product_image_transformer'
import { PRODUCT_IMAGE_BOX, PRODUCT_IMAGE_MAX_BYTES, PRODUCT_IMAGE_MAX_COUNT } from '#shared/images'

/** One product image as the image manager shows it (app/transformers/product_image_transformer.ts). */
export type { ProductImageData }

/** Limits the uploader checks before sending (the server enforces them again). */
export const PRODUCT_IMAGE_LIMITS = {
  maxMegabytes: PRODUCT_IMAGE_MAX_BYTES / (1024 * 1024),
  maxCount: PRODUCT_IMAGE_MAX_COUNT,
  ...PRODUCT_IMAGE_BOX,
} as const

/** Body of a JSON answer from the image routes: the new list, and a message or an error. */
export interface ProductImagesAnswer {
  images?: ProductImageData[]
  message?: string
  error?: string
}
