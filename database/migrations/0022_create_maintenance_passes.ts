import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * When each background maintenance pass last completed (e.g. `catalog.search_tier`: the search
 * front tier and heads, runSearchTierPass): the scheduler of every web process reads it before
 * enqueueing, so a restart or a second process does not redo an hour-fresh pass (≈ 1 min of
 * database work at 1M products), and a pass run from the command line counts too.
 * `started_at` is when the completed pass began (the interval is measured from it).
 */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('maintenance_passes', (table) => {
      table.text('name').primary()
      table.timestamp('started_at', { useTz: true }).notNullable()
      table.timestamp('finished_at', { useTz: true }).notNullable()
    })
  }

  async down() {
    this.schema.dropTableIfExists('maintenance_passes')
  }
}
