import { BaseModel, column } from '@adonisjs/lucid/orm'

/**
 * An image of a product: variants stored as `{pathBase}-{width}.{avif|webp}` (see
 * app/services/images/image_variants.ts), the source's pixel size, its place in the gallery and
 * whether it is the main image (at most one per product, enforced by a partial unique index).
 */
export default class ProductImage extends BaseModel {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare productId: number

  @column()
  declare position: number

  @column()
  declare isMain: boolean

  @column()
  declare pathBase: string

  @column()
  declare width: number

  @column()
  declare height: number
}
