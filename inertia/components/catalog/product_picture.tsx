import type { ImgHTMLAttributes } from 'react'
import { useShared } from '~/lib/i18n'
import { avifSrcset } from '~/lib/images'

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
