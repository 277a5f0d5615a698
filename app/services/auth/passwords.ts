import { dictionary } from '@zxcvbn-ts/language-common'

/** Password limits (SPEC §5, §9; DESIGN §6): at least 12 characters, at most 1,024, never truncated. */
export const PASSWORD_MIN_LENGTH = 12
export const PASSWORD_MAX_LENGTH = 1024

/** Why a password is refused; each has a localized message under validator.shared.messages.password.<reason>. */
export type PasswordProblem = 'too_short' | 'too_long' | 'uppercase' | 'lowercase' | 'digit' | 'special' | 'common'

/** The offline common-password list of @zxcvbn-ts/language-common (~49,000 entries), lowercased, loaded once. */
let common: Set<string> | undefined
function commonPasswords() {
  common ??= new Set((dictionary['passwords-common'] as string[]).map((entry) => entry.toLowerCase()))
  return common
}

/**
 * Checks a password against SPEC §5 plus DESIGN §6. Length counts Unicode code points;
 * letters of any script count (Ə, ş, Ж): uppercase `\p{Lu}`, lowercase `\p{Ll}`, digit `\p{Nd}`,
 * special = anything that is neither a letter nor a number. A password is "common" when,
 * lowercased, it is on the list, or when it is a listed word followed only by up to six
 * digits or symbols ("Qwertyuiop1!", "Sunshine2024!"). Returns the first problem, or null.
 */
export function checkPassword(value: string): PasswordProblem | null {
  const length = Array.from(value).length
  if (length < PASSWORD_MIN_LENGTH) return 'too_short'
  if (length > PASSWORD_MAX_LENGTH) return 'too_long'
  if (!/\p{Lu}/u.test(value)) return 'uppercase'
  if (!/\p{Ll}/u.test(value)) return 'lowercase'
  if (!/\p{Nd}/u.test(value)) return 'digit'
  if (!/[^\p{L}\p{N}]/u.test(value)) return 'special'
  const lower = value.toLowerCase()
  const list = commonPasswords()
  if (list.has(lower)) return 'common'
  const stem = lower.match(/^(.*?)[^\p{L}]{1,6}$/u)?.[1]
  if (stem && stem.length >= 4 && list.has(stem)) return 'common'
  return null
}
