import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * What visitors send: product comments (visible only after admin approval, SPEC §4), contact
 * messages (stored before they are e-mailed, so none is lost), and CBAR exchange rates.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('comments', (table) => {
      table.increments('id')
      table.integer('product_id').notNullable().references('products.id').onDelete('CASCADE')
      table.string('author_name', 80).notNullable()
      table.text('body').notNullable()
      table.string('locale', 2).notNullable()
      table.enum('status', ['pending', 'approved', 'rejected']).notNullable().defaultTo('pending')
      table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(this.now())
      table.timestamp('moderated_at', { useTz: true }).nullable()
      table.index(['product_id', 'status', 'created_at'])
      table.index(['status', 'created_at'])
    })
    this.schema.createTable('contact_messages', (table) => {
      table.increments('id')
      table.string('name', 120).notNullable()
      table.string('email', 254).notNullable()
      table.string('phone', 32).nullable()
      table.text('message').notNullable()
      table.string('locale', 2).notNullable()
      table.string('ip_address', 64).nullable()
      table.timestamp('mailed_at', { useTz: true }).nullable()
      table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(this.now())
      table.index(['created_at'])
    })
    this.schema.createTable('exchange_rates', (table) => {
      table.increments('id')
      table.string('currency', 3).notNullable()
      table.date('rate_date').notNullable()
      table.integer('nominal').notNullable().defaultTo(1)
      table.decimal('value', 18, 6).notNullable()
      table.timestamp('fetched_at', { useTz: true }).notNullable().defaultTo(this.now())
      table.unique(['currency', 'rate_date'])
    })
  }

  async down() {
    this.schema.dropTable('exchange_rates')
    this.schema.dropTable('contact_messages')
    this.schema.dropTable('comments')
  }
}
