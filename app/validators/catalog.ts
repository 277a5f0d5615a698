import vine from '@vinejs/vine'
import { toMinor } from '#lib/money'
import { MAX_PAGE, SORTS, type SortKey } from '#services/catalog/product_listing'
import { normalizeQuery } from '#services/catalog/product_search'
import { decimalRule, idRule, parseInteger } from '#validators/rules'
import { EXPORT_LIMITS, INCOTERMS, type Incoterm } from '#shared/export'

/** One optional query-string field; invalid values are dropped rather than failing the page. */
const field = {
  sort: vine.create({ value: vine.enum(SORTS) }),
  ids: vine.create({ value: vine.array(idRule()).maxLength(20) }),
  flag: vine.create({ value: vine.boolean() }),
  incoterm: vine.create({ value: vine.enum(INCOTERMS) }),
  /** AZN in plain decimal notation (`1e3`, `0x10` are not prices). */
  price: vine.create({ value: decimalRule({ min: 0, max: 100_000_000 }) }),
}

async function pick<T>(
  validator: { tryValidate(data: unknown): Promise<[unknown, { value: T } | null]> },
  value: unknown
) {
  if (
    value === undefined ||
    value === null ||
    value === '' ||
    (Array.isArray(value) && value.length === 0)
  )
    return undefined
  const [error, result] = await validator.tryValidate({ value })
  return error ? undefined : result!.value
}

/** Listing state read from the URL (issue: catalog — "every filter and sort lives in the URL"). */
export interface ListingQuery {
  q: string
  /** The typed words only, never corrected (`?exact=1`: "Search instead for …", issue 26). */
  exact: boolean
  sort: SortKey | undefined
  page: number
  /** True when the requested page was beyond MAX_PAGE and was brought back. */
  pageClamped: boolean
  categoryId: number | undefined
  companyIds: number[]
  discounted: boolean
  domesticShipping: boolean
  /** Only products with an export offer (issue 24), `?export=1`. */
  exportOffer: boolean
  /** Only products of verified producers (issue 25), `?verified=1`. */
  verifiedSeller: boolean
  /** Only offers with this Incoterm 2020 rule (`?incoterm=FOB`). */
  incoterm: Incoterm | undefined
  /** Only offers whose export MOQ is at most this many units of sale (`?max_moq=500`). */
  maxMoq: number | undefined
  /** AZN amounts in qəpik; a reversed range is swapped. */
  priceMin: number | undefined
  priceMax: number | undefined
}

/**
 * Reads the catalog query string: q (cut to 120 chars), exact (q uncorrected), sort, page (1…MAX_PAGE), category,
 * company (comma list or repeated), discount, domestic, export (offer available), incoterm,
 * max_moq, min/max price in AZN. Unknown, malformed
 * or hostile values are ignored, never an error (issue: catalog, "Bad input").
 */
export async function parseListingQuery(qs: Record<string, unknown>): Promise<ListingQuery> {
  const list = (value: unknown) =>
    (Array.isArray(value) ? value : typeof value === 'string' ? value.split(',') : [])
      .slice(0, 20)
      .map((item) => String(item).trim())
      .filter(Boolean)
  const rawPage = parseInteger(qs.page, { min: 1, max: Number.POSITIVE_INFINITY }) ?? undefined
  let priceMin = (await pick(field.price, qs.min)) as number | undefined
  let priceMax = (await pick(field.price, qs.max)) as number | undefined
  if (priceMin !== undefined && priceMax !== undefined && priceMin > priceMax)
    [priceMin, priceMax] = [priceMax, priceMin]
  const category = (await pick(field.ids, list(qs.category))) as number[] | undefined
  return {
    q: normalizeQuery(qs.q),
    exact: ((await pick(field.flag, qs.exact)) as boolean | undefined) ?? false,
    sort: (await pick(field.sort, qs.sort)) as SortKey | undefined,
    page: Math.min(rawPage ?? 1, MAX_PAGE),
    pageClamped: (rawPage ?? 1) > MAX_PAGE,
    categoryId: category?.[0],
    companyIds: ((await pick(field.ids, list(qs.company))) as number[] | undefined) ?? [],
    discounted: ((await pick(field.flag, qs.discount)) as boolean | undefined) ?? false,
    domesticShipping: ((await pick(field.flag, qs.domestic)) as boolean | undefined) ?? false,
    exportOffer: ((await pick(field.flag, qs.export)) as boolean | undefined) ?? false,
    verifiedSeller: ((await pick(field.flag, qs.verified)) as boolean | undefined) ?? false,
    incoterm: (await pick(
      field.incoterm,
      typeof qs.incoterm === 'string' ? qs.incoterm.toUpperCase() : undefined
    )) as Incoterm | undefined,
    maxMoq: parseInteger(qs.max_moq, { min: 1, max: EXPORT_LIMITS.quantity }) ?? undefined,
    priceMin: priceMin === undefined ? undefined : toMinor(priceMin),
    priceMax: priceMax === undefined ? undefined : toMinor(priceMax),
  }
}
