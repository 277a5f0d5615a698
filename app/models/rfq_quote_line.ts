import { BaseModel, column } from '@adonisjs/lucid/orm'
import type { ExportUnit } from '#shared/export'
import { asNumber } from '#lib/column_consumers'

/** A line of a quote: name, HS code and origin frozen; unit price and line total in minor units (total = price × quantity). */
export default class RfqQuoteLine extends BaseModel {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare quoteId: number

  @column()
  declare position: number

  @column()
  declare rfqItemId: number | null

  @column()
  declare productId: number | null

  @column()
  declare name: string

  @column()
  declare hsCode: string | null

  @column()
  declare originCountry: string

  @column()
  declare quantity: number

  @column()
  declare unit: ExportUnit

  @column({ consume: asNumber })
  declare unitPriceMinor: number

  @column({ consume: asNumber })
  declare lineTotalMinor: number
}
