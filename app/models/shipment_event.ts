import { DateTime } from 'luxon'
import { BaseModel, column } from '@adonisjs/lucid/orm'
import type { ShipmentStatus } from '#state_machines/shipment_status'

/** A stage a shipment reached, when, and who moved it (null: the system). The tracking timeline. */
export default class ShipmentEvent extends BaseModel {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare shipmentId: number

  @column()
  declare status: ShipmentStatus

  @column()
  declare actorUserId: number | null

  @column()
  declare note: string | null

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime
}
