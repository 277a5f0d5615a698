import app from '@adonisjs/core/services/app'
import { errors as limiterErrors } from '@adonisjs/limiter'
import { type HttpContext, ExceptionHandler } from '@adonisjs/core/http'
import type { StatusPageRange, StatusPageRenderer } from '@adonisjs/core/types/http'
import { localeOfPath } from '#lib/route_table'
import { PASSWORD_FIELDS } from '#lib/password_fields'

/**
 * Errors become localized pages: 404 "Page not found: {name}", 5xx the localized error page.
 * A rate-limited form is sent back with a localized message instead of a bare 429 (its values
 * kept, never its passwords).
 */
export default class HttpExceptionHandler extends ExceptionHandler {
  protected debug = app.inDev
  protected renderStatusPages = !app.inDev

  protected statusPages: Record<StatusPageRange, StatusPageRenderer> = {
    '404': (_, ctx) => this.renderLocalizedError(ctx, 'errors/not_found', 404),
    '500..599': (_, ctx) => this.renderLocalizedError(ctx, 'errors/server_error', 500),
  }

  /** Renders an error page in the path's language; falls back to plain text if Inertia is unavailable. */
  private async renderLocalizedError(ctx: HttpContext, page: 'errors/not_found' | 'errors/server_error', status: number) {
    ctx.locale ??= localeOfPath(ctx.request.url())
    ctx.response.status(status)
    if (!ctx.inertia || !ctx.i18n) return ctx.response.send(status === 404 ? 'Not found' : 'Error')
    return ctx.inertia.render(page, { path: ctx.request.url() })
  }

  async handle(error: unknown, ctx: HttpContext) {
    if (error instanceof limiterErrors.E_TOO_MANY_REQUESTS && ctx.session && ctx.request.method() !== 'GET') {
      const seconds = error.response.availableIn
      ctx.session.flashExcept(['_csrf', ...PASSWORD_FIELDS])
      ctx.session.flash('inputErrorsBag', { form: ctx.i18n.t('ui.errors.too_many_requests', { seconds }) })
      return ctx.response.redirect().back()
    }
    return super.handle(error, ctx)
  }

  async report(error: unknown, ctx: HttpContext) {
    return super.report(error, ctx)
  }
}
