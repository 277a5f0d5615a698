import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import { serializeJSON } from '#config/app'
import {
  acceptedEncoding,
  compress,
  compressibleType,
  MIN_COMPRESSED_BYTES,
  noTransform,
  PAGE_CACHE_CONTROL,
  PRIVATE_PAGE_CACHE_CONTROL,
  varyWithEncoding,
} from '#lib/compression'
import { identified } from '#services/page_cache/cacheable'

/**
 * Compresses what AdonisJS answers (docs/compression.md): the first server middleware, so it
 * sees every response after the others made it. A body held by the response (HTML, Inertia
 * JSON, API JSON, text, XML) of a compressible type and at least MIN_COMPRESSED_BYTES is sent
 * in the coding the request accepts best (Brotli, else gzip; `dynamic` effort), with
 * `Vary: Accept-Encoding`. Left as they are: responses already written (static files and their
 * precompressed copies, micro-cache replays — they choose a stored coding themselves), streams
 * and files (downloads, PDFs), bodies that carry a Content-Encoding (gzipped sitemaps and
 * feeds), `no-transform`, and statuses without a body.
 *
 * It also gives pages their Cache-Control when the handler set none: HTML and Inertia JSON are
 * `no-cache` (`private, no-cache` for a visitor with a session or credentials, or a response
 * that sets a cookie).
 */
export default class CompressionMiddleware {
  async handle(ctx: HttpContext, next: NextFn) {
    await next()
    const { response, request } = ctx
    if (!response.isPending || !response.hasContent) return
    const status = response.getStatus()
    if (status < 200 || status === 204 || status === 304) return
    const body = response.getBody()
    if (body === null || body === undefined || body === '') return

    let bytes: string | Uint8Array
    let type = response.getHeader('content-type') as string | undefined
    if (typeof body === 'string') {
      bytes = body
      type ??= body.trimStart().startsWith('<')
        ? 'text/html; charset=utf-8'
        : 'text/plain; charset=utf-8'
    } else if (body instanceof Uint8Array) {
      bytes = body
    } else if (typeof body === 'object' && !(body instanceof Date) && !(body instanceof RegExp)) {
      bytes = serializeJSON(body)
      type ??= 'application/json; charset=utf-8'
    } else return
    if (!compressibleType(type)) return

    const page = request.header('x-inertia') === 'true' || type!.startsWith('text/html')
    if (page && response.getHeader('cache-control') === undefined) {
      const personal = identified(request.headers()) || response.getHeader('set-cookie')
      response.header('Cache-Control', personal ? PRIVATE_PAGE_CACHE_CONTROL : PAGE_CACHE_CONTROL)
    }
    if (response.getHeader('content-encoding') !== undefined) return
    if (noTransform(response.getHeader('cache-control') as string | undefined)) return

    const buffer = typeof bytes === 'string' ? Buffer.from(bytes) : bytes
    if (buffer.length < MIN_COMPRESSED_BYTES) return
    response.header('Vary', varyWithEncoding(response.getHeader('vary') as string | undefined))
    const encoding = acceptedEncoding(request.header('accept-encoding'))
    if (!encoding) return
    response.header('Content-Type', type!)
    response.header('Content-Encoding', encoding)
    response.send(compress(buffer, encoding, 'dynamic'), response.lazyBody.content?.[1])
  }
}
