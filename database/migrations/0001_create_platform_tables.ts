import { BaseSchema } from '@adonisjs/lucid/schema'

/** Extensions, sessions and rate-limit counters (DESIGN §2, §6). */
export default class extends BaseSchema {
  async up() {
    for (const extension of ['pg_trgm', 'unaccent', 'cube', 'earthdistance', 'btree_gin']) {
      this.schema.raw(`CREATE EXTENSION IF NOT EXISTS ${extension}`)
    }
    this.schema.createTable('sessions', (table) => {
      table.string('id', 255).primary()
      table.string('user_id', 255).nullable().index()
      table.text('data').notNullable()
      table.timestamp('expires_at', { useTz: true }).notNullable().index()
    })
    this.schema.createTable('rate_limits', (table) => {
      table.string('key', 255).notNullable().primary()
      table.integer('points', 9).notNullable().defaultTo(0)
      table.bigint('expire').unsigned()
    })
  }

  async down() {
    this.schema.dropTable('rate_limits')
    this.schema.dropTable('sessions')
  }
}
