import { I18n } from '@adonisjs/i18n'
import i18nManager from '@adonisjs/i18n/services/main'
import type { NextFn } from '@adonisjs/core/types/http'
import { type HttpContext, RequestValidator } from '@adonisjs/core/http'
import { localeOfPath, type Locale } from '#lib/route_table'

/**
 * Takes the locale from the first path segment (az without prefix, /en, /ru; anything else
 * falls back to az — SPEC §2) and binds a request-scoped I18n to the context.
 */
export default class LocaleMiddleware {
  static {
    RequestValidator.messagesProvider = (ctx) => ctx.i18n.createMessagesProvider()
  }

  handle(ctx: HttpContext, next: NextFn) {
    ctx.locale = localeOfPath(ctx.request.url())
    ctx.i18n = i18nManager.locale(ctx.locale)
    ctx.containerResolver.bindValue(I18n, ctx.i18n)
    return next()
  }
}

declare module '@adonisjs/core/http' {
  export interface HttpContext {
    i18n: I18n
    /** The page language decided from the path (SPEC §2). */
    locale: Locale
  }
}
