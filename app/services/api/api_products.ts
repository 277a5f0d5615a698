import type { Locale } from '#lib/route_table'
import {
  allCategories,
  categoryById,
  categoryBySlug,
  subtreeIds,
} from '#services/catalog/categories'
import { CARD_COLUMNS, CARD_JOINS } from '#services/catalog/product_cards'
import { productImages, publishedProduct } from '#services/catalog/product_details'
import {
  filterConditions,
  KEYSET,
  LISTED,
  ORDER,
  type ListingFilters,
  type SortKey,
} from '#services/catalog/product_listing'
import { searchProductIds } from '#services/catalog/product_search'
import { preparedRawRows } from '#services/database/prepared'
import { latestRates } from '#services/rates/exchange_rates'
import { bakuToday } from '#services/rates/rates_source'
import { ApiError } from '#services/api/api_errors'
import { decodeCursor, encodeCursor } from '#services/api/cursor'
import {
  exportDetailColumns,
  exportOfferOf,
  exportOffersOf,
  imageUrl,
  toApiProduct,
  type ApiProduct,
  type ApiProductRow,
  type ExportOfferColumns,
} from '#services/api/api_views'
import type { ProductsQuery } from '#validators/api'

/** A page of a cursor-paginated list: `next_cursor` is null on the last page. */
export interface ApiPage<T> {
  data: T[]
  next_cursor: string | null
  limit: number
}

/**
 * Card columns plus what the API adds: ids, SKU, barcode, the export offer's details (so a page
 * is one round trip: exportDetailColumns) and the sort key as text (for the cursor).
 */
const columns = (sortColumn: string) =>
  `${CARD_COLUMNS}, p.company_id, p.category_id, p.product_code, p.barcode, ${exportDetailColumns('x')},
  (${sortColumn})::text AS sort_value`

/** What a cursor's sort value may look like, so a forged one is a 400 and never a failed cast. */
const TIMESTAMP = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}(\.\d{1,6})?[+-]\d{2}(:\d{2})?$/
const INTEGER = /^-?\d{1,19}$/

/** In stock as the catalog says it (availabilityOf): available and at least one minimum lot in stock. */
const IN_STOCK = 'p.is_available AND p.stock > 0 AND p.stock >= p.moq'

/**
 * The catalog's filters (ListingFilters) of an API query; 404-free: an unknown category is a 400.
 * A top-level category is its `rootCategoryId` (one indexed column, as the catalog's listing
 * sets it: listingProps), any other its subtree's ids.
 */
async function filtersOf(query: ProductsQuery, lang: Locale): Promise<ListingFilters> {
  let categoryIds: readonly number[] | undefined
  let rootCategoryId: number | undefined
  if (query.category) {
    const bySlug = 'slug' in query.category ? await categoryBySlug(lang, query.category.slug) : null
    const node = 'id' in query.category ? await categoryById(lang, query.category.id) : bySlug?.node
    if (!node) throw ApiError.badParameter('category')
    if (node.parentId === null) rootCategoryId = node.id
    else categoryIds = subtreeIds(node)
  }
  return {
    rootCategoryId,
    categoryIds,
    companyIds: query.supplierIds,
    exportOffer: query.exportOffer || undefined,
    incoterm: query.incoterm,
    priceMin: query.priceMin,
    priceMax: query.priceMax,
    candidateIds: query.q ? await searchProductIds(query.q, lang) : undefined,
  }
}

/**
 * Whether a product list statement runs with a generic plan (planned once per connection): the
 * catalog's rule for its listing (listProducts) — a walk of a listing index whatever the values
 * when there is at most one category id and no seller, price range or search. With custom plans
 * PostgreSQL planned the statement on every request (about 1 ms, more than its execution),
 * which with the export-offer read per page held the API list at a quarter of the catalog's
 * Inertia JSON in the bench (issue 25: ≥ 0.8×). Other filters keep plans made for their values.
 */
function genericPlan(filters: ListingFilters) {
  return (
    (filters.categoryIds?.length ?? 0) <= 1 &&
    !filters.companyIds?.length &&
    filters.priceMin === undefined &&
    filters.priceMax === undefined &&
    !filters.candidateIds
  )
}

/**
 * One page of published products of active sellers (LISTED) matching `query`, `query.limit`
 * of them, after `query.cursor`. The conditions are the catalog's (filterConditions), the order
 * and keyset are the listing's (ORDER, KEYSET), so a page never overlaps or skips another;
 * `relevance` (only with `q`) pages through the search's ranked ids by offset. Reads limit + 1
 * ids to know whether a next page exists. Throws ApiError 400 for a cursor of another sort.
 */
export async function listApiProducts(
  query: ProductsQuery,
  lang: Locale
): Promise<ApiPage<ApiProduct>> {
  const filters = await filtersOf(query, lang)
  const sort: SortKey =
    query.sort === 'relevance' && !filters.candidateIds
      ? 'new'
      : (query.sort ?? (filters.candidateIds ? 'relevance' : 'new'))
  const cursor = query.cursor === undefined ? null : decodeCursor(query.cursor, sort)

  const conditions = filterConditions(filters)
  const values: unknown[] = conditions.flatMap(([, conditionValues]) => conditionValues)
  const where = [LISTED, ...conditions.map(([sql]) => sql)]
  if (query.inStock) where.push(IN_STOCK)

  let order: string
  let sortColumn: string
  let offset = 0
  if (sort === 'relevance') {
    order = 'array_position(?::int[], p.id), p.id'
    sortColumn = 'p.id'
    if (cursor && !/^\d{1,9}$/.test(cursor[0]))
      throw ApiError.badParameter('cursor', 'invalid_cursor')
    offset = cursor ? Number(cursor[0]) : 0
  } else {
    const keyset = KEYSET[sort]
    order = ORDER[sort]
    sortColumn = keyset.column
    if (cursor) {
      if (!(keyset.type === 'timestamptz' ? TIMESTAMP : INTEGER).test(cursor[0]))
        throw ApiError.badParameter('cursor', 'invalid_cursor')
      where.push(`(${keyset.column}, p.id) ${keyset.after} (?::${keyset.type}, ?::int)`)
      values.push(cursor[0], cursor[1])
    }
  }
  if (sort === 'relevance') values.push(filters.candidateIds)
  values.push(query.limit + 1, offset, lang)
  const sql = `SELECT ${columns(sortColumn)}
    FROM unnest(ARRAY(SELECT p.id FROM products p WHERE ${where.join(' AND ')}
      ORDER BY ${order} LIMIT ? OFFSET ?)) WITH ORDINALITY AS k(id, n)
    JOIN products p ON p.id = k.id
    ${CARD_JOINS}
    WHERE p.status = 'published' AND c.status = 'active'
    ORDER BY k.n`
  const rows = await preparedRawRows<ApiProductRow & ExportOfferColumns & { sort_value: string }>(
    sql,
    values,
    genericPlan(filters) ? 'generic' : 'custom'
  )
  const page = rows.slice(0, query.limit)
  const last = page.at(-1)
  const rates = await latestRates()
  /** One Baku date for the page's prices (a time-zone conversion per product cost more than its JSON). */
  const today = bakuToday()
  let next: string | null = null
  if (rows.length > query.limit && last)
    next =
      sort === 'relevance'
        ? encodeCursor(sort, String(offset + query.limit), 0)
        : encodeCursor(sort, last.sort_value, last.id)
  return {
    data: page.map((row) => toApiProduct(row, lang, rates, exportOfferOf(row, lang), today)),
    next_cursor: next,
    limit: query.limit,
  }
}

/** One published product of an active seller with description and images, or null. */
export async function apiProduct(id: number, lang: Locale): Promise<ApiProduct | null> {
  const row = await publishedProduct(id, lang)
  if (!row) return null
  const [images, rates, offers] = await Promise.all([
    productImages(id),
    latestRates(),
    exportOffersOf([id], lang),
  ])
  const product = toApiProduct(
    { ...(row as unknown as ApiProductRow), id, image_base: images[0]?.path_base ?? null },
    lang,
    rates,
    offers.get(id) ?? null
  )
  return {
    ...product,
    description: String(row.description ?? ''),
    images: images.map((image) => imageUrl(image.path_base)!),
  }
}

/** Categories in `lang` as a flat list with parent ids (stable ids; slugs per language). */
export async function apiCategories(lang: Locale) {
  const nodes = await allCategories(lang)
  return nodes.map((node) => ({
    id: node.id,
    code: node.code,
    parent_id: node.parentId,
    name: node.name,
    slug: node.slug,
  }))
}
