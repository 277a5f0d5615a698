import type { HttpContext } from '@adonisjs/core/http'
import { errors } from '@vinejs/vine'

/** Fields never kept in the session for re-display (passwords, CSRF token, method spoofing). */
const SECRET_FIELDS = ['_csrf', '_method', 'current_password', 'password', 'password_confirmation']

/**
 * Sends a form back to `path` with messages next to their fields (Inertia `errors`) and the
 * typed input flashed, passwords and `options.except` excepted (those show their stored value).
 * 303, so a PUT/DELETE is followed by a GET.
 */
export function backWithErrors(
  ctx: HttpContext,
  path: string,
  messages: Record<string, string>,
  options: { except?: string[] } = {}
) {
  ctx.session.flashExcept([...SECRET_FIELDS, ...(options.except ?? [])])
  ctx.session.flash(
    'inputErrorsBag',
    Object.fromEntries(Object.entries(messages).map(([field, message]) => [field, [message]]))
  )
  return ctx.response.redirect().status(303).toPath(path)
}

/** Field → first message of a VineJS validation error. */
export function messagesOf(
  error: InstanceType<typeof errors.E_VALIDATION_ERROR>
): Record<string, string> {
  const messages: Record<string, string> = {}
  for (const item of error.messages as { field: string; message: string }[])
    messages[item.field] ??= item.message
  return messages
}

/** Whether `error` is a VineJS validation error. */
export function isValidationError(
  error: unknown
): error is InstanceType<typeof errors.E_VALIDATION_ERROR> {
  return error instanceof errors.E_VALIDATION_ERROR
}
