/**
 * Headers @adonisjs/shield does not set, on every response including static files and 404s:
 * Referrer-Policy, Permissions-Policy, Cross-Origin-Opener-Policy, nosniff (DESIGN §6). Set by
 * SecurityHeadersMiddleware, and written as they are by the answers made before AdonisJS.
 */
export const SECURITY_HEADERS: readonly (readonly [name: string, value: string])[] = [
  ['Referrer-Policy', 'strict-origin-when-cross-origin'],
  ['Permissions-Policy', 'camera=(), microphone=(), payment=(self), geolocation=(self)'],
  ['Cross-Origin-Opener-Policy', 'same-origin'],
  ['X-Content-Type-Options', 'nosniff'],
]
