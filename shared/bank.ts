/**
 * Company bank details printed on pro-forma invoices (issue 24): IBAN (ISO 13616) and SWIFT/BIC
 * (ISO 9362). Pure functions both the server's validator and the browser can use.
 */

/** Longest bank name kept (companies.bank_name). */
export const BANK_NAME_MAX = 160

/** Lengths of IBANs by country where Karvan checks them exactly; others only 15–34. */
const IBAN_LENGTHS: Record<string, number> = { AZ: 28, GE: 22, TR: 26, DE: 22, GB: 22, KZ: 20 }

/** An IBAN as stored: spaces (and the dashes some banks print) removed, upper case. */
export function normalizeIban(value: string): string {
  return value.replace(/[\s-]+/g, '').toUpperCase()
}

/**
 * Whether `iban` (already normalized) is an IBAN: two letters, two check digits, 11–30
 * alphanumerics, the country's exact length where known (Azerbaijan: 28, `AZ..`), and the ISO
 * 13616 check: the number with its first four characters moved to the end and letters as
 * 10…35 leaves remainder 1 modulo 97 (computed piecewise, it exceeds double precision).
 */
export function isValidIban(iban: string): boolean {
  if (!/^[A-Z]{2}[0-9]{2}[A-Z0-9]{11,30}$/.test(iban)) return false
  const expected = IBAN_LENGTHS[iban.slice(0, 2)]
  if (expected !== undefined && iban.length !== expected) return false
  const rearranged = iban.slice(4) + iban.slice(0, 4)
  let remainder = 0
  for (const char of rearranged) {
    const digits = /[0-9]/.test(char) ? char : String(char.charCodeAt(0) - 55)
    for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97
  }
  return remainder === 1
}

/** A SWIFT/BIC as stored: trimmed, spaces removed, upper case. */
export function normalizeSwift(value: string): string {
  return value.replace(/\s+/g, '').toUpperCase()
}

/** Whether `swift` (normalized) is a BIC: bank (4 letters), country (2 letters), location (2), branch (3, optional). */
export function isValidSwift(swift: string): boolean {
  return /^[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?$/.test(swift)
}

/** An IBAN in groups of four for reading (`AZ21 NABZ 0000 …`). */
export function groupIban(iban: string): string {
  return iban.replace(/(.{4})(?=.)/g, '$1 ')
}

/** The IBAN of `country` and basic bank account number `bban` with its ISO 13616 check digits (demo data, tests). */
export function ibanWithCheckDigits(country: string, bban: string): string {
  const rearranged = `${bban}${country}00`.toUpperCase()
  let remainder = 0
  for (const char of rearranged) {
    const digits = /[0-9]/.test(char) ? char : String(char.charCodeAt(0) - 55)
    for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97
  }
  return `${country}${String(98 - remainder).padStart(2, '0')}${bban}`.toUpperCase()
}
