import vine from '@vinejs/vine'
import { parseSlugId } from '#validators/slug_id'
import { pageNumber } from '#validators/rules'
import { SORTS, type SortKey } from '#services/catalog/product_listing'
import { normalizeQuery } from '#services/catalog/product_search'
import { COMPANY_TYPES, type CompanyType } from '#shared/accounts'

/** Highest page number the suppliers list and a supplier's product list answer for (bounded input, DESIGN §6). */
export const SUPPLIERS_MAX_PAGE = 400

/** Company types of SPEC §3 ("individual or corporate"); `legal` is a corporate supplier. */
export { COMPANY_TYPES, type CompanyType }

/** Sorts offered for a supplier's products: the catalog sorts without search relevance. */
export const SUPPLIER_PRODUCT_SORTS = SORTS.filter((sort) => sort !== 'relevance') as Exclude<
  SortKey,
  'relevance'
>[]

/** One optional query-string field each; a value that fails is dropped, never an error. */
const field = {
  type: vine.create({ value: vine.enum(COMPANY_TYPES) }),
  /** Economic region code, e.g. `BAK`, `SZQ` (database/data/az_economic_regions.json). */
  region: vine.create({ value: vine.string().regex(/^[A-Z]{3}$/) }),
  /** City/district code, e.g. `SZQ-05`. */
  district: vine.create({ value: vine.string().regex(/^[A-Z]{3}-\d{2}$/) }),
  sort: vine.create({ value: vine.enum(SUPPLIER_PRODUCT_SORTS) }),
}

/** Validates one raw value with `validator`; empty, malformed or hostile values give undefined. */
async function pick<T>(
  validator: { tryValidate(data: unknown): Promise<[unknown, { value: T } | null]> },
  value: unknown
) {
  if (value === undefined || value === null || value === '') return undefined
  const [error, result] = await validator.tryValidate({ value })
  return error || !result ? undefined : result.value
}

/** Suppliers-list state read from the URL (SPEC §2 Suppliers list: every filter lives in the URL). */
export interface SupplierListQuery {
  /** Name search, trimmed and cut to 120 characters; '' for none. */
  q: string
  /** Economic region code; null when absent, malformed or overridden by a district. */
  region: string | null
  /** City/district code; takes precedence over `region`. */
  district: string | null
  type: CompanyType | null
  /** Only suppliers verified by mobile signature now (issue 25), `?verified=1`. */
  verified: boolean
  /** 1…SUPPLIERS_MAX_PAGE. */
  page: number
}

/**
 * Reads the suppliers-list query string: `q`, `region` (economic region code), `district`
 * (district code, wins over region), `type` (legal | individual), `page`. Unknown, malformed or
 * hostile values are ignored; never throws (rule: SPEC §2, DESIGN §6 "bad input → clear page").
 */
export async function parseSupplierListQuery(
  qs: Record<string, unknown>
): Promise<SupplierListQuery> {
  const district = (await pick<string>(field.district, qs.district)) ?? null
  return {
    q: normalizeQuery(qs.q),
    region: district ? null : ((await pick<string>(field.region, qs.region)) ?? null),
    district,
    type: (await pick<CompanyType>(field.type, qs.type)) ?? null,
    verified: qs.verified === '1' || qs.verified === 'true',
    page: pageNumber(qs.page, SUPPLIERS_MAX_PAGE),
  }
}

/** Product-list state on a supplier page: `sort` (default newest) and `page`. */
export interface SupplierProductsQuery {
  sort: Exclude<SortKey, 'relevance'>
  page: number
}

/** Reads `?sort=` and `?page=` of a supplier page; anything unreadable falls back to newest, page 1. */
export async function parseSupplierProductsQuery(
  qs: Record<string, unknown>
): Promise<SupplierProductsQuery> {
  return {
    sort: (await pick<Exclude<SortKey, 'relevance'>>(field.sort, qs.sort)) ?? 'new',
    page: pageNumber(qs.page, SUPPLIERS_MAX_PAGE),
  }
}

/** parseSupplierSlugId: see parseSlugId (app/validators/slug_id.ts). */
export const parseSupplierSlugId = parseSlugId

/**
 * The list query with region and district codes kept only when they exist in `places` (the
 * seeded economic regions and districts); an unknown code is ignored like any invalid value.
 */
export function withKnownPlace(
  query: SupplierListQuery,
  places: { code: string; districts: { code: string }[] }[]
): SupplierListQuery {
  const district =
    query.district && places.some((r) => r.districts.some((d) => d.code === query.district))
  const region = query.region && places.some((r) => r.code === query.region)
  return {
    ...query,
    district: district ? query.district : null,
    region: region ? query.region : null,
  }
}
