import { BaseSchema } from '@adonisjs/lucid/schema'
import logger from '@adonisjs/core/services/logger'

/**
 * The job queue moved to pg-boss (schema `pgboss`, app/services/queue/jobs.ts): jobs still
 * waiting in the home-made `jobs` table (migration 0012) are handed to pg-boss with their
 * payload, start time and remaining attempts, then the table goes. pg-boss installs its own
 * schema when first started; a database without waiting jobs never starts it here. Rolling back
 * recreates the empty table.
 */
export default class extends BaseSchema {
  async up() {
    this.defer(async (db) => {
      const waiting = await db
        .from('jobs')
        .whereNull('completed_at')
        .whereNull('failed_at')
        .orderBy('id')
        .select('name', 'payload', 'attempts', 'max_attempts', 'run_at')
      if (waiting.length === 0) return
      const { queueBoss } = await import('#services/queue/boss')
      const { jobSpec } = await import('#services/queue/jobs')
      const boss = await queueBoss()
      for (const row of waiting) {
        if (!jobSpec(row.name)) {
          logger.warn(
            { job: row },
            'jobs migration: no such job in app/services/queue/jobs.ts; dropped'
          )
          continue
        }
        await boss.send(row.name, row.payload, {
          startAfter: row.run_at,
          retryLimit: Math.max(0, row.max_attempts - Math.max(row.attempts, 0) - 1),
        })
      }
      logger.info(`jobs migration: ${waiting.length} waiting job(s) handed to pg-boss`)
    })
    this.schema.dropTable('jobs')
  }

  async down() {
    this.schema.createTable('jobs', (table) => {
      table.bigIncrements('id')
      table.string('name', 100).notNullable()
      table.jsonb('payload').notNullable().defaultTo('{}')
      table.integer('attempts').notNullable().defaultTo(0)
      table.integer('max_attempts').notNullable().defaultTo(5)
      table.timestamp('run_at', { useTz: true }).notNullable().defaultTo(this.now())
      table.timestamp('locked_at', { useTz: true }).nullable()
      table.string('locked_by', 100).nullable()
      table.text('last_error').nullable()
      table.timestamp('completed_at', { useTz: true }).nullable()
      table.timestamp('failed_at', { useTz: true }).nullable()
      table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(this.now())
    })
    this.schema.raw(
      `ALTER TABLE jobs ADD CONSTRAINT jobs_max_attempts_positive CHECK (max_attempts >= 1)`
    )
    this.schema.raw(
      `CREATE INDEX jobs_pending ON jobs (run_at) WHERE completed_at IS NULL AND failed_at IS NULL`
    )
  }
}
