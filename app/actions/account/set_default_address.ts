import db from '@adonisjs/lucid/services/db'
import type Address from '#models/address'
import { clearDefault, lockAddressBook } from '#actions/account/address_defaults'

/** Makes `address` (already authorized) the default of its kind; the previous default is cleared in the same transaction. */
export default class SetDefaultAddress {
  async handle(address: Address): Promise<void> {
    await db.transaction(async (trx) => {
      await lockAddressBook(trx, address.userId)
      await clearDefault(trx, address.userId, address.kind, address.id)
      await trx
        .from('addresses')
        .where({ id: address.id, user_id: address.userId })
        .update({ is_default: true, updated_at: new Date() })
    })
  }
}
