import { fragment, sql, bind, type SqlFragment } from '#services/database/prepared'
import type { Locale } from '#lib/route_table'
import {
  corrections,
  correctionText,
  type DictionaryRow,
} from '#services/catalog/search_dictionary'
import {
  matches,
  tieredMatches,
  tsqueryOf,
  type HeadShape,
  type SummaryRow,
} from '#services/catalog/search_statements'

/**
 * The typo path of a product search (issue 26, docs/search.md "Typo corrections"): how the first
 * statement reads a misspelt query's corrections (READING_SLOTS, with summarized's dictionary
 * rows) and, when those were too few or not searched yet, the searches of the corrected words
 * (correctedMatches). The dictionary look-ups themselves are search_dictionary.ts's.
 */

/**
 * Search slots of the reading a search tries first (SQL over summarized's `typed`, `fixes` and
 * `reading`): the typed words, as TYPED_SLOTS gives them; or, when a typed word
 * begins no dictionary word (a misspelling: the typed words find nothing), each word's position
 * with the word itself where the dictionary knows it or has nothing close, else its best
 * correction. The corrections are read only in the second case.
 */
export const READING_SLOTS =
  fragment(`SELECT w AS slot, w AS word FROM typed WHERE NOT (SELECT misspelt FROM reading)
  UNION ALL
  SELECT n::text, CASE WHEN known OR cardinality(words) = 0 THEN w ELSE words[1] END FROM fixes WHERE (SELECT misspelt FROM reading)`)

/** Search slots of corrected words: slot numbers and the dictionary word standing for each (two parallel arrays). */
function correctedSlots(slots: string[], words: string[]): SqlFragment {
  return sql`SELECT DISTINCT slot, word FROM unnest(${bind(slots)}::text[], ${bind(words)}::text[]) AS a(slot, word) WHERE word <> ''`
}

/** `'abc':* & ('def':* | 'deg':*)` from alternatives per word (see TSQUERY); words are [[:alnum:]] runs, so quoting is safe. */
function tsqueryText(words: string[][]) {
  return words
    .map((alternatives) =>
      alternatives.map((word) => word.replace(/[^\p{L}\p{N}]/gu, '')).filter(Boolean)
    )
    .filter((alternatives) => alternatives.length)
    .map(
      (alternatives) =>
        `(${alternatives.map((word) => `'${word}'${word.length >= 3 ? ':*' : ''}`).join(' | ')})`
    )
    .join(' & ')
}

/**
 * The first search statement's row when it read the dictionary (summarized with `reading`):
 * `spelt`, how the catalog spells each word's best correction (folded → spelling), comes with
 * `dictionary`.
 */
export type TypedRow = SummaryRow & {
  corrected?: boolean
  dictionary?: DictionaryRow[] | null
  spelt?: Record<string, string> | null
}

/**
 * The matches of a query's corrections, once the typed words found nothing (or too few of a
 * misspelt word's heads): `typed`, the first statement's row (its dictionary rows); `heads`, what
 * its heads gave (kept when the corrections find nothing more). When the first statement searched
 * the corrections' heads already (`corrected`), their full text (every correction of each word);
 * otherwise the heads of each word's best correction, then their full text (matches). `row`:
 * undefined when nothing matches or no word has a correction; `correction`: the corrected query
 * (correctionText), null without a correction.
 */
export async function correctedMatches(
  query: string,
  typed: TypedRow | undefined,
  heads: SummaryRow | undefined,
  locale: Locale,
  cards: Locale | undefined
): Promise<{ row: SummaryRow | undefined; correction: string | null }> {
  const dictionary = typed?.dictionary ? corrections(typed.dictionary) : undefined
  const words = dictionary?.words
  const tsq = words && tsqueryText(words)
  if (!words || !tsq) return { row: undefined, correction: null }
  const text = correctionText(query, typed!.dictionary!)
  /** The corrections' full text (all of each word's corrections) when their heads, searched already, were too few. */
  if (typed?.corrected)
    return { row: (await tieredMatches(tsqueryOf(tsq), locale, cards)) ?? heads, correction: text }
  /** The heads of each word's best correction (the most similar dictionary word); the full-text path takes them all. */
  const best = words.map((alternatives) => alternatives[0])
  const shape: HeadShape = best.length === 1 ? 'single' : best.length === 2 ? 'pair' : 'intersected'
  return {
    row: await matches(
      correctedSlots(
        best.map((_, slot) => String(slot)),
        best
      ),
      shape,
      tsqueryOf(tsq),
      locale,
      cards
    ),
    correction: text,
  }
}
