import { DateTime } from 'luxon'
import { BaseModel, column, hasMany } from '@adonisjs/lucid/orm'
import type { HasMany } from '@adonisjs/lucid/types/relations'
import type { CurrencyCode } from '#lib/money'
import type { ProductStatus } from '#state_machines/product_status'
import ProductTranslation from '#models/product_translation'
import ProductAttribute from '#models/product_attribute'
import ProductImage from '#models/product_image'
import { asDecimalText, asNumber } from '#lib/column_consumers'
import type { SaleMode } from '#shared/export'

/** Units a product's width, length and height are given in (products.size_unit). */
export const SIZE_UNITS = ['mm', 'cm', 'm'] as const
export type SizeUnit = (typeof SIZE_UNITS)[number]

/** Currencies a price may be quoted in: AZN, or USD/EUR shown "at the day's rate" (DESIGN §4 Money). */
export const PRODUCT_CURRENCIES = ['AZN', 'USD', 'EUR'] as const satisfies readonly CurrencyCode[]

/**
 * A seller's product (SPEC §3 Product; DESIGN §4 Products). Money in minor units (`priceMinor`,
 * qəpik or cents of `currency`), weight in grams, width/length/height as exact decimal strings in
 * `sizeUnit`. `status` follows app/state_machines/product_status.ts; `changedSinceApproval` marks
 * a live edit waiting in the review queue. Texts live in ProductTranslation rows (az, en, ru).
 */
export default class Product extends BaseModel {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare companyId: number

  @column()
  declare categoryId: number | null

  @column()
  declare brandId: number | null

  @column()
  declare model: string | null

  @column()
  declare barcode: string | null

  @column()
  declare productCode: string

  @column({ consume: asNumber })
  declare priceMinor: number

  @column()
  declare currency: CurrencyCode

  @column()
  declare discountPercent: number

  @column()
  declare moq: number

  /** Domestic retail, export offer (export_offers row) or both (issue 24, shared/export.ts). */
  @column()
  declare saleMode: SaleMode

  @column()
  declare stock: number

  @column()
  declare isAvailable: boolean

  @column()
  declare weightGrams: number

  @column({ consume: asDecimalText })
  declare width: string | null

  @column({ consume: asDecimalText })
  declare length: string | null

  @column({ consume: asDecimalText })
  declare height: string | null

  @column()
  declare sizeUnit: SizeUnit

  @column()
  declare domesticShipping: boolean

  @column()
  declare locationDistrictId: number | null

  @column()
  declare locationAddress: string | null

  @column()
  declare locationAddressId: number | null

  @column()
  declare status: ProductStatus

  @column()
  declare isFeatured: boolean

  @column()
  declare salesCount: number

  @column()
  declare viewCount: number

  @column({ consume: asNumber })
  declare effectivePriceMinor: number

  @column()
  declare rootCategoryId: number | null

  @column()
  declare rejectionReason: string | null

  @column()
  declare changedSinceApproval: boolean

  @column.dateTime()
  declare submittedAt: DateTime | null

  @column.dateTime()
  declare reviewedAt: DateTime | null

  @column()
  declare reviewedByUserId: number | null

  @column()
  declare gtinLicenseeTaxId: string | null

  @column()
  declare createdByUserId: number | null

  @column.dateTime()
  declare firstPublishedAt: DateTime | null

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime

  @hasMany(() => ProductTranslation)
  declare translations: HasMany<typeof ProductTranslation>

  @hasMany(() => ProductAttribute)
  declare attributes: HasMany<typeof ProductAttribute>

  @hasMany(() => ProductImage)
  declare images: HasMany<typeof ProductImage>
}
