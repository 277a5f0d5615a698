import { readdirSync } from 'node:fs'
import { extname } from 'node:path'
import { inject } from '@adonisjs/core'
import app from '@adonisjs/core/services/app'
import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import StaticMiddleware from '@adonisjs/static/static_middleware'
import staticConfig, { IMMUTABLE_CACHE } from '#config/static'
import { acceptedEncoding, type Encoding } from '#lib/compression'

/**
 * Files of public/ (config/static.ts) served by @adonisjs/static, asked only for paths whose
 * first segment names an entry of public/ (`/assets/…`, `/favicon.svg`): every other request
 * (pages, JSON) used to cost a file-system stat before routing. The listing is read once per
 * process, on the first request; the production build's assets are in place by then.
 *
 * A hashed asset with precompressed copies beside it (`app-<hash>.js.br`, `.gz`: made by the
 * build, vite.config.ts) is sent as the copy the request accepts (Brotli, else gzip), with
 * `Content-Encoding`, its own type and `Vary: Accept-Encoding` (docs/compression.md).
 */
/** Top-level names of public/, read on first use (a middleware instance is made per request). */
let entries: Set<string> | undefined
function publicEntries() {
  if (!entries) {
    try {
      entries = new Set(readdirSync(app.publicPath()))
    } catch {
      entries = new Set()
    }
  }
  return entries
}

const ASSETS = '/assets/'
/** Where the build puts the server-side rendering bundle, under public/ (vite.config.ts). */
const SSR_ASSETS = `${ASSETS}server/`
/** Names of the precompressed copies in public/assets (`app-<hash>.js.br`), read on first use. */
let copies: Set<string> | undefined
function precompressed() {
  if (!copies) {
    try {
      copies = new Set(
        readdirSync(app.publicPath('assets')).filter((name) => /\.(?:br|gz)$/.test(name))
      )
    } catch {
      copies = new Set()
    }
  }
  return copies
}

/** Types of the files the build precompresses (vite.config.ts COMPRESSIBLE), as serve-static names them. */
const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
}
const SUFFIX: Record<Encoding, string> = { br: '.br', gzip: '.gz' }

/**
 * The file server of the precompressed copies: the type of the file they are a copy of, their
 * coding, a year's immutable caching (they are as hashed as the file).
 */
let copyServer: StaticMiddleware | undefined
function copiesServer() {
  copyServer ??= new StaticMiddleware(app.publicPath(), {
    ...staticConfig,
    headers: (path: string) => {
      const encoding = path.endsWith('.br') ? 'br' : 'gzip'
      const original = path.slice(0, -SUFFIX[encoding].length)
      return {
        'Content-Type': TYPES[extname(original)] ?? 'application/octet-stream',
        'Content-Encoding': encoding,
        'Cache-Control': IMMUTABLE_CACHE,
      }
    },
  })
  return copyServer
}

@inject()
export default class PublicFilesMiddleware {
  constructor(private files: StaticMiddleware) {}

  async handle(ctx: HttpContext, next: NextFn) {
    const url = ctx.request.url()
    const end = url.indexOf('/', 1)
    const first = end === -1 ? url.slice(1) : url.slice(1, end)
    if (!publicEntries().has(first)) return next()
    /** The SSR bundle (vite.config.ts serverEntryPoints) is read by the server, never sent. */
    if (url.startsWith(SSR_ASSETS)) return next()
    const encoding = url.startsWith(ASSETS) ? this.copyFor(ctx, url.slice(ASSETS.length)) : null
    if (!encoding) return this.files.handle(ctx, next)

    /** serve-static resolves the request's own URL: give it the copy's path for the call. */
    const raw = ctx.request.request
    const original = raw.url!
    const queryAt = original.indexOf('?')
    raw.url =
      queryAt === -1
        ? original + SUFFIX[encoding]
        : original.slice(0, queryAt) + SUFFIX[encoding] + original.slice(queryAt)
    let served = true
    try {
      await copiesServer().handle(ctx, async () => {
        served = false
      })
    } finally {
      raw.url = original
    }
    if (!served) return this.files.handle(ctx, next)
  }

  /**
   * For an asset with precompressed copies: sets `Vary: Accept-Encoding` and returns the coding
   * to send (null: the file as it is). Null for anything else.
   */
  private copyFor(ctx: HttpContext, name: string): Encoding | null {
    const method = ctx.request.method()
    if (method !== 'GET' && method !== 'HEAD') return null
    const have = precompressed()
    if (!have.has(`${name}.br`) && !have.has(`${name}.gz`)) return null
    ctx.response.header('Vary', 'Accept-Encoding')
    const encoding = acceptedEncoding(ctx.request.header('accept-encoding'))
    return encoding && have.has(name + SUFFIX[encoding]) ? encoding : null
  }
}
