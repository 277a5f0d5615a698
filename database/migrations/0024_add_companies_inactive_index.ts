import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * The sellers that are not active, as a small index of their own: listings and search statements
 * leave their products out with `company_id NOT IN (inactive sellers)` (product_cards.ts
 * activeSeller), which reads this index instead of the whole companies table or one look-up
 * per product.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.raw(`CREATE INDEX companies_inactive ON companies (id) WHERE status <> 'active'`)
  }

  async down() {
    this.schema.raw('DROP INDEX IF EXISTS companies_inactive')
  }
}
