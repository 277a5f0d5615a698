import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import NotFoundController from '#controllers/storefront/not_found_controller'

/** Name @adonisjs/drive gives the file server route of the `fs` disk (config/drive.ts: served at /uploads). */
const UPLOADS_ROUTE = 'drive.fs.serve'

/**
 * Guards @adonisjs/drive's uploads route (issue #22, 7). Stored files are answered before the
 * router (app/middleware/upload_files_middleware.ts), so a request that reaches the route names
 * no stored file: a missing one, or a path that cannot name one (`..`, `%2e%2e`, `..%2f`,
 * `%00`, double-encoded…). Either gets the localized "Page not found" (404, nothing logged);
 * the file server itself would answer flydrive's error text, with the disk's path in it, or a
 * 500. Runs last in the router stack, so the 404 page has the session and headers of any other
 * page.
 */
export default class UploadPathMiddleware {
  async handle(ctx: HttpContext, next: NextFn) {
    if (ctx.route?.name !== UPLOADS_ROUTE) return next()
    /** A middleware's return value is not the response body (a route handler's is): send the page. */
    ctx.response.send(await new NotFoundController().show(ctx))
  }
}
