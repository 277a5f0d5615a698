import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import Negotiator from 'negotiator'

/**
 * HTTP response compression shared by the compression middleware, the micro-cache and the raw
 * fast paths (docs/compression.md). A leaf module: node:zlib and negotiator only, no app imports,
 * so the fast paths that run before AdonisJS can use it.
 */

/** A content coding Karvan sends: Brotli (preferred) or gzip. */
export type Encoding = 'br' | 'gzip'

/** Bodies smaller than this (bytes) go out as they are: the coding's framing would eat the gain. */
export const MIN_COMPRESSED_BYTES = 1024

/**
 * How hard to compress. `dynamic`: a body made for one request (a page AdonisJS renders
 * outside the micro-cache, the listing and typeahead fast paths, API JSON): Brotli quality 4,
 * gzip level 4 — a 60 KB page JSON in about a millisecond. `stored`: a body compressed once
 * and sent many times (a micro-cache entry): Brotli 6, gzip 6 (a 120 KB category page: 1.4 ms,
 * 1 % smaller than Brotli 5 for the same time; 7 takes three times as long). The build's assets
 * are compressed at the maximum (vite.config.ts).
 */
export type Effort = 'dynamic' | 'stored'
const BROTLI_QUALITY: Record<Effort, number> = { dynamic: 4, stored: 6 }
const GZIP_LEVEL: Record<Effort, number> = { dynamic: 4, stored: 6 }

/** Codings offered, in the server's order of preference (Brotli is ~15 % smaller than gzip). */
const OFFERED = ['br', 'gzip', 'identity']

/**
 * negotiator ≥ 0.6.4 breaks ties of q-value by the server's preference (`preferred`), which
 * @types/negotiator does not declare: `gzip, deflate, br` (q=1 each) then means Brotli.
 */
type Preferring = {
  encodings(available: readonly string[], options: { preferred: readonly string[] }): string[]
}

/**
 * Accept-Encoding values seen and the coding chosen for each: browsers send a handful of
 * values, so the header is parsed once per value. Bounded: odd clients cannot grow it.
 */
const chosen = new Map<string, Encoding | null>()
const MAX_CHOSEN = 64

/**
 * The coding to answer a request with, from its Accept-Encoding header (RFC 9110 §12.5.3, with
 * q-values; `q=0` refuses a coding, `*` stands for the codings not named): Brotli when it is
 * accepted at least as much as gzip, else gzip, else null (identity). No header → null.
 */
export function acceptedEncoding(header: string | string[] | undefined): Encoding | null {
  if (Array.isArray(header)) header = header.join(',')
  if (!header) return null
  const known = chosen.get(header)
  if (known !== undefined) return known
  const negotiator = new Negotiator({
    headers: { 'accept-encoding': header },
  }) as unknown as Preferring
  const [best] = negotiator.encodings(OFFERED, { preferred: OFFERED })
  const encoding = best === 'br' || best === 'gzip' ? best : null
  if (chosen.size >= MAX_CHOSEN) chosen.delete(chosen.keys().next().value!)
  chosen.set(header, encoding)
  return encoding
}

/**
 * Whether a response of this Content-Type is worth compressing: text (HTML, CSS, plain, CSV),
 * JavaScript, JSON, XML, SVG and the `+json`/`+xml` types. Images, fonts, PDFs and archives are
 * compressed already; an event stream must not be buffered.
 */
export function compressibleType(contentType: string | undefined | null): boolean {
  if (!contentType) return false
  const type = contentType.split(';', 1)[0].trim().toLowerCase()
  if (type === 'text/event-stream') return false
  return (
    type.startsWith('text/') ||
    type === 'application/json' ||
    type === 'application/javascript' ||
    type === 'application/xml' ||
    type === 'application/manifest+json' ||
    type === 'image/svg+xml' ||
    type.endsWith('+json') ||
    type.endsWith('+xml')
  )
}

/** `body` in `encoding`, synchronously (bodies here are at most a few hundred KB). */
export function compress(body: Uint8Array, encoding: Encoding, effort: Effort): Buffer {
  if (encoding === 'br') {
    return brotliCompressSync(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY[effort],
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    })
  }
  return gzipSync(body, { level: GZIP_LEVEL[effort] })
}

/** A Vary header value with `Accept-Encoding` added (once; other fields kept). */
export function varyWithEncoding(vary: string | undefined | null): string {
  if (!vary) return 'Accept-Encoding'
  if (vary.trim() === '*') return vary
  const fields = vary.split(',').map((field) => field.trim().toLowerCase())
  return fields.includes('accept-encoding') ? vary : `${vary}, Accept-Encoding`
}

/**
 * Whether a Cache-Control value forbids changing the body on the way (`no-transform`, RFC
 * 9111 §5.2.2.6): such a response is sent as it is.
 */
export function noTransform(cacheControl: string | undefined | null): boolean {
  return !!cacheControl && /(?:^|,)\s*no-transform\s*(?:,|$)/i.test(cacheControl)
}

/**
 * Cache-Control of pages (HTML and Inertia JSON): the browser (and a shared cache, for an
 * anonymous page) keeps the page but asks again each time (`no-cache`), sending the ETag when
 * there is one — a 304 then costs no body. Pages for a signed-in visitor are `private`.
 */
export const PAGE_CACHE_CONTROL = 'no-cache'
export const PRIVATE_PAGE_CACHE_CONTROL = 'private, no-cache'
