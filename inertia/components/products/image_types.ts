/**
 * One product image as the image manager shows it (built on the server by
 * app/transformers/product_image_transformer.ts `toProductImageData`): `url` is the 480 px WebP
 * variant, `width`×`height` the stored size in pixels (at most 800×1000), `position` 0-based.
 */
export interface ProductImageData {
  id: number
  url: string
  width: number
  height: number
  isMain: boolean
  position: number
}

/** Limits the uploader checks before sending (the server enforces them again). */
export const PRODUCT_IMAGE_LIMITS = { maxMegabytes: 5, maxCount: 10, width: 800, height: 1000 } as const

/** Body of a JSON answer from the image routes: the new list, and a message or an error. */
export interface ProductImagesAnswer {
  images?: ProductImageData[]
  message?: string
  error?: string
}
