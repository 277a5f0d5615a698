/**
 * GTIN (global trade item number) rules both the server and the browser apply, pure functions
 * (DESIGN §5, INTEGRATIONS §2.1): GTIN-8/12/13/14 with the mod-10 check digit of the GS1 General
 * Specifications (§7.9.1), and the VÖEN warning rule. One copy: app/lib/gtin.ts re-exports it with
 * the server-only rules; the lookup modal and the product form import it from here.
 */

/** Lengths a GTIN may have as printed under a barcode. */
export const GTIN_LENGTHS = [8, 12, 13, 14] as const

/** Why a typed code is not a GTIN: not only digits, a length outside 8/12/13/14, or a wrong check digit. */
export type GtinProblem = 'digits' | 'length' | 'check_digit'

/** The code as typed without spaces and dashes, which people copy from printed barcodes: '476 993 670400-5' → '4769936704005'. */
export function compactGtin(code: string): string {
  return code.replace(/[\s-]+/g, '')
}

/**
 * Check digit (0–9) for `body`, the GTIN's digits without its check digit (7, 11, 12 or 13
 * digits, or any other length for keys built the same way, e.g. a 12-digit GLN body): from the
 * rightmost digit leftwards the weights are 3, 1, 3, 1…; check = (10 − sum mod 10) mod 10.
 * '629104150021' → 3. Throws RangeError when `body` is empty or not only digits.
 */
export function gtinCheckDigit(body: string): number {
  if (!/^[0-9]+$/.test(body))
    throw new RangeError(`A GTIN body has digits only: ${JSON.stringify(body)}`)
  let sum = 0
  for (let i = body.length - 1, weight = 3; i >= 0; i--, weight = 4 - weight) {
    sum += (body.charCodeAt(i) - 48) * weight
  }
  return (10 - (sum % 10)) % 10
}

/** What is wrong with `code` (after compactGtin), or null for a valid GTIN. */
export function gtinProblem(code: string): GtinProblem | null {
  const compact = compactGtin(code)
  if (!/^[0-9]+$/.test(compact)) return 'digits'
  if (!(GTIN_LENGTHS as readonly number[]).includes(compact.length)) return 'length'
  if (gtinCheckDigit(compact.slice(0, -1)) !== Number(compact.at(-1))) return 'check_digit'
  return null
}

/** True for 8, 12, 13 or 14 digits (spaces and dashes ignored) with a correct check digit. */
export function isValidGtin(code: string): boolean {
  return gtinProblem(code) === null
}

/**
 * Whether a product needs the VÖEN warning of SPEC §1 / issue 5: both tax IDs are known and the
 * GTIN licensee's differs from the selling company's (spaces ignored). Unknown → no warning.
 */
export function gtinLicenseeWarning(
  companyTaxId: string | null | undefined,
  licenseeTaxId: string | null | undefined
): boolean {
  const company = companyTaxId?.replace(/\s+/g, '') ?? ''
  const licensee = licenseeTaxId?.replace(/\s+/g, '') ?? ''
  return company !== '' && licensee !== '' && company !== licensee
}
