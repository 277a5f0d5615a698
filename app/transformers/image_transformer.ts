import { IMAGE_WIDTHS } from '#shared/images'
import { uploadUrl } from '#services/images/upload_url'

/** Widths generated for every uploaded or seeded image (WebP variants; shared/images.ts). */
export { IMAGE_WIDTHS }

/** A responsive image as the browser sees it. */
export type ImageSet = {
  src: string
  srcset: string
  width: number
  height: number
}

/** Public URL of an image's WebP variant of `width`: `/uploads/{base}-{width}.webp` (or on S3_PUBLIC_URL). */
export function variantUrl(base: string, width: number) {
  return uploadUrl(`${base}-${width}.webp`)
}

/**
 * Public URLs of an image's WebP variants: `{base}-{width}.webp` under /uploads.
 * `base` is the server-generated path without size suffix, e.g. `products/12/9f2c…`.
 */
export function imageSet(base: string, width: number, height: number): ImageSet {
  return {
    src: variantUrl(base, 480),
    srcset: IMAGE_WIDTHS.map((w) => `${variantUrl(base, w)} ${w}w`).join(', '),
    width,
    height,
  }
}

/**
 * A product card's image: the 480 px variant only. Cards come 24 to a listing page, so the
 * browser builds the srcset itself from `src` (every variant differs only in the width suffix:
 * inertia/components/catalog/product_picture.tsx), which keeps a fifth of the listing JSON off the wire.
 */
export type CardImage = Omit<ImageSet, 'srcset'>

/** The card image of `base` (see imageSet). */
export function cardImage(base: string, width: number, height: number): CardImage {
  return { src: variantUrl(base, 480), width, height }
}
