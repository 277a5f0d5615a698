import vine from '@vinejs/vine'
import type { FieldContext } from '@vinejs/vine/types'
import { passwordRule, type PasswordRuleMeta } from '#validators/rules'

/**
 * Normalizes a phone number as people type it, or returns null when it is malformed.
 * Azerbaijani numbers — `+994 50 123 45 67`, `994501234567`, `050 123 45 67`, `(012) 555-01-23`,
 * `501234567` — become `+994 NN NNN NN NN` (9 national digits, the first not 0). Other countries
 * need the international form: `+` and 8–15 digits (E.164), kept as `+` and the digits.
 */
export function normalizePhone(value: string): string | null {
  const text = value.trim()
  if (!/^\+?[0-9 ().-]+$/.test(text)) return null
  const digits = text.replace(/[^0-9]/g, '')
  const international = text.startsWith('+')
  let national: string | null = null
  if (digits.startsWith('994') && digits.length === 12) national = digits.slice(3)
  else if (!international && digits.length === 10 && digits.startsWith('0'))
    national = digits.slice(1)
  else if (!international && digits.length === 9) national = digits
  if (national !== null) {
    if (!/^[1-9][0-9]{8}$/.test(national)) return null
    return `+994 ${national.slice(0, 2)} ${national.slice(2, 5)} ${national.slice(5, 7)} ${national.slice(7)}`
  }
  if (international && !digits.startsWith('994') && /^[1-9][0-9]{7,14}$/.test(digits))
    return `+${digits}`
  return null
}

const phone = vine.createRule((value: unknown, _options: undefined, field: FieldContext) => {
  if (typeof value !== 'string') return
  const normalized = normalizePhone(value)
  if (normalized === null) field.report('regex', 'regex', field)
  else field.mutate(normalized, field)
})

/** Phone rule factory: normalizePhone; message `validator.shared.messages.phone.regex`. */
export const azPhoneRule = () => vine.string().trim().maxLength(32).use(phone())

/**
 * User info form (SPEC §2 Customer dashboard, §3 Account): first and last name, e-mail, phone;
 * a new password (SPEC §5 rule, repeated) is optional. `current_password` is checked by the
 * action when the e-mail or password changes. Passwords are never trimmed; the new one must not
 * contain the site's name, the e-mail or names in the form, nor the account's current ones
 * (meta `passwordContext`).
 */
export const userInfoValidator = vine.withMetaData<PasswordRuleMeta>().create({
  first_name: vine.string().trim().minLength(1).maxLength(80),
  last_name: vine.string().trim().minLength(1).maxLength(80),
  email: vine.string().trim().maxLength(254).email(),
  phone: azPhoneRule(),
  current_password: vine.string().maxLength(4096).optional(),
  password: passwordRule().confirmed().optional(),
})
