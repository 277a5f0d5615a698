import { BaseModel, column } from '@adonisjs/lucid/orm'
import type { Locale } from '#lib/route_table'

/**
 * A product's texts in one language (az, en or ru): name (≤ 200), URL slug from the name,
 * plain-text description and comma-separated keywords (≤ 500). One row per product and locale.
 * `search_extra`, `search_vector` and `name_folded` are maintained by the database and
 * catalog_maintenance, never written here.
 */
export default class ProductTranslation extends BaseModel {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare productId: number

  @column()
  declare locale: Locale

  @column()
  declare name: string

  @column()
  declare slug: string

  @column()
  declare description: string

  @column()
  declare keywords: string
}
