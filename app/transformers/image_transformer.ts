/** Widths generated for every uploaded or seeded image (WebP variants). */
export const IMAGE_WIDTHS = [240, 480, 800] as const

/** A responsive image as the browser sees it. */
export type ImageSet = {
  src: string
  srcset: string
  width: number
  height: number
}

/**
 * Public URLs of an image's WebP variants: `{base}-{width}.webp` under /uploads.
 * `base` is the server-generated path without size suffix, e.g. `products/12/9f2c…`.
 */
export function imageSet(base: string, width: number, height: number): ImageSet {
  const url = (w: number) => `/uploads/${base}-${w}.webp`
  return {
    src: url(480),
    srcset: IMAGE_WIDTHS.map((w) => `${url(w)} ${w}w`).join(', '),
    width,
    height,
  }
}
