import { IMAGE_WIDTHS } from '#shared/images'

/**
 * The srcset of a card image whose `src` is its 480 px variant (`…-480.webp`): the same path
 * with each width's suffix (app/transformers/image_transformer.ts cardImage).
 */
export function cardSrcset(src: string): string {
  const base = src.replace(/-480\.webp$/, '')
  return IMAGE_WIDTHS.map((width) => `${base}-${width}.webp ${width}w`).join(', ')
}
