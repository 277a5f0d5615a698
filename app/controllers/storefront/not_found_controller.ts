import type { HttpContext } from '@adonisjs/core/http'

/** Any unknown path: "Page not found: {name}" in the path's language, status 404 (SPEC §2). */
export default class NotFoundController {
  async show({ inertia, request, response }: HttpContext) {
    response.status(404)
    return inertia.render('errors/not_found', { path: safeDecode(request.url()) })
  }
}

/** Decodes a percent-encoded path for display; malformed escapes are shown as sent. */
function safeDecode(path: string) {
  try {
    return decodeURIComponent(path)
  } catch {
    return path
  }
}
