import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Typeahead candidates per prefix (issue: catalog, "trigram/prefix path for typeahead"): for
 * every prefix of three or more characters of a search-heads word (migration 0021), the best
 * sellers among the products whose name (in any language) holds a head word with that prefix,
 * best first. Drawn by the same pass as the heads (refreshSearchHeads); a typeahead reads one
 * row instead of grouping a prefix's heads on every keystroke. Unlogged, like the heads: derived
 * data, drawn again by the next pass after a crash (the typeahead uses the trigram path meanwhile).
 */
export default class extends BaseSchema {
  async up() {
    this.schema.raw(`CREATE UNLOGGED TABLE search_prefixes (
      prefix text COLLATE "C" PRIMARY KEY,
      product_ids integer[] NOT NULL
    )`)
  }

  async down() {
    this.schema.raw('DROP TABLE IF EXISTS search_prefixes')
  }
}
