import { createReadStream } from 'node:fs'
import { stat } from 'node:fs/promises'
import { join } from 'node:path'
import { createGunzip } from 'node:zlib'
import type { HttpContext } from '@adonisjs/core/http'
import { sitemapsConfig } from '#config/seo'
import { INDEX_FILE, generateSitemapsOnce } from '#services/seo/sitemaps'

/**
 * Serving the stored sitemaps: the gzipped file as is to clients that accept gzip
 * (`Content-Encoding: gzip`), gunzipped on the fly to the others; `ETag` and `Last-Modified`
 * from the file (size and mtime), 304 on a matching `If-None-Match` or `If-Modified-Since`.
 * Missing files are generated first (a fresh deploy), once at a time.
 */

/** Whether the request's Accept-Encoding takes gzip (with a non-zero q). */
export function acceptsGzip(header: string | undefined): boolean {
  return (header ?? '').split(',').some((part) => {
    const [coding, ...params] = part.trim().toLowerCase().split(';')
    if (coding !== 'gzip' && coding !== '*') return false
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='))
    return !q || Number(q.slice(2)) > 0
  })
}

async function statOf(path: string) {
  try {
    return await stat(path)
  } catch {
    return null
  }
}

/**
 * Answers with the stored file `stored` (`sitemap.xml.gz` or `<kind>-<n>.xml.gz`), generating
 * the sitemaps when the index is missing. 404 when the file does not exist after that.
 */
export async function serveSitemap({ request, response }: HttpContext, stored: string) {
  const directory = sitemapsConfig.directory
  if (!(await statOf(join(directory, INDEX_FILE)))) await generateSitemapsOnce()
  const path = join(directory, stored)
  const info = await statOf(path)
  if (!info) return response.notFound('Not found')

  const etag = `"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}"`
  const modified = new Date(Math.floor(info.mtimeMs / 1000) * 1000)
  response.header('Content-Type', 'application/xml; charset=utf-8')
  response.header('ETag', etag)
  response.header('Last-Modified', modified.toUTCString())
  response.header('Cache-Control', 'public, max-age=3600')
  response.header('Vary', 'Accept-Encoding')
  response.header('X-Robots-Tag', 'noindex')

  const ifNoneMatch = request.header('if-none-match')
  const ifModifiedSince = request.header('if-modified-since')
  const fresh = ifNoneMatch
    ? ifNoneMatch
        .split(',')
        .some((tag) => tag.trim().replace(/^W\//, '') === etag || tag.trim() === '*')
    : ifModifiedSince
      ? Date.parse(ifModifiedSince) >= modified.getTime()
      : false
  if (fresh) return response.status(304).send('')

  if (acceptsGzip(request.header('accept-encoding'))) {
    response.header('Content-Encoding', 'gzip')
    response.header('Content-Length', String(info.size))
    return response.stream(createReadStream(path))
  }
  return response.stream(createReadStream(path).pipe(createGunzip()))
}
