import { DateTime } from 'luxon'
import { BaseModel, column } from '@adonisjs/lucid/orm'
import type { ExportCurrency } from '#shared/export'
import type { Locale } from '#shared/locales'
import { asNumber } from '#lib/column_consumers'

/**
 * The pro-forma invoice issued when a buyer accepts a quote (issue 24): number `PF-2026-000001`,
 * total in minor units of `currency`, the document's content frozen in `data` (seller with VÖEN,
 * address and bank; buyer; lines with HS code and origin; Incoterm and place; payment terms;
 * validity). `locale` is the buyer's language, printed beside English.
 */
export default class ProformaInvoice extends BaseModel {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare number: string

  @column()
  declare rfqId: number

  @column()
  declare quoteId: number

  @column()
  declare currency: ExportCurrency

  @column({ consume: asNumber })
  declare totalMinor: number

  @column()
  declare locale: Locale

  @column()
  declare data: Record<string, unknown>

  @column.dateTime({ autoCreate: true })
  declare issuedAt: DateTime
}
