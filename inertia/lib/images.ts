/** Widths of every stored image's WebP variants (app/transformers/image_transformer.ts IMAGE_WIDTHS). */
const IMAGE_WIDTHS = [240, 480, 800] as const

/**
 * The srcset of a card image whose `src` is its 480 px variant (`…-480.webp`): the same path
 * with each width's suffix (app/transformers/image_transformer.ts cardImage).
 */
export function cardSrcset(src: string): string {
  const base = src.replace(/-480\.webp$/, '')
  return IMAGE_WIDTHS.map((width) => `${base}-${width}.webp ${width}w`).join(', ')
}
