import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * The search tier (issue: catalog, "search p95 ≤ 50 ms at 1M products — bound the candidate
 * set"): a tiered index (front tier of the most popular products plus everything listed since
 * the last pass, refreshSearchTier in catalog_maintenance.ts). A common word is looked up in
 * the front tier's smaller full-text and trigram indexes, so its GIN scan reads a few thousand
 * entries instead of every translation that holds the word; words the front tier does not hold
 * often enough fall back to the whole catalog, where they are rare by definition. New
 * translations start in the front tier (default true) until the next pass.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.raw(
      'ALTER TABLE product_translations ADD COLUMN search_tier boolean NOT NULL DEFAULT true'
    )
    this.schema.raw(
      'CREATE INDEX product_translations_search_front ON product_translations USING gin (search_vector) WHERE search_tier'
    )
    this.schema.raw(
      'CREATE INDEX product_translations_name_trgm_front ON product_translations USING gin (locale, name_folded gin_trgm_ops) WHERE search_tier'
    )
  }

  async down() {
    this.schema.raw('DROP INDEX IF EXISTS product_translations_name_trgm_front')
    this.schema.raw('DROP INDEX IF EXISTS product_translations_search_front')
    this.schema.raw('ALTER TABLE product_translations DROP COLUMN IF EXISTS search_tier')
  }
}
