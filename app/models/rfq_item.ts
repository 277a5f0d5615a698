import { BaseModel, column } from '@adonisjs/lucid/orm'
import type { ExportCurrency, ExportUnit } from '#shared/export'
import { asNumber } from '#lib/column_consumers'

/** One product of an RFQ: name, unit and HS code frozen at the request; quantity in the unit of sale. */
export default class RfqItem extends BaseModel {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare rfqId: number

  @column()
  declare position: number

  @column()
  declare productId: number | null

  @column()
  declare productName: string

  @column()
  declare hsCode: string | null

  @column()
  declare quantity: number

  @column()
  declare unit: ExportUnit

  /** The buyer's target unit price in minor units of targetCurrency, if given. */
  @column({ consume: asNumber })
  declare targetPriceMinor: number | null

  @column()
  declare targetCurrency: ExportCurrency | null
}
