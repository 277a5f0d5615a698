import type { Locale } from '#lib/route_table'
import { urlTo } from '#services/urls'
import { declaredTtlCache } from '#services/cache/registry'
import { searchCacheTtlMs } from '#config/app'
import {
  bind,
  fragment,
  preparedFragmentRows,
  sql,
  type SqlFragment,
} from '#services/database/prepared'
import { activeSeller } from '#services/catalog/product_cards'
import { corrected, LETTER_WORD } from '#services/catalog/search_dictionary'
import { normalizeQuery } from '#services/catalog/product_search'

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
const suggestionResults = declaredTtlCache<Suggestion[]>('search.suggestions', {
  ttlMs: searchCacheTtlMs,
  max: 1_000,
})

/** Forgets cached suggestions (tests, catalog changes in this process). */
export function forgetSuggestions() {
  suggestionResults.clear()
}

/** A regex source matching any of `words` at the start of a word (words are [[:alnum:]] runs). */
function wordStart(alternatives: string[]) {
  const clean = alternatives.map((word) => word.replace(/[^\p{L}\p{N}]/gu, '')).filter(Boolean)
  return clean.length ? `(^|[^[:alnum:]])(${clean.join('|')})` : null
}

/** The typed text's folded words as word-start patterns, longest word first. */
function typedPatterns(query: string): SqlFragment {
  return sql`(SELECT array_agg('(^|[^[:alnum:]])' || w ORDER BY length(w) DESC)
  FROM regexp_split_to_table(karvan_fold(${bind(query)}), '[^[:alnum:]]+') AS w WHERE w <> '')`
}

/**
 * The suggestions among candidate products (SQL over the CTEs `q`, the typed patterns, and `m`,
 * the candidates' product_id), names and slugs in the page language `locale`: published products of active
 * sellers whose name in the page language, or else in another language, has a word starting
 * with every typed word, shown by their name and slug in the page language — page-language
 * matches first, then best sellers. A buyer on the English page typing `fındıq` is offered
 * the hazelnut products under their English names, as the search finds them.
 */
function offered(locale: Locale): SqlFragment {
  return sql`SELECT p.id, t.name, t.slug FROM m
  JOIN product_translations t ON t.product_id = m.product_id AND t.locale = ${bind(locale)}
  JOIN products p ON p.id = m.product_id AND p.status = 'published' AND ${fragment(activeSeller('p.company_id'))}
  CROSS JOIN LATERAL (SELECT NOT EXISTS (SELECT 1 FROM q, unnest(q.patterns) AS x WHERE t.name_folded !~ x) AS here) h
  WHERE h.here OR EXISTS (
    SELECT 1 FROM product_translations o WHERE o.product_id = m.product_id AND o.locale <> t.locale
      AND NOT EXISTS (SELECT 1 FROM q, unnest(q.patterns) AS x WHERE o.name_folded !~ x)
  )
  ORDER BY h.here DESC, p.sales_count DESC, p.id DESC LIMIT ${SUGGESTIONS}`
}

/**
 * Typeahead from the search heads (SQL for the typed text `query` in the page language): the typed text's
 * longest folded word looked up as a prefix of head words (search_prefixes, migration 0025: the
 * best sellers among the products with a name word so begun, in any language; drawn with the
 * heads) — one index look-up —, and of those products the offered ones. Common prefixes (`haz`,
 * `roas`) are answered without reading a trigram index; the plan does not depend on the text
 * (generic).
 */
function headSuggest(query: string, locale: Locale): SqlFragment {
  return sql`WITH q AS MATERIALIZED (
    SELECT array_agg('(^|[^[:alnum:]])' || w ORDER BY length(w) DESC) AS patterns, (array_agg(w ORDER BY length(w) DESC))[1] AS prefix
    FROM regexp_split_to_table(karvan_fold(${bind(query)}), '[^[:alnum:]]+') AS w WHERE w <> ''
  ),
  m AS MATERIALIZED (
    SELECT u.product_id FROM search_prefixes s CROSS JOIN LATERAL unnest(s.product_ids) AS u(product_id)
    WHERE s.prefix = (SELECT prefix FROM q) COLLATE "C"
  )
  ${offered(locale)}`
}

/**
 * Typeahead from the search front tier (SQL; `patterns`: an array of patterns; names in the
 * page language `locale`): the first SUGGEST_CANDIDATES front-tier names, in any language, with a word
 * starting with every pattern — the first (the longest word) looked up in the tier's folded-name
 * trigram index, the others filtering those rows —, and of their products the offered ones.
 */
function tierSuggest(patterns: SqlFragment, locale: Locale): SqlFragment {
  return sql`WITH q AS MATERIALIZED (SELECT ${patterns} AS patterns),
    m AS MATERIALIZED (
      SELECT DISTINCT product_id FROM (
        SELECT t.product_id FROM product_translations t
        WHERE t.name_folded ~ (SELECT patterns[1] FROM q) AND t.search_tier
          AND NOT EXISTS (SELECT 1 FROM q, unnest(q.patterns) AS x WHERE t.name_folded !~ x)
        LIMIT ${SUGGEST_CANDIDATES}
      ) matched
    )
    ${offered(locale)}`
}

/**
 * Typeahead: up to SUGGESTIONS products whose name, in the page language or else in another,
 * has a word starting with each typed word (or, failing that and when a typed word begins no
 * dictionary word — a misspelling, not an unfinished word —, with the closest dictionary
 * words), shown by their name in `locale`: page-language matches first, then best sellers (the
 * search finds products by their names in all three languages, so does the typeahead). A
 * prefix of words many products hold is answered from their search heads (headSuggest) when
 * those give SUGGESTIONS names; otherwise from the first SUGGEST_CANDIDATES name matches of the
 * search front tier (tierSuggest; migration 0020: the most sold and newest products, the whole
 * catalog up to SEARCH_FRONT_TIER_PRODUCTS): suggestions offer what buyers take most and what
 * is new, and a prefix common in names never scans the whole catalog's trigram index; the
 * search page itself covers every product. Short or empty input gives no suggestions. Cached
 * SEARCH_CACHE_TTL_MS per prefix.
 */
export async function suggestNames(query: string, locale: Locale): Promise<Suggestion[]> {
  if (query.length < 2) return []
  return suggestionResults.get(`${locale}|${query}`, async () => {
    const heads = await preparedFragmentRows<Suggestion>(headSuggest(query, locale), 'generic')
    if (heads.length >= SUGGESTIONS) return heads
    const suggest = (patterns: SqlFragment) =>
      preparedFragmentRows<Suggestion>(tierSuggest(patterns, locale))
    const typed = await suggest(typedPatterns(query))
    if (typed.length || heads.length) return typed.length ? typed : heads
    if (!LETTER_WORD.test(query)) return []
    const { words, unbegun } = await corrected(query)
    const patterns = (words ?? []).map(wordStart).filter((pattern): pattern is string => !!pattern)
    if (!words || !unbegun || !patterns.length) return []
    patterns.sort((a, b) => b.length - a.length)
    return suggest(sql`${bind(patterns)}::text[]`)
  })
}

/**
 * The typeahead's answer (the search box offers suggestions while typing) to the raw `q` of
 * the query string (any parsed value: only a string is searched, normalizeQuery) in `locale`:
 * `{ suggestions: [{ id, name, href }] }`, href being the product page in that language. Shared
 * by CatalogController.suggest and the typeahead fast path (suggest_fast_path.ts).
 */
export async function suggestionsBody(q: unknown, locale: Locale) {
  const rows = await suggestNames(normalizeQuery(q), locale)
  return {
    suggestions: rows.map((row) => ({
      id: row.id,
      name: row.name,
      href: urlTo('product', locale, { slugId: `${row.slug}-${row.id}` }),
    })),
  }
}
