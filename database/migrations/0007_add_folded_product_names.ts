import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Stores each translation's folded name (karvan_fold(name)) with its own trigram index, so the
 * typo-tolerant search and suggestions compare against a column instead of folding every
 * candidate row again (bench: ~210 ms → index-only work).
 */
export default class extends BaseSchema {
  async up() {
    this.schema.raw(
      `ALTER TABLE product_translations ADD COLUMN name_folded text GENERATED ALWAYS AS (karvan_fold(name)) STORED`
    )
    this.schema.raw('DROP INDEX IF EXISTS product_translations_name_trgm')
    this.schema.raw(
      'CREATE INDEX product_translations_name_folded_trgm ON product_translations USING gin (name_folded gin_trgm_ops)'
    )
  }

  async down() {
    this.schema.raw('DROP INDEX IF EXISTS product_translations_name_folded_trgm')
    this.schema.raw(
      'CREATE INDEX product_translations_name_trgm ON product_translations USING gin (karvan_fold(name) gin_trgm_ops)'
    )
    this.schema.alterTable('product_translations', (table) => table.dropColumn('name_folded'))
  }
}
