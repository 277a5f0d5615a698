import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Mobile-signature sign-in (DESIGN §5, SPEC §8). `mobile_signature_sessions`: one sign-in
 * attempt, bound to the browser session that started it (its id lives in that session),
 * single-use (state moves only forward, see app/state_machines/mobile_signature.ts), expiring
 * ≤ 5 minutes after start. `mobile_id_simulator_sessions`: the simulator's own state, kept in
 * the database so any app process can answer for any session.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('mobile_signature_sessions', (table) => {
      table.uuid('id').primary()
      table.string('state', 16).notNullable()
      table.string('provider_session', 160).nullable()
      table.string('verification_code', 4).nullable()
      table.string('signer_user_id', 16).notNullable()
      table.string('phone', 16).notNullable()
      table.enum('account_type', ['buyer', 'seller']).notNullable()
      table.string('locale', 2).notNullable()
      table.string('result', 24).nullable()
      table.jsonb('identity').nullable()
      table.integer('user_id').nullable().references('users.id').onDelete('SET NULL')
      table.string('ip_address', 64).nullable()
      table.timestamp('expires_at', { useTz: true }).notNullable()
      table.timestamp('finished_at', { useTz: true }).nullable()
      table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(this.now())
      table.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(this.now())
      table.index(['created_at'])
    })
    this.schema.raw(
      `ALTER TABLE mobile_signature_sessions ADD CONSTRAINT mobile_signature_sessions_state CHECK (
        state IN ('running', 'choosing', 'signed_in', 'not_found', 'failed', 'cancelled', 'expired'))`
    )

    this.schema.createTable('mobile_id_simulator_sessions', (table) => {
      table.uuid('id').primary()
      table.string('national_identity_number', 32).notNullable()
      table.string('phone_number', 32).notNullable()
      table.string('hash', 128).notNullable()
      table.string('hash_type', 8).notNullable()
      table.string('language', 3).notNullable()
      table.string('fixture', 40).nullable()
      table.timestamp('answer_at', { useTz: true }).notNullable()
      table.timestamp('expires_at', { useTz: true }).notNullable()
      table.timestamp('cancelled_at', { useTz: true }).nullable()
      table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(this.now())
      table.index(['created_at'])
    })
  }

  async down() {
    this.schema.dropTable('mobile_id_simulator_sessions')
    this.schema.dropTable('mobile_signature_sessions')
  }
}
