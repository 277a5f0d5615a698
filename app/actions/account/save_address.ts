import db from '@adonisjs/lucid/services/db'
import Address, { type AddressKind } from '#models/address'
import type User from '#models/user'
import { clearDefault, ensureDefault, lockAddressBook } from '#actions/account/address_defaults'

/** Validated address input (app/validators/address.ts); ids and owners are never part of it. */
export interface AddressInput {
  kind: AddressKind
  label?: string
  address: string
  city: string
  region?: string
  country: string
  postal_code?: string
  latitude?: number
  longitude?: number
  is_default?: boolean
}

/** Addresses one account may keep (bounded input, DESIGN §6). */
export const ADDRESS_BOOK_LIMIT = 50

/** Creating one more address would pass ADDRESS_BOOK_LIMIT. */
export class AddressBookFullError extends Error {}

/**
 * Creates an address for `user`, or updates `existing` (already authorized by AddressPolicy),
 * in one transaction. Only the listed fields are written; the owner is always `user`.
 * Defaults (one per kind): `is_default: true` moves the default here; `false` gives it up (the
 * oldest other address of the kind takes it, if any); the first address of a kind becomes
 * its default; moving an address to another kind re-elects the old kind's default.
 * Returns the saved address; throws AddressBookFullError when a new one would pass the limit.
 */
export default class SaveAddress {
  async handle(user: User, input: AddressInput, existing?: Address): Promise<Address> {
    return db.transaction(async (trx) => {
      await lockAddressBook(trx, user.id)
      if (!existing) {
        const [{ count }] = await trx
          .from('addresses')
          .where('user_id', user.id)
          .count('* as count')
        if (Number(count) >= ADDRESS_BOOK_LIMIT) throw new AddressBookFullError()
      }
      const address = existing
        ? await Address.query({ client: trx })
            .where('id', existing.id)
            .where('user_id', user.id)
            .firstOrFail()
        : new Address()
      const previousKind = existing ? address.kind : null
      const wasDefault = existing ? address.isDefault : false

      address.useTransaction(trx)
      address.userId = user.id
      address.kind = input.kind
      address.label = input.label ?? null
      address.address = input.address
      address.city = input.city
      address.region = input.region ?? null
      address.country = input.country
      address.postalCode = input.postal_code ?? null
      address.latitude = input.latitude ?? null
      address.longitude = input.longitude ?? null

      if (input.is_default === true) {
        await clearDefault(trx, user.id, input.kind, existing?.id)
        address.isDefault = true
      } else if (input.is_default === false) {
        address.isDefault = false
      } else {
        address.isDefault = wasDefault && previousKind === input.kind
      }
      await address.save()

      await ensureDefault(
        trx,
        user.id,
        address.kind,
        input.is_default === false ? address.id : undefined
      )
      if (previousKind && previousKind !== address.kind)
        await ensureDefault(trx, user.id, previousKind)
      await address.refresh()
      return address
    })
  }
}
