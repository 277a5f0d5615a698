import type { I18n } from '@adonisjs/i18n'
import { shortPhone } from '#lib/phone'
import { LOCALES, type Locale } from '#lib/route_table'
import { alternatesOf, urlTo } from '#services/urls'
import { slugify } from '#lib/slugify'
import type { RegionWithDistricts } from '#services/catalog/regions'
import type { SupplierCardRow, SupplierPage, SupplierProfileRow } from '#services/catalog/suppliers'
import { imageSet, type ImageSet } from '#transformers/image_transformer'
import type { CompanyType, SupplierListQuery } from '#validators/suppliers'

/** What the browser sees of a supplier in a list: names in the page language, its URL and product count. */
export type SupplierCard = {
  id: number
  name: string
  url: string
  /** Uploaded logo (WebP variants, recommended 960×960 — SPEC §5); null → a monogram in `color`. */
  logo: ImageSet | null
  color: string | null
  type: CompanyType
  typeLabel: string
  district: string | null
  region: string | null
  productCount: number
  /** Verified by mobile signature now (issue 25): the month, 'YYYY-MM'; null otherwise. */
  verifiedMonth: string | null
}

/**
 * The supplier page's profile (SPEC §2 single supplier, §3 fields). The phone is only its short
 * form; the full number is fetched from `phone.url` on request (SPEC §2: "short number shown first").
 */
export type SupplierProfile = SupplierCard & {
  description: string | null
  /** Tax ID (VÖEN) exactly as registered: 10 digits. */
  taxId: string
  legalAddress: string | null
  website: { href: string; label: string } | null
  foundedYear: number | null
  phone: { short: string; url: string } | null
  /** Suppliers list filtered to the supplier's economic region; null without a region. */
  regionUrl: string | null
}

/** One entry of the region picker / regions page: name in the page language, count and list URL. */
export type RegionOption = {
  code: string
  name: string
  supplierCount: number
  url: string
  current: boolean
}

export type RegionGroup = RegionOption & { districts: RegionOption[] }

/** A choice of the individual / corporate filter. */
export type TypeOption = { key: CompanyType | null; label: string; url: string; current: boolean }

/** Filter state and links of the suppliers list, all URLs built here from the route table. */
export type SupplierListView = {
  filters: {
    q: string
    region: string | null
    district: string | null
    type: CompanyType | null
    /** "Verified producers" only (issue 25). */
    verified: boolean
    /** Name of the chosen region or district, for the picker's button. */
    placeLabel: string | null
  }
  /** Form action of the name search. */
  action: string
  /** The list without any filter. */
  resetUrl: string
  /** Same filters, no region or district. */
  allRegionsUrl: string
  regions: RegionGroup[]
  types: TypeOption[]
  /** The same list with the "Verified producers" filter switched on or off (issue 25). */
  verifiedToggleUrl: string
  pagination: {
    page: number
    total: number
    hasMore: boolean
    nextUrl: string | null
    firstUrl: string
  }
}

/** URL tail of a supplier page: `{slug}-{id}`. */
export function supplierTail(company: { id: number; slug: string }) {
  return `${company.slug}-${company.id}`
}

/**
 * URL tail of a supplier from a row that may lack the stored slug (e.g. the home page's
 * manufacturers query): the stored slug when present, else the slug rule applied to the name —
 * the rule the stored slug is made with; a stale one is corrected by the page's 301.
 */
export function supplierTailOf(company: { id: number; name: string; slug?: string | null }) {
  return supplierTail({ id: company.id, slug: company.slug || slugify(company.name) || 'supplier' })
}

/** URL of a supplier page in `locale`, e.g. `/en/supplier-info/azersun-holding-1` (SPEC §2). */
export function supplierPath(locale: Locale, company: { id: number; slug: string }) {
  return urlTo('supplier_info.show', locale, { slugId: supplierTail(company) })
}

/** The supplier page in every language (company slugs are language-neutral; the base path differs). */
export function supplierAlternates(company: { id: number; slug: string }) {
  return alternatesOf('supplier_info.show', { slugId: supplierTail(company) })
}

/** JSON endpoint that reveals the supplier's full phone number: `{supplier page}/phone`. */
export function supplierPhonePath(locale: Locale, company: { id: number; slug: string }) {
  return urlTo('supplier_info.phone', locale, { slugId: supplierTail(company) })
}

/**
 * URL of a supplier page with its product-list state: `?sort=` unless newest (the default) and
 * `?page=` beyond 1, e.g. `/en/supplier-info/azersun-holding-1?sort=price_asc&page=2`.
 */
export function supplierProductsPath(
  locale: Locale,
  company: { id: number; slug: string },
  state: { sort: string; page: number }
) {
  const qs = {
    sort: state.sort !== 'new' ? state.sort : null,
    page: state.page > 1 ? state.page : null,
  }
  return urlTo('supplier_info.show', locale, { slugId: supplierTail(company) }, { qs })
}

/**
 * URL of the suppliers list in `locale` with the given state; empty values and page 1 are
 * left out, so the plain list has no query string. Keys in a fixed order: q, region, district, type, page.
 */
export function supplierListPath(locale: Locale, state: Partial<SupplierListQuery> = {}) {
  const qs = {
    q: state.q || null,
    district: state.district || null,
    region: state.district ? null : state.region || null,
    type: state.type || null,
    verified: state.verified ? 1 : null,
    page: state.page && state.page > 1 ? state.page : null,
  }
  return urlTo('suppliers', locale, undefined, { qs })
}

/** The suppliers list with the same state in every language (switcher, canonical, hreflang). */
export function supplierListAlternates(state: SupplierListQuery) {
  return Object.fromEntries(
    LOCALES.map((locale) => [locale, supplierListPath(locale, state)])
  ) as Record<Locale, string>
}

/** A supplier row as a card in `locale`. */
export function toSupplierCard(row: SupplierCardRow, locale: Locale, i18n: I18n): SupplierCard {
  return {
    id: row.id,
    name: row.name,
    url: supplierPath(locale, row),
    logo: row.logo_path ? imageSet(row.logo_path, 960, 960) : null,
    color: row.color,
    type: row.company_type,
    typeLabel: i18n.t(`enums.company_type.${row.company_type}`),
    district: row.district,
    region: row.region,
    productCount: Number(row.product_count),
    verifiedMonth: row.verified_month ?? null,
  }
}

/**
 * A website as a safe link: http(s) only (a bare host gets https://), shown without the scheme.
 * Anything else (javascript:, malformed) gives null and is not shown.
 */
export function websiteLink(raw: string | null): { href: string; label: string } | null {
  const text = raw?.trim()
  if (!text) return null
  try {
    const url = new URL(/^[a-z][a-z0-9+.-]*:/i.test(text) ? text : `https://${text}`)
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null
    const label = `${url.host}${url.pathname === '/' ? '' : url.pathname}`
    return { href: url.href, label }
  } catch {
    return null
  }
}

/** A supplier row with its profile for the supplier page in `locale`; never includes the full phone. */
export function toSupplierProfile(
  row: SupplierProfileRow,
  locale: Locale,
  i18n: I18n
): SupplierProfile {
  const short = shortPhone(row.phone)
  return {
    ...toSupplierCard(row, locale, i18n),
    description: row.description,
    taxId: row.tax_id,
    legalAddress: row.legal_address,
    website: websiteLink(row.website),
    foundedYear: row.founded_year,
    phone: short ? { short, url: supplierPhonePath(locale, row) } : null,
    regionUrl: row.region_code ? supplierListPath(locale, { region: row.region_code }) : null,
  }
}

/**
 * Regions with their districts as links to the suppliers list: `keep` is the list state the
 * links preserve (search and type on the list page; nothing on the regions page), each choice
 * resetting the page. `current` marks the chosen region or district.
 */
export function toRegionGroups(
  regions: RegionWithDistricts[],
  locale: Locale,
  keep: Partial<SupplierListQuery> = {}
): RegionGroup[] {
  const base = { q: keep.q, type: keep.type, verified: keep.verified }
  return regions.map((region) => ({
    code: region.code,
    name: region.name,
    supplierCount: region.supplierCount,
    url: supplierListPath(locale, { ...base, region: region.code }),
    current: !keep.district && keep.region === region.code,
    districts: region.districts.map((district) => ({
      code: district.code,
      name: district.name,
      supplierCount: district.supplierCount,
      url: supplierListPath(locale, { ...base, district: district.code }),
      current: keep.district === district.code,
    })),
  }))
}

/**
 * Everything the suppliers list shows besides the cards: the filter state echoed back (`state`
 * already stripped of unknown places by withKnownPlace), region and type links, pagination.
 */
export function toSupplierListView(
  state: SupplierListQuery,
  list: Pick<SupplierPage, 'total' | 'hasMore'>,
  regions: RegionWithDistricts[],
  locale: Locale,
  i18n: I18n
): SupplierListView {
  const region = state.region ? regions.find((r) => r.code === state.region) : undefined
  const district = state.district
    ? regions.flatMap((r) => r.districts).find((d) => d.code === state.district)
    : undefined
  const typeChoices: (CompanyType | null)[] = [null, 'legal', 'individual']
  return {
    filters: {
      q: state.q,
      region: state.region,
      district: state.district,
      type: state.type,
      verified: state.verified,
      placeLabel: district?.name ?? region?.name ?? null,
    },
    action: supplierListPath(locale),
    resetUrl: supplierListPath(locale),
    allRegionsUrl: supplierListPath(locale, {
      q: state.q,
      type: state.type,
      verified: state.verified,
    }),
    regions: toRegionGroups(regions, locale, state),
    types: typeChoices.map((key) => ({
      key,
      label: i18n.t(`suppliers.filters.type_${key ?? 'all'}`),
      url: supplierListPath(locale, { ...state, type: key, page: 1 }),
      current: state.type === key,
    })),
    verifiedToggleUrl: supplierListPath(locale, { ...state, verified: !state.verified, page: 1 }),
    pagination: {
      page: state.page,
      total: list.total,
      hasMore: list.hasMore,
      nextUrl: list.hasMore ? supplierListPath(locale, { ...state, page: state.page + 1 }) : null,
      firstUrl: supplierListPath(locale, { ...state, page: 1 }),
    },
  }
}
