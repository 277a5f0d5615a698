import type { Locale } from '#lib/route_table'
import { ttlCache } from '#lib/ttl_cache'
import { searchCacheTtlMs } from '#config/app'
import { preparedRawRows } from '#services/database/prepared'
import { corrected, LETTER_WORD } from '#services/catalog/search_dictionary'

/** Typeahead: matches ordered by sales to pick the suggestions from. */
const SUGGEST_CANDIDATES = 300
/** Typeahead: names offered. */
const SUGGESTIONS = 8

/** A suggestion: the product and its name and slug in the page language. */
export interface Suggestion {
  id: number
  name: string
  slug: string
}

/** Suggestions per (prefix, locale) are reused for SEARCH_CACHE_TTL_MS in the process (not in tests). */
const suggestionResults = ttlCache<Suggestion[]>(searchCacheTtlMs, 1_000)

/** Forgets cached suggestions (tests, catalog changes in this process). */
export function forgetSuggestions() {
  suggestionResults.clear()
}

/** A regex source matching any of `words` at the start of a word (words are [[:alnum:]] runs). */
function wordStart(alternatives: string[]) {
  const clean = alternatives.map((word) => word.replace(/[^\p{L}\p{N}]/gu, '')).filter(Boolean)
  return clean.length ? `(^|[^[:alnum:]])(${clean.join('|')})` : null
}

/** The typed text's folded words as word-start patterns, longest word first (SQL, one binding). */
const TYPED_PATTERNS = `(SELECT array_agg('(^|[^[:alnum:]])' || w ORDER BY length(w) DESC)
  FROM regexp_split_to_table(karvan_fold(?), '[^[:alnum:]]+') AS w WHERE w <> '')`

/** Typeahead from the search heads: best-selling name matches taken from a prefix's heads before the names are checked. */
const HEAD_SUGGEST_CANDIDATES = 64

/**
 * Typeahead from the search heads (migration 0021; SQL, bindings: typed text, locale): the
 * typed text's longest folded word (at least 3 characters) as a prefix of head words — one
 * index range of search_heads —, their entries tied to the product by its name (score 1),
 * the HEAD_SUGGEST_CANDIDATES best sellers of those, and of these the names in the page
 * language with a word starting with every typed word, best sellers first. Common prefixes
 * (`haz`, `roas`) are answered without reading a trigram index; the plan does not depend on
 * the text (generic).
 */
const HEAD_SUGGEST = `WITH q AS MATERIALIZED (
    SELECT array_agg('(^|[^[:alnum:]])' || w ORDER BY length(w) DESC) AS patterns, (array_agg(w ORDER BY length(w) DESC))[1] AS prefix
    FROM regexp_split_to_table(karvan_fold(?), '[^[:alnum:]]+') AS w WHERE w <> ''
  ),
  candidates AS MATERIALIZED (
    SELECT h.product_id, max(h.sales) AS sales FROM search_heads h
    WHERE length((SELECT prefix FROM q)) >= 3 AND h.word >= (SELECT prefix FROM q) COLLATE "C"
      AND h.word < ((SELECT prefix FROM q) || chr(1114111)) COLLATE "C" AND h.score >= 1 AND h.listed
    GROUP BY h.product_id ORDER BY sales DESC, h.product_id DESC LIMIT ${HEAD_SUGGEST_CANDIDATES}
  )
  SELECT p.id, t.name, t.slug FROM candidates m
  JOIN product_translations t ON t.product_id = m.product_id AND t.locale = ?
  JOIN products p ON p.id = m.product_id AND p.status = 'published'
  JOIN companies c ON c.id = p.company_id AND c.status = 'active'
  WHERE NOT EXISTS (SELECT 1 FROM q, unnest(q.patterns) AS x WHERE t.name_folded !~ x)
  ORDER BY m.sales DESC, m.product_id DESC LIMIT ${SUGGESTIONS}`

/**
 * Typeahead: up to SUGGESTIONS product names in `locale` with a word starting with each typed
 * word (or, failing that and when a typed word begins no dictionary word — a misspelling, not
 * an unfinished word —, with the closest dictionary words), best sellers first. A prefix of
 * words many products hold is answered from their search heads (HEAD_SUGGEST) when those give
 * SUGGESTIONS names; otherwise the best sellers among the first SUGGEST_CANDIDATES matches of
 * the search front tier (migration 0020: the most sold and newest products, the whole catalog
 * up to SEARCH_FRONT_TIER_PRODUCTS): suggestions offer what buyers take most and what is new,
 * and a prefix common in names never scans the whole catalog's trigram index; the search page
 * itself covers every product. There the first pattern (the longest word) is looked up in the
 * front tier's (locale, folded name) trigram index, the others filter those rows. Short or
 * empty input gives no suggestions. Cached SEARCH_CACHE_TTL_MS per prefix.
 */
export async function suggestNames(query: string, locale: Locale): Promise<Suggestion[]> {
  if (query.length < 2) return []
  return suggestionResults.get(`${locale}|${query}`, async () => {
    const heads = await preparedRawRows<Suggestion>(HEAD_SUGGEST, [query, locale], 'generic')
    if (heads.length >= SUGGESTIONS) return heads
    const suggest = (patterns: string, binding: unknown) =>
      preparedRawRows<Suggestion>(
        `WITH q AS MATERIALIZED (SELECT ${patterns} AS patterns),
         m AS MATERIALIZED (
           SELECT t.product_id, t.name, t.slug FROM product_translations t
           WHERE t.locale = ? AND t.name_folded ~ (SELECT patterns[1] FROM q) AND t.search_tier
             AND NOT EXISTS (SELECT 1 FROM q, unnest(q.patterns) AS x WHERE t.name_folded !~ x)
           LIMIT ${SUGGEST_CANDIDATES}
         )
         SELECT p.id, m.name, m.slug FROM m
         JOIN products p ON p.id = m.product_id AND p.status = 'published'
         JOIN companies c ON c.id = p.company_id AND c.status = 'active'
         ORDER BY p.sales_count DESC, p.id DESC LIMIT ${SUGGESTIONS}`,
        [binding, locale]
      )
    const typed = await suggest(TYPED_PATTERNS, query)
    if (typed.length || heads.length) return typed.length ? typed : heads
    if (!LETTER_WORD.test(query)) return []
    const { words, unbegun } = await corrected(query)
    const patterns = (words ?? []).map(wordStart).filter((pattern): pattern is string => !!pattern)
    if (!words || !unbegun || !patterns.length) return []
    patterns.sort((a, b) => b.length - a.length)
    return suggest('?::text[]', patterns)
  })
}
