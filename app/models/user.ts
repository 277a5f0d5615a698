import { DateTime } from 'luxon'
import { BaseModel, afterDelete, afterSave, column, hasMany } from '@adonisjs/lucid/orm'
import { invalidateKey } from '#services/cache/invalidation'
import type { HasMany } from '@adonisjs/lucid/types/relations'
import Address from '#models/address'
import { ACCOUNT_TYPES, type AccountType } from '#shared/accounts'

export { ACCOUNT_TYPES, type AccountType }

/**
 * A buyer, seller or admin account. The same e-mail may hold one account per type
 * (unique on account_type + lower(email)). `password` is an argon2id PHC string; it is never
 * serialized. Sellers point at their company (the supplier profile).
 */
export default class User extends BaseModel {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare accountType: AccountType

  @column()
  declare firstName: string

  @column()
  declare lastName: string

  @column()
  declare email: string

  @column()
  declare phone: string | null

  @column({ serializeAs: null })
  declare password: string

  @column()
  declare personalCode: string | null

  @column()
  declare avatarPath: string | null

  @column()
  declare companyId: number | null

  @column()
  declare locale: string

  @column.dateTime()
  declare termsAcceptedAt: DateTime | null

  @column.dateTime()
  declare disabledAt: DateTime | null

  @column.dateTime()
  declare lastSignInAt: DateTime | null

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime

  @hasMany(() => Address)
  declare addresses: HasMany<typeof Address>

  get fullName() {
    return `${this.firstName} ${this.lastName}`.trim()
  }

  get isDisabled() {
    return this.disabledAt !== null
  }

  /** The session guard keeps users' rows for seconds (cached_user_provider.ts): a saved or deleted account is read again. */
  @afterSave()
  @afterDelete()
  static forgetCachedRow(user: User) {
    invalidateKey('user', user.id)
  }
}
