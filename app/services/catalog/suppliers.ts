import db from '@adonisjs/lucid/services/db'
import type { Locale } from '#lib/route_table'
import type { CompanyType, SupplierListQuery } from '#validators/suppliers'
import { VERIFIED_MONTH_SQL } from '#services/trust/verified_badge'
import { VERIFIED_SQL } from '#services/trust/verification_state'

/** Supplier cards per page of the suppliers list (SPEC §2 Suppliers list; same page size as the catalog). */
export const SUPPLIERS_PAGE_SIZE = 24

/** Suppliers shown in the "more from this region" block of a supplier page. */
export const REGION_NEIGHBOURS = 6

/** Row read for a supplier card (list, "more" block). */
export interface SupplierCardRow {
  id: number
  name: string
  slug: string
  company_type: CompanyType
  color: string | null
  logo_path: string | null
  district_code: string | null
  district: string | null
  region_code: string | null
  region: string | null
  /** Published products of the supplier. */
  product_count: number
  /** Issue 25: 'YYYY-MM' while verified by mobile signature (VERIFIED_MONTH_SQL); else null. */
  verified_month: string | null
}

/** Row read for a supplier page: a card row plus the public profile (texts in the page language). */
export interface SupplierProfileRow extends SupplierCardRow {
  tax_id: string
  website: string | null
  phone: string | null
  founded_year: number | null
  description: string | null
  legal_address: string | null
}

/** Filters of the suppliers list, already validated (app/validators/suppliers.ts, codes known to exist). */
export type SupplierFilters = Partial<
  Pick<SupplierListQuery, 'q' | 'region' | 'district' | 'type' | 'verified'>
>

let foldFunction: Promise<boolean> | null = null

/**
 * Template that folds an SQL expression for case- and diacritic-insensitive matching:
 * `karvan_fold(x)` when the catalog-search migration has installed it (ə→e ı→i ş→s …, sh→s),
 * else lower-case with the Azerbaijani letters translated. Looked up once per process.
 */
export async function foldTemplate(): Promise<(expression: string) => string> {
  foldFunction ??= db
    .rawQuery(`SELECT to_regprocedure('karvan_fold(text)') IS NOT NULL AS present`)
    .then((result) => Boolean(result.rows[0]?.present))
    .catch(() => false)
  return (await foldFunction)
    ? (expression) => `karvan_fold(${expression})`
    : (expression) =>
        `translate(lower(translate(${expression}, 'İIƏÖÜĞÇŞ', 'iıəöüğçş')), 'əıöüğçş', 'eiougcs')`
}

/** `text` with LIKE wildcards escaped, for `ILIKE '%' || ? || '%'`. */
function likeEscaped(text: string) {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`)
}

/**
 * SQL condition (over `companies as c`) of a supplier shown in public: active, with at least one
 * published product. Suppliers without one are not listed, counted, linked from sitemaps or
 * served by the API and their page is not found (issue 26): an empty shop front helps nobody.
 * Uses the products (company_id, status, …) indexes.
 */
export const LISTED_SUPPLIER_SQL = `c.status = 'active' AND EXISTS (SELECT 1 FROM products lp WHERE lp.company_id = c.id AND lp.status = 'published')`

/**
 * Named builder: listed companies (LISTED_SUPPLIER_SQL) with their district and economic region
 * (names in `locale`) and their published product count, as card rows. Callers add filters,
 * order and limits.
 */
export function activeSupplierCards(locale: Locale) {
  return (
    db
      .from('companies as c')
      .leftJoin('districts as d', 'd.id', 'c.district_id')
      .leftJoin('economic_regions as r', 'r.id', 'd.economic_region_id')
      .whereRaw(LISTED_SUPPLIER_SQL)
      .select(
        'c.id',
        'c.name',
        'c.slug',
        'c.company_type',
        'c.color',
        'c.logo_path',
        'd.code as district_code',
        `d.name_${locale} as district`,
        'r.code as region_code',
        `r.name_${locale} as region`
      )
      .select(
        db.raw(
          `(SELECT count(*)::int FROM products p WHERE p.company_id = c.id AND p.status = 'published') AS product_count`
        )
      )
      // Issue 25: the verified badge's month ('YYYY-MM' or null), from the row already read.
      .select(db.raw(`${VERIFIED_MONTH_SQL} AS verified_month`))
  )
}

/**
 * Applies the list filters to a query over `companies as c` joined to `districts as d` and
 * `economic_regions as r`. `fold` is the folding SQL template from foldTemplate() (async, so it is
 * resolved before the builder: an async function must not return a thenable query builder).
 */
export function applySupplierFilters<Q extends ReturnType<typeof activeSupplierCards>>(
  query: Q,
  filters: SupplierFilters,
  fold: (expression: string) => string
): Q {
  if (filters.q)
    query.whereRaw(`${fold('c.name')} ILIKE '%' || ${fold('?')} || '%'`, [likeEscaped(filters.q)])
  if (filters.district) query.where('d.code', filters.district)
  else if (filters.region) query.where('r.code', filters.region)
  if (filters.type) query.where('c.company_type', filters.type)
  if (filters.verified) query.whereRaw(VERIFIED_SQL)
  return query
}

/** One page of the suppliers list. */
export interface SupplierPage {
  rows: SupplierCardRow[]
  /** Suppliers matching the filters, over all pages. */
  total: number
  hasMore: boolean
}

/**
 * Page `page` (1-based) of active suppliers matching `filters`, SUPPLIERS_PAGE_SIZE per page:
 * most published products first, then by name, id breaking ties so pages never overlap.
 * Name search folds case and Azerbaijani letters on both sides (`gilan`, `seki` find `Gilan`, `Şəki`).
 */
export async function listSuppliers(
  locale: Locale,
  filters: SupplierFilters,
  page: number
): Promise<SupplierPage> {
  const fold = await foldTemplate()
  const [rows, [count]] = await Promise.all([
    applySupplierFilters(activeSupplierCards(locale), filters, fold)
      .orderBy('product_count', 'desc')
      .orderBy('c.name')
      .orderBy('c.id')
      .offset((page - 1) * SUPPLIERS_PAGE_SIZE)
      .limit(SUPPLIERS_PAGE_SIZE),
    applySupplierFilters(activeSupplierCards(locale), filters, fold)
      .clearSelect()
      .count('* as total'),
  ])
  const total = Number(count.total)
  return { rows, total, hasMore: page * SUPPLIERS_PAGE_SIZE < total }
}

/** An active supplier with its profile texts in `locale`, or null when unknown or suspended. */
export async function activeSupplier(
  id: number,
  locale: Locale
): Promise<SupplierProfileRow | null> {
  const row = await activeSupplierCards(locale)
    .leftJoin('company_translations as t', (join) =>
      join.on('t.company_id', 'c.id').andOnVal('t.locale', locale)
    )
    .where('c.id', id)
    .select(
      'c.tax_id',
      'c.website',
      'c.phone',
      'c.founded_year',
      't.description',
      't.legal_address'
    )
    .first()
  return row ?? null
}

/** Full phone number of an active supplier (revealed on request only), or null when unknown, suspended or none. */
export async function activeSupplierPhone(id: number): Promise<string | null> {
  const row = await db
    .from('companies')
    .where('id', id)
    .where('status', 'active')
    .select('phone')
    .first()
  return row?.phone ?? null
}

/**
 * Up to REGION_NEIGHBOURS other active suppliers in economic region `regionCode`, most published
 * products first (the "more" block of a supplier page). Empty when the supplier has no region.
 */
export async function suppliersInRegion(
  locale: Locale,
  regionCode: string | null,
  exceptId: number
): Promise<SupplierCardRow[]> {
  if (!regionCode) return []
  return activeSupplierCards(locale)
    .where('r.code', regionCode)
    .whereNot('c.id', exceptId)
    .orderBy('product_count', 'desc')
    .orderBy('c.name')
    .orderBy('c.id')
    .limit(REGION_NEIGHBOURS)
}
