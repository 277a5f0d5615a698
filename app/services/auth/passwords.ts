import { dictionary } from '@zxcvbn-ts/language-common'

/** Password limits (SPEC §5, §9; DESIGN §6): at least 12 characters, at most 1,024, never truncated. */
export const PASSWORD_MIN_LENGTH = 12
export const PASSWORD_MAX_LENGTH = 1024

/**
 * Why a password is refused; each has a localized message under validator.shared.messages.password.<reason>.
 * `contextual`: it contains the site's name, the e-mail or a name of the person (ASVS 6.2.11).
 */
export type PasswordProblem =
  | 'too_short'
  | 'too_long'
  | 'uppercase'
  | 'lowercase'
  | 'digit'
  | 'special'
  | 'common'
  | 'contextual'

/** What a password must not contain besides the site's name: the person's e-mail addresses and names. */
export interface PasswordContext {
  emails?: Array<string | null | undefined>
  names?: Array<string | null | undefined>
}

/** Words of the site itself (folded, see foldForComparison), refused inside any password (ASVS 6.2.11). */
export const SITE_WORDS = ['karvan', 'карван', 'marketplace']

/**
 * Shortest e-mail or name word that is looked for inside a password: 4 characters. Three-letter
 * names (Əli, Ayə, Ali) occur inside ordinary words ("quality", "kalibr") too often to refuse.
 */
export const CONTEXT_WORD_MIN_LENGTH = 4

/**
 * The form in which a password is hashed and compared: Unicode NFC, nothing else changed (no
 * trimming, no case change). "ə" typed as one code point or as a base letter plus a combining
 * mark is the same password.
 */
export function normalizePassword(value: string): string {
  return value.normalize('NFC')
}

/**
 * Case- and accent-insensitive forms for finding one text inside another, aware of Azerbaijani
 * letters: compatibility decomposition without combining marks (ş→s, ç→c, ğ→g, ö→o, ü→u,
 * İ→i, ё→е), lowercase, ı→i, and ə both ways it is written in Latin letters: ə→e ("Memmedov")
 * and ə→a ("Mammadov", "Aliyev", as passports spell it). "QULİYEV", "quliyev" and "Quliyev"
 * fold alike. Returns one or two forms.
 */
export function foldForComparison(value: string): string[] {
  const folded = value.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase().replace(/ı/g, 'i')
  if (!folded.includes('ə')) return [folded]
  return [folded.replace(/ə/g, 'e'), folded.replace(/ə/g, 'a')]
}

/** Folded words of a context at least CONTEXT_WORD_MIN_LENGTH long: each e-mail's local part whole and split, each name word. */
function contextWords(context: PasswordContext): string[] {
  const words = new Set<string>()
  const add = (folded: string) => {
    if (Array.from(folded).length >= CONTEXT_WORD_MIN_LENGTH) words.add(folded)
  }
  const addWordsOf = (folded: string) => folded.split(/[^\p{L}\p{N}]+/u).forEach(add)
  for (const email of context.emails ?? []) {
    if (typeof email !== 'string') continue
    for (const local of foldForComparison(email.split('@')[0] ?? '')) {
      add(local)
      addWordsOf(local)
    }
  }
  for (const name of context.names ?? []) {
    if (typeof name === 'string') foldForComparison(name).forEach(addWordsOf)
  }
  return [...words]
}

/** The offline common-password list of @zxcvbn-ts/language-common (~49,000 entries), lowercased, loaded once. */
let common: Set<string> | undefined
function commonPasswords() {
  common ??= new Set(
    (dictionary['passwords-common'] as string[]).map((entry) => entry.toLowerCase())
  )
  return common
}

/**
 * Checks a password against SPEC §5 plus DESIGN §6, in its NFC form. Length counts Unicode code
 * points; letters of any script count (Ə, ş, Ж): uppercase `\p{Lu}`, lowercase `\p{Ll}`, digit
 * `\p{Nd}`, special = anything that is neither a letter nor a number. A password is "common"
 * when, lowercased, it is on the list, or when it is a listed word followed only by up to six
 * digits or symbols ("Qwertyuiop1!", "Sunshine2024!"). It is "contextual" (ASVS 6.2.11) when,
 * folded (foldForComparison), it contains a SITE_WORDS entry, an e-mail's local part or one of
 * its words, or a word of the person's names, each of at least CONTEXT_WORD_MIN_LENGTH
 * characters. Returns the first problem, or null.
 */
export function checkPassword(raw: string, context: PasswordContext = {}): PasswordProblem | null {
  const value = normalizePassword(raw)
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
  const words = [...SITE_WORDS, ...contextWords(context)]
  if (foldForComparison(value).some((folded) => words.some((word) => folded.includes(word))))
    return 'contextual'
  return null
}
