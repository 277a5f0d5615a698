import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import { dropControlCharacters } from '#lib/control_characters'
import { rawPasswordFields } from '#lib/password_fields'

/**
 * Drops control characters other than tab and line breaks from every string of the request's
 * query and parsed body, before any validator or query sees them: a NUL byte typed into any
 * form would otherwise reach PostgreSQL, which refuses it (a server error instead of the form's
 * own answer). Password fields are the exception: they are put back exactly as sent, neither
 * trimmed (the body parser trims every string) nor cleaned (they are only ever hashed), since
 * a password is never altered (DESIGN §6; #lib/password_fields). Runs right after the body parser.
 */
export default class TextInputMiddleware {
  handle(ctx: HttpContext, next: NextFn) {
    const { request } = ctx
    const query = request.qs()
    if (dropControlCharacters(query)) request.updateQs(query)
    const body = request.body()
    let changed = dropControlCharacters(body)
    const passwords = Object.entries(rawPasswordFields(request.raw(), request.bodyType ?? ''))
    for (const [field, value] of passwords) {
      if (body[field] !== value) {
        body[field] = value
        changed = true
      }
    }
    if (changed) request.updateBody(body)
    return next()
  }
}
