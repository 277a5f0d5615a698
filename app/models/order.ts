import { DateTime } from 'luxon'
import { BaseModel, column, hasMany } from '@adonisjs/lucid/orm'
import type { HasMany } from '@adonisjs/lucid/types/relations'
import type { OrderStatus } from '#state_machines/order_status'
import type { PaymentMethod, PersonalIdKind } from '#shared/orders'
import OrderLine from '#models/order_line'
import Shipment from '#models/shipment'
import PaymentAttempt from '#models/payment_attempt'
import { asDecimalText, asNumber } from '#lib/column_consumers'

/**
 * One checkout (SPEC §3 Order; DESIGN §4): number, invoice number, frozen buyer contact and
 * delivery/billing addresses, totals in qəpik (AZN; total = subtotal + delivery fee), payment
 * method and status (app/state_machines/order_status.ts). `userId` is null for a guest order.
 * `stockReleasedAt` is set once when reserved stock is given back.
 */
export default class Order extends BaseModel {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare number: string

  @column()
  declare invoiceNumber: string

  @column()
  declare userId: number | null

  @column()
  declare locale: 'az' | 'en' | 'ru'

  @column()
  declare status: OrderStatus

  @column()
  declare paymentMethod: PaymentMethod

  @column()
  declare customerName: string

  @column()
  declare customerPhone: string

  @column()
  declare customerEmail: string

  /** Kind of the buyer's optional personal ID: FİN or passport number (SPEC §2 Checkout "ID"). */
  @column()
  declare customerIdKind: PersonalIdKind | null

  /** The personal ID, uppercase without separators; null with its kind. */
  @column()
  declare customerIdNumber: string | null

  @column()
  declare deliveryAddress: string

  @column()
  declare deliveryCity: string

  @column()
  declare deliveryRegion: string | null

  @column()
  declare deliveryCountry: string

  @column()
  declare deliveryPostalCode: string | null

  @column({ consume: asDecimalText })
  declare deliveryLatitude: string

  @column({ consume: asDecimalText })
  declare deliveryLongitude: string

  @column()
  declare billingAddress: string

  @column()
  declare billingCity: string

  @column()
  declare billingRegion: string | null

  @column()
  declare billingCountry: string

  @column()
  declare billingPostalCode: string | null

  @column()
  declare customerComment: string | null

  @column({ consume: asNumber })
  declare subtotalMinor: number

  @column({ consume: asNumber })
  declare deliveryFeeMinor: number

  @column({ consume: asNumber })
  declare totalMinor: number

  @column()
  declare currency: 'AZN'

  @column()
  declare idempotencyKey: string

  @column()
  declare requestFingerprint: string

  @column.dateTime()
  declare expiresAt: DateTime | null

  @column.dateTime()
  declare paidAt: DateTime | null

  @column.dateTime()
  declare stockReleasedAt: DateTime | null

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime

  @hasMany(() => OrderLine)
  declare lines: HasMany<typeof OrderLine>

  @hasMany(() => Shipment)
  declare shipments: HasMany<typeof Shipment>

  @hasMany(() => PaymentAttempt)
  declare paymentAttempts: HasMany<typeof PaymentAttempt>
}
