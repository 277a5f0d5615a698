import vine from '@vinejs/vine'
import { toMinor } from '#lib/money'
import { SORTS, type SortKey } from '#services/catalog/product_listing'
import { normalizeQuery } from '#services/catalog/product_search'
import { ApiError } from '#services/api/api_errors'
import { DEFAULT_LIMIT, MAX_LIMIT } from '#services/api/api_http'
import { decimalRule } from '#validators/rules'
import { INCOTERMS, type Incoterm } from '#shared/export'

/**
 * Query parameters of the public API (docs/api.md). Unlike the catalog pages, which drop what
 * they cannot read, the API answers a malformed value with 400 naming the parameter
 * (ApiError.badParameter), so a client learns its mistake instead of getting other results.
 */
const rules = {
  id: vine.create({ value: vine.number().withoutDecimals().min(1).max(2_147_483_647) }),
  ids: vine.create({
    value: vine
      .array(vine.number().withoutDecimals().min(1).max(2_147_483_647))
      .minLength(1)
      .maxLength(20),
  }),
  flag: vine.create({ value: vine.boolean() }),
  sort: vine.create({ value: vine.enum(SORTS) }),
  incoterm: vine.create({ value: vine.enum(INCOTERMS) }),
  price: vine.create({ value: decimalRule({ min: 0, max: 100_000_000 }) }),
  limit: vine.create({ value: vine.number().withoutDecimals().min(1).max(MAX_LIMIT) }),
  slug: vine.create({
    value: vine
      .string()
      .trim()
      .maxLength(120)
      .regex(/^[a-z0-9-]+$/),
  }),
  text: vine.create({ value: vine.string().maxLength(200) }),
}

type Rule<T> = { tryValidate(data: unknown): Promise<[unknown, { value: T } | null]> }

/** The value of parameter `field` checked by `rule`; undefined when absent; 400 when malformed. */
async function read<T>(
  qs: Record<string, unknown>,
  field: string,
  rule: Rule<T>,
  messageKey?: string,
  values?: Record<string, number>
): Promise<T | undefined> {
  const raw = qs[field]
  if (raw === undefined || raw === '') return undefined
  if (Array.isArray(raw) || typeof raw !== 'string')
    throw ApiError.badParameter(field, messageKey, values)
  const [error, result] = await rule.tryValidate({ value: raw })
  if (error) throw ApiError.badParameter(field, messageKey, values)
  return result!.value
}

/** Comma-separated ids (`supplier=3,7`). */
async function readIds(qs: Record<string, unknown>, field: string) {
  const raw = qs[field]
  if (raw === undefined || raw === '') return undefined
  if (typeof raw !== 'string') throw ApiError.badParameter(field)
  const [error, result] = await rules.ids.tryValidate({ value: raw.split(',') })
  if (error) throw ApiError.badParameter(field)
  return [...new Set(result!.value as number[])]
}

/** The page size `limit` (1…MAX_LIMIT, default DEFAULT_LIMIT). */
export async function readLimit(qs: Record<string, unknown>) {
  return (
    (await read(qs, 'limit', rules.limit, 'invalid_limit', { max: MAX_LIMIT })) ?? DEFAULT_LIMIT
  )
}

/** The raw opaque `cursor` (decoded by its list), at most 200 characters. */
export async function readCursor(qs: Record<string, unknown>) {
  return read(qs, 'cursor', rules.text, 'invalid_cursor')
}

/** Validated `GET /api/v1/products` query; prices in qəpik. */
export interface ProductsQuery {
  q: string
  /** A category by id (`category=12`) or slug in the request's language (`category=tea`). */
  category: { id: number } | { slug: string } | undefined
  supplierIds: number[] | undefined
  exportOffer: boolean
  incoterm: Incoterm | undefined
  inStock: boolean
  priceMin: number | undefined
  priceMax: number | undefined
  sort: SortKey | undefined
  cursor: string | undefined
  limit: number
}

/** Reads and checks the product list's query string (400 on the first malformed parameter). */
export async function parseProductsQuery(qs: Record<string, unknown>): Promise<ProductsQuery> {
  const rawCategory = qs.category
  let category: ProductsQuery['category']
  if (typeof rawCategory === 'string' && /^\d+$/.test(rawCategory))
    category = { id: (await read(qs, 'category', rules.id))! }
  else {
    const slug = await read(qs, 'category', rules.slug)
    category = slug === undefined ? undefined : { slug }
  }
  const q = await read(qs, 'q', rules.text)
  const priceMin = await read(qs, 'min_price', rules.price)
  const priceMax = await read(qs, 'max_price', rules.price)
  if (priceMin !== undefined && priceMax !== undefined && priceMin > priceMax)
    throw ApiError.badParameter('min_price')
  const incoterm = typeof qs.incoterm === 'string' ? qs.incoterm.toUpperCase() : qs.incoterm
  return {
    q: normalizeQuery(q ?? ''),
    category,
    supplierIds: await readIds(qs, 'supplier'),
    exportOffer: (await read(qs, 'export', rules.flag)) ?? false,
    incoterm: await read({ incoterm }, 'incoterm', rules.incoterm),
    inStock: (await read(qs, 'in_stock', rules.flag)) ?? false,
    priceMin: priceMin === undefined ? undefined : toMinor(priceMin),
    priceMax: priceMax === undefined ? undefined : toMinor(priceMax),
    sort: await read(qs, 'sort', rules.sort),
    cursor: await readCursor(qs),
    limit: await readLimit(qs),
  }
}

/** A path id (`/products/:id`): a positive 32-bit integer, else 404 (as an unknown id). */
export function pathId(raw: unknown): number {
  const id = Number(raw)
  if (typeof raw !== 'string' || !/^\d{1,10}$/.test(raw) || id < 1 || id > 2_147_483_647)
    throw ApiError.notFound()
  return id
}

/** A free-text parameter (at most 200 characters), trimmed; undefined when absent. */
export async function readText(qs: Record<string, unknown>, field: string) {
  const value = await read(qs, field, rules.text)
  return value?.trim()
}
