import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Typing slips for the search's typo correction (search_dictionary.ts, issue 26), with
 * PostgreSQL's own fuzzystrmatch (levenshtein_less_equal):
 * - karvan_slips(word): the word with one letter left out or two neighbouring letters swapped —
 *   the dictionary words a doubled letter or a transposition came from (`hazelnutt`,
 *   `hazlenut` → `hazelnut`), found by primary-key look-ups where the trigram index misses them
 *   (a swap in a short word shares few trigrams: `crapet`/`carpet`).
 * - karvan_typo_distance(typed, word, bound): the optimal-string-alignment (restricted
 *   Damerau-Levenshtein) distance when at most `bound`, else a number above `bound`: Levenshtein
 *   distance, or one neighbouring swap of the typed word plus the Levenshtein distance of the rest.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.raw('CREATE EXTENSION IF NOT EXISTS fuzzystrmatch')
    this.schema.raw(`
      CREATE OR REPLACE FUNCTION karvan_slips(word text) RETURNS text[]
      LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
        SELECT ARRAY(
          SELECT left(word, i - 1) || substr(word, i + 1) FROM generate_series(1, length(word)) AS i
          UNION
          SELECT left(word, i - 1) || substr(word, i + 1, 1) || substr(word, i, 1) || substr(word, i + 2)
          FROM generate_series(1, length(word) - 1) AS i WHERE substr(word, i, 1) <> substr(word, i + 1, 1)
        )
      $$
    `)
    this.schema.raw(`
      CREATE OR REPLACE FUNCTION karvan_typo_distance(typed text, word text, bound integer) RETURNS integer
      LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
        SELECT least(
          public.levenshtein_less_equal(typed, word, bound),
          1 + (
            SELECT min(public.levenshtein_less_equal(
              left(typed, i - 1) || substr(typed, i + 1, 1) || substr(typed, i, 1) || substr(typed, i + 2), word, bound - 1))
            FROM generate_series(1, length(typed) - 1) AS i
            WHERE bound >= 1 AND substr(typed, i, 1) <> substr(typed, i + 1, 1)
          )
        )
      $$
    `)
  }

  async down() {
    this.schema.raw('DROP FUNCTION IF EXISTS karvan_typo_distance(text, text, integer)')
    this.schema.raw('DROP FUNCTION IF EXISTS karvan_slips(text)')
    this.schema.raw('DROP EXTENSION IF EXISTS fuzzystrmatch')
  }
}
