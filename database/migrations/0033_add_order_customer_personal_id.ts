import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * The checkout's optional "ID" field (SPEC §2 Checkout; issue 26): the buyer's personal
 * identification code, frozen on the order and printed on the invoice.
 *
 * - orders.customer_id_kind: `fin` (FİN of an Azerbaijani ID card: 7 uppercase Latin letters and
 *   digits) or `passport` (a foreign buyer's passport number: 5–20 uppercase letters and digits);
 * - orders.customer_id_number: the code as validated (uppercase, spaces and dashes removed).
 *
 * Both are null when the buyer left the field empty; one without the other is refused.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.alterTable('orders', (table) => {
      table.string('customer_id_kind', 8).nullable()
      table.string('customer_id_number', 20).nullable()
    })
    this.schema.raw(
      `ALTER TABLE orders ADD CONSTRAINT orders_customer_id_check CHECK (
         (customer_id_kind IS NULL AND customer_id_number IS NULL)
         OR (customer_id_kind = 'fin' AND customer_id_number ~ '^[A-Z0-9]{7}$')
         OR (customer_id_kind = 'passport' AND customer_id_number ~ '^[A-Z0-9]{5,20}$'))`
    )
  }

  async down() {
    this.schema.raw('ALTER TABLE orders DROP CONSTRAINT IF EXISTS orders_customer_id_check')
    this.schema.alterTable('orders', (table) => {
      table.dropColumn('customer_id_kind')
      table.dropColumn('customer_id_number')
    })
  }
}
