import app from '@adonisjs/core/services/app'
import i18nManager from '@adonisjs/i18n/services/main'
import { errors as limiterErrors } from '@adonisjs/limiter'
import { type HttpContext, ExceptionHandler } from '@adonisjs/core/http'
import type { StatusPageRange, StatusPageRenderer } from '@adonisjs/core/types/http'
import { databasePorts } from '#config/database'
import { databaseUnavailableReason } from '#lib/database_errors'
import { PAGES, localeOfPath } from '#lib/route_table'
import { PASSWORD_FIELDS } from '#lib/password_fields'

/** Seconds a client is asked to wait (`Retry-After`) while the database is unavailable. */
export const UNAVAILABLE_RETRY_AFTER_SECONDS = 30

/** Requests whose unavailability is already logged: one line per request, however many errors follow. */
const loggedUnavailable = new WeakSet<HttpContext>()

/**
 * Errors become localized pages: 404 "Page not found: {name}", 5xx the localized error page.
 * A rate-limited form is sent back with a localized message instead of a bare 429 (its values
 * kept, never its passwords). While the database cannot be reached: 503 "temporarily
 * unavailable" with Retry-After and one log line.
 */
export default class HttpExceptionHandler extends ExceptionHandler {
  protected debug = app.inDev
  protected renderStatusPages = !app.inDev

  protected statusPages: Record<StatusPageRange, StatusPageRenderer> = {
    '404': (_, ctx) => this.renderLocalizedError(ctx, 'errors/not_found', 404),
    '500..599': (_, ctx) => this.renderLocalizedError(ctx, 'errors/server_error', 500),
  }

  /** Renders an error page in the path's language; falls back to plain text if Inertia is unavailable. */
  private async renderLocalizedError(
    ctx: HttpContext,
    page: 'errors/not_found' | 'errors/server_error',
    status: number
  ) {
    ctx.locale ??= localeOfPath(ctx.request.url())
    ctx.response.status(status)
    if (!ctx.inertia || !ctx.i18n) return ctx.response.send(status === 404 ? 'Not found' : 'Error')
    return ctx.inertia.render(page, { path: ctx.request.url() })
  }

  /**
   * Why `error` means the database is unavailable (issue #22, 8), or null: a connection error of
   * PostgreSQL (app/lib/database_errors.ts), or the session that could not be read from its
   * store — the session middleware's read failed, so anything touching the session afterwards
   * throws E_SESSION_NOT_READY.
   */
  private unavailableReason(error: unknown, ctx: HttpContext): string | null {
    const reason = databaseUnavailableReason(error, databasePorts)
    if (reason) return reason
    const session = (ctx as Partial<HttpContext>).session
    const code = (error as { code?: unknown } | null)?.code
    return code === 'E_SESSION_NOT_READY' && session && !session.initiated ? 'session store' : null
  }

  /**
   * The "temporarily unavailable" answer: 503, `Retry-After`, not stored by any cache; a plain
   * HTML page from the lang files (resources/views/errors/unavailable.edge) — it needs neither the
   * session nor the database nor the Inertia props that read them. JSON clients get `{ message }`.
   * An Inertia visit gets the HTML too (Inertia shows it over the page, the form keeps its input).
   */
  private async renderUnavailable(ctx: HttpContext) {
    const locale = (ctx.locale ??= localeOfPath(ctx.request.url()))
    const i18n = ctx.i18n ?? i18nManager.locale(locale)
    const t = (key: string) => i18n.t(`ui.errors.${key}`)
    const { request, response } = ctx
    response
      .status(503)
      .header('Retry-After', String(UNAVAILABLE_RETRY_AFTER_SECONDS))
      .header('Cache-Control', 'no-store')
    if (!request.header('x-inertia') && request.accepts(['html', 'json']) === 'json') {
      return response.send({ message: `${t('unavailable')}. ${t('unavailable_hint')}` })
    }
    const retryUrl = request.method() === 'GET' ? request.url(true) : PAGES.home[locale]
    const html = await ctx.view.render('errors/unavailable', {
      locale,
      title: t('unavailable_title'),
      heading: t('unavailable'),
      hint: t('unavailable_hint'),
      retry: t('retry'),
      retryUrl,
    })
    response.header('Content-Type', 'text/html; charset=utf-8')
    return response.send(html)
  }

  async handle(error: unknown, ctx: HttpContext) {
    if (this.unavailableReason(error, ctx)) return this.renderUnavailable(ctx)
    if (
      error instanceof limiterErrors.E_TOO_MANY_REQUESTS &&
      ctx.session &&
      ctx.request.method() !== 'GET'
    ) {
      const seconds = error.response.availableIn
      ctx.session.flashExcept(['_csrf', ...PASSWORD_FIELDS])
      ctx.session.flash('inputErrorsBag', {
        form: ctx.i18n.t('ui.errors.too_many_requests', { seconds }),
      })
      return ctx.response.redirect().back()
    }
    return super.handle(error, ctx)
  }

  /** An unavailable database is one short line per request (no stack: it is not a defect of the code). */
  async report(error: unknown, ctx: HttpContext) {
    const reason = this.unavailableReason(error, ctx)
    if (!reason) return super.report(error, ctx)
    if (loggedUnavailable.has(ctx)) return
    loggedUnavailable.add(ctx)
    ctx.logger.error(
      { reason, method: ctx.request.method(), url: ctx.request.url() },
      'database unavailable: answered 503'
    )
  }
}
