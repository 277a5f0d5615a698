import { searchCacheTtlMs } from '#config/app'
import { preparedRawRows } from '#services/database/prepared'
import type { Locale } from '#lib/route_table'

/** Longest search text used; longer input is cut, never executed whole (issue: catalog, bad input). */
export const MAX_QUERY_LENGTH = 120
/**
 * At most this many full-text matches (translations) are ranked: a common word does not rank
 * the whole catalog, only the first matches the index yields (issue: catalog, "bound the
 * candidate set").
 */
const FTS_CANDIDATES = 600
/** Ranked ids handed to the listing. */
const RESULT_LIMIT = 240
/**
 * Best-ranked products looked up (status, seller, filter facts): a margin over RESULT_LIMIT for
 * matches that are not listed (drafts, inactive sellers) without reading every candidate's row.
 */
const RANKED_PRODUCTS = 320
/**
 * A search whose front tier (migration 0020) yields this many ranked products uses them; with
 * fewer it runs on the whole catalog, where its words are then rare.
 */
const FRONT_ENOUGH = RESULT_LIMIT
/** Typeahead: matches ordered by sales to pick the suggestions from. */
const SUGGEST_CANDIDATES = 300
/** Typeahead: names offered. */
const SUGGESTIONS = 8
/** Similarity (pg_trgm) a dictionary word needs to replace a query word that matches nothing. */
const TYPO_SIMILARITY = 0.4
/** Corrections tried per misspelt word. */
const TYPO_ALTERNATIVES = 3
/** Results per (query, locale) are reused for this long in the process (SEARCH_CACHE_TTL_MS; not in tests). */
const RESULT_TTL_MS = searchCacheTtlMs
const RESULT_CACHE_ENTRIES = 1_000
/** A cached result older than the TTL but younger than this is still answered while it is refreshed. */
const STALE_MS = 10 * 60_000

/** Trims, drops control characters, collapses spaces and cuts the text to MAX_QUERY_LENGTH. */
export function normalizeQuery(raw: unknown): string {
  if (typeof raw !== 'string') return ''
  return raw
    .slice(0, MAX_QUERY_LENGTH * 4)
    .replace(/[\u0000-\u001f\u007f]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, MAX_QUERY_LENGTH)
}

/**
 * Folded words → a prefix tsquery: `'findiq':* & 'yag':*`, built in SQL from karvan_fold. Words
 * of one or two characters match whole words only: as prefixes they would match most of the
 * catalog (`'a':*`), which is slow and finds nothing useful.
 */
const TSQUERY = `(SELECT to_tsquery('simple', string_agg(quote_literal(w) || CASE WHEN length(w) >= 3 THEN ':*' ELSE '' END, ' & '))
  FROM regexp_split_to_table(karvan_fold(?), '[^[:alnum:]]+') AS w WHERE w <> '')`

/**
 * Full-text matches of a tsquery (SQL expression `tsq`, its bindings first), ranked: the first
 * FTS_CANDIDATES matching translations (a materialized step, so the planner never repeats it) —
 * of the search front tier only when `front` (its own smaller index, migration 0020) —, name
 * hits weighing most (ts_rank weights) and the page language breaking ties; the best
 * RANKED_PRODUCTS products are then looked up (published, active seller), RESULT_LIMIT of them
 * kept, with the columns the filter counts need (candidateFacts).
 */
function rankedMatches(tsq: string, front: boolean) {
  return `WITH q AS MATERIALIZED (SELECT ${tsq} AS tsq),
    hits AS MATERIALIZED (
      SELECT t.product_id, ts_rank(t.search_vector, q.tsq) + CASE WHEN t.locale = ? THEN 0.01 ELSE 0 END AS rank
      FROM product_translations t, q
      WHERE q.tsq IS NOT NULL AND t.search_vector @@ q.tsq${front ? ' AND t.search_tier' : ''}
      LIMIT ${FTS_CANDIDATES}
    ),
    best AS MATERIALIZED (
      SELECT product_id, max(rank) AS rank FROM hits GROUP BY product_id ORDER BY rank DESC, product_id DESC LIMIT ${RANKED_PRODUCTS}
    )
    SELECT p.id AS product_id, p.category_id, p.company_id, c.name AS company_name, p.discount_percent,
      p.domestic_shipping, p.effective_price_minor, b.rank
    FROM best b
    JOIN products p ON p.id = b.product_id AND p.status = 'published'
    JOIN companies c ON c.id = p.company_id AND c.status = 'active'
    ORDER BY b.rank DESC, p.id DESC LIMIT ${RESULT_LIMIT}`
}

/** Head results (search_heads) that make a list: with fewer, the full-text path may find more. */
const HEADS_ENOUGH = 48

/** Search slots of the typed text: each folded word is its own slot and its only word (SQL, one binding). */
const TYPED_SLOTS = `SELECT DISTINCT w AS slot, w AS word
  FROM regexp_split_to_table(karvan_fold(?), '[^[:alnum:]]+') AS w WHERE w <> ''`

/** Search slots of corrected words: a typed word and the dictionary words standing for it (two parallel arrays). */
const CORRECTED_SLOTS = `SELECT DISTINCT slot, word FROM unnest(?::text[], ?::text[]) AS a(slot, word) WHERE word <> ''`

/** Columns of a ranked result row from search heads (`h`) and the seller (`c`), as rankedMatches gives them. */
const HEAD_COLUMNS = `h.product_id, h.category_id, h.company_id, c.name AS company_name,
  CASE WHEN h.discounted THEN 1 ELSE 0 END AS discount_percent, h.domestic AS domestic_shipping,
  h.price AS effective_price_minor`

/**
 * Ranked matches from the search heads (migration 0021, refreshSearchHeads): the products that
 * head a list for every slot (a query word, or the dictionary words standing for a misspelt
 * one) — the words many products hold. A single word is one index range read in rank order;
 * several are intersected (a slot's best entry per product), best summed tie first, then the
 * most sold. No full-text index is read. The facts come with the entries (every entry of a
 * product holds the same: drawn together, kept current together by triggers); the seller's
 * name and active status are read live. Empty when a slot has no head word (the full-text path
 * answers).
 */
function headMatches(slots: string) {
  return `WITH slots AS MATERIALIZED (${slots}),
    shape AS MATERIALIZED (SELECT count(*) AS words, min(word) AS word FROM slots)
    (SELECT ${HEAD_COLUMNS}, h.score AS rank
      FROM search_heads h JOIN companies c ON c.id = h.company_id AND c.status = 'active'
      WHERE (SELECT words FROM shape) = 1 AND h.word = (SELECT word FROM shape) COLLATE "C" AND h.listed
      ORDER BY h.rank LIMIT ${RESULT_LIMIT})
    UNION ALL
    (WITH entries AS MATERIALIZED (
      SELECT s.slot, h.product_id, h.score, h.sales, h.category_id, h.company_id, h.discounted, h.domestic, h.price
      FROM slots s JOIN search_heads h ON h.word = s.word COLLATE "C"
      WHERE (SELECT words FROM shape) > 1 AND h.listed
    ),
    best AS MATERIALIZED (
      SELECT product_id, sum(score) AS rank, sales, category_id, company_id, discounted, domestic, price
      FROM (SELECT DISTINCT ON (slot, product_id) * FROM entries ORDER BY slot, product_id, score DESC) per_slot
      GROUP BY product_id, sales, category_id, company_id, discounted, domestic, price
      HAVING count(*) = (SELECT count(DISTINCT slot) FROM slots)
      ORDER BY rank DESC, sales DESC, product_id DESC LIMIT ${RESULT_LIMIT}
    )
    SELECT ${HEAD_COLUMNS}, h.rank
    FROM best h JOIN companies c ON c.id = h.company_id AND c.status = 'active'
    ORDER BY h.rank DESC, h.sales DESC, h.product_id DESC)`
}

/**
 * A small per-process cache of results (identical searches, typeahead prefixes): fresh for
 * `ttlMs`; an older entry (up to STALE_MS) is answered at once while one refresh runs; callers
 * asking for a key being computed share that computation instead of repeating it.
 */
function ttlCache<T>(ttlMs: number, maxEntries: number) {
  const entries = new Map<string, { at: number; value?: T; pending?: Promise<T> }>()
  const refresh = (key: string, compute: () => Promise<T>) => {
    const entry = entries.get(key) ?? { at: 0 }
    const pending = compute().then(
      (value) => {
        entries.delete(key)
        if (entries.size >= maxEntries) entries.delete(entries.keys().next().value!)
        entries.set(key, { at: Date.now(), value })
        return value
      },
      (error) => {
        if (entries.get(key)?.pending === pending) entries.delete(key)
        throw error
      }
    )
    entries.set(key, { ...entry, pending })
    return pending
  }
  return {
    async get(key: string, compute: () => Promise<T>): Promise<T> {
      if (!ttlMs) return compute()
      const entry = entries.get(key)
      const age = entry?.value !== undefined ? Date.now() - entry.at : Infinity
      if (age < ttlMs) return entry!.value!
      if (entry?.pending) return age < STALE_MS ? entry.value! : entry.pending
      const pending = refresh(key, compute)
      if (age < STALE_MS) {
        pending.catch(() => {})
        return entry!.value!
      }
      return pending
    },
    clear: () => entries.clear(),
  }
}

const searchResults = ttlCache<number[]>(RESULT_TTL_MS, RESULT_CACHE_ENTRIES)

/** What the filter counts of a search need to know about each result (facetCounts). */
export interface CandidateFact {
  categoryId: number
  companyId: number
  companyName: string
  discounted: boolean
  domestic: boolean
  price: number
}

/** Facts per result list (the very array searchProductIds returned), for as long as it is in use. */
const facts = new WeakMap<number[], CandidateFact[]>()

/** The facts of every id of a list searchProductIds returned, in its order; undefined for any other list. */
export function candidateFacts(ids: number[]): CandidateFact[] | undefined {
  return facts.get(ids)
}

/** Result ids of ranked rows, remembering their facts. */
function resultIds(rows: any[]): number[] {
  const ids = rows.map((row) => row.product_id as number)
  facts.set(
    ids,
    rows.map((row) => ({
      categoryId: row.category_id,
      companyId: row.company_id,
      companyName: row.company_name,
      discounted: row.discount_percent > 0,
      domestic: !!row.domestic_shipping,
      price: Number(row.effective_price_minor),
    }))
  )
  return ids
}
const suggestionResults = ttlCache<{ id: number; name: string; slug: string }[]>(RESULT_TTL_MS, RESULT_CACHE_ENTRIES)

/** Forgets cached search results and suggestions (tests, catalog changes in this process). */
export function forgetSearches() {
  searchResults.clear()
  suggestionResults.clear()
}

/**
 * The query's folded words with, for each word the catalog does not know, up to
 * TYPO_ALTERNATIVES dictionary words (search_words, pg_trgm) close enough to stand for it.
 * Returns null when no word needed and got a correction.
 */
async function corrected(query: string): Promise<string[][] | null> {
  const rows = await preparedRawRows<{ w: string; words: string[]; known: boolean }>(
    `WITH q AS (
       SELECT w, min(n) AS n FROM regexp_split_to_table(karvan_fold(?), '[^[:alnum:]]+') WITH ORDINALITY AS x(w, n)
       WHERE w <> '' GROUP BY w
     )
     SELECT q.w, q.n, coalesce(c.words, '{}') AS words,
       EXISTS (SELECT 1 FROM search_words s WHERE s.word = q.w) AS known
     FROM q LEFT JOIN LATERAL (
       SELECT array_agg(word ORDER BY score DESC, ndoc DESC) AS words FROM (
         SELECT s.word, similarity(s.word, q.w) AS score, s.ndoc FROM search_words s
         WHERE q.w ~ '^[[:alpha:]]{3,}$' AND s.word % q.w AND similarity(s.word, q.w) >= ?
         ORDER BY score DESC, s.ndoc DESC LIMIT ${TYPO_ALTERNATIVES}
       ) best
     ) c ON true
     ORDER BY q.n`,
    [query, TYPO_SIMILARITY]
  )
  let changed = false
  const words = rows.map((row) => {
    if (row.known || !row.words.length) return [row.w]
    changed = true
    return row.words
  })
  return changed ? words : null
}

/** `'abc':* & ('def':* | 'deg':*)` from alternatives per word (see TSQUERY); words are [[:alnum:]] runs, so quoting is safe. */
function tsqueryText(words: string[][]) {
  return words
    .map((alternatives) => alternatives.map((word) => word.replace(/[^\p{L}\p{N}]/gu, '')).filter(Boolean))
    .filter((alternatives) => alternatives.length)
    .map((alternatives) => `(${alternatives.map((word) => `'${word}'${word.length >= 3 ? ':*' : ''}`).join(' | ')})`)
    .join(' & ')
}

/**
 * Ranked matches of a tsquery (`tsq` with its one binding): the search front tier's when it
 * yields FRONT_ENOUGH products (a common word: its GIN scan reads the tier's entries only),
 * else the whole catalog's (the words are rare there, so the scan is short).
 */
async function tieredMatches(tsq: string, binding: string, locale: Locale) {
  const front = await preparedRawRows(rankedMatches(tsq, true), [binding, locale])
  if (front.length >= FRONT_ENOUGH) return front
  return preparedRawRows(rankedMatches(tsq, false), [binding, locale])
}

/**
 * Product ids matching `query` in any of az, en, ru (names, keywords, brand, seller, barcode,
 * description), best first, published products of active sellers only. Words many products
 * hold are answered from their search heads (headMatches: ranked by the hourly pass) when
 * those give HEADS_ENOUGH products; otherwise full-text prefix matches are ranked over a
 * bounded candidate set (the front tier's for common words, tieredMatches). Only when neither
 * finds anything, the words the catalog does not know are replaced by the closest words of the
 * search_words dictionary (pg_trgm, e.g. `fundiq` → `findiq`, `hazelnutt` → `hazelnut`) and
 * the same two paths run again. Results are reused for SEARCH_CACHE_TTL_MS per query and
 * language.
 */
export async function searchProductIds(query: string, locale: Locale): Promise<number[]> {
  if (!query) return []
  return searchResults.get(`${locale}|${query}`, async () => {
    const found = await matches(TYPED_SLOTS, [query], TSQUERY, query, locale)
    if (found.length) return resultIds(found)
    const words = await corrected(query)
    const tsq = words && tsqueryText(words)
    if (!words || !tsq) return []
    const slots = words.flatMap((alternatives, slot) => alternatives.map(() => String(slot)))
    return resultIds(await matches(CORRECTED_SLOTS, [slots, words.flat()], `to_tsquery('simple', ?)`, tsq, locale))
  })
}

/**
 * Ranked matches of one reading of the query: its search heads' (`slots` SQL with its bindings)
 * when they give HEADS_ENOUGH products, else the full-text path's (`tsq` with its one binding,
 * tieredMatches), else whatever fewer the heads gave.
 */
async function matches(slots: string, slotBindings: unknown[], tsq: string, tsqBinding: string, locale: Locale) {
  const heads = await preparedRawRows(headMatches(slots), slotBindings)
  if (heads.length >= HEADS_ENOUGH) return heads
  const fts = await tieredMatches(tsq, tsqBinding, locale)
  return fts.length ? fts : heads
}

/** A regex source matching any of `words` at the start of a word (words are [[:alnum:]] runs). */
function wordStart(alternatives: string[]) {
  const clean = alternatives.map((word) => word.replace(/[^\p{L}\p{N}]/gu, '')).filter(Boolean)
  return clean.length ? `(^|[^[:alnum:]])(${clean.join('|')})` : null
}

/** The typed text's folded words as word-start patterns, longest word first (SQL, one binding). */
const TYPED_PATTERNS = `(SELECT array_agg('(^|[^[:alnum:]])' || w ORDER BY length(w) DESC)
  FROM regexp_split_to_table(karvan_fold(?), '[^[:alnum:]]+') AS w WHERE w <> '')`

/**
 * Typeahead: up to SUGGESTIONS product names in `locale` with a word starting with each typed
 * word (or, failing that, with the closest dictionary words), best sellers first among the first
 * SUGGEST_CANDIDATES matches of the search front tier (migration 0020: the most sold and newest
 * products, the whole catalog up to SEARCH_FRONT_TIER_PRODUCTS): suggestions offer what buyers
 * take most and what is new, and a prefix common in names never scans the whole catalog's
 * trigram index; the search page itself covers every product. The first pattern (the longest
 * word) is looked up in the front tier's (locale, folded name) trigram index, the others filter
 * those rows. Short or empty input gives no suggestions. Cached
 * SEARCH_CACHE_TTL_MS per prefix.
 */
export async function suggestNames(query: string, locale: Locale): Promise<{ id: number; name: string; slug: string }[]> {
  if (query.length < 2) return []
  return suggestionResults.get(`${locale}|${query}`, async () => {
    const suggest = (patterns: string, binding: unknown) =>
      preparedRawRows<{ id: number; name: string; slug: string }>(
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
    if (typed.length) return typed
    const words = await corrected(query)
    const patterns = (words ?? []).map(wordStart).filter((pattern): pattern is string => !!pattern)
    if (!words || !patterns.length) return []
    patterns.sort((a, b) => b.length - a.length)
    return suggest('?::text[]', patterns)
  })
}
