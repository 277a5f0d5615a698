import { appUrl } from '#config/app'
import type { Locale } from '#lib/route_table'
import {
  activeSupplier,
  activeSupplierCards,
  applySupplierFilters,
  foldTemplate,
  type SupplierCardRow,
} from '#services/catalog/suppliers'
import { urlTo } from '#services/urls'
import { decodeCursor, encodeCursor } from '#services/api/cursor'
import type { ApiPage } from '#services/api/api_products'
import { imageUrl } from '#services/api/api_views'

/** A supplier of the public API (components.schemas.Supplier in openapi.ts): an active company. */
export interface ApiSupplier {
  id: number
  name: string
  slug: string
  url: string
  company_type: string
  logo_url: string | null
  region: string | null
  district: string | null
  product_count: number
  /** 'YYYY-MM' of the mobile-signature verification while it counts (issue 25); null otherwise. */
  verified_month: string | null
  tax_id?: string
  website?: string | null
  founded_year?: number | null
  description?: string | null
}

function toApiSupplier(row: SupplierCardRow, lang: Locale): ApiSupplier {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    url: appUrl + urlTo('supplier_info.show', lang, { slugId: `${row.slug}-${row.id}` }),
    company_type: row.company_type,
    logo_url: imageUrl(row.logo_path),
    region: row.region,
    district: row.district,
    product_count: Number(row.product_count),
    verified_month: row.verified_month ?? null,
  }
}

/**
 * A page of active suppliers by ascending id (stable under new sign-ups: they come last), after
 * `cursor`, optionally matching a name (`q`, folded as the suppliers page folds it). The rows
 * are the suppliers page's (activeSupplierCards).
 */
export async function listApiSuppliers(
  lang: Locale,
  options: { q?: string; cursor?: string; limit: number }
): Promise<ApiPage<ApiSupplier>> {
  const after = options.cursor === undefined ? 0 : decodeCursor(options.cursor, 'suppliers')[1]
  const fold = await foldTemplate()
  const rows: SupplierCardRow[] = await applySupplierFilters(
    activeSupplierCards(lang),
    { q: options.q || undefined },
    fold
  )
    .where('c.id', '>', after)
    .orderBy('c.id')
    .limit(options.limit + 1)
  const page = rows.slice(0, options.limit)
  const last = page.at(-1)
  return {
    data: page.map((row) => toApiSupplier(row, lang)),
    next_cursor:
      rows.length > options.limit && last ? encodeCursor('suppliers', '', last.id) : null,
    limit: options.limit,
  }
}

/** An active supplier with its public profile in `lang`, or null. */
export async function apiSupplier(id: number, lang: Locale): Promise<ApiSupplier | null> {
  const row = await activeSupplier(id, lang)
  if (!row) return null
  return {
    ...toApiSupplier(row, lang),
    tax_id: row.tax_id,
    website: row.website,
    founded_year: row.founded_year,
    description: row.description,
  }
}
