import type { GtinFillData } from '~/components/gtin/fill_data'
import type {
  AttributeRow,
  GtinFillLabels,
  ProductFormOptions,
  ProductFormValues,
} from '#transformers/seller_product_transformer'
import type { Locale as Language, Trilingual } from '#shared/locales'

/** Same order as LOCALES in shared/locales.ts (kept local: this file has no runtime imports, so server tests can load it). */
const LANGUAGES: readonly Language[] = ['az', 'en', 'ru']

/** Labels "fill from GTIN" writes in all three languages (built by gtinFillLabels on the server). */
export type { GtinFillLabels }

const same = (text: string): Trilingual => ({ az: text, en: text, ru: text })

/** Puts `value` into the row labelled `label` (matched in any language), or appends a new row. */
function upsertRow(rows: AttributeRow[], label: Trilingual, value: Trilingual): AttributeRow[] {
  const index = rows.findIndex((row) =>
    LANGUAGES.some((code) => row.name[code].trim().toLowerCase() === label[code].toLowerCase())
  )
  if (index === -1) return [...rows, { name: label, value }]
  return rows.map((row, i) => (i === index ? { name: label, value } : row))
}

/**
 * The form after "fill from GTIN" (issue 5): the barcode as printed; the Azerbaijani name when
 * it is still empty; the brand (an existing one chosen by name, else typed as a new brand);
 * quantity with its unit, packaging and classification as attribute rows (replacing rows with
 * the same label). Returns the new values and what was filled.
 */
export function applyGtinFill(
  values: ProductFormValues,
  data: GtinFillData,
  labels: GtinFillLabels,
  brands: ProductFormOptions['brands']
): ProductFormValues {
  const next: ProductFormValues = { ...values, attributes: [...values.attributes] }
  if (data.gtin) next.barcode = data.gtin
  if (data.name && next.name_az.trim() === '') next.name_az = data.name
  if (data.brand) {
    const known = brands.find(
      (brand) => brand.name.trim().toLowerCase() === data.brand!.trim().toLowerCase()
    )
    next.brand_id = known ? String(known.id) : ''
    next.brand_name = known ? '' : data.brand
  }
  if (data.quantity) {
    const unit = data.unit ? labels.units[data.unit] : undefined
    const value = Object.fromEntries(
      LANGUAGES.map((code) => [
        code,
        [data.quantity, unit?.[code] ?? data.unit ?? ''].filter(Boolean).join(' '),
      ])
    ) as Trilingual
    next.attributes = upsertRow(next.attributes, labels.quantity, value)
  }
  if (data.packaging)
    next.attributes = upsertRow(next.attributes, labels.packaging, same(data.packaging))
  if (data.classification)
    next.attributes = upsertRow(next.attributes, labels.classification, same(data.classification))
  return next
}
