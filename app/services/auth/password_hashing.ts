import hash from '@adonisjs/core/services/hash'
import { normalizePassword } from '#services/auth/passwords'

/**
 * Hashes a password as typed, in its NFC form (normalizePassword), with the configured argon2id
 * hasher (config/hash.ts). Never trimmed or otherwise changed. Returns the PHC string.
 */
export function hashPassword(plain: string): Promise<string> {
  return hash.make(normalizePassword(plain))
}

/**
 * The form a password had when it was saved before passwords were kept as typed: the body
 * parser trimmed surrounding whitespace and nothing was normalized. Null when that is the NFC
 * form itself (nothing else to try).
 */
function legacyForm(plain: string): string | null {
  const legacy = plain.trim()
  return legacy === normalizePassword(plain) || legacy === '' ? null : legacy
}

/**
 * Whether `plain` is the password of `storedHash` (argon2id PHC string). The NFC form is tried
 * first. Accounts saved before passwords were kept as typed hold a hash of the trimmed,
 * unnormalized text (there is no telling which ones), so when the typed text has surrounding
 * whitespace or is not NFC, that legacy form is tried second: whoever registered with
 * "  Pw  " back then still signs in by typing it. A password saved since with surrounding
 * spaces matches only its exact form ("  Pw  "; "Pw" and " Pw " fail); one saved without them
 * still accepts extra surrounding whitespace, as it always did (nothing an attacker could not
 * type anyway). For a wrong password the number of hash verifications depends only on the typed
 * text, never on the account, so timing tells nothing about which accounts exist.
 */
export async function verifyPassword(storedHash: string, plain: string): Promise<boolean> {
  return (await matchingPasswordForm(storedHash, plain)) !== null
}

/**
 * As verifyPassword, but returns the form of `plain` that matched (the NFC form or the legacy
 * one), or null: hashing that form again with new parameters keeps the same password.
 */
export async function matchingPasswordForm(
  storedHash: string,
  plain: string
): Promise<string | null> {
  const exact = normalizePassword(plain)
  if (await hash.verify(storedHash, exact)) return exact
  const legacy = legacyForm(plain)
  return legacy !== null && (await hash.verify(storedHash, legacy)) ? legacy : null
}

/**
 * A new hash of the matched form (matchingPasswordForm) when `storedHash` was made with other
 * parameters than the configured ones, else null.
 */
export async function rehashedPassword(
  storedHash: string,
  matchedForm: string
): Promise<string | null> {
  return hash.needsReHash(storedHash) ? hash.make(matchedForm) : null
}
