import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Foreign buyers' enquiries (SPEC §1: forwarded to the producer's registered e-mail and mobile)
 * with the producer's replies, and the PostgreSQL-backed job queue that delivers them (DESIGN §2:
 * background work needs nothing beyond PostgreSQL). A job is claimed by setting `locked_at` /
 * `locked_by`; a lock older than the worker's timeout counts as abandoned.
 */
export default class extends BaseSchema {
  async up() {
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

    this.schema.createTable('enquiries', (table) => {
      table.increments('id')
      table.integer('company_id').notNullable().references('companies.id').onDelete('CASCADE')
      table.integer('product_id').nullable().references('products.id').onDelete('SET NULL')
      table.string('name', 120).notNullable()
      table.string('company_name', 160).nullable()
      table.string('country', 2).notNullable()
      table.string('email', 254).notNullable()
      table.string('phone', 32).nullable()
      table.string('quantity', 60).nullable()
      table.text('message').notNullable()
      table.string('locale', 2).notNullable()
      table.enum('status', ['new', 'answered', 'closed']).notNullable().defaultTo('new')
      table.string('ip_address', 64).nullable()
      table.timestamp('mailed_at', { useTz: true }).nullable()
      table.timestamp('sms_sent_at', { useTz: true }).nullable()
      table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(this.now())
      table.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(this.now())
    })
    this.schema.raw(
      `CREATE INDEX enquiries_company_status ON enquiries (company_id, status, created_at DESC)`
    )
    this.schema.raw(
      `CREATE INDEX enquiries_company_created ON enquiries (company_id, created_at DESC)`
    )

    this.schema.createTable('enquiry_replies', (table) => {
      table.increments('id')
      table.integer('enquiry_id').notNullable().references('enquiries.id').onDelete('CASCADE')
      table.integer('user_id').nullable().references('users.id').onDelete('SET NULL')
      table.text('body').notNullable()
      table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(this.now())
      table.timestamp('mailed_at', { useTz: true }).nullable()
      table.index(['enquiry_id', 'created_at'])
    })
  }

  async down() {
    this.schema.dropTable('enquiry_replies')
    this.schema.dropTable('enquiries')
    this.schema.dropTable('jobs')
  }
}
