/**
 * Keys of the uploads disk as this app writes them (app/services/images: `products/12/<uuid>-480.webp`,
 * `avatars/<uuid>.webp`, `logos/3/<uuid>-240.webp`, seeded `products/<hex>-800.webp`): 1–8
 * `/`-separated segments of ASCII letters, digits, `_`, `-` and `.`, none starting with a dot.
 */
const SEGMENT = /^[A-Za-z0-9_-][A-Za-z0-9._-]{0,199}$/
const MAX_SEGMENTS = 8

/**
 * Whether the decoded path segments of a `/uploads/*` URL (the router's `*` param) can name a
 * stored file. Rejects what no stored key holds and what the file server must never see: `.`/`..`
 * and hidden names, back- or forward slashes inside a segment (`..%2f`, `..%5c`), `%` (a second
 * decoding: `%252e%252e`), NUL and other control characters, non-ASCII, empty segments.
 * Pure function.
 */
export function isUploadKey(segments: unknown): boolean {
  return (
    Array.isArray(segments) &&
    segments.length > 0 &&
    segments.length <= MAX_SEGMENTS &&
    segments.every((segment) => typeof segment === 'string' && SEGMENT.test(segment))
  )
}
