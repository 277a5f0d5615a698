/**
 * Matching the phone or e-mail a visitor types on the tracking page against the one used at
 * checkout (issue 6: tracking by number plus the phone or e-mail used).
 */

/**
 * National significant digits of a phone number as people type it: non-digits dropped, then an
 * international prefix (`00`), the Azerbaijani country code 994 of a 12-digit number, or a
 * trunk `0` removed. '+994 50 123 45 67', '994501234567', '00994501234567' and '050 123 45 67'
 * all give '501234567'; '+49 30 1234567' gives '49301234567'. Empty when there are no digits.
 */
export function nationalDigits(phone: string): string {
  let digits = phone.replace(/\D/g, '')
  if (digits.startsWith('00')) digits = digits.slice(2)
  if (digits.startsWith('994') && digits.length === 12) return digits.slice(3)
  if (digits.startsWith('0')) digits = digits.replace(/^0+/, '')
  return digits
}

/**
 * Whether `contact` (trimmed input) is the order's e-mail (case-insensitive) or phone (same
 * national digits, at least 7 of them). Anything else — empty, too short, another person's — is false.
 */
export function contactMatches(
  order: { customerEmail: string; customerPhone: string },
  contact: string
): boolean {
  const given = contact.trim()
  if (given.includes('@')) return given.toLowerCase() === order.customerEmail.trim().toLowerCase()
  const digits = nationalDigits(given)
  return digits.length >= 7 && digits === nationalDigits(order.customerPhone)
}
