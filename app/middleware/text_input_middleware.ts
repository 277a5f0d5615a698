import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import { dropControlCharacters } from '#lib/control_characters'

/**
 * Drops control characters other than tab and line breaks from every string of the request's
 * query and parsed body, before any validator or query sees them: a NUL byte typed into any
 * form would otherwise reach PostgreSQL, which refuses it (a server error instead of the form's
 * own answer). Runs right after the body parser.
 */
export default class TextInputMiddleware {
  handle(ctx: HttpContext, next: NextFn) {
    const { request } = ctx
    const query = request.qs()
    if (dropControlCharacters(query)) request.updateQs(query)
    const body = request.body()
    if (dropControlCharacters(body)) request.updateBody(body)
    return next()
  }
}
