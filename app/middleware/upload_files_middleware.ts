import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import StaticMiddleware from '@adonisjs/static/static_middleware'
import staticConfig, { IMMUTABLE_CACHE } from '#config/static'
import { uploadsLocation } from '#config/drive'
import { isUploadKey } from '#lib/upload_keys'
import { variantOnDemand } from '#services/images/variant_on_demand'

const PREFIX = '/uploads/'

/** Uploads folder served only by its own route (app/controllers/storefront/document_files_controller.ts). */
const PRIVATE_FOLDER = 'documents'

/** One file server over the uploads directory, made on first use (a middleware instance is made per request). */
let files: StaticMiddleware | undefined

/**
 * Uploaded files (`GET|HEAD /uploads/<key>`: product images, logos, avatars) served before the
 * router, like the files of public/: an image request runs no body parser, session, shield or
 * auth. Besides the cost, a session read by an image request pulls the flash message a form
 * post just left for the page it redirects to (the images of a page and that redirect race).
 * Keys that cannot name a stored file (see isUploadKey) and files not found fall through to
 * @adonisjs/drive's route and its guard (app/middleware/upload_path_middleware.ts): the
 * localized 404 page.
 */
export default class UploadFilesMiddleware {
  async handle(ctx: HttpContext, next: NextFn) {
    const { request } = ctx
    const method = request.method()
    if (method !== 'GET' && method !== 'HEAD') return next()
    const url = request.url()
    if (!url.startsWith(PREFIX)) return next()
    let segments: string[]
    try {
      segments = url.slice(PREFIX.length).split('/').map(decodeURIComponent)
    } catch {
      return next()
    }
    if (!isUploadKey(segments)) return next()
    // Export documents (issue 25) are never served inline from /uploads: only their own route
    // (attachment, sandbox CSP, hidden → 404). The drive route behind answers the 404 page.
    if (segments[0] === PRIVATE_FOLDER) return next()

    /** Stored keys are new names for new content (a UUID or hash each): cached for a year. */
    files ??= new StaticMiddleware(uploadsLocation, {
      ...staticConfig,
      headers: () => ({ 'Cache-Control': IMMUTABLE_CACHE }),
    })
    if (await serve(ctx, files)) return
    /** A width added since the image was stored: written now from its largest variant, then served. */
    if ((await variantOnDemand(uploadsLocation, segments)) && (await serve(ctx, files))) return
    return next()
  }
}

/** Serves the request's file from the uploads folder; false when there is no such file. */
async function serve(ctx: HttpContext, server: StaticMiddleware): Promise<boolean> {
  /** serve-static resolves the request's own URL: give it the key's path for the call. */
  const raw = ctx.request.request
  const original = raw.url!
  raw.url = original.slice(PREFIX.length - 1)
  let served = true
  try {
    await server.handle(ctx, async () => {
      served = false
    })
  } finally {
    raw.url = original
  }
  return served
}
