/**
 * What "fill from GTIN" hands to the product form, from an answer of the GTIN lookup API
 * (its type: app/transformers/gtin_transformer.ts).
 */
import type { GtinLookupResult } from '#transformers/gtin_transformer'

export type { GtinLookupResult }

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
