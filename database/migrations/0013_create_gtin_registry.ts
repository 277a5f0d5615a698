import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Fixture GTIN registry (DESIGN §5, INTEGRATIONS §2.2–2.5): the national membership record of a
 * GS1 licensee (name, VÖEN, GLN, opening date, licence, registration date) and the items it
 * registered, keyed by the 14-digit GTIN. Answers lookups when no registry API is configured.
 * Texts that a registry may hold in several languages are jsonb `{ az?, en?, ru? }`.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('gtin_registry_companies', (table) => {
      table.increments('id')
      table.string('name').notNullable()
      /** VÖEN; null for licensees registered outside Azerbaijan. */
      table.string('tax_id', 10).nullable().unique()
      table.string('gln', 13).nullable()
      table.date('opening_date').nullable()
      table.string('official_license', 64).nullable()
      table.date('registration_date').nullable()
      table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(this.now())
      table.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(this.now())
    })
    this.schema.raw(
      `ALTER TABLE gtin_registry_companies ADD CONSTRAINT gtin_registry_companies_formats
        CHECK ((tax_id IS NULL OR tax_id ~ '^[0-9]{9}[12]$') AND (gln IS NULL OR gln ~ '^[0-9]{13}$'))`
    )

    this.schema.createTable('gtin_registry_items', (table) => {
      table.string('gtin', 14).primary()
      table
        .integer('company_id')
        .notNullable()
        .references('gtin_registry_companies.id')
        .onDelete('CASCADE')
      /** As printed under the barcode (8, 12, 13 or 14 digits). */
      table.string('barcode', 14).notNullable()
      table.jsonb('name').notNullable()
      table.string('brand').nullable()
      /** Net content; unit is a UN/ECE Rec. 20 code (GRM, KGM, MLT, LTR, H87…). */
      table.decimal('quantity', 14, 4).nullable()
      table.string('unit', 3).nullable()
      table.jsonb('packaging').nullable()
      /** GDSN trade item unit descriptor: BASE_UNIT_OR_EACH, PACK_OR_INNER_PACK, CASE, PALLET, DISPLAY_SHIPPER. */
      table.string('trade_item_type', 32).nullable()
      table.string('gpc_brick_code', 8).nullable()
      table.jsonb('gpc_brick_title').nullable()
      table.jsonb('classification').nullable()
      table.jsonb('item_group').nullable()
      table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(this.now())
      table.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(this.now())
      table.index(['company_id'])
    })
    this.schema.raw(
      `ALTER TABLE gtin_registry_items ADD CONSTRAINT gtin_registry_items_formats
        CHECK (gtin ~ '^[0-9]{14}$' AND barcode ~ '^([0-9]{8}|[0-9]{12,14})$'
          AND (gpc_brick_code IS NULL OR gpc_brick_code ~ '^[0-9]{8}$'))`
    )
  }

  async down() {
    this.schema.dropTable('gtin_registry_items')
    this.schema.dropTable('gtin_registry_companies')
  }
}
