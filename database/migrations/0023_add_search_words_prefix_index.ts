import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * The search dictionary (search_words, migration 0014) in bytewise order, so "does any
 * dictionary word begin with this typed word" is one index range whatever the database's
 * collation (product_search.ts DICTIONARY: a typed word no dictionary word begins is a
 * misspelling and goes straight to its corrections).
 */
export default class extends BaseSchema {
  async up() {
    this.schema.raw('CREATE INDEX search_words_prefix ON search_words (word COLLATE "C")')
  }

  async down() {
    this.schema.raw('DROP INDEX IF EXISTS search_words_prefix')
  }
}
