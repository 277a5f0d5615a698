import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * search_words: the dictionary of the catalog's search lexemes (folded, letters only, at least
 * three), with the number of translations holding each, and a trigram index. A search whose
 * words match nothing has each unknown word replaced by its closest dictionary words, then the
 * normal full-text search runs (app/services/catalog/product_search.ts) — instead of comparing
 * the query with every product name (word_similarity over all names: ~1.5 s at 100k products).
 * Filled here from the existing search vectors; kept by catalog_maintenance.refreshSearchExtra.
 * Also a trigram index on (locale, folded name) for typeahead, so a language's names are
 * matched in one index scan instead of intersecting the name matches with every row of the
 * language; and listing indexes of a (leaf) category per popularity and price, like the
 * newest-first one (0006) and those of top-level categories (0008), so any sort's first pages
 * are read in index order instead of sorting the category (~12k products each at 1M).
 */
export default class extends BaseSchema {
  async up() {
    this.schema.raw(`
      CREATE TABLE search_words (
        word text PRIMARY KEY,
        ndoc integer NOT NULL DEFAULT 1
      )
    `)
    this.schema.raw(`
      INSERT INTO search_words (word, ndoc)
      SELECT word, ndoc FROM ts_stat('SELECT search_vector FROM product_translations')
      WHERE word ~ '^[[:alpha:]]{3,}$'
    `)
    this.schema.raw('CREATE INDEX search_words_trgm ON search_words USING gin (word gin_trgm_ops)')
    /** Typeahead: word-start matches in one language's folded names (btree_gin, migration 0001: locale in the same index). */
    this.schema.raw(
      'CREATE INDEX product_translations_locale_name_trgm ON product_translations USING gin (locale, name_folded gin_trgm_ops)'
    )
    this.schema.raw(
      'CREATE INDEX products_category_popular ON products (category_id, status, sales_count DESC, id DESC)'
    )
    this.schema.raw(
      'CREATE INDEX products_category_price ON products (category_id, status, effective_price_minor, id)'
    )
  }

  async down() {
    this.schema.raw('DROP INDEX IF EXISTS products_category_price')
    this.schema.raw('DROP INDEX IF EXISTS products_category_popular')
    this.schema.raw('DROP INDEX IF EXISTS product_translations_locale_name_trgm')
    this.schema.raw('DROP TABLE IF EXISTS search_words')
  }
}
