import db from '@adonisjs/lucid/services/db'
import type Address from '#models/address'
import { ensureDefault, lockAddressBook } from '#actions/account/address_defaults'

/**
 * Deletes an address (already authorized by AddressPolicy) in one transaction; when it was
 * its kind's default, the oldest remaining address of that kind becomes the default.
 */
export default class DeleteAddress {
  async handle(address: Address): Promise<void> {
    await db.transaction(async (trx) => {
      await lockAddressBook(trx, address.userId)
      await trx.from('addresses').where({ id: address.id, user_id: address.userId }).delete()
      await ensureDefault(trx, address.userId, address.kind)
    })
  }
}
