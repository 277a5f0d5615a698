import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Orders end to end (issue 6; SPEC §3 Order and Delivery record, §4; DESIGN §4 Orders and delivery,
 * §5 Payments):
 * - cart_items / wishlist_items: signed-in buyers' cart and wish list (guests keep theirs in the
 *   session). `added_price_minor` is the AZN unit price (qəpik) when the line was added, so a
 *   stale price can be shown before paying.
 * - orders: one per checkout, frozen buyer data and addresses, totals in qəpik (AZN), the
 *   idempotency key of the submission, `stock_released_at` so stock comes back exactly once.
 * - order_lines: frozen names, prices, discount and the CBAR rate used.
 * - shipments (one per seller of an order) and shipment_events (the tracking timeline).
 * - payment_attempts (one per try at a gateway) and payment_events (callback inbox, deduplicated).
 * - economic_regions.latitude/longitude: the region's main city (seeded from database/seed/geography.ts),
 *   the fallback origin of a product whose seller set no map pin.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.alterTable('economic_regions', (table) => {
      table.decimal('latitude', 9, 6).nullable()
      table.decimal('longitude', 9, 6).nullable()
    })

    this.schema.createTable('cart_items', (table) => {
      table.increments('id')
      table.integer('user_id').notNullable().references('users.id').onDelete('CASCADE')
      table.integer('product_id').notNullable().references('products.id').onDelete('CASCADE')
      table.integer('quantity').notNullable()
      table.boolean('selected').notNullable().defaultTo(true)
      table.bigint('added_price_minor').notNullable()
      table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(this.now())
      table.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(this.now())
      table.unique(['user_id', 'product_id'])
    })
    this.schema.raw(
      'ALTER TABLE cart_items ADD CONSTRAINT cart_items_quantity_positive CHECK (quantity > 0)'
    )

    this.schema.createTable('wishlist_items', (table) => {
      table.increments('id')
      table.integer('user_id').notNullable().references('users.id').onDelete('CASCADE')
      table.integer('product_id').notNullable().references('products.id').onDelete('CASCADE')
      table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(this.now())
      table.unique(['user_id', 'product_id'])
    })

    this.schema.createTable('orders', (table) => {
      table.increments('id')
      table.string('number', 20).notNullable().unique()
      table.string('invoice_number', 24).notNullable().unique()
      table.integer('user_id').nullable().references('users.id').onDelete('SET NULL')
      table.string('locale', 2).notNullable().defaultTo('az')
      table.string('status', 20).notNullable()
      table.string('payment_method', 20).notNullable()
      table.string('customer_name', 160).notNullable()
      table.string('customer_phone', 32).notNullable()
      table.string('customer_email', 254).notNullable()
      table.string('delivery_address', 255).notNullable()
      table.string('delivery_city', 120).notNullable()
      table.string('delivery_region', 120).nullable()
      table.string('delivery_country', 2).notNullable().defaultTo('AZ')
      table.string('delivery_postal_code', 16).nullable()
      table.decimal('delivery_latitude', 9, 6).notNullable()
      table.decimal('delivery_longitude', 9, 6).notNullable()
      table.string('billing_address', 255).notNullable()
      table.string('billing_city', 120).notNullable()
      table.string('billing_region', 120).nullable()
      table.string('billing_country', 2).notNullable().defaultTo('AZ')
      table.string('billing_postal_code', 16).nullable()
      table.text('customer_comment').nullable()
      table.bigint('subtotal_minor').notNullable()
      table.bigint('delivery_fee_minor').notNullable()
      table.bigint('total_minor').notNullable()
      table.string('currency', 3).notNullable().defaultTo('AZN')
      table.string('idempotency_key', 255).notNullable().unique()
      table.string('request_fingerprint', 64).notNullable()
      table.timestamp('expires_at', { useTz: true }).nullable()
      table.timestamp('paid_at', { useTz: true }).nullable()
      table.timestamp('stock_released_at', { useTz: true }).nullable()
      table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(this.now())
      table.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(this.now())
      table.index(['user_id', 'created_at'])
      table.index(['status', 'expires_at'])
    })
    this.schema.raw(`ALTER TABLE orders
      ADD CONSTRAINT orders_total_non_negative CHECK (subtotal_minor >= 0 AND delivery_fee_minor >= 0 AND total_minor = subtotal_minor + delivery_fee_minor),
      ADD CONSTRAINT orders_currency_azn CHECK (currency = 'AZN')`)

    this.schema.createTable('shipments', (table) => {
      table.increments('id')
      table.integer('order_id').notNullable().references('orders.id').onDelete('CASCADE')
      table.integer('company_id').notNullable().references('companies.id').onDelete('RESTRICT')
      table.string('tracking_number', 20).notNullable().unique()
      table.string('status', 20).notNullable().defaultTo('accepted')
      table.string('delivery_type', 20).notNullable()
      table.integer('distance_m').notNullable()
      table.integer('weight_grams').notNullable()
      table.bigint('fee_minor').notNullable()
      table.timestamp('promised_from', { useTz: true }).notNullable()
      table.timestamp('promised_by', { useTz: true }).notNullable()
      table.string('seller_name', 255).notNullable()
      table.string('seller_phone', 32).nullable()
      table.string('origin_address', 255).nullable()
      table.decimal('origin_latitude', 9, 6).notNullable()
      table.decimal('origin_longitude', 9, 6).notNullable()
      table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(this.now())
      table.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(this.now())
      table.index(['order_id'])
      table.index(['company_id', 'status', 'created_at'])
    })

    this.schema.createTable('shipment_events', (table) => {
      table.increments('id')
      table.integer('shipment_id').notNullable().references('shipments.id').onDelete('CASCADE')
      table.string('status', 20).notNullable()
      table.integer('actor_user_id').nullable().references('users.id').onDelete('SET NULL')
      table.string('note', 500).nullable()
      table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(this.now())
      table.index(['shipment_id', 'created_at'])
    })

    this.schema.createTable('order_lines', (table) => {
      table.increments('id')
      table.integer('order_id').notNullable().references('orders.id').onDelete('CASCADE')
      table.integer('shipment_id').notNullable().references('shipments.id').onDelete('CASCADE')
      table.integer('product_id').nullable().references('products.id').onDelete('SET NULL')
      table.integer('company_id').notNullable().references('companies.id').onDelete('RESTRICT')
      table.string('product_code', 40).notNullable()
      table.string('product_name', 255).notNullable()
      table.jsonb('product_names').notNullable()
      table.integer('quantity').notNullable()
      table.bigint('list_price_minor').notNullable()
      table.string('list_currency', 3).notNullable()
      table.smallint('discount_percent').notNullable().defaultTo(0)
      table.decimal('rate_value', 18, 6).nullable()
      table.integer('rate_nominal').nullable()
      table.date('rate_date').nullable()
      table.bigint('unit_price_minor').notNullable()
      table.bigint('line_total_minor').notNullable()
      table.integer('weight_grams').notNullable()
      table.index(['order_id'])
      table.index(['shipment_id'])
    })
    this.schema.raw(`ALTER TABLE order_lines
      ADD CONSTRAINT order_lines_quantity_positive CHECK (quantity > 0),
      ADD CONSTRAINT order_lines_total CHECK (line_total_minor = unit_price_minor * quantity)`)

    this.schema.createTable('payment_attempts', (table) => {
      table.increments('id')
      table.integer('order_id').notNullable().references('orders.id').onDelete('CASCADE')
      table.string('gateway', 20).notNullable()
      table.string('status', 20).notNullable().defaultTo('created')
      table.bigint('amount_minor').notNullable()
      table.string('currency', 3).notNullable()
      table.string('provider_reference', 128).nullable()
      table.text('redirect_url').nullable()
      table.string('failure_code', 64).nullable()
      table.timestamp('completed_at', { useTz: true }).nullable()
      table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(this.now())
      table.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(this.now())
      table.index(['order_id'])
      table.unique(['gateway', 'provider_reference'])
    })

    this.schema.createTable('payment_events', (table) => {
      table.increments('id')
      table.string('gateway', 20).notNullable()
      table.string('event_id', 128).notNullable()
      table
        .integer('payment_attempt_id')
        .nullable()
        .references('payment_attempts.id')
        .onDelete('SET NULL')
      table.boolean('signature_valid').notNullable()
      table.string('outcome', 40).notNullable()
      table.jsonb('payload').notNullable()
      table.timestamp('received_at', { useTz: true }).notNullable().defaultTo(this.now())
      table.unique(['gateway', 'event_id'])
    })
  }

  async down() {
    this.schema.dropTable('payment_events')
    this.schema.dropTable('payment_attempts')
    this.schema.dropTable('order_lines')
    this.schema.dropTable('shipment_events')
    this.schema.dropTable('shipments')
    this.schema.dropTable('orders')
    this.schema.dropTable('wishlist_items')
    this.schema.dropTable('cart_items')
    this.schema.alterTable('economic_regions', (table) => {
      table.dropColumn('latitude')
      table.dropColumn('longitude')
    })
  }
}
