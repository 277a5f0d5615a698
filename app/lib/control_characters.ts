/** C0 control characters and DEL, except tab, line feed and carriage return. */
// eslint-disable-next-line no-control-regex -- matching control characters is what this does
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g
// eslint-disable-next-line no-control-regex -- matching control characters is what this does
const HAS_CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/

/**
 * `text` without control characters other than tab and line breaks: no form field needs them,
 * and PostgreSQL text cannot hold NUL (DESIGN §6 bad input).
 */
export function withoutControlCharacters(text: string): string {
  return HAS_CONTROL.test(text) ? text.replace(CONTROL, '') : text
}

/**
 * Removes control characters (withoutControlCharacters) in place from every string of parsed
 * input: plain objects and arrays, walked to `depth` levels; other objects (uploaded files) are
 * left alone. Returns whether anything changed.
 */
export function dropControlCharacters(value: unknown, depth = 32): boolean {
  if (depth <= 0 || value === null || typeof value !== 'object') return false
  if (!Array.isArray(value)) {
    const prototype = Object.getPrototypeOf(value)
    if (prototype !== Object.prototype && prototype !== null) return false
  }
  let changed = false
  const record = value as Record<string, unknown>
  for (const key of Object.keys(record)) {
    const item = record[key]
    if (typeof item === 'string') {
      const cleaned = withoutControlCharacters(item)
      if (cleaned !== item) {
        record[key] = cleaned
        changed = true
      }
    } else if (dropControlCharacters(item, depth - 1)) changed = true
  }
  return changed
}
