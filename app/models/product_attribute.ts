import { BaseModel, column } from '@adonisjs/lucid/orm'
import type { Trilingual } from '#shared/locales'

export type { Trilingual }

/**
 * One key/value row of a product's attributes table (SPEC §3 "attributes such as size and
 * color"): label and value in az, en and ru (jsonb), shown in `position` order.
 */
export default class ProductAttribute extends BaseModel {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare productId: number

  @column()
  declare position: number

  @column({ prepare: (value: Trilingual) => JSON.stringify(value) })
  declare name: Trilingual

  @column({ prepare: (value: Trilingual) => JSON.stringify(value) })
  declare value: Trilingual
}
