import i18nManager from '@adonisjs/i18n/services/main'
import type { Locale } from '#lib/route_table'

/** Error codes of the public API (docs/api.md); each is one `api.errors.*` message. */
export type ApiErrorCode =
  'E_BAD_REQUEST' | 'E_NOT_FOUND' | 'E_METHOD_NOT_ALLOWED' | 'E_TOO_MANY_REQUESTS' | 'E_INTERNAL'

/** The JSON body of every API error: `{ error: { code, message, field? } }`. */
export interface ApiErrorBody {
  error: { code: ApiErrorCode; message: string; field?: string }
}

/**
 * A failure the API answers with a JSON error body (never HTML): thrown by the controllers and
 * services, turned into the response by the API fast path (app/middleware/api_fast_path_middleware.ts).
 * `messageKey` is a key under `api.errors.` with its ICU `values`; `field` names the query
 * parameter at fault.
 */
export class ApiError extends Error {
  constructor(
    readonly status: 400 | 404 | 405 | 429 | 500,
    readonly code: ApiErrorCode,
    readonly messageKey: string,
    readonly field?: string,
    readonly values: Record<string, string | number> = {}
  ) {
    super(`${code}: ${messageKey}`)
  }

  /** 400 for query parameter `field` (message `api.errors.<key>`, default invalid_parameter). */
  static badParameter(field: string, key = 'invalid_parameter', values = {}) {
    return new ApiError(400, 'E_BAD_REQUEST', key, field, { field, ...values })
  }

  /** 404: the product, supplier or path does not exist (or is not public). */
  static notFound() {
    return new ApiError(404, 'E_NOT_FOUND', 'not_found')
  }

  /** The error body in `lang`. */
  body(lang: Locale): ApiErrorBody {
    const message = i18nManager.locale(lang).t(`api.errors.${this.messageKey}`, this.values)
    return {
      error: { code: this.code, message, ...(this.field ? { field: this.field } : {}) },
    }
  }
}
