/**
 * Shapes of the seller products pages' props, as built by
 * app/transformers/seller_product_transformer.ts and app/controllers/seller/products_controller.ts.
 */

export type ProductStatus = 'draft' | 'in_review' | 'published' | 'rejected' | 'archived'
export type ProductAction = 'edit' | 'submit' | 'withdraw' | 'archive' | 'restore' | 'duplicate' | 'delete'
export type Language = 'az' | 'en' | 'ru'
export const LANGUAGES: readonly Language[] = ['az', 'en', 'ru']

/** A text in each interface language. */
export type Trilingual = Record<Language, string>

/** Status of a product with its review state. */
export interface ProductState {
  status: ProductStatus
  label: string
  /** A published product whose live edit waits for review. */
  changed: boolean
  /** The admin's reason (rejected products only). */
  rejectionReason: string | null
}

/** URLs of one product's routes in the page language. */
export interface ProductUrls {
  edit: string
  update: string
  submit: string
  withdraw: string
  archive: string
  restore: string
  duplicate: string
  delete: string
}

/** A row of the products list. */
export interface ProductListItem {
  id: number
  name: string | null
  code: string
  barcode: string | null
  state: ProductState
  price: string | null
  discountPercent: number
  stock: number
  moq: number
  availabilityLabel: string
  updated: string
  image: string | null
  completeLanguages: number
  publicUrl: string | null
  actions: ProductAction[]
  urls: ProductUrls
}

/** Every field of the product form (strings as typed, two flags, attribute rows). */
export interface ProductFormValues {
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
  /** The live stock this editor was loaded with (not shown): the server compares the save with it. */
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
  attributes: AttributeRow[]
}

export interface AttributeRow {
  name: Trilingual
  value: Trilingual
}

/** A labelled choice of a fixed select. */
export interface Choice {
  value: string
  label: string
}

/** Choices of the product form. */
export interface ProductFormOptions {
  categories: { id: number; name: string; depth: number }[]
  brands: { id: number; name: string; own: boolean }[]
  locations: { id: number; label: string }[]
  currencies: Choice[]
  sizeUnits: Choice[]
  weightUnits: Choice[]
}

/** Length limits of the form's texts. */
export interface ProductFormLimits {
  name: number
  description: number
  keywords: number
  model: number
  brandName: number
  productCode: number
  attributes: number
  attributeName: number
  attributeValue: number
}

/** The form's sections (tabs). */
export type FormTab = 'general' | 'attributes' | 'content' | 'images'
export const FORM_TABS: readonly FormTab[] = ['general', 'attributes', 'content', 'images']

/** Setter of one form field, as the tabs receive it. */
export type SetField = <K extends keyof ProductFormValues>(key: K, value: ProductFormValues[K]) => void
