/**
 * The short form of a phone number shown before the visitor asks for the full one
 * (SPEC §2 Product: "short number shown first"): the last four digits are masked.
 * shortPhone('+994 12 555 01 23') → '+994 12 555 •• ••'.
 */
export function shortPhone(phone: string | null | undefined): string | null {
  if (!phone) return null
  let toMask = 4
  const chars = [...phone]
  for (let i = chars.length - 1; i >= 0 && toMask > 0; i--) {
    if (/\d/.test(chars[i])) {
      chars[i] = '•'
      toMask--
    }
  }
  return chars.join('')
}

/** `tel:` link target: digits and a leading plus only. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`
}
