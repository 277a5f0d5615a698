import type { Locale } from '#lib/route_table'
import { searchCacheTtlMs } from '#config/app'
import { declaredTtlCache } from '#services/cache/registry'
import { urlTo } from '#services/urls'
import { categoryTree, subtreeIds } from '#services/catalog/categories'
import { facetCounts } from '#services/catalog/facet_counts'
import { bestsellers } from '#services/catalog/product_cards'
import { searchProductIds } from '#services/catalog/product_search'
import { corrected, spellings } from '#services/catalog/search_dictionary'
import { latestRates } from '#services/rates/exchange_rates'
import {
  toProductCard,
  type ProductCard,
  type ProductCardRow,
} from '#transformers/product_card_transformer'

/** A search the page offers instead: its text and the search page path that runs it. */
export interface SuggestedSearch {
  query: string
  href: string
}

/**
 * What the search page adds to its listing (issue 26):
 * - `corrected`: the results are those of a corrected query (`query`, its search path `href`),
 *   with the path that searches the typed text as typed (`original`, `originalHref`: `exact=1`);
 * - `empty`: for a search that found nothing — searches that find something (the correction,
 *   the query without one of its words), the most stocked top-level categories and the best
 *   sellers, instead of empty filters.
 */
export interface SearchHelp {
  corrected: { query: string; href: string; original: string; originalHref: string } | null
  empty: {
    suggestions: SuggestedSearch[]
    categories: { id: number; name: string; href: string; count: number }[]
    bestsellers: ProductCard[]
  } | null
}

/** Most words of a query tried with one of them left out. */
const SHORTER_WORDS = 4
/** Searches offered instead of an empty result (the correction and shorter ones). */
const SUGGESTIONS_OFFERED = 4
/** Top-level categories offered on an empty result. */
const CATEGORIES_OFFERED = 6
/** Best sellers shown on an empty result. */
const BESTSELLERS_SHOWN = 8

/** The search page path of `query` in `locale` (`exact`: never corrected). */
function searchHref(locale: Locale, query: string, exact = false) {
  return urlTo('search', locale, undefined, { qs: exact ? { q: query, exact: 1 } : { q: query } })
}

/**
 * The search help of a search page (SearchHelp) for the typed `query` (normalized), whether it
 * was searched `exact`ly, the correction the results are those of (SearchResult.correction), the
 * number of results and how the catalog spells the correction's words when the search read it
 * (`spelledWords`, SearchResult.spellings: then "Did you mean …?" reads nothing). Nothing is read for a search
 * with results; an empty one runs at most
 * SHORTER_WORDS searches of its shorter forms (cached like every search) and the dictionary
 * look-up of its correction.
 */
export async function searchHelp(
  locale: Locale,
  query: string,
  exact: boolean,
  correction: string | null,
  total: number,
  spelledWords: Record<string, string> | null = null
): Promise<SearchHelp> {
  const shown =
    correction && correction !== query ? await spelt(query, correction, locale, spelledWords) : null
  const fixed = shown
    ? {
        query: shown,
        href: searchHref(locale, shown),
        original: query,
        originalHref: searchHref(locale, query, true),
      }
    : null
  if (total > 0) return { corrected: fixed, empty: null }
  const [suggestions, categories, sellers] = await Promise.all([
    suggestedSearches(locale, query, exact),
    popularCategories(locale),
    bestsellerCards(locale),
  ])
  return { corrected: fixed, empty: { suggestions, categories, bestsellers: sellers } }
}

/**
 * A corrected query (folded dictionary words where the typed ones were misspelt: correctionText)
 * as the catalog spells it: each word not typed so (`findiq`) in its spelling in product names
 * (`fındıq`: spellings); the typed words as typed.
 */
async function spelt(
  query: string,
  correction: string,
  locale: Locale,
  known: Record<string, string> | null = null
) {
  return spelledCorrections.get(`${locale}|${query}|${correction}`, () =>
    readSpelt(query, correction, locale, known)
  )
}

/**
 * "Did you mean" texts (spelt) per language, typed query and correction, kept as long as the
 * search results they go with (SEARCH_CACHE_TTL_MS, search.results): a query corrected once is
 * not spelt again while its results are reused. Catalog changes (the names spelling the
 * corrections) empty it.
 */
const spelledCorrections = declaredTtlCache<string>(
  'search.corrections',
  { ttlMs: searchCacheTtlMs, max: 1_000 },
  ['catalog']
)

/**
 * spelt, from the catalog's names: `known` spellings (SearchResult.spellings) when they hold
 * every word to spell, else read (spellings: one statement).
 */
async function readSpelt(
  query: string,
  correction: string,
  locale: Locale,
  known: Record<string, string> | null
) {
  const typed = new Set(query.toLowerCase().split(' '))
  const words = correction.split(' ')
  const unspelt = words.filter((word) => !typed.has(word.toLowerCase()))
  const fixes =
    known && unspelt.every((word) => Object.hasOwn(known, word))
      ? new Map(unspelt.map((word) => [word, known[word]]))
      : await spellings(unspelt, locale)
  return words.map((word) => fixes.get(word) ?? word).join(' ')
}

/**
 * Searches that find something for a query that found nothing: its correction (when it was
 * searched exactly: otherwise the correction was searched already) and the query without one of
 * its first SHORTER_WORDS words, those with results only.
 */
async function suggestedSearches(
  locale: Locale,
  query: string,
  exact: boolean
): Promise<SuggestedSearch[]> {
  const candidates: string[] = []
  if (exact) {
    const { text } = await corrected(query)
    if (text && text !== query) candidates.push(await spelt(query, text, locale))
  }
  const words = query.split(' ').filter(Boolean)
  if (words.length > 1)
    for (let index = 0; index < Math.min(words.length, SHORTER_WORDS); index++)
      candidates.push(words.filter((_, other) => other !== index).join(' '))
  const found: SuggestedSearch[] = []
  for (const candidate of [...new Set(candidates)]) {
    if (found.length >= SUGGESTIONS_OFFERED) break
    const ids = await searchProductIds(candidate, locale)
    if (ids.length > 0) found.push({ query: candidate, href: searchHref(locale, candidate) })
  }
  return found
}

/** The top-level categories with most published products (the catalog's cached filter counts), most first. */
async function popularCategories(locale: Locale) {
  const [tree, facets] = await Promise.all([categoryTree(locale), facetCounts({})])
  return tree
    .map((node) => ({
      id: node.id,
      name: node.name,
      href: urlTo('category.show', locale, { slug: node.slug }),
      count: subtreeIds(node).reduce((sum, id) => sum + (facets.categories[id] ?? 0), 0),
    }))
    .filter((category) => category.count > 0)
    .sort((a, b) => b.count - a.count || a.id - b.id)
    .slice(0, CATEGORIES_OFFERED)
}

/** The best-selling published products as cards. */
async function bestsellerCards(locale: Locale) {
  const [rows, rates] = await Promise.all([
    bestsellers(locale, BESTSELLERS_SHOWN) as unknown as Promise<ProductCardRow[]>,
    latestRates(),
  ])
  return rows.map((row) => toProductCard(row, locale, rates))
}
