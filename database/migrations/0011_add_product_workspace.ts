import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Producer workspace (issue: producer workspace; DESIGN §4 Products): drafts may be incomplete
 * (category optional until submission), review bookkeeping (submitted/reviewed, reviewer,
 * rejection reason, "changed since approval" for live edits), the seller address the product
 * is located at, and the GTIN licensee's tax ID seen at lookup (for the VÖEN mismatch warning).
 */
export default class extends BaseSchema {
  async up() {
    this.schema.raw('ALTER TABLE products ALTER COLUMN category_id DROP NOT NULL')
    this.schema.alterTable('products', (table) => {
      table.text('rejection_reason').nullable()
      table.boolean('changed_since_approval').notNullable().defaultTo(false)
      table.timestamp('submitted_at', { useTz: true }).nullable()
      table.timestamp('reviewed_at', { useTz: true }).nullable()
      table.integer('reviewed_by_user_id').nullable().references('users.id').onDelete('SET NULL')
      table
        .integer('location_address_id')
        .nullable()
        .references('addresses.id')
        .onDelete('SET NULL')
      table.string('gtin_licensee_tax_id', 10).nullable()
      table.integer('created_by_user_id').nullable().references('users.id').onDelete('SET NULL')
    })
    this.schema.raw(
      `CREATE INDEX products_review_queue ON products (submitted_at) WHERE status = 'in_review' OR changed_since_approval`
    )
    this.schema.raw(
      `CREATE INDEX products_company_status ON products (company_id, status, updated_at DESC)`
    )
  }

  async down() {
    this.schema.raw('DROP INDEX IF EXISTS products_company_status')
    this.schema.raw('DROP INDEX IF EXISTS products_review_queue')
    this.schema.alterTable('products', (table) => {
      table.dropColumns(
        'rejection_reason',
        'changed_since_approval',
        'submitted_at',
        'reviewed_at',
        'reviewed_by_user_id',
        'location_address_id',
        'gtin_licensee_tax_id',
        'created_by_user_id'
      )
    })
  }
}
