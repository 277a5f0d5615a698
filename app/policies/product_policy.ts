import { BasePolicy } from '@adonisjs/bouncer'
import type User from '#models/user'
import type Product from '#models/product'

/**
 * Product ownership (issue 5, DESIGN §6): a seller reads and edits only the products of their
 * own company (`users.company_id`); buyers, admins and sellers without a company own none.
 * Callers answer a denial with 404 and log it, so another company's product ids reveal nothing.
 */
export default class ProductPolicy extends BasePolicy {
  /** Creating drafts needs a seller account linked to a company. */
  create(user: User) {
    return user.accountType === 'seller' && user.companyId !== null
  }

  view(user: User, product: Product) {
    return this.owns(user, product)
  }

  edit(user: User, product: Product) {
    return this.owns(user, product)
  }

  delete(user: User, product: Product) {
    return this.owns(user, product)
  }

  private owns(user: User, product: Product) {
    return (
      user.accountType === 'seller' &&
      user.companyId !== null &&
      product.companyId === user.companyId
    )
  }
}
