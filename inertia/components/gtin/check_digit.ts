/**
 * Browser copy of the GTIN rules of app/lib/gtin.ts (pages never import backend code, DESIGN §7),
 * so the lookup modal can refuse a mistyped barcode before asking the server. Kept identical;
 * tests/unit/gtin/gtin.spec.ts runs both against the same vectors.
 */

/** 'digits' | 'length' | 'check_digit', or null when `code` is a valid GTIN-8/12/13/14. */
export type GtinProblem = 'digits' | 'length' | 'check_digit'

/** Spaces and dashes removed, as people copy printed barcodes. */
export function compactGtin(code: string): string {
  return code.replace(/[\s-]+/g, '')
}

/** Mod-10 check digit of the digits before it (weights 3, 1, … from the right). */
export function gtinCheckDigit(body: string): number {
  let sum = 0
  for (let i = body.length - 1, weight = 3; i >= 0; i--, weight = 4 - weight)
    sum += (body.charCodeAt(i) - 48) * weight
  return (10 - (sum % 10)) % 10
}

/** What is wrong with a typed code (after compactGtin), or null for a valid GTIN. */
export function gtinProblem(code: string): GtinProblem | null {
  const compact = compactGtin(code)
  if (!/^[0-9]+$/.test(compact)) return 'digits'
  if (![8, 12, 13, 14].includes(compact.length)) return 'length'
  if (gtinCheckDigit(compact.slice(0, -1)) !== Number(compact.at(-1))) return 'check_digit'
  return null
}
