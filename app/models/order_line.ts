import { BaseModel, column } from '@adonisjs/lucid/orm'
import { asDecimalText, asNumber } from '#lib/column_consumers'

/**
 * A product line of an order, frozen at checkout: names in az/en/ru (`productNames`) and in the
 * order's locale (`productName`), list price in its own currency (`listPriceMinor` +
 * `listCurrency`), discount percent, the CBAR rate used for USD/EUR (`rateValue` AZN per
 * `rateNominal` units of `rateDate`), unit price and line total in qəpik (AZN), weight in grams
 * per unit. `productId` becomes null if the product is later deleted.
 */
export default class OrderLine extends BaseModel {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare orderId: number

  @column()
  declare shipmentId: number

  @column()
  declare productId: number | null

  @column()
  declare companyId: number

  @column()
  declare productCode: string

  @column()
  declare productName: string

  @column()
  declare productNames: { az: string; en: string; ru: string }

  @column()
  declare quantity: number

  @column({ consume: asNumber })
  declare listPriceMinor: number

  @column()
  declare listCurrency: 'AZN' | 'USD' | 'EUR'

  @column()
  declare discountPercent: number

  @column({ consume: asDecimalText })
  declare rateValue: string | null

  @column()
  declare rateNominal: number | null

  @column()
  declare rateDate: string | null

  @column({ consume: asNumber })
  declare unitPriceMinor: number

  @column({ consume: asNumber })
  declare lineTotalMinor: number

  @column()
  declare weightGrams: number
}
