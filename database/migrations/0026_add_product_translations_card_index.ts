import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * A product's translation as a card shows it (name, slug) read from the index alone: the
 * unique (product_id, locale) key now includes them, so listings, searches and the related
 * products read a compact index (index-only scans) instead of the translations' rows, which
 * hold the descriptions and search vectors (about 1.3 KB each; 4 GB at a million products) —
 * the cards' working set shrinks about fifteen times. It replaces the plain unique constraint;
 * upserts (ON CONFLICT (product_id, locale)) infer it the same way.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.raw(
      `CREATE UNIQUE INDEX product_translations_card ON product_translations (product_id, locale) INCLUDE (name, slug)`
    )
    this.schema.raw(
      `ALTER TABLE product_translations DROP CONSTRAINT product_translations_product_id_locale_unique`
    )
  }

  async down() {
    this.schema.raw(
      `ALTER TABLE product_translations ADD CONSTRAINT product_translations_product_id_locale_unique UNIQUE (product_id, locale)`
    )
    this.schema.raw('DROP INDEX IF EXISTS product_translations_card')
  }
}
