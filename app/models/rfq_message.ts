import { DateTime } from 'luxon'
import { BaseModel, column } from '@adonisjs/lucid/orm'
import type { RfqMessageAuthor } from '#shared/rfq'
import { asNumber } from '#lib/column_consumers'

/** A message of an RFQ's thread: the buyer's, the seller's, or Karvan's own note (`system`). */
export default class RfqMessage extends BaseModel {
  @column({ isPrimary: true, consume: asNumber })
  declare id: number

  @column()
  declare rfqId: number

  @column()
  declare author: RfqMessageAuthor

  @column()
  declare userId: number | null

  @column()
  declare body: string

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime
}
