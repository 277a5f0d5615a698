import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'

/**
 * Headers @adonisjs/shield does not set, on every response including static files and 404s:
 * Referrer-Policy, Permissions-Policy, Cross-Origin-Opener-Policy, nosniff (DESIGN §6).
 */
export default class SecurityHeadersMiddleware {
  handle({ response }: HttpContext, next: NextFn) {
    response.header('Referrer-Policy', 'strict-origin-when-cross-origin')
    response.header(
      'Permissions-Policy',
      'camera=(), microphone=(), payment=(self), geolocation=(self)'
    )
    response.header('Cross-Origin-Opener-Policy', 'same-origin')
    response.header('X-Content-Type-Options', 'nosniff')
    return next()
  }
}
