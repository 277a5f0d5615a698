import db from '@adonisjs/lucid/services/db'
import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import { LOCALES, type Locale } from '#lib/route_table'
import type Product from '#models/product'
import type { Trilingual } from '#models/product_attribute'
import { scaledInteger, type ProductFormInput } from '#validators/product'
import type { ProductContent } from './review_requirements.js'

/** '' in every language. */
export function emptyTrilingual(): Trilingual {
  return { az: '', en: '', ru: '' }
}

/** A jsonb {az,en,ru} (or anything else) as three strings. */
export function toTrilingual(value: unknown): Trilingual {
  const source = (value && typeof value === 'object' ? value : {}) as Partial<
    Record<Locale, unknown>
  >
  return Object.fromEntries(
    LOCALES.map((locale) => [locale, typeof source[locale] === 'string' ? source[locale] : ''])
  ) as Trilingual
}

/**
 * The content of a validated product form. Missing fields become null (or the column default
 * for currency, discount and the two flags); attribute rows empty in every cell are dropped.
 */
export function contentFromInput(input: ProductFormInput): ProductContent {
  const pick = (prefix: 'name' | 'description' | 'keywords') =>
    Object.fromEntries(
      LOCALES.map((locale) => [locale, input[`${prefix}_${locale}`] ?? ''])
    ) as Trilingual
  const attributes = (input.attributes ?? [])
    .map((row) => ({ name: toTrilingual(row.name), value: toTrilingual(row.value) }))
    .filter((row) => LOCALES.some((locale) => row.name[locale] || row.value[locale]))
  return {
    categoryId: input.category_id ?? null,
    brandId: input.brand_id ?? null,
    brandName: input.brand_id ? null : (input.brand_name ?? null),
    model: input.model ?? null,
    barcode: input.barcode ?? null,
    productCode: input.product_code ?? null,
    names: pick('name'),
    descriptions: pick('description'),
    keywords: pick('keywords'),
    priceMinor: input.price ?? null,
    currency: input.currency ?? 'AZN',
    discountPercent: input.discount_percent ?? 0,
    moq: input.moq ?? null,
    stock: input.stock ?? null,
    isAvailable: input.is_available ?? false,
    weightGrams: input.weight ?? null,
    width: input.width ?? null,
    length: input.length ?? null,
    height: input.height ?? null,
    sizeUnit: input.size_unit ?? null,
    domesticShipping: input.domestic_shipping ?? false,
    locationAddressId: input.location_address_id ?? null,
    attributes,
  }
}

/** numeric(10,2) text → hundredths ('12.50' → 1250); null stays null. */
function hundredths(value: string | null): number | null {
  return value === null ? null : scaledInteger(value, 2)
}

/**
 * The stored content of `product` (its translations and attributes read with `client`). A
 * price or weight of 0 counts as not given: drafts are created with 0 in those NOT NULL columns.
 */
export async function loadProductContent(
  product: Product,
  client: QueryClientContract = db.connection()
): Promise<ProductContent> {
  const translations = await client
    .from('product_translations')
    .where('product_id', product.id)
    .select('locale', 'name', 'description', 'keywords')
  const attributes = await client
    .from('product_attributes')
    .where('product_id', product.id)
    .orderBy('position')
    .orderBy('id')
    .select('name', 'value')
  const names = emptyTrilingual()
  const descriptions = emptyTrilingual()
  const keywords = emptyTrilingual()
  for (const row of translations) {
    if (!LOCALES.includes(row.locale)) continue
    names[row.locale as Locale] = row.name ?? ''
    descriptions[row.locale as Locale] = row.description ?? ''
    keywords[row.locale as Locale] = row.keywords ?? ''
  }
  return {
    categoryId: product.categoryId,
    brandId: product.brandId,
    brandName: null,
    model: product.model,
    barcode: product.barcode,
    productCode: product.productCode,
    names,
    descriptions,
    keywords,
    priceMinor: product.priceMinor > 0 ? product.priceMinor : null,
    currency: product.currency,
    discountPercent: product.discountPercent,
    moq: product.moq,
    stock: product.stock,
    isAvailable: product.isAvailable,
    weightGrams: product.weightGrams > 0 ? product.weightGrams : null,
    width: hundredths(product.width),
    length: hundredths(product.length),
    height: hundredths(product.height),
    sizeUnit: product.sizeUnit,
    domesticShipping: product.domesticShipping,
    locationAddressId: product.locationAddressId,
    attributes: attributes.map((row) => ({
      name: toTrilingual(row.name),
      value: toTrilingual(row.value),
    })),
  }
}

/** Number of images of a product. */
export async function imageCountOf(
  productId: number,
  client: QueryClientContract = db.connection()
): Promise<number> {
  const row = await client
    .from('product_images')
    .where('product_id', productId)
    .count('* as n')
    .first()
  return Number(row?.n ?? 0)
}
