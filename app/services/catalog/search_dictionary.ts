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

/** A dictionary row of a typed word: its position, corrections (withCorrections: best first; none for a known word), whether it is a dictionary word or begins none. */
export interface DictionaryRow {
  w: string
  n: number
  words: string[]
  known: boolean
  unbegun: boolean
}

/**
 * The typed text's folded words (SQL, one binding: the text), one row each: `w`, its first
 * position `n`, whether it is a dictionary word (`known`), and whether, being of three or more
 * letters, it begins no dictionary word (`unbegun`: the dictionary holds every such word of the
 * search vectors, so its full-text query would find nothing). Index look-ups only (search_words'
 * primary key and bytewise prefix index, migration 0023).
 */
export const TYPED_WORDS = `SELECT q.w, q.n, k.word IS NOT NULL AS known,
    k.word IS NULL AND q.w ~ '^[[:alpha:]]{3,}$' AND NOT EXISTS (
      SELECT 1 FROM search_words b WHERE b.word COLLATE "C" >= q.w AND b.word COLLATE "C" < q.w || chr(1114111)
    ) AS unbegun
  FROM (
    SELECT w, min(n) AS n FROM regexp_split_to_table(karvan_fold(?), '[^[:alnum:]]+') WITH ORDINALITY AS x(w, n)
    WHERE w <> '' GROUP BY w
  ) q
  LEFT JOIN LATERAL (SELECT k.word FROM search_words k WHERE k.word = q.w LIMIT 1) k ON true`

/**
 * The most typing slips a word of `length` letters is corrected across (Damerau-Levenshtein,
 * optimal string alignment): one from four letters, two from eight; shorter words only by
 * trigram similarity (withCorrections).
 */
export const SLIP_BOUND = `CASE WHEN length(d.w) >= 8 THEN 2 WHEN length(d.w) >= 4 THEN 1 ELSE 0 END`

/**
 * TYPED_WORDS rows (`typed`: a relation of them) with `words`: for a word of three or more
 * letters the dictionary does not know, the dictionary words standing for it, best first; `{}`
 * for a known word or one with nothing close. So `words[1]` is a misspelt word's best correction.
 * - A slip first (issue 26): the dictionary words within SLIP_BOUND typing slips of it
 *   (karvan_typo_distance, migration 0033: a letter missing, extra, wrong, or two swapped). The
 *   candidates are index look-ups only: the trigram index (`%`), its karvan_slips by primary
 *   key (a swap in a short word shares few trigrams: `crapet`), and the words of a length within
 *   the bound that begin with its first two letters, as typed or swapped (the bytewise prefix
 *   index: slips further on, two of them from eight letters: `hazlenutt`). Plain Levenshtein
 *   (fuzzystrmatch, in C) within twice the bound drops most candidates before the costlier
 *   karvan_typo_distance measures the rest (a swap is two Levenshtein edits). The
 *   nearest wins, a swap before another slip of the same distance (the commonest slip: `ковре`
 *   is `ковер`, not `ковры`), then the word most translations hold (`ndoc`). That one word only,
 *   so the correction finds what the intended word finds, not what its neighbours find too.
 * - Otherwise up to TYPO_ALTERNATIVES dictionary words close enough by pg_trgm similarity (≥ the
 *   one binding, TYPO_SIMILARITY), best first, but those another one begins (`hazelnuts` beside
 *   `hazelnut`: words of three or more characters match as prefixes, so the longer word would
 *   find nothing more).
 */
export function withCorrections(typed: string) {
  return `SELECT d.w, d.n, d.known, d.unbegun, CASE WHEN slip.word IS NOT NULL THEN ARRAY[slip.word] ELSE ARRAY(
      SELECT x FROM unnest(c.words) WITH ORDINALITY AS a(x, i)
      WHERE NOT EXISTS (SELECT 1 FROM unnest(c.words) AS o(y) WHERE y <> x AND length(y) >= 3 AND starts_with(x, y))
      ORDER BY i
    ) END AS words
  FROM ${typed} d
  LEFT JOIN LATERAL (
    SELECT k.word FROM (
      SELECT s.word, s.ndoc FROM search_words s
      WHERE NOT d.known AND d.w ~ '^[[:alpha:]]{4,}$' AND s.word % d.w
      UNION
      SELECT s.word, s.ndoc FROM search_words s
      WHERE NOT d.known AND d.w ~ '^[[:alpha:]]{4,}$' AND s.word = ANY(karvan_slips(d.w))
      UNION
      SELECT s.word, s.ndoc FROM unnest(ARRAY[left(d.w, 2), substr(d.w, 2, 1) || left(d.w, 1)]) AS p(prefix)
      JOIN search_words s ON s.word COLLATE "C" >= p.prefix AND s.word COLLATE "C" < p.prefix || chr(1114111)
      WHERE NOT d.known AND d.w ~ '^[[:alpha:]]{4,}$'
        AND length(s.word) BETWEEN length(d.w) - ${SLIP_BOUND} AND length(d.w) + ${SLIP_BOUND}
    ) k
    CROSS JOIN LATERAL (SELECT CASE WHEN levenshtein_less_equal(d.w, k.word, 2 * ${SLIP_BOUND}) <= 2 * ${SLIP_BOUND}
      THEN karvan_typo_distance(d.w, k.word, ${SLIP_BOUND}) ELSE 2 * ${SLIP_BOUND} + 1 END AS distance) t
    WHERE abs(length(k.word) - length(d.w)) <= ${SLIP_BOUND} AND t.distance <= ${SLIP_BOUND}
    ORDER BY t.distance, levenshtein_less_equal(d.w, k.word, 2) > t.distance DESC, k.ndoc DESC, similarity(k.word, d.w) DESC, k.word
    LIMIT 1
  ) slip ON true
  LEFT JOIN LATERAL (
    SELECT array_agg(word ORDER BY score DESC, ndoc DESC) AS words FROM (
      SELECT s.word, similarity(s.word, d.w) AS score, s.ndoc FROM search_words s
      WHERE slip.word IS NULL AND NOT d.known AND d.w ~ '^[[:alpha:]]{3,}$' AND s.word % d.w AND similarity(s.word, d.w) >= ?
      ORDER BY score DESC, s.ndoc DESC LIMIT ${TYPO_ALTERNATIVES}
    ) best
  ) c ON true`
}

/** The typed text's words with their corrections (SQL, bindings: text, TYPO_SIMILARITY): TYPED_WORDS rows withCorrections. */
export const DICTIONARY = withCorrections(`(${TYPED_WORDS})`)

/**
 * The query's words with, for each word the catalog does not know, its corrections (DICTIONARY)
 * — `words`: null when no word needed and got a correction — and whether a word begins no
 * dictionary word (`unbegun`); `text`: the corrected query (correctionText), null without a
 * correction.
 */
export async function corrected(query: string) {
  const rows = await preparedRawRows<DictionaryRow>(`SELECT * FROM (${DICTIONARY}) d ORDER BY n`, [
    query,
    TYPO_SIMILARITY,
  ])
  const found = corrections(rows)
  return { ...found, text: found.words ? correctionText(query, rows) : null }
}

/**
 * The typed text with each misspelt word replaced by its best correction (a folded dictionary
 * word) and every other word as typed — what "Did you mean …?" offers; `rows`: the dictionary
 * rows of `query` (DICTIONARY). When folding split the text otherwise than its letter-and-digit
 * runs, the folded words stand for the typed ones.
 */
export function correctionText(query: string, rows: DictionaryRow[]): string {
  const best = (row: DictionaryRow) => (row.known || !row.words.length ? row.w : row.words[0])
  const tokens = query.split(/[^\p{L}\p{N}]+/u).filter(Boolean)
  const positions = new Map(rows.map((row) => [Number(row.n), row]))
  if (rows.some((row) => Number(row.n) > tokens.length))
    return [...rows]
      .sort((a, b) => Number(a.n) - Number(b.n))
      .map(best)
      .join(' ')
  return tokens
    .map((token, index) => {
      const row = positions.get(index + 1)
      return row ? (row.known || !row.words.length ? token : row.words[0]) : token
    })
    .join(' ')
}

/** Corrections (see corrected) from dictionary rows in the typed order. */
export function corrections(rows: DictionaryRow[]): { words: string[][] | null; unbegun: boolean } {
  let changed = false
  const words = rows.map((row) => {
    if (row.known || !row.words.length) return [row.w]
    changed = true
    return row.words
  })
  return { words: changed ? words : null, unbegun: rows.some((row) => row.unbegun) }
}

/** Product names read per word for its spelling (spellings): a bound, however common the word. */
const SPELLING_NAMES = 50

/**
 * SQL: how the catalog spells the folded dictionary word `word` (an SQL expression; one
 * binding: the page language) — a word of the names of the first SPELLING_NAMES translations
 * holding it that folds to it, lower-cased, those in that language first; null when no name
 * spells it. GIN look-ups, bounded. Each distinct word of those names is folded once (OFFSET 0
 * keeps the fold after the DISTINCT): the names of one word's products repeat the same few
 * words, and karvan_fold (unaccent) is the look-up's main cost. Shared by spellings and the
 * first search statement (summarized's `spelt`), so both spell alike.
 */
export function spellingOf(word: string) {
  return `(
        SELECT w FROM (
          SELECT DISTINCT ON (w) w, t.locale = ? AS own FROM (
            SELECT t.name, t.locale FROM product_translations t
            WHERE t.search_vector @@ to_tsquery('simple', quote_literal(${word})) LIMIT ${SPELLING_NAMES}
          ) t, regexp_split_to_table(lower(translate(t.name, 'İI', 'iı')), '[^[:alnum:]]+') AS w
          ORDER BY w, own DESC OFFSET 0
        ) v
        WHERE karvan_fold(w) = ${word}
        ORDER BY own DESC, w LIMIT 1
      )`
}

/**
 * How the catalog spells folded dictionary words (`findiq` → `fındıq`, `ковер` → `ковёр`): for
 * each of `words`, its spelling in product names (spellingOf; `locale`'s names first); a word no
 * name spells keeps its folded form. One statement, for "Did you mean …?".
 */
export async function spellings(words: string[], locale: string): Promise<Map<string, string>> {
  if (!words.length) return new Map()
  const rows = await preparedRawRows<{ word: string; spelling: string | null }>(
    `SELECT x.word, ${spellingOf('x.word')} AS spelling FROM unnest(?::text[]) AS x(word)`,
    [locale, words]
  )
  return new Map(rows.map((row) => [row.word, row.spelling ?? row.word]))
}
