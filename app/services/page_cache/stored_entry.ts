import { hash, randomBytes, randomUUID } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { HttpContext } from '@adonisjs/core/http'
import {
  acceptedEncoding,
  compress,
  compressibleType,
  type Effort,
  type Encoding,
  MIN_COMPRESSED_BYTES,
  varyWithEncoding,
} from '#lib/compression'

/**
 * A response of the micro-cache as it is stored and written (page_cache.ts decides what is
 * stored and when it answers): its head with the CSP nonce as MARKER, its body split at that
 * marker, its compressed copies made once on first use, and its weak ETag; written straight on
 * Node's response with a fresh nonce, or as a bodiless 304.
 */

/** Stands for the per-response CSP nonce inside stored bodies and headers. */
export const MARKER = '__KARVAN_CSP_NONCE__'

export interface Entry {
  at: number
  status: number
  /** Response headers without Set-Cookie, the request id and the length; the nonce as MARKER. */
  headers: [string, string | string[]][]
  /** The same headers as single-valued pairs for writeHead, each flagged when it holds MARKER. */
  raw: [string, string, boolean][]
  /** The body split at the nonce marker: joined with a fresh nonce on every hit. */
  parts: Buffer[]
  bytes: number
  /**
   * The body's compressed copies, made on first use per coding and kept (bodyIn); null when the
   * body is not compressed: smaller than MIN_COMPRESSED_BYTES, not a text type, or holding the
   * nonce (only Vite's development server puts one in a page).
   */
  encoded: Partial<Record<Encoding, Buffer>> | null
  /** Weak ETag of a nonce-free body (the same for its codings); undefined for one holding the nonce. */
  etag: string | undefined
}

/** The head of a stored response: headers for AdonisJS's response, and flat for writeHead. */
export type Head = Pick<Entry, 'headers' | 'raw'>

/** Random bytes drawn from for nonces: one crypto call per 256 nonces instead of one per response. */
let noncePool = Buffer.alloc(0)
let noncePoolAt = 0

/** A fresh CSP nonce: 12 bytes of crypto randomness as 16 base64url characters (like shield's). */
export function freshNonce(): string {
  if (noncePoolAt + 12 > noncePool.length) {
    noncePool = randomBytes(12 * 256)
    noncePoolAt = 0
  }
  const nonce = noncePool.toString('base64url', noncePoolAt, noncePoolAt + 12)
  noncePoolAt += 12
  return nonce
}

/** Writes an entry's pieces with `stamp` (the nonce) between them and ends the response. */
export function writeBody(res: ServerResponse, entry: Entry, stamp: Buffer) {
  res.cork()
  entry.parts.forEach((part, i) => {
    if (i) res.write(stamp)
    res.write(part)
  })
  res.end()
}

/**
 * Writes `entry` on Node's response: its head with a fresh CSP nonce, a request id, the
 * length, the ETag and (for cache answers) `x-page-cache`, then its body — in the coding `req`
 * accepts (kept in the entry; made with `effort` when first asked for), or as it is with the
 * nonce between the parts. A request naming the ETag in If-None-Match gets a bodiless 304.
 */
export function writeEntry(
  res: ServerResponse,
  entry: Entry,
  pageCache: string | undefined,
  req: IncomingMessage | undefined,
  effort: Effort
) {
  const nonce = freshNonce()
  const stamp = Buffer.from(nonce)
  const head: string[] = []
  for (const [name, value, marked] of entry.raw)
    head.push(name, marked ? value.replaceAll(MARKER, nonce) : value)
  if (pageCache) head.push('x-page-cache', pageCache)
  head.push('x-request-id', randomUUID())
  if (entry.etag) {
    head.push('etag', entry.etag)
    if (req && notModified(req.headers['if-none-match'], entry.etag)) {
      res.writeHead(304, head)
      res.end()
      return
    }
  }
  const encoding = entry.encoded && req ? acceptedEncoding(req.headers['accept-encoding']) : null
  if (encoding) {
    const body = bodyIn(entry, encoding, effort)
    head.push('content-encoding', encoding, 'content-length', String(body.length))
    res.writeHead(entry.status, head)
    res.end(body)
    return
  }
  head.push('content-length', String(entry.bytes + stamp.length * (entry.parts.length - 1)))
  res.writeHead(entry.status, head)
  writeBody(res, entry, stamp)
}

/** Heads with Vary naming Accept-Encoding, per head taken from AdonisJS (made once each). */
const variedHeads = new WeakMap<Head, Head>()

/** `head` with Accept-Encoding in its Vary (for a body that is sent compressed). */
function varied(head: Head): Head {
  let out = variedHeads.get(head)
  if (out) return out
  const vary = head.headers.find(([name]) => name === 'vary')?.[1]
  const value = varyWithEncoding(typeof vary === 'string' ? vary : vary?.join(', '))
  const headers: Entry['headers'] = [
    ...head.headers.filter(([name]) => name !== 'vary'),
    ['vary', value],
  ]
  const raw: Entry['raw'] = [
    ...head.raw.filter(([name]) => name !== 'vary'),
    ['vary', value, false],
  ]
  variedHeads.set(head, (out = { headers, raw }))
  return out
}

/**
 * A 200 entry of `head` and a body (split at the nonce): compressed copies allowed when the
 * body holds no nonce, is a text type and MIN_COMPRESSED_BYTES or more (the head then varies on
 * Accept-Encoding), and a weak ETag (a SHA-1 of the body, ~0.1 ms per 60 KB) unless `etag` is false.
 */
export function entryOf(head: Head, parts: Buffer[], etag = true): Entry {
  const bytes = parts.reduce((sum, part) => sum + part.length, 0)
  const type = head.headers.find(([name]) => name === 'content-type')?.[1]
  const single = parts.length === 1
  const compressible =
    single &&
    bytes >= MIN_COMPRESSED_BYTES &&
    compressibleType(typeof type === 'string' ? type : '')
  const { headers, raw } = compressible ? varied(head) : head
  return {
    at: Date.now(),
    status: 200,
    headers,
    raw,
    parts,
    bytes,
    encoded: compressible ? {} : null,
    etag: single && etag ? `W/"${hash('sha1', parts[0], 'base64url')}"` : undefined,
  }
}

/** The entry's body in `encoding`: compressed with `effort` on first use and kept in the entry. */
export function bodyIn(entry: Entry, encoding: Encoding, effort: Effort): Buffer {
  const encoded = entry.encoded!
  return (encoded[encoding] ??= compress(entry.parts[0], encoding, effort))
}

/** Whether an If-None-Match header names `etag` (weak comparison, RFC 9110 §13.1.2), or is `*`. */
export function notModified(header: string | string[] | undefined, etag: string): boolean {
  if (!header) return false
  const value = Array.isArray(header) ? header.join(',') : header
  if (value.trim() === '*') return true
  const bare = etag.slice(2)
  return value.split(',').some((tag) => {
    const trimmed = tag.trim()
    return (trimmed.startsWith('W/') ? trimmed.slice(2) : trimmed) === bare
  })
}

/** Headers a replay must not repeat: set per response (cookies, id, length, connection). */
const SKIPPED_HEADERS = new Set([
  'set-cookie',
  'x-request-id',
  'content-length',
  'date',
  'connection',
  'keep-alive',
  'transfer-encoding',
  'etag',
  'x-page-cache',
  'content-encoding',
])

/**
 * The head of a response AdonisJS is about to send, as a stored entry holds it: its headers but
 * those set per response (SKIPPED_HEADERS: cookies, request id, length…), the response's CSP
 * nonce replaced by MARKER, and `type` as Content-Type when none is set yet (it is then set on
 * the response too).
 */
export function headOf(response: HttpContext['response'], type: string): Head {
  const nonce = response.nonce
  const mark = (value: string) => (nonce ? value.replaceAll(nonce, MARKER) : value)
  const headers: Entry['headers'] = []
  for (const [name, value] of Object.entries(response.getHeaders())) {
    if (value === undefined || SKIPPED_HEADERS.has(name)) continue
    headers.push([name, Array.isArray(value) ? value.map(String) : mark(String(value))])
  }
  if (!headers.some(([name]) => name === 'content-type')) {
    headers.push(['content-type', type])
    response.header('content-type', type)
  }
  const raw = headers.flatMap(([name, value]) =>
    (Array.isArray(value) ? value : [value]).map((one): [string, string, boolean] => [
      name,
      one,
      one.includes(MARKER),
    ])
  )
  return { headers, raw }
}
