/** Product image limits (issue 5, SPEC §5) the server enforces and the uploader checks before sending. */

/** Largest accepted file: 5 MB (issue 5: product images ≤ 5 MB each). */
export const PRODUCT_IMAGE_MAX_BYTES = 5 * 1024 * 1024

/** Images a product may hold (issue 5: ≤ 10 per product). */
export const PRODUCT_IMAGE_MAX_COUNT = 10

/** Recommended and largest stored size in pixels (SPEC §5: product 800×1000). */
export const PRODUCT_IMAGE_BOX = { width: 800, height: 1000 } as const

/**
 * Widths generated for every uploaded or seeded image (variants `…-{width}.webp`, and for product
 * pictures `…-{width}.avif` too: IMAGE_FORMATS). 360 is
 * what a phone's two-column grid asks for (a card of 45vw on a 360–414 px screen at 1.75–2× is
 * 285–375 device pixels); without it the phone took the 480 one, ~1.8× the bytes. Files stored
 * before a width was added get it from `node ace images:variants`, which `npm start` runs.
 */
export const IMAGE_WIDTHS = [240, 360, 480, 800] as const

/**
 * Formats of a product picture's variants, the browser's first choice first. AVIF is about 45 %
 * smaller than WebP at the same look (a category page's cards: ~74 KB of WebP, ~40 KB of AVIF);
 * WebP stays for browsers without AVIF (`<picture>`), for logos and for feeds. Company logos and
 * avatars are WebP only.
 */
export const IMAGE_FORMATS = ['avif', 'webp'] as const

/** One variant format of IMAGE_FORMATS. */
export type ImageFormat = (typeof IMAGE_FORMATS)[number]

/**
 * The maintenance_runs name of a complete `ace images:variants` pass for these widths and formats:
 * `npm start` (bin/start.js) looks it up and starts the pass only while it is missing, and pages
 * offer AVIF only once it is recorded (app/services/images/avif_ready.ts): before, a picture
 * stored earlier may have no AVIF file yet.
 */
export const IMAGE_VARIANTS_RUN = `image_variants:${IMAGE_WIDTHS.join(',')}:${IMAGE_FORMATS.join(',')}`
