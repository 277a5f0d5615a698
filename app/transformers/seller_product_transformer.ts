import type { I18n } from '@adonisjs/i18n'
import i18nManager from '@adonisjs/i18n/services/main'
import { formatMoney } from '#lib/money'
import { LOCALES, type Locale } from '#lib/route_table'
import { urlTo } from '#services/urls'
import { isServed } from '#lib/served_pages'
import type Product from '#models/product'
import { PRODUCT_CURRENCIES, SIZE_UNITS } from '#models/product'
import type { Trilingual } from '#models/product_attribute'
import type { SellerProductRow } from '#actions/products/list_seller_products'
import type { LocationAddressRow } from '#actions/products/product_location'
import type { brandOptions } from '#actions/products/product_brands'
import type { ProductContent } from '#actions/products/review_requirements'
import { PRODUCT_TRANSITIONS, type ProductStatus } from '#state_machines/product_status'
import { availabilityOf } from '#transformers/product_card_transformer'
import { imageSet } from '#transformers/image_transformer'
import { flatten, type CategoryNode } from '#services/catalog/categories'
import { ADMIN_TIME_ZONE } from '#transformers/admin_comment_transformer'
import {
  decimalText,
  PRODUCT_LIMITS,
  WEIGHT_UNITS,
  type ProductListQuery,
} from '#validators/product'
import { formatDate } from '#shared/dates'

/** Quick actions of the products list and the editor. */
export type SellerProductAction =
  'edit' | 'submit' | 'withdraw' | 'archive' | 'restore' | 'duplicate' | 'delete'

/** URLs of one product's routes in a language (start/routes/seller_products.ts). */
export function sellerProductUrls(id: number, locale: Locale) {
  const params = { id }
  return {
    edit: urlTo('seller_products.edit', locale, params),
    update: urlTo('seller_products.update', locale, params),
    submit: urlTo('seller_products.submit', locale, params),
    withdraw: urlTo('seller_products.withdraw', locale, params),
    archive: urlTo('seller_products.archive', locale, params),
    restore: urlTo('seller_products.restore', locale, params),
    duplicate: urlTo('seller_products.duplicate', locale, params),
    delete: urlTo('seller_products.destroy', locale, params),
  }
}

/** What a seller may do with a product in `status` (the transition table, plus copy, and delete for drafts). */
export function sellerActionsFor(status: ProductStatus): SellerProductAction[] {
  const allowed = PRODUCT_TRANSITIONS[status]
  const actions: SellerProductAction[] = ['edit']
  for (const event of ['submit', 'withdraw', 'archive', 'restore'] as const)
    if (allowed[event]) actions.push(event)
  actions.push('duplicate')
  if (status === 'draft') actions.push('delete')
  return actions
}

/** Status and review state of a product as badges show them. */
export type ProductStatusView = {
  status: ProductStatus
  label: string
  /** A published product whose live edit waits for review. */
  changed: boolean
  /** The admin's reason of a rejected product. */
  rejectionReason: string | null
}

function statusView(
  row: { status: ProductStatus; changed_since_approval: boolean; rejection_reason: string | null },
  i18n: I18n
): ProductStatusView {
  return {
    status: row.status,
    label: i18n.t(`products.status.${row.status}`),
    changed: row.changed_since_approval && row.status === 'published',
    rejectionReason: row.status === 'rejected' ? row.rejection_reason : null,
  }
}

/** One row of the products list as the page shows it. */
export type SellerProductListItem = {
  id: number
  name: string | null
  code: string
  barcode: string | null
  state: ProductStatusView
  /** Price as entered, in its currency; null while none is set. */
  price: string | null
  discountPercent: number
  stock: number
  moq: number
  availabilityLabel: string
  updated: string
  image: string | null
  /** Languages (of 3) with both a name and a description. */
  completeLanguages: number
  publicUrl: string | null
  actions: SellerProductAction[]
  urls: ReturnType<typeof sellerProductUrls>
}

/** A list row in the page language (dates in Baku time). */
export function toSellerProductListItem(
  row: SellerProductRow,
  locale: Locale,
  i18n: I18n
): SellerProductListItem {
  const priceMinor = Number(row.price_minor)
  const availability = availabilityOf(row)
  return {
    id: row.id,
    name: row.name,
    code: row.product_code,
    barcode: row.barcode,
    state: statusView(row, i18n),
    price: priceMinor > 0 ? formatMoney(priceMinor, row.currency, locale) : null,
    discountPercent: row.discount_percent,
    stock: row.stock,
    moq: row.moq,
    availabilityLabel: i18n.t(`enums.availability.${availability}`),
    updated: formatDate(row.updated_at, i18n.locale, {
      dateStyle: 'medium',
      timeStyle: 'short',
      timeZone: ADMIN_TIME_ZONE,
    }),
    image: row.image_base
      ? imageSet(row.image_base, row.image_width ?? 800, row.image_height ?? 1000).src
      : null,
    completeLanguages: Number(row.complete_languages),
    publicUrl:
      row.status === 'published' && row.slug && isServed('product')
        ? urlTo('product', locale, { slugId: `${row.slug}-${row.id}` })
        : null,
    actions: sellerActionsFor(row.status),
    urls: sellerProductUrls(row.id, locale),
  }
}

/** Filter and sort choices of the list, labelled. */
export function sellerProductListOptions(i18n: I18n) {
  return {
    status: (
      ['all', 'draft', 'in_review', 'published', 'rejected', 'archived', 'changed'] as const
    ).map((value) => ({
      value,
      label: i18n.t(`products.list.filter.${value}`),
    })),
    sort: (['updated', 'name', 'price_asc', 'price_desc', 'stock_asc', 'stock_desc'] as const).map(
      (value) => ({
        value,
        label: i18n.t(`products.list.sort.${value}`),
      })
    ),
  }
}

/** Defaults of the list query that URLs leave out. */
export const LIST_DEFAULTS: Record<keyof ProductListQuery, string | number> = {
  q: '',
  status: 'all',
  sort: 'updated',
  page: 1,
}

/** Every field of the product form as the browser edits it (strings, two flags and attribute rows). */
export type ProductFormValues = {
  category_id: string
  brand_id: string
  brand_name: string
  model: string
  barcode: string
  product_code: string
  keywords_az: string
  keywords_en: string
  keywords_ru: string
  price: string
  currency: string
  discount_percent: string
  moq: string
  stock: string
  /** The live stock when the editor was loaded (not shown): the save compares with it (SaveProduct). */
  stock_loaded: string
  is_available: boolean
  weight: string
  weight_unit: string
  width: string
  length: string
  height: string
  size_unit: string
  domestic_shipping: boolean
  location_address_id: string
  name_az: string
  name_en: string
  name_ru: string
  description_az: string
  description_en: string
  description_ru: string
  attributes: { name: Trilingual; value: Trilingual }[]
}

const text = (value: number | null | undefined) =>
  value === null || value === undefined ? '' : String(value)

/**
 * The form values of a stored product: price in major units ('12.5'), weight in kg from 1 kg up
 * (else grams), sizes as decimals without trailing zeros. A price or weight of 0 shows empty.
 */
export function toProductFormValues(product: Product, content: ProductContent): ProductFormValues {
  const grams = content.weightGrams
  const inKg = grams === null || grams >= 1000
  const size = (value: number | null) => (value === null ? '' : decimalText(value, 2))
  const values: ProductFormValues = {
    category_id: text(content.categoryId),
    brand_id: text(content.brandId),
    brand_name: '',
    model: content.model ?? '',
    barcode: content.barcode ?? '',
    product_code: product.productCode,
    keywords_az: content.keywords.az,
    keywords_en: content.keywords.en,
    keywords_ru: content.keywords.ru,
    price: content.priceMinor === null ? '' : decimalText(content.priceMinor, 2),
    currency: content.currency,
    discount_percent: String(content.discountPercent),
    moq: text(content.moq),
    stock: text(content.stock),
    stock_loaded: text(content.stock),
    is_available: content.isAvailable,
    weight: grams === null ? '' : inKg ? decimalText(grams, 3) : String(grams),
    weight_unit: inKg ? 'kg' : 'g',
    width: size(content.width),
    length: size(content.length),
    height: size(content.height),
    size_unit: content.sizeUnit ?? '',
    domestic_shipping: content.domesticShipping,
    location_address_id: text(content.locationAddressId),
    name_az: content.names.az,
    name_en: content.names.en,
    name_ru: content.names.ru,
    description_az: content.descriptions.az,
    description_en: content.descriptions.en,
    description_ru: content.descriptions.ru,
    attributes: content.attributes,
  }
  return values
}

/** A flashed cell or field as text ('' for null/undefined, numbers as typed). */
function flashedText(value: unknown): string | undefined {
  if (typeof value === 'string') return value
  if (value === null) return ''
  if (typeof value === 'number' && Number.isFinite(value)) return String(value)
  return undefined
}

/**
 * The form values with the input of a refused save put back (flashed by the controller), so a
 * reload after an error still shows what the producer typed. Only known fields of the right
 * shape are taken; anything else keeps the stored value.
 */
export function withFlashedInput(
  values: ProductFormValues,
  flashed: Record<string, unknown> | null | undefined
): ProductFormValues {
  if (!flashed || typeof flashed !== 'object') return values
  const merged: ProductFormValues = { ...values }
  for (const key of Object.keys(values) as (keyof ProductFormValues)[]) {
    if (!(key in flashed)) continue
    const value = flashed[key]
    if (key === 'attributes') {
      if (Array.isArray(value)) {
        merged.attributes = value.slice(0, PRODUCT_LIMITS.attributes).map((row) => ({
          name: flashedTrilingual((row as { name?: unknown })?.name),
          value: flashedTrilingual((row as { value?: unknown })?.value),
        }))
      }
    } else if (key === 'is_available' || key === 'domestic_shipping') {
      if (typeof value === 'boolean') merged[key] = value
    } else {
      const typed = flashedText(value)
      if (typed !== undefined) merged[key] = typed
    }
  }
  return merged
}

function flashedTrilingual(value: unknown): Trilingual {
  const source = (value && typeof value === 'object' ? value : {}) as Record<string, unknown>
  return Object.fromEntries(
    LOCALES.map((locale) => [locale, flashedText(source[locale]) ?? ''])
  ) as Trilingual
}

/** Categories for the select: every node in tree order with its depth (0 = top level). */
export function toCategoryOptions(tree: CategoryNode[]) {
  const depthOf = new Map<number, number>()
  return flatten(tree).map((node) => {
    const depth = node.parentId === null ? 0 : (depthOf.get(node.parentId) ?? 0) + 1
    depthOf.set(node.id, depth)
    return { id: node.id, name: node.name, depth }
  })
}

/** A pick-up or warehouse address as a choice: "Label — Address, City (Pick-up point)". */
export function toLocationOption(row: LocationAddressRow, i18n: I18n) {
  const place = [row.address, row.city, row.region].filter(Boolean).join(', ')
  return {
    id: row.id,
    label: `${row.label ? `${row.label} — ` : ''}${place} (${i18n.t(`products.form.location_kind.${row.kind}`)})`,
  }
}

/** Choices of the form's fixed selects, labelled in the page language. */
export function productFormChoices(i18n: I18n) {
  return {
    currencies: PRODUCT_CURRENCIES.map((value) => ({
      value,
      label: i18n.t(`products.form.currency_option.${value}`),
    })),
    sizeUnits: SIZE_UNITS.map((value) => ({
      value,
      label: i18n.t(`products.form.size_unit_option.${value}`),
    })),
    weightUnits: WEIGHT_UNITS.map((value) => ({
      value,
      label: i18n.t(`products.form.weight_unit_option.${value}`),
    })),
  }
}

/** UN/ECE Rec. 20 unit codes the GTIN registry uses for net content, with labels in products.gtin.units. */
const GTIN_UNITS = ['GRM', 'KGM', 'MLT', 'LTR', 'H87'] as const

/**
 * What "fill from GTIN" writes into attribute rows, in all three languages (the page only
 * holds its own language's messages, but an attribute row needs az, en and ru): the labels of
 * the quantity, packaging and classification rows and the short names of net-content units.
 */
export function gtinFillLabels() {
  const inEvery = (key: string) =>
    Object.fromEntries(
      LOCALES.map((locale) => [locale, i18nManager.locale(locale).t(key)])
    ) as Trilingual
  return {
    quantity: inEvery('products.gtin_attributes.quantity'),
    packaging: inEvery('products.gtin_attributes.packaging'),
    classification: inEvery('products.gtin_attributes.classification'),
    units: Object.fromEntries(
      GTIN_UNITS.map((code) => [code, inEvery(`products.gtin.units.${code}`)])
    ) as Record<string, Trilingual>,
  }
}

/** Length limits the form shows and enforces before sending (the server checks again). */
export const PRODUCT_FORM_LIMITS = PRODUCT_LIMITS
export type ProductFormLimits = typeof PRODUCT_FORM_LIMITS

/** One attribute row of the product form: name and value in every language. */
export type AttributeRow = ProductFormValues['attributes'][number]

/** Choices of the product form (the editor's `options` prop). */
export type ProductFormOptions = {
  categories: ReturnType<typeof toCategoryOptions>
  brands: Awaited<ReturnType<typeof brandOptions>>
  locations: ReturnType<typeof toLocationOption>[]
} & ReturnType<typeof productFormChoices>

/** Labels "fill from GTIN" writes in all three languages (the editor's `gtinLabels` prop). */
export type GtinFillLabels = ReturnType<typeof gtinFillLabels>

/** URLs of one product's routes in the page language. */
export type SellerProductUrls = ReturnType<typeof sellerProductUrls>
