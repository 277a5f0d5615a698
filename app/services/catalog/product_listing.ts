import db from '@adonisjs/lucid/services/db'
import type { Locale } from '#lib/route_table'
import type { ProductCardRow } from '#transformers/product_card_transformer'
import { publishedCards } from '#services/catalog/product_cards'

/** Sort orders of SPEC §2 Category ("new, popular first or last, price up or down") + search relevance. */
export const SORTS = ['new', 'popular', 'unpopular', 'price_asc', 'price_desc', 'relevance'] as const
export type SortKey = (typeof SORTS)[number]

/** Products per page (issue: catalog). */
export const PAGE_SIZE = 24
/** Deepest page served; beyond it the listing asks the user to narrow the filters. */
export const MAX_PAGE = 400

/** Validated listing filters. Prices in qəpik (AZN after discount); ids are database ids. */
export interface ListingFilters {
  /** A whole top-level category (uses products.root_category_id and its listing indexes). */
  rootCategoryId?: number
  categoryIds?: number[]
  companyIds?: number[]
  discounted?: boolean
  domesticShipping?: boolean
  priceMin?: number
  priceMax?: number
  /** Ranked candidate ids from search; the listing keeps only these. */
  candidateIds?: number[]
}

/** Applies filters to a products query aliased `p`. */
export function applyFilters<Q extends { whereIn: any; where: any }>(query: Q, filters: ListingFilters): Q {
  if (filters.rootCategoryId !== undefined) query.where('p.root_category_id', filters.rootCategoryId)
  if (filters.categoryIds?.length === 1) query.where('p.category_id', filters.categoryIds[0])
  else if (filters.categoryIds?.length) query.whereIn('p.category_id', filters.categoryIds)
  if (filters.companyIds?.length) query.whereIn('p.company_id', filters.companyIds)
  if (filters.discounted) query.where('p.discount_percent', '>', 0)
  if (filters.domesticShipping) query.where('p.domestic_shipping', true)
  if (filters.priceMin !== undefined) query.where('p.effective_price_minor', '>=', filters.priceMin)
  if (filters.priceMax !== undefined) query.where('p.effective_price_minor', '<=', filters.priceMax)
  if (filters.candidateIds) query.whereIn('p.id', filters.candidateIds.length ? filters.candidateIds : [0])
  return query
}

/** Published products of active sellers, as a bare `products p` query (no joins), for ordering and counting. */
function publishedProducts() {
  return db
    .from('products as p')
    .where('p.status', 'published')
    .whereNotIn('p.company_id', db.from('companies').whereNot('status', 'active').select('id'))
}

/**
 * One page of published product cards in `locale`, filtered and sorted, with a tie-break on id
 * so pages never overlap or skip. The page's ids are chosen on the products table alone (index
 * order or a top-N sort), and only those 24 rows are joined to translations, sellers and
 * images. Reads PAGE_SIZE + 1 ids to know whether more follow (no count over the catalog).
 * `relevance` keeps the order of `filters.candidateIds`.
 */
export async function listProducts(locale: Locale, filters: ListingFilters, sort: SortKey, page: number) {
  const query = applyFilters(publishedProducts(), filters).select('p.id')
  switch (sort) {
    case 'popular':
      query.orderBy('p.sales_count', 'desc').orderBy('p.id', 'desc')
      break
    case 'unpopular':
      query.orderBy('p.sales_count', 'asc').orderBy('p.id', 'asc')
      break
    case 'price_asc':
      query.orderBy('p.effective_price_minor', 'asc').orderBy('p.id', 'asc')
      break
    case 'price_desc':
      query.orderBy('p.effective_price_minor', 'desc').orderBy('p.id', 'desc')
      break
    case 'relevance':
      if (filters.candidateIds?.length) {
        query.orderByRaw('array_position(?::int[], p.id)', [filters.candidateIds])
        break
      }
      query.orderBy('p.first_published_at', 'desc').orderBy('p.id', 'desc')
      break
    default:
      query.orderBy('p.first_published_at', 'desc').orderBy('p.id', 'desc')
  }
  const ids: number[] = (await query.offset((page - 1) * PAGE_SIZE).limit(PAGE_SIZE + 1)).map((row: any) => row.id)
  const pageIds = ids.slice(0, PAGE_SIZE)
  const rows = pageIds.length ? ((await publishedCards(locale).whereIn('p.id', pageIds)) as ProductCardRow[]) : []
  const byId = new Map(rows.map((row) => [row.id, row]))
  return { rows: pageIds.map((id) => byId.get(id)).filter((row): row is ProductCardRow => !!row), hasMore: ids.length > PAGE_SIZE }
}

/** Facet counts for the filter panel (issue: catalog "filter counts"). */
export interface Facets {
  total: number
  categories: Record<number, number>
  companies: { id: number; name: string; count: number }[]
  discounted: number
  domesticShipping: number
  priceRange: { min: number; max: number } | null
}

const facetCache = new Map<string, { at: number; value: unknown }>()
const FACET_TTL_MS = 60_000
const FACET_CACHE_SIZE = 2_000

/** Memoises `compute` under `key` for FACET_TTL_MS in this process. */
async function cached<T>(key: string, compute: () => Promise<T>): Promise<T> {
  const hit = facetCache.get(key)
  if (hit && Date.now() - hit.at < FACET_TTL_MS) return hit.value as T
  const value = await compute()
  if (facetCache.size >= FACET_CACHE_SIZE) facetCache.delete(facetCache.keys().next().value!)
  facetCache.set(key, { at: Date.now(), value })
  return value
}

/**
 * Counts behind the filters, each computed with every other filter applied (so a count tells
 * what choosing it would give). Each part is cached for 60 s per process under the filters it
 * depends on: the category counts of plain category browsing are one entry for all categories,
 * so catalog pages do not count the catalog on every request.
 */
export async function facetCounts(filters: ListingFilters): Promise<Facets> {
  const base = () => applyFilters(publishedProducts(), {})
  const without = (...omit: (keyof ListingFilters)[]) => ({ ...filters, ...Object.fromEntries(omit.map((key) => [key, undefined])) })
  const anyCategory = without('categoryIds', 'rootCategoryId')
  const [categories, companies, flags] = await Promise.all([
    cached(`cat|${JSON.stringify(anyCategory)}`, async () => {
      const rows = await applyFilters(base(), anyCategory).groupBy('p.category_id').select('p.category_id').count('* as n')
      return Object.fromEntries(rows.map((row: any) => [row.category_id, Number(row.n)])) as Record<number, number>
    }),
    cached(`co|${JSON.stringify(without('companyIds'))}`, async () => {
      const rows = await applyFilters(base(), without('companyIds'))
        .join('companies as c', 'c.id', 'p.company_id')
        .groupBy('c.id', 'c.name')
        .select('c.id', 'c.name')
        .count('* as n')
        .orderBy('n', 'desc')
        .limit(40)
      return rows.map((row: any) => ({ id: row.id as number, name: row.name as string, count: Number(row.n) }))
    }),
    cached(`all|${JSON.stringify(filters)}`, async () => {
      const [row] = await applyFilters(base(), filters).select(
        db.raw('count(*)::int AS total'),
        db.raw('count(*) FILTER (WHERE p.discount_percent > 0)::int AS discounted'),
        db.raw('count(*) FILTER (WHERE p.domestic_shipping)::int AS domestic'),
        db.raw('min(p.effective_price_minor) AS min_price'),
        db.raw('max(p.effective_price_minor) AS max_price')
      )
      return row as { total: number; discounted: number; domestic: number; min_price: string | null; max_price: string | null }
    }),
  ])
  return {
    total: flags.total,
    categories,
    companies,
    discounted: flags.discounted,
    domesticShipping: flags.domestic,
    priceRange: flags.min_price === null ? null : { min: Number(flags.min_price), max: Number(flags.max_price) },
  }
}

/** Forgets cached facet counts (after catalog changes, and in tests). */
export function forgetFacets() {
  facetCache.clear()
}
