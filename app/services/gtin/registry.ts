/**
 * GTIN registry behind one contract (DESIGN §5, INTEGRATIONS §2.5): given a 14-digit GTIN,
 * the GS1 licensee's membership record and the product data it registered, or null when the
 * registry has no such GTIN. Bound in providers/gtin_provider.ts: the HTTP adapter when
 * GTIN_REGISTRY_URL is set, the PostgreSQL fixture registry otherwise.
 */

/** Interface languages; registries may hold texts in several of them. */
export type GtinLocale = 'az' | 'en' | 'ru'

/** SPEC §2 company information of a GTIN lookup. Dates are ISO 'YYYY-MM-DD'. */
export interface GtinCompany {
  name: string
  /** VÖEN (10 digits) of the licensee; null when the registry does not say (foreign licensees). */
  taxId: string | null
  /** Global Location Number of the licensee, 13 digits. */
  gln: string | null
  /** Date the company was opened (state register). */
  openingDate: string | null
  /** Number of the GS1 membership certificate ("official licence"). */
  officialLicense: string | null
  /** Symbology of the printed barcode: EAN-8, UPC-A, EAN-13 or ITF-14. */
  barcodeType: string
  /** The GTIN as printed (8, 12, 13 or 14 digits). */
  barcode: string
  /** Date the licensee joined the GS1 system. */
  registrationDate: string | null
}

/** SPEC §2 product information of a GTIN lookup; texts in the asked language when the registry has it. */
export interface GtinProduct {
  name: string | null
  brand: string | null
  /** Net content as a decimal string ('250', '0.75'), in `unit`. */
  quantity: string | null
  /** UN/ECE Recommendation 20 unit code: GRM, KGM, MLT, LTR, MTR, TNE, H87 (piece)… */
  unit: string | null
  packaging: string | null
  /** GDSN trade item unit descriptor: BASE_UNIT_OR_EACH, PACK_OR_INNER_PACK, CASE, PALLET, DISPLAY_SHIPPER. */
  type: string | null
  /** GS1 Global Product Classification brick: 8-digit code and title. */
  globalClassification: { code: string; title: string | null } | null
  /** GPC class of the brick (its parent). */
  classification: string | null
  /** GPC family of the class (its parent). */
  group: string | null
}

/** One registry answer. */
export interface GtinRecord {
  /** The GTIN looked up, 14 digits. */
  gtin: string
  company: GtinCompany
  product: GtinProduct
}

/** The registry could not answer (network, timeout, server error, malformed answer). */
export class GtinRegistryUnavailable extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options)
    this.name = 'GtinRegistryUnavailable'
  }
}

export interface GtinLookupOptions {
  /** Language wanted for texts; registries fall back to what they have (az, en, ru order). */
  locale?: GtinLocale
}

/** A GS1-style GTIN registry. */
export default abstract class GtinRegistry {
  /**
   * Record of `gtin14` (exactly 14 digits, already validated by the caller) or null when the
   * registry does not know it. Throws GtinRegistryUnavailable when the registry cannot answer.
   */
  abstract lookup(gtin14: string, options?: GtinLookupOptions): Promise<GtinRecord | null>
}

/** Picks the text of `locale` from a `{ az?, en?, ru? }` value, else az, en, ru; plain strings pass through. */
export function pickText(value: unknown, locale: GtinLocale = 'az'): string | null {
  if (typeof value === 'string') return value.trim() || null
  if (!value || typeof value !== 'object' || Array.isArray(value)) return null
  const texts = value as Record<string, unknown>
  for (const key of [locale, 'az', 'en', 'ru']) {
    const text = texts[key]
    if (typeof text === 'string' && text.trim()) return text.trim()
  }
  return null
}
