import type { HttpContext } from '@adonisjs/core/http'
import type { I18n } from '@adonisjs/i18n'
import { appendOnLoadMore } from '#lib/load_more'
import { fixedMessage } from '#lib/fixed_messages'
import { formatMoney } from '#lib/money'
import type { Locale } from '#lib/route_table'
import { latestRates } from '#services/rates/exchange_rates'
import { toProductCard, type ProductCard } from '#transformers/product_card_transformer'
import {
  allCategories,
  categoryTree,
  type CategoryNode,
  subtreeIds,
} from '#services/catalog/categories'
import { facetCounts, type Facets } from '#services/catalog/facet_counts'
import {
  listProducts,
  type ListingFilters,
  onlyCandidates,
  type SortKey,
  SORTS,
  PAGE_SIZE,
} from '#services/catalog/product_listing'
import { searchProducts } from '#services/catalog/product_search'
import type { ListingQuery } from '#validators/catalog'

/** Category facet as the filter panel shows it: counts include the subtree. */
interface CategoryFacet {
  id: number
  name: string
  slug: string
  count: number
  children: CategoryFacet[]
}

function categoryFacets(nodes: CategoryNode[], counts: Record<number, number>): CategoryFacet[] {
  return nodes
    .map((node) => ({
      id: node.id,
      name: node.name,
      slug: node.slug,
      count: subtreeIds(node).reduce((sum, id) => sum + (counts[id] ?? 0), 0),
      children: categoryFacets(node.children, counts),
    }))
    .filter((facet) => facet.count > 0)
}

/**
 * What a listing needs of its request: the page language, its messages and, for a "load more"
 * partial reload, how the products are marked to be merged into the client's list (without it
 * they replace the list: every other visit).
 */
export interface ListingView {
  locale: Locale
  i18n: I18n
  loadMore?: (prop: string, items: ProductCard[]) => unknown
}

/** The listing view of a request handled by AdonisJS (load more via appendOnLoadMore). */
export function listingView(ctx: HttpContext): ListingView {
  return {
    locale: ctx.locale,
    i18n: ctx.i18n,
    loadMore: (prop, items) => appendOnLoadMore(ctx, prop, items),
  }
}

/**
 * Props of a product listing page (category, search, special offers — SPEC §2): the products of
 * the requested page (merged into the list on a "load more" partial reload), pagination, the filter
 * state echoed back, facet counts and sort options. `fixed` filters come from the page itself
 * (category from the path, discount for special offers).
 */
export async function listingProps(
  view: ListingView,
  query: ListingQuery,
  fixed: { category?: CategoryNode; discountedOnly?: boolean; defaultSort: SortKey }
) {
  const { props } = await listingWithSearch(view, query, fixed)
  return props
}

/**
 * listingProps' `props`, with the search they list when `q` was given (`spellings`: how the
 * catalog spells its correction's words, SearchResult.spellings; null otherwise), which the
 * search page's "Did you mean …?" spells its correction with.
 */
export async function listingWithSearch(
  view: ListingView,
  query: ListingQuery,
  fixed: { category?: CategoryNode; discountedOnly?: boolean; defaultSort: SortKey }
) {
  const { locale, i18n } = view
  const tree = await categoryTree(locale)
  const categories = query.categoryId ? await allCategories(locale) : []
  const chosen = categories.find((node) => node.id === query.categoryId)
  const scope = chosen ?? fixed.category
  const filters: ListingFilters = {
    rootCategoryId: scope && scope.parentId === null ? scope.id : undefined,
    categoryIds: scope && scope.parentId !== null ? subtreeIds(scope) : undefined,
    companyIds: query.companyIds.length ? query.companyIds : undefined,
    discounted: fixed.discountedOnly || query.discounted || undefined,
    domesticShipping: query.domesticShipping || undefined,
    exportOffer: query.exportOffer || undefined,
    verifiedSeller: query.verifiedSeller || undefined,
    incoterm: query.incoterm,
    maxMoq: query.maxMoq,
    priceMin: query.priceMin,
    priceMax: query.priceMax,
  }
  /** The first page of results in rank order, nothing else filtered: the search brings its cards along. */
  const firstPage =
    query.page === 1 &&
    (query.sort ?? fixed.defaultSort) === 'relevance' &&
    onlyCandidates({ ...filters, candidateIds: [] })
  const search = query.q
    ? await searchProducts(query.q, locale, { firstPage, exact: query.exact })
    : undefined
  const candidateIds = search?.ids
  filters.candidateIds = candidateIds
  const sort =
    query.sort && (query.sort !== 'relevance' || candidateIds) ? query.sort : fixed.defaultSort
  const [{ rows, hasMore }, facets, rates] = await Promise.all([
    listProducts(locale, filters, sort, query.page, search?.firstPage),
    facetCounts(filters, scope ? subtreeIds(scope) : undefined, search?.counts),
    latestRates(),
  ])

  const props = {
    products: loadMore(
      view,
      rows.map((row) => toProductCard(row, locale, rates))
    ),
    pagination: { page: query.page, hasMore, pageSize: PAGE_SIZE, clamped: query.pageClamped },
    total: facets.total,
    filters: {
      q: query.q,
      sort,
      categoryId: chosen?.id ?? null,
      companyIds: query.companyIds,
      discounted: query.discounted,
      domesticShipping: query.domesticShipping,
      exportOffer: query.exportOffer,
      verifiedSeller: query.verifiedSeller,
      incoterm: query.incoterm ?? '',
      maxMoq: query.maxMoq === undefined ? '' : String(query.maxMoq),
      min: query.priceMin === undefined ? '' : (query.priceMin / 100).toString(),
      max: query.priceMax === undefined ? '' : (query.priceMax / 100).toString(),
    },
    facets: facetsProp(facets, fixed.category ?? tree, locale),
    sorts: sortOptions(i18n, !!candidateIds),
    /** The corrected query the results are those of (search only: "Did you mean …?"), else null. */
    correction: search?.correction ?? null,
  }
  return { props, spellings: search?.spellings ?? null }
}

/** The facets prop per counts (the same Facets object while the kept counts last) and category scope. */
const facetProps = new WeakMap<
  Facets,
  WeakMap<CategoryNode | CategoryNode[], ReturnType<typeof buildFacetsProp>>
>()

/**
 * The filter panel's counts as the page shows them: the category tree of the scope (a fixed
 * category, else the whole tree in `locale`) with subtree counts, sellers, flags and the AZN
 * price range. Built once per counts and scope, and then shared by the requests (read-only).
 */
function facetsProp(facets: Facets, scope: CategoryNode | CategoryNode[], locale: Locale) {
  let byScope = facetProps.get(facets)
  if (!byScope) facetProps.set(facets, (byScope = new WeakMap()))
  let prop = byScope.get(scope)
  if (!prop)
    byScope.set(
      scope,
      (prop = buildFacetsProp(facets, Array.isArray(scope) ? scope : [scope], locale))
    )
  return prop
}

function buildFacetsProp(facets: Facets, roots: CategoryNode[], locale: Locale) {
  const azn = (minor: number) => formatMoney(minor, 'AZN', locale)
  return {
    categories: categoryFacets(roots, facets.categories),
    companies: facets.companies,
    discounted: facets.discounted,
    domesticShipping: facets.domesticShipping,
    priceRange: facets.priceRange
      ? { min: azn(facets.priceRange.min), max: azn(facets.priceRange.max) }
      : null,
  }
}

/** Sort options per locale, with relevance only for a search (shared by the requests: read-only). */
const sortLists = new Map<string, { key: SortKey; label: string }[]>()
function sortOptions(i18n: I18n, withRelevance: boolean) {
  const key = `${i18n.locale}|${withRelevance}`
  let list = sortLists.get(key)
  if (!list) {
    list = SORTS.filter((sort) => sort !== 'relevance' || withRelevance).map((sort) => ({
      key: sort,
      label: fixedMessage(i18n, `catalog.sort.${sort}`),
    }))
    sortLists.set(key, list)
  }
  return list
}

/** The page's products, marked for merging when the request is the load-more reload. */
function loadMore(view: ListingView, items: ProductCard[]) {
  return (view.loadMore ? view.loadMore('products', items) : items) as ProductCard[]
}
