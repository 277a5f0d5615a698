/**
 * GTIN (global trade item number) rules, pure functions (DESIGN §5, INTEGRATIONS §2.1):
 * GTIN-8/12/13/14, mod-10 check digit (GS1 General Specifications §7.9.1), stored left-padded
 * to 14 digits. The browser keeps a mirror of the check in inertia/components/gtin/check_digit.ts.
 */

/** Lengths a GTIN may have as printed under a barcode. */
export const GTIN_LENGTHS = [8, 12, 13, 14] as const

/** Why a typed code is not a GTIN: not only digits, a length outside 8/12/13/14, or a wrong check digit. */
export type GtinProblem = 'digits' | 'length' | 'check_digit'

/** GS1 barcode symbology names by GTIN length (EAN-8, UPC-A, EAN-13, ITF-14). */
const BARCODE_TYPES: Record<number, string> = {
  8: 'EAN-8',
  12: 'UPC-A',
  13: 'EAN-13',
  14: 'ITF-14',
}

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
 * The 14-digit form a GTIN is stored and looked up in (left-padded with zeros; the check digit
 * stays valid): '40052441' → '00000040052441'. Throws RangeError for anything isValidGtin rejects.
 */
export function normalizeGtin(code: string): string {
  const problem = gtinProblem(code)
  if (problem) throw new RangeError(`Not a GTIN (${problem}): ${JSON.stringify(code)}`)
  return compactGtin(code).padStart(14, '0')
}

/**
 * The shortest printed form of a 14-digit GTIN (GTIN-8, -12, -13 or -14 by its leading zeros):
 * '00000040052441' → '40052441', '04760001000015' → '4760001000015'.
 */
export function shortestGtin(gtin14: string): string {
  for (const length of GTIN_LENGTHS) {
    if (/^0*$/.test(gtin14.slice(0, 14 - length))) return gtin14.slice(14 - length)
  }
  return gtin14
}

/** Barcode symbology of a printed GTIN by its length: EAN-8, UPC-A, EAN-13 or ITF-14 (null otherwise). */
export function gtinBarcodeType(code: string): string | null {
  return BARCODE_TYPES[compactGtin(code).length] ?? null
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
