import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * One-off maintenance work that `npm start` runs until it has finished once (issue 26: the image
 * variants a new width in IMAGE_WIDTHS needs for files stored before it). `name` identifies the
 * work and its parameters (`image_variants:240,360,480,800`); `finished_at` is when a run
 * completed without a failure.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('maintenance_runs', (table) => {
      table.string('name', 100).primary()
      table.timestamp('finished_at', { useTz: true }).notNullable()
    })
  }

  async down() {
    this.schema.dropTable('maintenance_runs')
  }
}
