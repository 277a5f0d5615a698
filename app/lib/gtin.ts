/**
 * GTIN rules of the server (DESIGN §5, INTEGRATIONS §2.1): the stored 14-digit form, the shortest
 * printed form and the barcode symbology, over the rules shared with the browser (shared/gtin.ts).
 */
import { compactGtin, GTIN_LENGTHS, gtinProblem } from '#shared/gtin'

export {
  compactGtin,
  GTIN_LENGTHS,
  gtinCheckDigit,
  gtinLicenseeWarning,
  gtinProblem,
  isValidGtin,
  type GtinProblem,
} from '#shared/gtin'

/** GS1 barcode symbology names by GTIN length (EAN-8, UPC-A, EAN-13, ITF-14). */
const BARCODE_TYPES: Record<number, string> = {
  8: 'EAN-8',
  12: 'UPC-A',
  13: 'EAN-13',
  14: 'ITF-14',
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
