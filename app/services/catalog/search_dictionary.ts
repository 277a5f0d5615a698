import { preparedRawRows } from '#services/database/prepared'

/**
 * The search dictionary (search_words, migration 0014: every alphabetic word of three or more
 * letters of the search vectors, kept by every product flow) as the search and the typeahead
 * use it: which typed words it knows or begins, and the closest dictionary words standing for a
 * misspelt one (pg_trgm).
 */

/** Similarity (pg_trgm) a dictionary word needs to replace a query word that matches nothing. */
export const TYPO_SIMILARITY = 0.4
/** Corrections tried per misspelt word. */
const TYPO_ALTERNATIVES = 3

/** A word of three or more letters (only such words are corrected: corrected). */
export const LETTER_WORD = /(^|[^\p{L}\p{N}])\p{L}{3,}($|[^\p{L}\p{N}])/u

/** A dictionary row of a typed word: its position, corrections (best first), whether it is a dictionary word or begins none. */
export interface DictionaryRow {
  w: string
  n: number
  words: string[]
  known: boolean
  unbegun: boolean
}

/**
 * The typed text's folded words (SQL, bindings: text, TYPO_SIMILARITY) in order, each with up
 * to TYPO_ALTERNATIVES dictionary words (search_words, pg_trgm) close enough to stand for it,
 * whether it is a dictionary word (`known`), and whether, being of three or more letters, it
 * begins no dictionary word (`unbegun`: the dictionary holds every such word of the search
 * vectors, so its full-text query would find nothing).
 */
export const DICTIONARY = `WITH q AS (
    SELECT w, min(n) AS n FROM regexp_split_to_table(karvan_fold(?), '[^[:alnum:]]+') WITH ORDINALITY AS x(w, n)
    WHERE w <> '' GROUP BY w
  )
  SELECT q.w, q.n, coalesce(c.words, '{}') AS words, k.word IS NOT NULL AS known,
    k.word IS NULL AND q.w ~ '^[[:alpha:]]{3,}$' AND NOT EXISTS (
      SELECT 1 FROM search_words b WHERE b.word COLLATE "C" >= q.w AND b.word COLLATE "C" < q.w || chr(1114111)
    ) AS unbegun
  FROM q LEFT JOIN LATERAL (SELECT k.word FROM search_words k WHERE k.word = q.w LIMIT 1) k ON true
  LEFT JOIN LATERAL (
    SELECT array_agg(word ORDER BY score DESC, ndoc DESC) AS words FROM (
      SELECT s.word, similarity(s.word, q.w) AS score, s.ndoc FROM search_words s
      WHERE q.w ~ '^[[:alpha:]]{3,}$' AND s.word % q.w AND similarity(s.word, q.w) >= ?
      ORDER BY score DESC, s.ndoc DESC LIMIT ${TYPO_ALTERNATIVES}
    ) best
  ) c ON true`

/**
 * The query's words with, for each word the catalog does not know, its corrections (DICTIONARY)
 * — `words`: null when no word needed and got a correction — and whether a word begins no
 * dictionary word (`unbegun`).
 */
export async function corrected(query: string) {
  return corrections(await preparedRawRows<DictionaryRow>(`${DICTIONARY} ORDER BY q.n`, [query, TYPO_SIMILARITY]))
}

/** Corrections (see corrected) from dictionary rows in the typed order. */
export function corrections(rows: DictionaryRow[]): { words: string[][] | null; unbegun: boolean } {
  let changed = false
  const words = rows.map((row) => {
    if (row.known || !row.words.length) return [row.w]
    changed = true
    return withoutCovered(row.words)
  })
  return { words: changed ? words : null, unbegun: rows.some((row) => row.unbegun) }
}

/**
 * Alternatives but those another one begins (`hazelnuts` beside `hazelnut`): words of three or
 * more characters match as prefixes and head the lists of the words they begin, so the longer
 * word finds nothing more.
 */
function withoutCovered(alternatives: string[]) {
  return alternatives.filter((word) => !alternatives.some((other) => other !== word && other.length >= 3 && word.startsWith(other)))
}
