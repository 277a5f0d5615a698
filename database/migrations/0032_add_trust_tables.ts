import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Trusted abroad (issue 25): company verification by mobile signature and the export documents
 * pack.
 *
 * - companies.verified_at: when a seller signed with an Asan İmza business certificate whose
 *   organisation identifier (VÖEN) equals the company's; verification_expires_at = a year later
 *   (the badge counts only while now() < expires); verification_reminded_at stamps the reminder
 *   e-mail once; verified_by_user_id the signer's account; verification_revoked_at / _reason an
 *   admin's revocation (clears nothing else, so the history stays).
 * - company_documents: certificate of origin, phytosanitary, free sale, halal, ISO 22000 / HACCP,
 *   organic, conformity, other; number, issuer, issue and expiry dates (Baku calendar), an
 *   optional public verification link, the stored file (uploads disk key, content type, bytes),
 *   hidden_at / hidden_reason for an admin's decision, reminded_at for the 30-day expiry mail.
 *   company_document_products: the products a document covers (none = the whole company).
 */
export default class extends BaseSchema {
  async up() {
    this.schema.alterTable('companies', (table) => {
      table.timestamp('verified_at', { useTz: true }).nullable()
      table.timestamp('verification_expires_at', { useTz: true }).nullable()
      table.timestamp('verification_reminded_at', { useTz: true }).nullable()
      table.integer('verified_by_user_id').nullable().references('users.id').onDelete('SET NULL')
      table.timestamp('verification_revoked_at', { useTz: true }).nullable()
      table.text('verification_revoked_reason').nullable()
    })
    this.schema.raw(
      `CREATE INDEX companies_verified ON companies (verification_expires_at) WHERE verified_at IS NOT NULL AND verification_revoked_at IS NULL`
    )

    this.schema.createTable('company_documents', (table) => {
      table.increments('id')
      table.integer('company_id').notNullable().references('companies.id').onDelete('CASCADE')
      table.string('kind', 24).notNullable()
      table.string('number', 80).notNullable()
      table.string('issuer', 160).notNullable()
      table.date('issued_on').notNullable()
      table.date('expires_on').nullable()
      table.string('verification_url', 500).nullable()
      table.string('file_key', 200).notNullable()
      table.string('file_type', 40).notNullable()
      table.integer('file_bytes').notNullable()
      table.timestamp('reminded_at', { useTz: true }).nullable()
      table.timestamp('hidden_at', { useTz: true }).nullable()
      table.text('hidden_reason').nullable()
      table.integer('hidden_by_user_id').nullable().references('users.id').onDelete('SET NULL')
      table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(this.now())
      table.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(this.now())
      table.index(['company_id', 'expires_on'])
    })
    this.schema.raw(
      `ALTER TABLE company_documents ADD CONSTRAINT company_documents_kind_known CHECK (kind IN ('origin', 'phytosanitary', 'free_sale', 'halal', 'iso22000_haccp', 'organic', 'conformity', 'other')),
       ADD CONSTRAINT company_documents_dates CHECK (expires_on IS NULL OR expires_on >= issued_on)`
    )
    this.schema.createTable('company_document_products', (table) => {
      table
        .integer('document_id')
        .notNullable()
        .references('company_documents.id')
        .onDelete('CASCADE')
      table.integer('product_id').notNullable().references('products.id').onDelete('CASCADE')
      table.primary(['document_id', 'product_id'])
      table.index(['product_id'])
    })
  }

  async down() {
    this.schema.dropTable('company_document_products')
    this.schema.dropTable('company_documents')
    this.schema.alterTable('companies', (table) => {
      table.dropColumn('verified_at')
      table.dropColumn('verification_expires_at')
      table.dropColumn('verification_reminded_at')
      table.dropColumn('verified_by_user_id')
      table.dropColumn('verification_revoked_at')
      table.dropColumn('verification_revoked_reason')
    })
  }
}
