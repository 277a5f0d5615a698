/**
 * URLs by route name in tests: `url('seller_products.edit', 'en', { id })` is the app's own
 * builder (#services/urls `urlTo`), so a test requests a page the way the app links to it.
 * Literal paths stay only where the path itself is under test (SPEC §2 paths, hostile or
 * non-canonical URLs, 404s, fast-path parity).
 */
export { urlTo as url } from '#services/urls'
