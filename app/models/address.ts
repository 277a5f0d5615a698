import { DateTime } from 'luxon'
import { BaseModel, column } from '@adonisjs/lucid/orm'
import { ADDRESS_KINDS, type AddressKind } from '#shared/addresses'

export { ADDRESS_KINDS, type AddressKind }

/**
 * A user's address (SPEC §3 Address): address, city, region, ISO country code, postal code
 * (`AZ NNNN` in Azerbaijan), optional map pin (WGS84 degrees), one default per kind.
 */
export default class Address extends BaseModel {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare userId: number

  @column()
  declare kind: AddressKind

  @column()
  declare label: string | null

  @column()
  declare address: string

  @column()
  declare city: string

  @column()
  declare region: string | null

  @column()
  declare country: string

  @column()
  declare postalCode: string | null

  @column({ consume: (value) => (value === null ? null : Number(value)) })
  declare latitude: number | null

  @column({ consume: (value) => (value === null ? null : Number(value)) })
  declare longitude: number | null

  @column()
  declare isDefault: boolean

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime
}
