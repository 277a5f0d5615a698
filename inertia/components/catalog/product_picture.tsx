import type { ImgHTMLAttributes } from 'react'
import { IMAGE_WIDTHS, type ImageFormat } from '#shared/images'
import { useShared } from '~/lib/i18n'

/**
 * A card's picture width for the browser's pick from its srcset, as every card grid lays it out
 * (catalog, rails, supplier, wish list): two columns below 640 px (~44vw), three up to 1023 px
 * (29–31vw: a 768 px tablet at 2× takes the 480 px file, not the 800 px one), then ~220 px at most.
 */
export const CARD_SIZES = '(min-width: 1024px) 220px, (min-width: 640px) 31vw, 45vw'

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

/**
 * A product picture: `<img>` with its WebP srcset, inside a `<picture>` whose AVIF source the
 * browser prefers when the shop offers AVIF (shared prop `avif`; about 45 % fewer bytes). The
 * `<picture>` is `display: contents`, so the image sizes against its container as a bare `<img>`
 * does. `srcSet` is the WebP one; every other attribute goes to the `<img>`.
 */
export default function ProductPicture({
  srcSet,
  sizes,
  ...image
}: ImgHTMLAttributes<HTMLImageElement> & { srcSet: string; sizes?: string }) {
  const { avif } = useShared()
  const img = <img srcSet={srcSet} sizes={sizes} {...image} />
  if (!avif) return img
  return (
    <picture className="contents">
      <source type="image/avif" srcSet={avifSrcset(srcSet)} sizes={sizes} />
      {img}
    </picture>
  )
}
