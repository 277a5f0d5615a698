import { DateTime } from 'luxon'
import { BaseModel, column, hasMany } from '@adonisjs/lucid/orm'
import type { HasMany } from '@adonisjs/lucid/types/relations'
import type { ShipmentStatus } from '#state_machines/shipment_status'
import type { DeliveryType } from '#shared/orders'
import OrderLine from '#models/order_line'
import ShipmentEvent from '#models/shipment_event'
import { asDecimalText, asNumber } from '#lib/column_consumers'

/**
 * One seller's part of an order (SPEC §3 Delivery record; DESIGN §4): tracking number, delivery
 * type, distance in metres from the seller's origin to the buyer's pin, package weight in grams,
 * fee in qəpik, promised window, frozen seller name/phone/origin, and the stage
 * (app/state_machines/shipment_status.ts) with its timeline in shipment_events.
 */
export default class Shipment extends BaseModel {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare orderId: number

  @column()
  declare companyId: number

  @column()
  declare trackingNumber: string

  @column()
  declare status: ShipmentStatus

  @column()
  declare deliveryType: DeliveryType

  @column()
  declare distanceM: number

  @column()
  declare weightGrams: number

  @column({ consume: asNumber })
  declare feeMinor: number

  @column.dateTime()
  declare promisedFrom: DateTime

  @column.dateTime()
  declare promisedBy: DateTime

  @column()
  declare sellerName: string

  @column()
  declare sellerPhone: string | null

  @column()
  declare originAddress: string | null

  @column({ consume: asDecimalText })
  declare originLatitude: string

  @column({ consume: asDecimalText })
  declare originLongitude: string

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime

  @hasMany(() => OrderLine)
  declare lines: HasMany<typeof OrderLine>

  @hasMany(() => ShipmentEvent)
  declare events: HasMany<typeof ShipmentEvent>
}
