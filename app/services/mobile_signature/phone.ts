/**
 * Mobile operator codes of Azerbaijan followed by 7 digits (Azercell 10/50/51, Bakcell 55/99, Nar 70/77,
 * Naxtel 60; 40 and 44 are mobile ranges too). Asan İmza SIM cards come from Azercell, Bakcell and Nar
 * (INTEGRATIONS §1.4).
 */
export const AZ_MOBILE_CODES = ['10', '40', '44', '50', '51', '55', '60', '70', '77', '99'] as const

/**
 * The 9-digit national significant numbers that are mobile (libphonenumber's metadata for AZ,
 * INTEGRATIONS §5.2): an operator code above + 7 digits, except that in 99 only 992–999 are allocated;
 * and the Nakhchivan mobile block 36554 + 4 digits.
 */
function isMobileNsn(digits: string): boolean {
  if (digits.startsWith('36554')) return true
  if (digits.startsWith('99')) return digits[2] >= '2'
  return (AZ_MOBILE_CODES as readonly string[]).includes(digits.slice(0, 2))
}

/**
 * An Azerbaijani mobile number as people type it → E.164 ('+994501234567'), or null.
 * Accepts '+994 50 123 45 67', '994501234567', '00994 50 1234567', '050 123 45 67',
 * '(050) 123-45-67' and '50 123 45 67'; spaces, dashes, dots and brackets are ignored.
 */
export function normalizeAzMobile(input: string): string | null {
  if (!/^[+\d\s().-]{7,24}$/.test(input)) return null
  const plus = input.trim().startsWith('+')
  let digits = input.replace(/\D/g, '')
  if (plus) {
    if (!digits.startsWith('994')) return null
    digits = digits.slice(3)
  } else if (digits.startsWith('00994')) digits = digits.slice(5)
  else if (digits.startsWith('994') && digits.length === 12) digits = digits.slice(3)
  else if (digits.startsWith('0') && digits.length === 10) digits = digits.slice(1)
  if (!/^\d{9}$/.test(digits)) return null
  if (!isMobileNsn(digits)) return null
  return `+994${digits}`
}

/** '+994501234567' → '+994 50 123 45 67' (how the page shows it back). */
export function formatAzMobile(e164: string): string {
  const match = /^\+994(\d{2})(\d{3})(\d{2})(\d{2})$/.exec(e164)
  return match ? `+994 ${match[1]} ${match[2]} ${match[3]} ${match[4]}` : e164
}

/** '+994501234567' → '+994 50 *** ** 67' for logs (the number is personal data). */
export function maskAzMobile(e164: string): string {
  const match = /^\+994(\d{2})\d{5}(\d{2})$/.exec(e164)
  return match ? `+994 ${match[1]} *** ** ${match[2]}` : '***'
}
