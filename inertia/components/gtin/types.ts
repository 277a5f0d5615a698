/**
 * Shapes of the GTIN lookup API (`GET /api/gtin/:code`, app/controllers/gtin_controller.ts)
 * and what "fill from GTIN" hands to the product form.
 */

/** SPEC §2 company information; dates 'YYYY-MM-DD'. */
export interface GtinCompanyInfo {
  name: string
  taxId: string | null
  gln: string | null
  openingDate: string | null
  officialLicense: string | null
  barcodeType: string
  barcode: string
  registrationDate: string | null
}

/** SPEC §2 product information; `unit` is a UN/ECE Rec. 20 code, `type` a GDSN trade item unit descriptor. */
export interface GtinProductInfo {
  name: string | null
  brand: string | null
  quantity: string | null
  unit: string | null
  packaging: string | null
  type: string | null
  globalClassification: { code: string; title: string | null } | null
  classification: string | null
  group: string | null
}

/** A 200 answer of the lookup API. */
export interface GtinLookupResult {
  status: 'found'
  /** 14 digits. */
  gtin: string
  company: GtinCompanyInfo
  product: GtinProductInfo
}

/**
 * What "Fill the product form" passes to `onFill`: `gtin` as printed (8–14 digits), `quantity`
 * a decimal string in `unit` (UN/ECE code: GRM, KGM, MLT, LTR, H87…), `classification` the
 * GPC brick title (else the class), `licenseeTaxId` the GTIN licensee's VÖEN for the
 * products.gtin_licensee_tax_id warning. Absent fields were not in the registry.
 */
export type GtinFillData = {
  gtin: string
  name?: string
  brand?: string
  quantity?: string
  unit?: string
  packaging?: string
  classification?: string
  licenseeTaxId?: string
}

/** The form data of a lookup result (null fields left out). */
export function toFillData(result: GtinLookupResult): GtinFillData {
  const { company, product } = result
  const entries: [keyof GtinFillData, string | null | undefined][] = [
    ['name', product.name],
    ['brand', product.brand],
    ['quantity', product.quantity],
    ['unit', product.unit],
    ['packaging', product.packaging],
    ['classification', product.globalClassification?.title ?? product.classification],
    ['licenseeTaxId', company.taxId],
  ]
  const fill: GtinFillData = { gtin: company.barcode }
  for (const [key, value] of entries) if (value) fill[key] = value
  return fill
}
