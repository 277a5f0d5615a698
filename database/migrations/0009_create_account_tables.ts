import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Accounts (DESIGN §4 Accounts, §6): one `users` table for buyers, sellers and admins. A buyer
 * and a seller account are separate accounts, so an e-mail is unique per account type only.
 * Sellers own a company (the supplier profile of the catalog). Addresses belong to a user;
 * password-reset tokens are stored as SHA-256 digests; security events log sign-in attempts
 * and denied authorizations.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('users', (table) => {
      table.increments('id')
      table.enum('account_type', ['buyer', 'seller', 'admin']).notNullable()
      table.string('first_name', 80).notNullable()
      table.string('last_name', 80).notNullable()
      table.string('email', 254).notNullable()
      table.string('phone', 32).nullable()
      table.text('password').notNullable()
      table.string('personal_code', 16).nullable()
      table.string('avatar_path').nullable()
      table.integer('company_id').nullable().references('companies.id').onDelete('SET NULL')
      table.string('locale', 2).notNullable().defaultTo('az')
      table.timestamp('terms_accepted_at', { useTz: true }).nullable()
      table.timestamp('disabled_at', { useTz: true }).nullable()
      table.timestamp('last_sign_in_at', { useTz: true }).nullable()
      table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(this.now())
      table.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(this.now())
      table.index(['company_id'])
    })
    this.schema.raw(
      'CREATE UNIQUE INDEX users_type_email_unique ON users (account_type, lower(email))'
    )
    this.schema.raw(
      'CREATE UNIQUE INDEX users_type_personal_code_unique ON users (account_type, personal_code) WHERE personal_code IS NOT NULL'
    )

    this.schema.alterTable('companies', (table) => {
      table.string('representative', 160).nullable()
      table.string('phone_secondary', 32).nullable()
      table.decimal('latitude', 9, 6).nullable()
      table.decimal('longitude', 9, 6).nullable()
    })

    this.schema.createTable('addresses', (table) => {
      table.increments('id')
      table.integer('user_id').notNullable().references('users.id').onDelete('CASCADE')
      table.enum('kind', ['delivery', 'billing', 'pickup', 'warehouse']).notNullable()
      table.string('label', 80).nullable()
      table.string('address', 255).notNullable()
      table.string('city', 120).notNullable()
      table.string('region', 120).nullable()
      table.string('country', 2).notNullable().defaultTo('AZ')
      table.string('postal_code', 16).nullable()
      table.decimal('latitude', 9, 6).nullable()
      table.decimal('longitude', 9, 6).nullable()
      table.boolean('is_default').notNullable().defaultTo(false)
      table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(this.now())
      table.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(this.now())
      table.index(['user_id', 'kind'])
    })
    this.schema.raw(
      'CREATE UNIQUE INDEX addresses_one_default ON addresses (user_id, kind) WHERE is_default'
    )
    this.schema.raw(
      `ALTER TABLE addresses ADD CONSTRAINT addresses_coordinates CHECK (
        (latitude IS NULL AND longitude IS NULL)
        OR (latitude BETWEEN -90 AND 90 AND longitude BETWEEN -180 AND 180))`
    )

    this.schema.createTable('password_reset_tokens', (table) => {
      table.increments('id')
      table.integer('user_id').notNullable().references('users.id').onDelete('CASCADE')
      table.string('token_hash', 64).notNullable().unique()
      table.timestamp('expires_at', { useTz: true }).notNullable()
      table.timestamp('used_at', { useTz: true }).nullable()
      table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(this.now())
      table.index(['user_id'])
    })

    this.schema.createTable('security_events', (table) => {
      table.bigIncrements('id')
      table.string('event', 40).notNullable()
      table.integer('user_id').nullable().references('users.id').onDelete('SET NULL')
      table.string('account_type', 8).nullable()
      table.string('email', 254).nullable()
      table.string('ip_address', 64).nullable()
      table.string('detail', 255).nullable()
      table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(this.now())
      table.index(['event', 'created_at'])
      table.index(['user_id', 'created_at'])
    })
  }

  async down() {
    this.schema.dropTable('security_events')
    this.schema.dropTable('password_reset_tokens')
    this.schema.dropTable('addresses')
    this.schema.alterTable('companies', (table) => {
      table.dropColumns('representative', 'phone_secondary', 'latitude', 'longitude')
    })
    this.schema.dropTable('users')
  }
}
