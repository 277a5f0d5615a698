import { DateTime } from 'luxon'
import { BaseModel, column, hasMany } from '@adonisjs/lucid/orm'
import type { HasMany } from '@adonisjs/lucid/types/relations'
import type { ExportCurrency, Incoterm } from '#shared/export'
import type { PaymentTerm, QuoteStatus } from '#shared/rfq'
import { asNumber } from '#lib/column_consumers'
import RfqQuoteLine from '#models/rfq_quote_line'

/**
 * One version of a seller's quote for an RFQ (1, 2…). Prices and names are frozen in its lines;
 * total in minor units of `currency`. Valid through `validUntil` (a Baku calendar date).
 */
export default class RfqQuote extends BaseModel {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare rfqId: number

  @column()
  declare version: number

  @column()
  declare status: QuoteStatus

  @column()
  declare currency: ExportCurrency

  @column()
  declare incoterm: Incoterm

  @column()
  declare namedPlace: string

  @column()
  declare leadTimeDays: number

  @column.date()
  declare validUntil: DateTime

  @column()
  declare paymentTerms: PaymentTerm

  @column()
  declare packaging: string | null

  @column()
  declare notes: string | null

  @column({ consume: asNumber })
  declare totalMinor: number

  @column()
  declare createdByUserId: number | null

  @column.dateTime()
  declare decidedAt: DateTime | null

  @column()
  declare declineReason: string | null

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @hasMany(() => RfqQuoteLine, { foreignKey: 'quoteId' })
  declare lines: HasMany<typeof RfqQuoteLine>
}
