import { searchCacheTtlMs } from '#config/app'
import { preparedFragmentRows } from '#services/database/prepared'
import type { ProductCardRow } from '#transformers/product_card_transformer'
import type { Locale } from '#lib/route_table'
import { declaredTtlCache } from '#services/cache/registry'
import { corrections, correctionText, LETTER_WORD } from '#services/catalog/search_dictionary'
import {
  headMatches,
  HEADS_ENOUGH,
  matches,
  summarized,
  type SummaryRow,
  tieredMatches,
  typedShape,
  typedSlots,
  typedTsquery,
} from '#services/catalog/search_statements'
import { correctedMatches, READING_SLOTS, type TypedRow } from '#services/catalog/search_typos'

/** Longest search text used; longer input is cut, never executed whole (issue: catalog, bad input). */
export const MAX_QUERY_LENGTH = 120

/** Results per (query, locale) are reused for this long in the process (SEARCH_CACHE_TTL_MS; not in tests). */
const RESULT_TTL_MS = searchCacheTtlMs

const RESULT_CACHE_ENTRIES = 1_000

/** Trims, drops control characters, collapses spaces and cuts the text to MAX_QUERY_LENGTH. */
export function normalizeQuery(raw: unknown): string {
  if (typeof raw !== 'string') return ''
  return (
    raw
      .slice(0, MAX_QUERY_LENGTH * 4)
      // eslint-disable-next-line no-control-regex -- control characters become spaces on purpose
      .replace(/[\u0000-\u001f\u007f]/g, ' ')
      .replace(/\s+/g, ' ')
      .trim()
      .slice(0, MAX_QUERY_LENGTH)
  )
}

const searchResults = declaredTtlCache<KeptResult>('search.results', {
  ttlMs: RESULT_TTL_MS,
  max: RESULT_CACHE_ENTRIES,
})

/**
 * Filter counts over a list of search results, as the search statement counted them
 * (summarized); the parts facetCounts assembles: products per category id, the 40 sellers
 * with most results, and totals with the AZN price range (qəpik, as text; null without a result
 * that has an AZN price).
 */
export interface ResultCounts {
  cat: Record<number, number>
  co: { id: number; name: string; count: number }[]
  all: {
    total: number
    discounted: number
    domestic: number
    min_price: string | null
    max_price: string | null
  }
}

/**
 * What a search answers: `ids`, the products best first; `counts`, the filter counts over them
 * as the search statement counted them (facetCounts takes them instead of counting again;
 * undefined without results); `firstPage`, the card rows of the first PAGE_SIZE results when
 * asked for (searchProducts' `firstPage`) and read by this very search — a result reused from the
 * cache brings none, so the listing reads live cards.
 */
export interface SearchResult {
  ids: number[]
  counts: ResultCounts | undefined
  firstPage: ProductCardRow[] | undefined
  /**
   * The query as corrected when the results are those of corrected words (a misspelt word
   * replaced by a dictionary word: correctionText), for "Did you mean …?"; null when they are
   * the typed words' own.
   */
  correction: string | null
  /**
   * How the catalog spells the correction's dictionary words (folded word → its spelling in
   * product names, the search's language first: spellingOf), read by the statement that found
   * the corrections; null without a correction. "Did you mean …?" (search_help.ts) spells
   * the correction with it instead of another statement.
   */
  spellings: Record<string, string> | null
}

/** What the result cache keeps of a search: its ids, counts and correction with its spellings (never the cards: see SearchResult). */
type KeptResult = Pick<SearchResult, 'ids' | 'counts' | 'correction' | 'spellings'>

/** Counts per content (the summary row's counts as text), the most recent COUNTS_KEPT. */
const countsByContent = new Map<string, ResultCounts>()

const COUNTS_KEPT = 256

/**
 * The counts of a summary row as one object per content: searches whose results count the same
 * (the same words searched again, while nothing they list changed) share it, and with it the
 * filter panel built from it (facetCounts, listing_page's facets prop and its JSON), instead of
 * parsing and building them again on every request.
 */
function sharedCounts(row: SummaryRow): ResultCounts {
  const { cat, co, total, discounted, domestic, min_price: minPrice, max_price: maxPrice } = row
  const key = `${total}|${discounted}|${domestic}|${minPrice}|${maxPrice}|${cat}|${co}`
  let value = countsByContent.get(key)
  if (!value) {
    value = {
      cat: JSON.parse(cat),
      co: JSON.parse(co),
      all: { total, discounted, domestic, min_price: minPrice, max_price: maxPrice },
    }
    if (countsByContent.size >= COUNTS_KEPT)
      countsByContent.delete(countsByContent.keys().next().value!)
    countsByContent.set(key, value)
  }
  return value
}

/**
 * The result of a summarized statement's row (none: no results); `correction`: the corrected
 * query it answers, if any, and `spellings`, how the catalog spells its words (TypedRow.spelt).
 */
function resultOf(
  row: SummaryRow | undefined,
  correction: string | null = null,
  spellings: Record<string, string> | null = null
): SummaryResult {
  if (!row)
    return { ids: [], counts: undefined, cards: undefined, correction: null, spellings: null }
  return {
    ids: row.ids,
    counts: sharedCounts(row),
    cards: row.cards,
    correction,
    spellings: correction ? spellings : null,
  }
}

/** A computed search: what the cache keeps, and the first page's cards when the statement read them. */
type SummaryResult = KeptResult & { cards: ProductCardRow[] | undefined }

/** Forgets cached search results (tests; suggestions: forgetSuggestions). */
export function forgetSearches() {
  searchResults.clear()
}

/**
 * Product ids matching `query` in any of az, en, ru (names, keywords, brand, seller, barcode,
 * description), best first, published products of active sellers only; the filter counts over
 * them come with them (SearchResult). Words many products hold are answered from their search
 * heads (headMatches: ranked by the hourly pass) when those give HEADS_ENOUGH products;
 * otherwise full-text prefix matches are ranked over a bounded candidate set (the front tier's
 * for common words, tieredMatches). When neither finds anything, or at once when a typed word
 * begins no dictionary word (a misspelling: full text would find nothing), the words the
 * catalog does not know are replaced by the closest words of the search_words dictionary
 * (pg_trgm, e.g. `fundiq` → `findiq`, `hazelnutt` → `hazelnut`) and the same two paths run
 * again (the heads of each word's closest correction; full text with all of them). Results are
 * reused for SEARCH_CACHE_TTL_MS per query and language. `firstPage`: the statement that finds
 * the results also reads the card rows of the first page (SearchResult.firstPage) — for a
 * listing that shows the first results in rank order, one round trip less. When results come
 * from corrections, `correction` tells the corrected query. `exact`: the typed words only, never
 * corrected ("Search instead for …").
 */
export async function searchProducts(
  query: string,
  locale: Locale,
  { firstPage = false, exact = false } = {}
): Promise<SearchResult> {
  if (!query)
    return { ids: [], counts: undefined, firstPage: undefined, correction: null, spellings: null }
  /** The cards of the computation this call ran itself (none when the result came from the cache or another caller's run). */
  let brought: ProductCardRow[] | undefined
  const key = `${locale}|${exact ? '=' : ''}${query}`
  const { ids, counts, correction, spellings } = await searchResults.get(key, async () => {
    const { cards, ...kept } = exact
      ? await computeExactSearch(query, locale, firstPage)
      : await computeSearch(query, locale, firstPage)
    brought = cards
    return kept
  })
  return { ids, counts, firstPage: brought, correction, spellings }
}

/** Runs a search of the typed words alone (searchProducts' `exact`), without the result cache. */
async function computeExactSearch(
  query: string,
  locale: Locale,
  firstPage: boolean
): Promise<SummaryResult> {
  const cards = firstPage ? locale : undefined
  return resultOf(
    await matches(typedSlots(query), typedShape(query), typedTsquery(query), locale, cards)
  )
}

/** The ids of searchProducts' results (callers that need neither counts nor cards). */
export async function searchProductIds(query: string, locale: Locale): Promise<number[]> {
  const result = await searchProducts(query, locale)
  return result.ids
}

/** Runs a search (searchProducts) without the result cache. */
async function computeSearch(
  query: string,
  locale: Locale,
  firstPage: boolean
): Promise<SummaryResult> {
  const cards = firstPage ? locale : undefined
  const letters = LETTER_WORD.test(query)
  const [typed] = await preparedFragmentRows<TypedRow>(
    letters
      ? summarized(headMatches(READING_SLOTS, typedShape(query)), { query, locale }, cards)
      : summarized(headMatches(typedSlots(query), typedShape(query)), undefined, cards),
    'generic'
  )
  const heads = typed?.total ? typed : undefined
  /** The corrected query when the heads are those of the corrections (a misspelt word). */
  const fixedText =
    typed?.corrected && typed.dictionary ? correctionText(query, typed.dictionary) : null
  /** How the catalog spells the corrections, read with them (none when no word needed one). */
  const spelt = typed?.spelt ?? null
  if (heads && heads.total >= HEADS_ENOUGH) return resultOf(heads, fixedText, spelt)
  /** Fewer heads (of the typed words, or of the corrections when a word is misspelt): the dictionary rows came with them when needed. */
  const dictionary = typed?.dictionary ? corrections(typed.dictionary) : undefined
  if (!dictionary?.unbegun) {
    const found = (await tieredMatches(typedTsquery(query), locale, cards)) ?? heads
    if (found) return resultOf(found)
  }
  const fixed = await correctedMatches(query, typed, heads, locale, cards)
  return resultOf(fixed.row, fixed.correction, spelt)
}
