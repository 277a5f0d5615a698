import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * State of the built-in test gateway (DESIGN §5 Payments), a simulated external payment
 * provider mounted under /payments/test-gateway. It lives in PostgreSQL so any app process
 * can serve its hosted page, status API and callbacks:
 * - test_gateway_payments: one hosted payment per merchant request (amount in qəpik), the
 *   buyer's choice once made, and whether its callback is held back ("late callback").
 * - test_gateway_events: every notification it emitted, with the exact JSON body it signs, so a
 *   callback can be delivered late or repeated with the same event id.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('test_gateway_payments', (table) => {
      table.increments('id')
      table.string('reference', 40).notNullable().unique()
      table.string('merchant_order_id', 64).notNullable()
      table.string('merchant_name', 120).notNullable()
      table.string('description', 255).notNullable()
      table.bigint('amount_minor').notNullable()
      table.string('currency', 3).notNullable()
      table.string('locale', 2).notNullable()
      table.text('return_url').notNullable()
      table.text('callback_url').notNullable()
      table.string('status', 20).notNullable().defaultTo('pending')
      table.string('code', 40).nullable()
      table.boolean('callback_held').notNullable().defaultTo(false)
      table.timestamp('completed_at', { useTz: true }).nullable()
      table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(this.now())
    })
    this.schema.raw(`ALTER TABLE test_gateway_payments
      ADD CONSTRAINT test_gateway_payments_amount_positive CHECK (amount_minor > 0),
      ADD CONSTRAINT test_gateway_payments_status CHECK (status IN ('pending', 'succeeded', 'failed', 'cancelled'))`)

    this.schema.createTable('test_gateway_events', (table) => {
      table.increments('id')
      table.string('event_id', 40).notNullable().unique()
      table
        .integer('payment_id')
        .notNullable()
        .references('test_gateway_payments.id')
        .onDelete('CASCADE')
      table.text('body').notNullable()
      table.integer('deliveries').notNullable().defaultTo(0)
      table.integer('last_status').nullable()
      table.timestamp('delivered_at', { useTz: true }).nullable()
      table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(this.now())
      table.index(['payment_id'])
    })
  }

  async down() {
    this.schema.dropTable('test_gateway_events')
    this.schema.dropTable('test_gateway_payments')
  }
}
