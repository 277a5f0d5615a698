import type { Locale } from '#lib/route_table'
import { LOCALES } from '#lib/route_table'
import type { Trilingual } from '#models/product_attribute'
import type { CurrencyCode } from '#lib/money'
import type { SizeUnit } from '#models/product'
import { sellsDomestically, type SaleMode } from '#shared/export'

/**
 * A product's editable content in storage units, whichever way it was obtained (a validated
 * form, or the stored row): `null` means "not given". Price in minor units of `currency`,
 * weight in grams, sizes in hundredths of `sizeUnit`.
 */
export interface ProductContent {
  categoryId: number | null
  brandId: number | null
  /** A new brand typed instead of choosing one (created for the company on save). */
  brandName: string | null
  model: string | null
  barcode: string | null
  productCode: string | null
  names: Trilingual
  descriptions: Trilingual
  keywords: Trilingual
  priceMinor: number | null
  currency: CurrencyCode
  discountPercent: number
  moq: number | null
  stock: number | null
  isAvailable: boolean
  weightGrams: number | null
  width: number | null
  length: number | null
  height: number | null
  sizeUnit: SizeUnit | null
  domesticShipping: boolean
  locationAddressId: number | null
  attributes: { name: Trilingual; value: Trilingual }[]
}

/** One unmet requirement: the form field it belongs to and its message key under `products.required`. */
export interface MissingField {
  field: string
  message: string
}

/**
 * What "Submit for review" needs (SPEC §5 required product fields, "X is important"): address,
 * barcode, brand, image (≥ 1 product_images row), price (> 0), weight (> 0), size width, length
 * and height (> 0), size unit, stock count, minimum quantity, name and description in each of
 * az, en and ru — plus a category (DESIGN §4: drafts may lack one, a listed product may not).
 * An attribute row that is kept must be filled in every language. An export-only product
 * (`saleMode` 'export', issue 24) has no domestic offer: its retail price, stock and minimum lot
 * are not asked for (the export offer has its own tiers and MOQ). Returns [] when complete.
 */
export function missingForReview(
  content: ProductContent,
  imageCount: number,
  saleMode: SaleMode = 'domestic'
): MissingField[] {
  const missing: MissingField[] = []
  const need = (ok: boolean, field: string, message = field) => {
    if (!ok) missing.push({ field, message })
  }
  need(content.categoryId !== null, 'category_id', 'category')
  need(content.brandId !== null || !!content.brandName, 'brand_id', 'brand')
  need(!!content.barcode, 'barcode')
  if (sellsDomestically(saleMode)) {
    need(content.priceMinor !== null && content.priceMinor > 0, 'price')
    need(content.stock !== null, 'stock')
    need(content.moq !== null, 'moq')
  }
  need(content.weightGrams !== null && content.weightGrams > 0, 'weight')
  need(content.width !== null && content.width > 0, 'width')
  need(content.length !== null && content.length > 0, 'length')
  need(content.height !== null && content.height > 0, 'height')
  need(content.sizeUnit !== null, 'size_unit')
  need(content.locationAddressId !== null, 'location_address_id', 'address')
  for (const locale of LOCALES) {
    need(!!content.names[locale], `name_${locale}`, `name_${locale}`)
    need(!!content.descriptions[locale], `description_${locale}`, `description_${locale}`)
  }
  content.attributes.forEach((row, index) => {
    for (const part of ['name', 'value'] as const) {
      for (const locale of LOCALES) {
        need(!!row[part][locale], `attributes.${index}.${part}.${locale}`, 'attribute_cell')
      }
    }
  })
  need(imageCount > 0, 'images', 'image')
  return missing
}

/** Languages whose name and description are both filled in (the completeness indicator). */
export function completeLanguages(
  content: Pick<ProductContent, 'names' | 'descriptions'>
): Locale[] {
  return LOCALES.filter((locale) => !!content.names[locale] && !!content.descriptions[locale])
}
