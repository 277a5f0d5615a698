import { DateTime } from 'luxon'
import { BaseModel, column } from '@adonisjs/lucid/orm'
import type { PaymentAttemptStatus, PaymentGatewayName } from '#shared/orders'
import { asNumber } from '#lib/column_consumers'

/**
 * One try to pay an order at a gateway (DESIGN §5 Payments; INTEGRATIONS §4.2): amount in minor
 * units of `currency`, the gateway's own reference, the hosted page to send the buyer to, and the
 * verified outcome. Final statuses: succeeded, failed, cancelled.
 */
export default class PaymentAttempt extends BaseModel {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare orderId: number

  @column()
  declare gateway: PaymentGatewayName

  @column()
  declare status: PaymentAttemptStatus

  @column({ consume: asNumber })
  declare amountMinor: number

  @column()
  declare currency: string

  @column()
  declare providerReference: string | null

  @column()
  declare redirectUrl: string | null

  @column()
  declare failureCode: string | null

  @column.dateTime()
  declare completedAt: DateTime | null

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime
}
