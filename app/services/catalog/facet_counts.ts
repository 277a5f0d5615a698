import { createHash } from 'node:crypto'
import app from '@adonisjs/core/services/app'
import db from '@adonisjs/lucid/services/db'
import {
  applyFilters,
  onlyCandidates,
  type ListingFilters,
} from '#services/catalog/product_listing'
import type { ResultCounts } from '#services/catalog/product_search'
import { MAX_PRICED_MINOR } from '#services/rates/foreign_prices'
import { declareCache, declaredTtlCache } from '#services/cache/registry'

/** Facet counts for the filter panel (issue: catalog "filter counts"). */
export interface Facets {
  total: number
  categories: Record<number, number>
  companies: { id: number; name: string; count: number }[]
  discounted: number
  domesticShipping: number
  priceRange: { min: number; max: number } | null
}

type FacetPart = 'cat' | 'co' | 'all'
/** The three parts of the counts: per category, per seller (top 40), and the flags and price range. */
type FacetParts = ResultCounts

const FACET_TTL_MS = 60_000
/** Counts older than the TTL but younger than this are still used while one refresh runs. */
const FACET_STALE_MS = 120_000
/** Byte budget of the facet cache per process (keys and values, estimated as UTF-16 JSON). */
const FACET_CACHE_BYTES = 8 * 1024 * 1024
/**
 * Facet parts per filter set (filtersKey): fresh for FACET_TTL_MS, stale while one refresh runs
 * up to FACET_STALE_MS; concurrent requests share one statement.
 */
const facetCache = declaredTtlCache<FacetParts>(
  'catalog.facets',
  {
    ttlMs: FACET_TTL_MS,
    staleMs: FACET_STALE_MS,
    max: 100_000,
    maxSize: FACET_CACHE_BYTES,
    sizeOf: (value, key) => 2 * (key.length + JSON.stringify(value).length) + 64,
    enabled: true,
  },
  ['catalog']
)

/**
 * The facet parts of a filter set: for search results alone, as the search statement counted
 * them (`searchCounts`: SearchResult.counts of filters.candidateIds); otherwise fresh from the
 * cache, stale while a refresh runs, or counted now.
 */
async function facetsOf(
  filters: ListingFilters,
  searchCounts: ResultCounts | undefined
): Promise<FacetParts> {
  if (searchCounts && filters.candidateIds && onlyCandidates(filters)) return searchCounts
  return facetCache.get(filtersKey(filters), () => computeFacets(filters))
}

/** Cache key of a filter set: candidate ids stand as their count and a hash, not the whole list. */
function filtersKey(filters: ListingFilters) {
  const { candidateIds, ...rest } = filters
  const candidates = candidateIds
    ? `${candidateIds.length}:${createHash('sha1').update(candidateIds.join(',')).digest('base64url')}`
    : undefined
  return JSON.stringify({ ...rest, candidates })
}

/**
 * The three facet parts over the products matching `filters`, in one statement (one scan,
 * GROUPING SETS): per category, per seller (top 40), and the flags and price range.
 */
async function computeFacets(filters: ListingFilters): Promise<FacetParts> {
  const rows: any[] = await applyFilters(
    db
      .from('products as p')
      .join('companies as c', 'c.id', 'p.company_id')
      .where('p.status', 'published')
      .where('c.status', 'active'),
    filters
  )
    .select(
      db.raw('grouping(p.category_id) AS g_cat'),
      db.raw('grouping(c.id) AS g_co'),
      'p.category_id',
      'c.id as company_id',
      'c.name as company_name',
      ...facetAggregates()
    )
    .groupByRaw('GROUPING SETS ((p.category_id), (c.id, c.name), ())')
  const total = rows.find((row) => row.g_cat === 1 && row.g_co === 1)
  return {
    cat: Object.fromEntries(
      rows.filter((row) => row.g_cat === 0).map((row) => [row.category_id, row.n])
    ),
    co: rows
      .filter((row) => row.g_co === 0)
      .sort((a, b) => b.n - a.n || a.company_id - b.company_id)
      .slice(0, 40)
      .map((row) => ({
        id: row.company_id as number,
        name: row.company_name as string,
        count: row.n as number,
      })),
    all: total
      ? {
          total: total.n,
          discounted: total.discounted,
          domestic: total.domestic,
          min_price: total.min_price,
          max_price: total.max_price,
        }
      : { total: 0, discounted: 0, domestic: 0, min_price: null, max_price: null },
  }
}

/** The counted columns of a facet group: products, discounted, domestic shipping, price range (qəpik, of the products with an AZN price). */
function facetAggregates() {
  return [
    db.raw('count(*)::int AS n'),
    db.raw('count(*) FILTER (WHERE p.discount_percent > 0)::int AS discounted'),
    db.raw('count(*) FILTER (WHERE p.domestic_shipping)::int AS domestic'),
    db.raw(
      `min(p.effective_price_minor) FILTER (WHERE p.effective_price_minor <= ${MAX_PRICED_MINOR}) AS min_price`
    ),
    db.raw(
      `max(p.effective_price_minor) FILTER (WHERE p.effective_price_minor <= ${MAX_PRICED_MINOR}) AS max_price`
    ),
  ]
}

/** Listed products (published, active seller) of one category and one seller: plain browsing's facets add these up. */
interface CatalogCell {
  categoryId: number
  companyId: number
  companyName: string
  n: number
  discounted: number
  domestic: number
  /** Lowest and highest effective price in qəpik of the products with an AZN price; null when none has one. */
  min: number | null
  max: number | null
}

/**
 * The cells are read again after this long (always in tests), and answered up to
 * CELLS_STALE_MS old while that runs. Reading them is cheap (one row per category and
 * seller): PostgreSQL keeps them exact as products change (catalog_cells, migration 0018).
 */
const CELLS_TTL_MS = app.inTest ? 0 : 10_000
const CELLS_STALE_MS = 10 * 60_000
let cells: { at: number; value: CatalogCell[]; facets: Map<string, Facets> } | undefined
let cellsPending: Promise<CatalogCell[]> | undefined
let cellsGeneration = 0
const cellCounts = { hits: 0, stale: 0, misses: 0 }
declareCache(cells, {
  name: 'catalog.cells',
  max: 1,
  ttlMs: CELLS_TTL_MS,
  staleMs: CELLS_STALE_MS,
  clearedBy: ['catalog'],
  clear: () => forgetCells(),
  stats: () => ({ entries: cells ? 1 : 0, ...cellCounts }),
})

/** The listed catalog by (category, seller): the kept counts (catalog_cells) of active sellers. */
async function readCells(): Promise<CatalogCell[]> {
  const rows: any[] = await db
    .from('catalog_cells as k')
    .join('companies as c', 'c.id', 'k.company_id')
    .where('c.status', 'active')
    .select(
      'k.category_id',
      'c.id as company_id',
      'c.name as company_name',
      'k.n',
      'k.discounted',
      'k.domestic',
      'k.min_price',
      'k.max_price'
    )
  return rows.map((row) => ({
    categoryId: row.category_id,
    companyId: row.company_id,
    companyName: row.company_name,
    n: row.n,
    discounted: row.discounted,
    domestic: row.domestic,
    min: row.min_price === null ? null : Number(row.min_price),
    max: row.max_price === null ? null : Number(row.max_price),
  }))
}

/** The catalog's cells: fresh, stale while one read runs, or read now (one read shared by concurrent callers). */
function catalogCells(): Promise<CatalogCell[]> {
  const age = cells ? Date.now() - cells.at : Infinity
  if (age < CELLS_TTL_MS) {
    cellCounts.hits += 1
    return Promise.resolve(cells!.value)
  }
  cellCounts[age < CELLS_STALE_MS ? 'stale' : 'misses'] += 1
  if (!cellsPending) {
    /** A read started before forgetCells is not kept (the catalog changed while it ran). */
    const started = cellsGeneration
    const pending: Promise<CatalogCell[]> = readCells()
      .then((value) => {
        if (started === cellsGeneration) cells = { at: Date.now(), value, facets: new Map() }
        return value
      })
      .finally(() => {
        if (cellsPending === pending) cellsPending = undefined
      })
    cellsPending = pending
  }
  if (age < CELLS_STALE_MS) {
    cellsPending.catch(() => {})
    return Promise.resolve(cells!.value)
  }
  return cellsPending
}

/**
 * Facets of plain browsing (a category scope given as its ids, sellers) from the cells alone:
 * the same counts as computeFacets gives for such filters, without a scan per category.
 */
function cellFacets(
  all: CatalogCell[],
  scopeIds: readonly number[] | undefined,
  companyIds: number[] | undefined
): Facets {
  const scope = scopeIds && new Set(scopeIds)
  const sellers = companyIds && new Set(companyIds)
  const categories: Record<number, number> = {}
  const companies = new Map<number, { id: number; name: string; count: number }>()
  let total = 0
  let discounted = 0
  let domestic = 0
  let min = Infinity
  let max = -Infinity
  for (const cell of all) {
    const inScope = !scope || scope.has(cell.categoryId)
    const bySeller = !sellers || sellers.has(cell.companyId)
    if (bySeller) categories[cell.categoryId] = (categories[cell.categoryId] ?? 0) + cell.n
    if (inScope) {
      const company = companies.get(cell.companyId) ?? {
        id: cell.companyId,
        name: cell.companyName,
        count: 0,
      }
      company.count += cell.n
      companies.set(cell.companyId, company)
    }
    if (inScope && bySeller) {
      total += cell.n
      discounted += cell.discounted
      domestic += cell.domestic
      if (cell.min !== null) min = Math.min(min, cell.min)
      if (cell.max !== null) max = Math.max(max, cell.max)
    }
  }
  return {
    total,
    categories,
    companies: [...companies.values()]
      .sort((a, b) => b.count - a.count || a.id - b.id)
      .slice(0, 40),
    discounted,
    domesticShipping: domestic,
    priceRange: min <= max ? { min, max } : null,
  }
}

/** cellFacets of the current cells, remembered per scope and sellers until the next count (read-only: shared by requests). */
async function plainFacets(
  scopeIds: readonly number[] | undefined,
  companyIds: number[] | undefined
): Promise<Facets> {
  const value = await catalogCells()
  const memo = cells?.value === value ? cells.facets : undefined
  const key = `${scopeIds?.join(',') ?? '*'}|${companyIds?.join(',') ?? '*'}`
  let facets = memo?.get(key)
  if (!facets) {
    facets = cellFacets(value, scopeIds, companyIds)
    if (memo) {
      if (memo.size >= 2_000) memo.clear()
      memo.set(key, facets)
    }
  }
  return facets
}

/** Facets per counts object of search results (read-only: shared by the requests whose results count the same). */
const facetsOfCounts = new WeakMap<FacetParts, Facets>()

/**
 * Counts behind the filters, each computed with every other filter applied (so a count tells
 * what choosing it would give).
 * - Plain browsing (a category given by `scopeIds`, its subtree, and sellers; no flag, price
 *   or search filter) adds up per-(category, seller) cells of the whole catalog, which
 *   PostgreSQL keeps exact (catalog_cells, migration 0018); a process reads them every 10 s
 *   (one row per category and seller) instead of scanning the catalog.
 * - Other filter sets are cached per filter set for 60 s per process (and served up to
 *   2 minutes old while one refresh runs); a filter set is counted in one statement giving all
 *   three parts.
 */
export async function facetCounts(
  filters: ListingFilters,
  scopeIds?: readonly number[],
  searchCounts?: ResultCounts
): Promise<Facets> {
  const plain =
    !filters.discounted &&
    !filters.domesticShipping &&
    !filters.exportOffer &&
    !filters.verifiedSeller &&
    filters.incoterm === undefined &&
    filters.maxMoq === undefined &&
    filters.priceMin === undefined &&
    filters.priceMax === undefined &&
    !filters.candidateIds &&
    (filters.rootCategoryId === undefined || scopeIds !== undefined)
  if (plain) return plainFacets(filters.categoryIds ?? scopeIds, filters.companyIds)
  const without = (...omit: (keyof ListingFilters)[]) => ({
    ...filters,
    ...Object.fromEntries(omit.map((key) => [key, undefined])),
  })
  const variants: Record<FacetPart, ListingFilters> = {
    cat: without('categoryIds', 'rootCategoryId'),
    co: without('companyIds'),
    all: filters,
  }
  const [cat, co, all] = await Promise.all([
    facetsOf(variants.cat, searchCounts),
    facetsOf(variants.co, searchCounts),
    facetsOf(variants.all, searchCounts),
  ])
  /** Search results alone: the three parts are one object, shared by searches that count the same (searchCounts). */
  const whole = cat === co && co === all ? cat : undefined
  const kept = whole && facetsOfCounts.get(whole)
  if (kept) return kept
  const flags = all.all
  const facets: Facets = {
    total: flags.total,
    categories: cat.cat,
    companies: co.co,
    discounted: flags.discounted,
    domesticShipping: flags.domestic,
    priceRange:
      flags.min_price === null
        ? null
        : { min: Number(flags.min_price), max: Number(flags.max_price) },
  }
  if (whole) facetsOfCounts.set(whole, facets)
  return facets
}

/** Forgets cached facet counts (after catalog changes, and in tests). */
export function forgetFacets() {
  forgetCells()
  facetCache.clear()
}

function forgetCells() {
  cellsGeneration += 1
  cells = undefined
  cellsPending = undefined
}
