import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import NotFoundController from '#controllers/storefront/not_found_controller'
import { isUploadKey } from '#lib/upload_keys'

/** Name @adonisjs/drive gives the file server route of the `fs` disk (config/drive.ts: served at /uploads). */
const UPLOADS_ROUTE = 'drive.fs.serve'

/**
 * Guards the uploads file server (issue #22, 7): a `/uploads/*` path that cannot name a stored
 * file (`..`, `%2e%2e`, `..%2f`, `..%5c`, `%00`, double-encoded…, see isUploadKey) gets the
 * localized "Page not found" (404, nothing logged) before the file server sees it. The file
 * server hands such keys to flydrive, which refuses them with plain exceptions: a 500 and an
 * error-level log line per request. Runs last in the router stack, so the 404 page has the
 * session and headers of any other page.
 */
export default class UploadPathMiddleware {
  async handle(ctx: HttpContext, next: NextFn) {
    if (ctx.route?.name !== UPLOADS_ROUTE || isUploadKey(ctx.params['*'])) return next()
    /** A middleware's return value is not the response body (a route handler's is): send the page. */
    ctx.response.send(await new NotFoundController().show(ctx))
  }
}
