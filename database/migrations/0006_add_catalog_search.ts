import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Catalog search and listing support (issue: catalog, DESIGN §4):
 * - karvan_fold(text): lower-case, Azerbaijani letters folded to ASCII (ə→e ı/İ→i ö→o ü→u ğ→g
 *   ç→c ş→s, then sh→s ch→c), accents stripped — applied to documents and queries alike, so
 *   `findiq` finds `fındıq` and `seker` finds `şəkər`. No Azerbaijani text-search config
 *   exists, so the `simple` config is used on folded text.
 * - product_translations.search_extra (keywords, brand, company, barcode) and a weighted,
 *   generated search_vector (name A, extra B, description C) with a GIN index; a trigram
 *   index on the folded name for typo tolerance and typeahead prefixes.
 * - products.effective_price_minor: the AZN price after discount in qəpik (day's-rate products
 *   converted at the latest CBAR rate), so price filters and sorts use one indexed column.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.raw(`
      CREATE OR REPLACE FUNCTION karvan_fold(input text) RETURNS text
      LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
        SELECT replace(replace(
          public.unaccent('public.unaccent'::regdictionary,
            translate(lower(translate(coalesce(input, ''), 'İIƏÖÜĞÇŞ', 'iıəöüğçş')), 'əıöüğçş', 'eiougcs')),
          'sh', 's'), 'ch', 'c')
      $$
    `)
    this.schema.alterTable('product_translations', (table) => {
      table.text('search_extra').notNullable().defaultTo('')
    })
    this.schema.raw(`
      ALTER TABLE product_translations ADD COLUMN search_vector tsvector GENERATED ALWAYS AS (
        setweight(to_tsvector('simple', karvan_fold(name)), 'A') ||
        setweight(to_tsvector('simple', karvan_fold(search_extra)), 'B') ||
        setweight(to_tsvector('simple', karvan_fold(left(description, 4000))), 'C')
      ) STORED
    `)
    this.schema.raw(
      'CREATE INDEX product_translations_search ON product_translations USING gin (search_vector)'
    )
    this.schema.raw(
      'CREATE INDEX product_translations_name_trgm ON product_translations USING gin (karvan_fold(name) gin_trgm_ops)'
    )
    this.schema.raw(
      'CREATE INDEX product_translations_locale_product ON product_translations (locale, product_id)'
    )

    this.schema.alterTable('products', (table) => {
      table.bigint('effective_price_minor').notNullable().defaultTo(0)
    })
    this.schema.raw(
      'UPDATE products SET effective_price_minor = round(price_minor * (100 - discount_percent) / 100.0)'
    )
    this.schema.raw(
      'CREATE INDEX products_listing_new ON products (status, first_published_at DESC, id DESC)'
    )
    this.schema.raw(
      'CREATE INDEX products_listing_popular ON products (status, sales_count DESC, id DESC)'
    )
    this.schema.raw(
      'CREATE INDEX products_listing_price ON products (status, effective_price_minor, id)'
    )
    this.schema.raw(
      'CREATE INDEX products_category_new ON products (category_id, status, first_published_at DESC, id DESC)'
    )
    this.schema.raw(
      'CREATE INDEX products_company_new ON products (company_id, status, first_published_at DESC, id DESC)'
    )
    this.schema.raw(
      `CREATE INDEX products_discounted ON products (status, first_published_at DESC, id DESC) WHERE discount_percent > 0`
    )
  }

  async down() {
    for (const index of [
      'products_discounted',
      'products_company_new',
      'products_category_new',
      'products_listing_price',
      'products_listing_popular',
      'products_listing_new',
    ]) {
      this.schema.raw(`DROP INDEX IF EXISTS ${index}`)
    }
    this.schema.alterTable('products', (table) => table.dropColumn('effective_price_minor'))
    this.schema.raw('DROP INDEX IF EXISTS product_translations_locale_product')
    this.schema.raw('DROP INDEX IF EXISTS product_translations_name_trgm')
    this.schema.raw('DROP INDEX IF EXISTS product_translations_search')
    this.schema.alterTable('product_translations', (table) => {
      table.dropColumn('search_vector')
      table.dropColumn('search_extra')
    })
    this.schema.raw('DROP FUNCTION IF EXISTS karvan_fold(text)')
  }
}
