import type { Locale } from '#lib/route_table'
import type { ProductCardRow } from '#transformers/product_card_transformer'
import { activeSeller, CARD_COLUMNS, CARD_JOINS, PAGE_SIZE } from '#services/catalog/product_cards'
import { preparedRawRows } from '#services/database/prepared'
import { pageStart } from '#services/catalog/page_boundaries'
import { MAX_PRICED_MINOR } from '#services/rates/foreign_prices'
import { verifiedCompany } from '#services/trust/verified_badge'

/** Sort orders of SPEC §2 Category ("new, popular first or last, price up or down") + search relevance. */
export const SORTS = [
  'new',
  'popular',
  'unpopular',
  'price_asc',
  'price_desc',
  'relevance',
] as const
export type SortKey = (typeof SORTS)[number]

/** Products per page (product_cards.ts, where the search reads it too). */
export { PAGE_SIZE }

/** Deepest page served; beyond it the listing asks the user to narrow the filters. */
export const MAX_PAGE = 400

/**
 * Validated listing filters. Prices in qəpik (AZN after discount; a price range leaves out the
 * products that have no AZN price now); ids are database ids.
 */
export interface ListingFilters {
  /** A whole top-level category (uses products.root_category_id and its listing indexes). */
  rootCategoryId?: number
  categoryIds?: readonly number[]
  companyIds?: number[]
  discounted?: boolean
  domesticShipping?: boolean
  /** Products with an export offer (sale mode export or both; issue 24). */
  exportOffer?: boolean
  /** Products of sellers verified by mobile signature now (issue 25). */
  verifiedSeller?: boolean
  /** Products whose export offer has this Incoterm (issue 24). */
  incoterm?: string
  /** Products whose export offer's MOQ is at most this (units of sale; issue 24). */
  maxMoq?: number
  priceMin?: number
  priceMax?: number
  /**
   * Ranked candidate ids from search (searchProductIds: published products of active sellers);
   * the listing keeps only these.
   */
  candidateIds?: number[]
}

/**
 * The conditions of `filters` on products aliased `p`, each as SQL with `?` placeholders and its
 * values: the one definition the listing (listProducts) and the facet counts (applyFilters) share.
 */
export function filterConditions(filters: ListingFilters): [sql: string, values: unknown[]][] {
  const conditions: [string, unknown[]][] = []
  if (filters.rootCategoryId !== undefined)
    conditions.push(['p.root_category_id = ?', [filters.rootCategoryId]])
  if (filters.categoryIds?.length === 1)
    conditions.push(['p.category_id = ?', [filters.categoryIds[0]]])
  else if (filters.categoryIds?.length)
    conditions.push(['p.category_id = ANY(?::int[])', [filters.categoryIds]])
  if (filters.companyIds?.length)
    conditions.push(['p.company_id = ANY(?::int[])', [filters.companyIds]])
  if (filters.discounted) conditions.push(['p.discount_percent > 0', []])
  if (filters.domesticShipping) conditions.push(['p.domestic_shipping', []])
  if (filters.exportOffer) conditions.push([`p.sale_mode <> 'domestic'`, []])
  if (filters.verifiedSeller) conditions.push([verifiedCompany('p.company_id'), []])
  if (filters.incoterm !== undefined)
    conditions.push([
      'EXISTS (SELECT 1 FROM export_offers x JOIN export_offer_incoterms xi ON xi.offer_id = x.id WHERE x.product_id = p.id AND xi.incoterm = ?)',
      [filters.incoterm],
    ])
  if (filters.maxMoq !== undefined)
    conditions.push([
      'EXISTS (SELECT 1 FROM export_offers x WHERE x.product_id = p.id AND x.moq <= ?)',
      [filters.maxMoq],
    ])
  if (filters.priceMin !== undefined)
    conditions.push(['p.effective_price_minor >= ?', [filters.priceMin]])
  // An AZN price range lists only products with an AZN price (docs/money.md): UNPRICED_SORT_KEY is above it.
  if (filters.priceMin !== undefined || filters.priceMax !== undefined) {
    conditions.push([
      'p.effective_price_minor <= ?',
      [Math.min(filters.priceMax ?? MAX_PRICED_MINOR, MAX_PRICED_MINOR)],
    ])
  }
  if (filters.candidateIds) conditions.push(['p.id = ANY(?::int[])', [filters.candidateIds]])
  return conditions
}

/** Applies filters (filterConditions) to a Knex-style products query aliased `p`. */
export function applyFilters<Q extends { whereRaw: any }>(query: Q, filters: ListingFilters): Q {
  for (const [sql, values] of filterConditions(filters)) query.whereRaw(sql, values)
  return query
}

/** Published products of active sellers (on products `p` alone): where every listing starts. */
export const LISTED = `p.status = 'published' AND ${activeSeller('p.company_id')}`

/** ORDER BY of each sort but relevance, with a tie-break on id so pages never overlap or skip. */
export const ORDER: Record<Exclude<SortKey, 'relevance'>, string> = {
  new: 'p.first_published_at DESC, p.id DESC',
  popular: 'p.sales_count DESC, p.id DESC',
  unpopular: 'p.sales_count ASC, p.id ASC',
  price_asc: 'p.effective_price_minor ASC, p.id ASC',
  price_desc: 'p.effective_price_minor DESC, p.id DESC',
}

/**
 * Card rows of the given ids (bindings: locale, ids) that are published by active sellers, in
 * no order. Primary-key look-ups whatever the ids, so it runs with a generic plan: with custom
 * plans PostgreSQL planned it on every search page (1.4 ms, five times its execution).
 */
const CARDS_BY_ID = `SELECT ${CARD_COLUMNS} FROM products p ${CARD_JOINS}
  WHERE p.id = ANY(?::int[]) AND p.status = 'published' AND c.status = 'active'`

/**
 * The keyset of each sort but relevance: its sort column with the SQL type its cursor value is
 * cast back to, and the comparison that reads the rows after a cursor in ORDER's direction.
 */
export const KEYSET: Record<
  Exclude<SortKey, 'relevance'>,
  { column: string; type: string; after: '<' | '>' }
> = {
  new: { column: 'p.first_published_at', type: 'timestamptz', after: '<' },
  popular: { column: 'p.sales_count', type: 'int', after: '<' },
  unpopular: { column: 'p.sales_count', type: 'int', after: '>' },
  price_asc: { column: 'p.effective_price_minor', type: 'bigint', after: '>' },
  price_desc: { column: 'p.effective_price_minor', type: 'bigint', after: '<' },
}

/** Whether `filters` holds nothing but search candidates (a search sorted by relevance, no other filter). */
export function onlyCandidates(filters: ListingFilters) {
  return (
    !!filters.candidateIds &&
    Object.entries(filters).every(([key, value]) => key === 'candidateIds' || value === undefined)
  )
}

/**
 * One page of published product cards in `locale`, filtered and sorted, with a tie-break on id
 * so pages never overlap or skip. The page's ids are chosen on the products table alone (index
 * order or a top-N sort) in a subquery, and only those rows are joined to translations, sellers
 * and images — one statement. Reads PAGE_SIZE + 1 ids to know whether more follow (no count
 * over the catalog). `relevance` keeps the order of `filters.candidateIds`; with no other
 * filter the page is a slice of them (they are published products of active sellers already),
 * and the first page's cards are `firstPage`, those the search brought along (SearchResult.firstPage).
 * Browsing (all products, a top-level or a leaf category, optionally discounted or shipped
 * domestically; no seller, price range or search) runs with a generic plan: the same walk of
 * a listing index whatever the category or page, so PostgreSQL does not plan it on every
 * request. Seller lists, price ranges and search candidates keep plans made for their values
 * (how selective they are decides the index). A later page of browsing starts after the cursor
 * ending the page before it (page_boundaries.ts: kept per listing, one walk counts them) instead
 * of an OFFSET, so page 50 reads 25 index rows like page 1; without boundaries (tests, a page
 * beyond the counted ones) it is an OFFSET.
 */
export async function listProducts(
  locale: Locale,
  filters: ListingFilters,
  sort: SortKey,
  page: number,
  firstPage?: ProductCardRow[]
) {
  const offset = (page - 1) * PAGE_SIZE
  if (sort === 'relevance' && filters.candidateIds && onlyCandidates(filters)) {
    const hasMore = filters.candidateIds.length > offset + PAGE_SIZE
    /** The first page's cards came with the search (in rank order) when it was asked for them (SearchResult.firstPage). */
    const brought = offset === 0 ? firstPage : undefined
    if (brought) return { rows: brought.slice(0, PAGE_SIZE), hasMore }
    const pageIds = filters.candidateIds.slice(offset, offset + PAGE_SIZE)
    const rows = pageIds.length
      ? await preparedRawRows<ProductCardRow>(CARDS_BY_ID, [locale, pageIds], 'generic')
      : []
    const byId = new Map(rows.map((row) => [row.id, row]))
    return {
      rows: pageIds.map((id) => byId.get(id)).filter((row): row is ProductCardRow => !!row),
      hasMore,
    }
  }

  const conditions = filterConditions(filters)
  const filterValues: unknown[] = conditions.flatMap(([, conditionValues]) => conditionValues)
  const where = [LISTED, ...conditions.map(([sql]) => sql)].join(' AND ')
  const generic =
    (filters.categoryIds?.length ?? 0) <= 1 &&
    !filters.companyIds?.length &&
    filters.priceMin === undefined &&
    filters.priceMax === undefined &&
    !filters.candidateIds
  const plan = generic ? 'generic' : 'custom'

  /** The page's ids in order (ARRAY(subquery) keeps it), numbered, joined to the card columns. */
  const cards = (ids: string) => `SELECT ${CARD_COLUMNS}
    FROM unnest(ARRAY(${ids})) WITH ORDINALITY AS k(id, n)
    JOIN products p ON p.id = k.id
    ${CARD_JOINS}
    WHERE p.status = 'published' AND c.status = 'active'
    ORDER BY k.n`
  const pageOf = (rows: ProductCardRow[]) => ({
    rows: rows.slice(0, PAGE_SIZE),
    hasMore: rows.length > PAGE_SIZE,
  })

  if (generic && sort !== 'relevance' && page > 1) {
    const keyset = KEYSET[sort]
    const start = await pageStart(
      {
        where,
        values: filterValues,
        order: ORDER[sort],
        column: keyset.column,
        pageSize: PAGE_SIZE,
      },
      page,
      MAX_PAGE
    )
    if (start === 'end') return { rows: [], hasMore: false }
    if (start) {
      const after = `(${keyset.column}, p.id) ${keyset.after} (?::${keyset.type}, ?::int)`
      const sql = cards(
        `SELECT p.id FROM products p WHERE ${where} AND ${after} ORDER BY ${ORDER[sort]} LIMIT ?`
      )
      return pageOf(
        await preparedRawRows<ProductCardRow>(
          sql,
          [...filterValues, start[0], start[1], PAGE_SIZE + 1, locale],
          plan
        )
      )
    }
  }

  const values = [...filterValues]
  let order = sort === 'relevance' ? ORDER.new : ORDER[sort]
  if (sort === 'relevance' && filters.candidateIds?.length) {
    order = 'array_position(?::int[], p.id)'
    values.push(filters.candidateIds)
  }
  values.push(PAGE_SIZE + 1, offset, locale)
  const sql = cards(`SELECT p.id FROM products p WHERE ${where} ORDER BY ${order} LIMIT ? OFFSET ?`)
  return pageOf(await preparedRawRows<ProductCardRow>(sql, values, plan))
}
