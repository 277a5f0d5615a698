import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import { SECURITY_HEADERS } from '#lib/security_headers'

/**
 * Headers @adonisjs/shield does not set, on every response including static files and 404s:
 * Referrer-Policy, Permissions-Policy, Cross-Origin-Opener-Policy, nosniff (DESIGN §6;
 * the list is app/lib/security_headers.ts).
 */
export default class SecurityHeadersMiddleware {
  handle({ response }: HttpContext, next: NextFn) {
    for (const [name, value] of SECURITY_HEADERS) response.header(name, value)
    return next()
  }
}
