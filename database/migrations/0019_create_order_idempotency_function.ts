import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * `order_by_idempotency_key(key)`: takes the transaction-scoped advisory lock of an idempotency
 * key (`pg_advisory_xact_lock(hashtext(key))`), then returns the order placed with that key, if
 * any — one round trip for what placing an order did in two. The function is VOLATILE, so its
 * look-up runs with a snapshot taken after the lock was granted: it sees an order that a
 * concurrent submission of the same key committed while this one waited (a single statement
 * doing both would not: its snapshot predates the wait).
 */
export default class extends BaseSchema {
  async up() {
    this.schema.raw(`
      CREATE FUNCTION order_by_idempotency_key(key text) RETURNS SETOF orders LANGUAGE sql VOLATILE AS $$
        SELECT pg_advisory_xact_lock(hashtext(key));
        SELECT * FROM orders WHERE idempotency_key = key;
      $$`)
  }

  async down() {
    this.schema.raw('DROP FUNCTION IF EXISTS order_by_idempotency_key(text)')
  }
}
