import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * A gateway callback uses up its event id only when it changed a payment (issue #22, defect 2).
 * payment_events was unique on (gateway, event_id) from the first delivery on, so a signed
 * callback that was refused (amount mismatch) or could not be confirmed yet (the gateway still
 * said "pending") blocked the genuine one with the same id — Epoint's ids are
 * `transaction:status` — and the buyer's money was taken for an order that stayed unpaid.
 * Now:
 * - every callback keeps its own row (the audit log; several rows may share an event id);
 * - `processed_at` is set, in the transaction that applied it, on the one row whose verified
 *   result changed the attempt or order; only such rows are unique per (gateway, event_id), so
 *   that index is the deduplication key (app/actions/payments/handle_payment_callback.ts);
 * - (payment_attempt_id, received_at) lets the reconciliation job find attempts with a callback
 *   not applied yet.
 * Existing rows whose outcome changed something count as processed.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.alterTable('payment_events', (table) => {
      table.timestamp('processed_at', { useTz: true }).nullable()
    })
    this.schema.raw(
      `UPDATE payment_events SET processed_at = received_at
        WHERE signature_valid AND outcome IN ('paid', 'failed', 'cancelled', 'recorded', 'refund_required')`
    )
    this.schema.raw(
      `ALTER TABLE payment_events DROP CONSTRAINT payment_events_gateway_event_id_unique`
    )
    this.schema.raw(
      `CREATE UNIQUE INDEX payment_events_processed_key ON payment_events (gateway, event_id) WHERE processed_at IS NOT NULL`
    )
    this.schema.raw(
      `CREATE INDEX payment_events_attempt_received ON payment_events (payment_attempt_id, received_at)`
    )
  }

  async down() {
    this.schema.raw('DROP INDEX IF EXISTS payment_events_attempt_received')
    this.schema.raw('DROP INDEX IF EXISTS payment_events_processed_key')
    /** Only one row per key can come back under the old constraint: the processed one, else the first. */
    this.schema.raw(
      `DELETE FROM payment_events e USING payment_events keep
        WHERE keep.gateway = e.gateway AND keep.event_id = e.event_id AND keep.id <> e.id
          AND (keep.processed_at IS NOT NULL OR (e.processed_at IS NULL AND keep.id < e.id))`
    )
    this.schema.raw(
      `ALTER TABLE payment_events ADD CONSTRAINT payment_events_gateway_event_id_unique UNIQUE (gateway, event_id)`
    )
    this.schema.alterTable('payment_events', (table) => {
      table.dropColumn('processed_at')
    })
  }
}
