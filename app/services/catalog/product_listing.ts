import db from '@adonisjs/lucid/services/db'
import type { Locale } from '#lib/route_table'
import type { ProductCardRow } from '#transformers/product_card_transformer'
import { publishedCards } from '#services/catalog/product_cards'
import { preparedRows } from '#services/database/prepared'

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
  /**
   * Ranked candidate ids from search (searchProductIds: published products of active sellers);
   * the listing keeps only these.
   */
  candidateIds?: number[]
}

/** Applies filters to a products query aliased `p`. */
export function applyFilters<Q extends { whereIn: any; where: any; whereRaw: any }>(query: Q, filters: ListingFilters): Q {
  if (filters.rootCategoryId !== undefined) query.where('p.root_category_id', filters.rootCategoryId)
  if (filters.categoryIds?.length === 1) query.where('p.category_id', filters.categoryIds[0])
  else if (filters.categoryIds?.length) query.whereIn('p.category_id', filters.categoryIds)
  if (filters.companyIds?.length) query.whereIn('p.company_id', filters.companyIds)
  if (filters.discounted) query.where('p.discount_percent', '>', 0)
  if (filters.domesticShipping) query.where('p.domestic_shipping', true)
  if (filters.priceMin !== undefined) query.where('p.effective_price_minor', '>=', filters.priceMin)
  if (filters.priceMax !== undefined) query.where('p.effective_price_minor', '<=', filters.priceMax)
  if (filters.candidateIds) query.whereRaw('p.id = ANY(?::int[])', [filters.candidateIds])
  return query
}

/** Published products of active sellers, as a bare `products p` query (no joins), for ordering and counting. */
function publishedProducts() {
  return db
    .from('products as p')
    .where('p.status', 'published')
    .whereNotIn('p.company_id', db.from('companies').whereNot('status', 'active').select('id'))
}

/** Whether `filters` holds nothing but search candidates (a search sorted by relevance, no other filter). */
export function onlyCandidates(filters: ListingFilters) {
  return !!filters.candidateIds && Object.entries(filters).every(([key, value]) => key === 'candidateIds' || value === undefined)
}

/**
 * One page of published product cards in `locale`, filtered and sorted, with a tie-break on id
 * so pages never overlap or skip. The page's ids are chosen on the products table alone (index
 * order or a top-N sort) in a subquery, and only those rows are joined to translations, sellers
 * and images — one statement. Reads PAGE_SIZE + 1 ids to know whether more follow (no count
 * over the catalog). `relevance` keeps the order of `filters.candidateIds`; with no other
 * filter the page is a slice of them (they are published products of active sellers already).
 */
export async function listProducts(locale: Locale, filters: ListingFilters, sort: SortKey, page: number) {
  const offset = (page - 1) * PAGE_SIZE
  if (sort === 'relevance' && filters.candidateIds && onlyCandidates(filters)) {
    const pageIds = filters.candidateIds.slice(offset, offset + PAGE_SIZE)
    const rows = pageIds.length ? await preparedRows<ProductCardRow>(publishedCards(locale).whereRaw('p.id = ANY(?::int[])', [pageIds])) : []
    const byId = new Map(rows.map((row) => [row.id, row]))
    return {
      rows: pageIds.map((id) => byId.get(id)).filter((row): row is ProductCardRow => !!row),
      hasMore: filters.candidateIds.length > offset + PAGE_SIZE,
    }
  }

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
  query.offset(offset).limit(PAGE_SIZE + 1)
  /** The page's ids in order (ARRAY(subquery) keeps it), numbered, joined to the card columns. */
  const ids = query.toSQL()
  const rows = await preparedRows<ProductCardRow>(
    publishedCards(locale)
      .joinRaw(`JOIN unnest(ARRAY(${ids.sql})) WITH ORDINALITY AS k(id, n) ON k.id = p.id`, ids.bindings as any)
      .orderBy('k.n')
  )
  return { rows: rows.slice(0, PAGE_SIZE), hasMore: rows.length > PAGE_SIZE }
}
