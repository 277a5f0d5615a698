import { IMAGE_WIDTHS, type ImageFormat } from '#shared/images'

/**
 * The srcset of a card image whose `src` is its 480 px WebP variant (`…-480.webp`): the same path
 * with each width's suffix, in `format` (app/transformers/image_transformer.ts cardImage).
 */
export function cardSrcset(src: string, format: ImageFormat = 'webp'): string {
  const base = src.replace(/-480\.webp$/, '')
  return IMAGE_WIDTHS.map((width) => `${base}-${width}.${format} ${width}w`).join(', ')
}

/**
 * The AVIF twin of a product picture's WebP srcset (`…-240.webp 240w, …`): every variant is
 * stored in both formats under the same name (app/services/images/image_variants.ts).
 */
export function avifSrcset(webpSrcset: string): string {
  return webpSrcset.replace(/\.webp(?= \d+w(?:,|$))/g, '.avif')
}
