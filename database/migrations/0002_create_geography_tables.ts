import { BaseSchema } from '@adonisjs/lucid/schema'

/** Azerbaijan's 14 economic regions and their cities/districts (shared/data, decree No. 1386). */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('economic_regions', (table) => {
      table.increments('id')
      table.string('code', 8).notNullable().unique()
      table.smallint('sort_order').notNullable().defaultTo(0)
      table.string('name_az').notNullable()
      table.string('name_en').notNullable()
      table.string('name_ru').notNullable()
      table.string('slug').notNullable().unique()
    })
    this.schema.createTable('districts', (table) => {
      table.increments('id')
      table.string('code', 16).notNullable().unique()
      table
        .integer('economic_region_id')
        .notNullable()
        .references('economic_regions.id')
        .onDelete('RESTRICT')
      table.enum('unit_type', ['city', 'district']).notNullable()
      table.string('name_az').notNullable()
      table.string('name_en').notNullable()
      table.string('name_ru').notNullable()
      table.string('slug').notNullable().unique()
      table.index(['economic_region_id'])
    })
  }

  async down() {
    this.schema.dropTable('districts')
    this.schema.dropTable('economic_regions')
  }
}
