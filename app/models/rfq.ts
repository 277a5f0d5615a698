import { DateTime } from 'luxon'
import { BaseModel, column, hasMany } from '@adonisjs/lucid/orm'
import type { HasMany } from '@adonisjs/lucid/types/relations'
import type { Incoterm } from '#shared/export'
import type { PaymentTerm, RfqStatus } from '#shared/rfq'
import type { Locale } from '#shared/locales'
import RfqItem from '#models/rfq_item'
import RfqQuote from '#models/rfq_quote'
import RfqMessage from '#models/rfq_message'

/**
 * A request for quotation (issue 24, migration 0031): one buyer (guest or account) to one seller
 * company, its products (rfq_items), quote versions (rfq_quotes) and thread (rfq_messages).
 * State: app/state_machines/rfq_status.ts. Tokens are kept as SHA-256 hex only.
 */
export default class Rfq extends BaseModel {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare companyId: number

  @column()
  declare buyerUserId: number | null

  @column()
  declare status: RfqStatus

  /** The buyer's language (mails, the pro-forma's second language). */
  @column()
  declare locale: Locale

  @column()
  declare buyerName: string

  @column()
  declare buyerEmail: string

  @column()
  declare buyerPhone: string | null

  @column()
  declare buyerCompany: string | null

  /** ISO 3166-1 alpha-2. */
  @column()
  declare buyerCountry: string

  @column()
  declare incoterm: Incoterm | null

  @column()
  declare namedPlace: string | null

  @column()
  declare destinationCountry: string | null

  @column()
  declare destinationPort: string | null

  @column.date()
  declare wantedBy: DateTime | null

  @column()
  declare paymentTerms: PaymentTerm | null

  @column()
  declare message: string

  @column({ serializeAs: null })
  declare accessTokenHash: string

  @column({ serializeAs: null })
  declare confirmTokenHash: string | null

  @column.dateTime()
  declare confirmExpiresAt: DateTime | null

  /** When the RFQ reached the seller (the response-time clock starts). */
  @column.dateTime()
  declare confirmedAt: DateTime | null

  @column.dateTime()
  declare firstQuotedAt: DateTime | null

  /** Seconds from confirmedAt to the first quote. */
  @column()
  declare responseSeconds: number | null

  @column.dateTime()
  declare sellerReminded24hAt: DateTime | null

  @column.dateTime()
  declare sellerReminded72hAt: DateTime | null

  @column.dateTime()
  declare sellerSeenAt: DateTime | null

  @column.dateTime()
  declare closedAt: DateTime | null

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime

  @hasMany(() => RfqItem)
  declare items: HasMany<typeof RfqItem>

  @hasMany(() => RfqQuote)
  declare quotes: HasMany<typeof RfqQuote>

  @hasMany(() => RfqMessage)
  declare messages: HasMany<typeof RfqMessage>
}
