/**
 * Request fields that carry a password (sign-in, registration, reset, change). The body parser
 * trims every string and the text-input middleware drops control characters; a password is
 * never altered (DESIGN §6), so these fields are read again from the raw body as sent.
 */
export const PASSWORD_FIELDS = ['password', 'password_confirmation', 'current_password'] as const

/**
 * The top-level password fields of a raw `application/x-www-form-urlencoded` or JSON body
 * exactly as sent (percent-decoding or JSON string unescaping only), by field name. A field is
 * left out when it is absent, empty (the parser's null stays), not a single string (repeated
 * form keys, arrays, objects: the parsed value stays and the validator refuses it) or when the
 * body cannot be read.
 */
export function rawPasswordFields(
  raw: string | null,
  bodyType: string
): Partial<Record<(typeof PASSWORD_FIELDS)[number], string>> {
  const found: Partial<Record<(typeof PASSWORD_FIELDS)[number], string>> = {}
  if (!raw) return found
  if (bodyType === 'urlencoded') {
    let params: URLSearchParams
    try {
      params = new URLSearchParams(raw)
    } catch {
      return found
    }
    for (const field of PASSWORD_FIELDS) {
      const values = params.getAll(field)
      if (values.length === 1 && values[0] !== '') found[field] = values[0]
    }
  } else if (bodyType === 'json') {
    let parsed: unknown
    try {
      parsed = JSON.parse(raw)
    } catch {
      return found
    }
    if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) return found
    for (const field of PASSWORD_FIELDS) {
      const value = Object.hasOwn(parsed, field)
        ? (parsed as Record<string, unknown>)[field]
        : undefined
      if (typeof value === 'string' && value !== '') found[field] = value
    }
  }
  return found
}
