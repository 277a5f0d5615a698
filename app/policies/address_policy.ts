import { BasePolicy } from '@adonisjs/bouncer'
import type User from '#models/user'
import type Address from '#models/address'
import { kindsFor } from '#validators/address'

/**
 * Address book ownership (issue 4, DESIGN §6): a buyer or seller reads, edits and deletes only
 * their own addresses, and only of their account type's kinds. Denials are answered with 404
 * and logged by the controller (ids are shared across accounts, so nothing is revealed).
 */
export default class AddressPolicy extends BasePolicy {
  /** Buyers and sellers keep an address book; admins do not. */
  create(user: User) {
    return kindsFor(user.accountType).length > 0
  }

  view(user: User, address: Address) {
    return this.owns(user, address)
  }

  edit(user: User, address: Address) {
    return this.owns(user, address)
  }

  delete(user: User, address: Address) {
    return this.owns(user, address)
  }

  private owns(user: User, address: Address) {
    return address.userId === user.id && kindsFor(user.accountType).includes(address.kind)
  }
}
