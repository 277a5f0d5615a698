import type { Locale } from '#lib/route_table'

/** Which pin a product ships from, best first (DESIGN §4 Delivery types). */
export type OriginSource = 'product_address' | 'company' | 'product_region' | 'company_region'

/** A buyer's map pin (WGS84 degrees). */
export interface Pin {
  latitude: number
  longitude: number
}

/** Where a product ships from and how far that is from the buyer's pin (metres, great circle). */
export interface ProductOrigin extends Pin {
  productId: number
  source: OriginSource
  /** Text of the place (address, or the region's name in the requested language), when known. */
  label: string | null
  distanceM: number
}

const REGION_NAME = { az: 'name_az', en: 'name_en', ru: 'name_ru' } as const

/**
 * Columns of a product's delivery origin, for a query over `products p` joined with
 * `originJoins(locale)`: source, pin, label and the distance to the buyer's pin in metres
 * (PostgreSQL earthdistance, rounded). Takes two bindings, the pin's latitude and longitude.
 */
export const ORIGIN_COLUMNS = `o.source AS origin_source, o.latitude AS origin_latitude, o.longitude AS origin_longitude,
  o.label AS origin_label,
  round(earth_distance(ll_to_earth(o.latitude, o.longitude), ll_to_earth(?, ?)))::bigint AS origin_distance_m`

/**
 * Joins giving each product `p` of company `c` its delivery origin `o` (null columns when it has
 * none: it cannot be delivered). The origin is the first pin found among: the product's location
 * address (products.location_address_id), the company's pin, the economic-region centre of the
 * product's location district, the economic-region centre of the company's district. Labels of
 * regions are in `locale`.
 */
export function originJoins(locale: Locale): string {
  const regionName = REGION_NAME[locale]
  return `LEFT JOIN addresses oa ON oa.id = p.location_address_id
       LEFT JOIN districts opd ON opd.id = p.location_district_id
       LEFT JOIN economic_regions opr ON opr.id = opd.economic_region_id
       LEFT JOIN districts ocd ON ocd.id = c.district_id
       LEFT JOIN economic_regions ocr ON ocr.id = ocd.economic_region_id
       LEFT JOIN LATERAL (
         SELECT candidate.* FROM (VALUES
             (1, 'product_address', oa.latitude, oa.longitude, concat_ws(', ', oa.address, oa.city)),
             (2, 'company', c.latitude, c.longitude, p.location_address),
             (3, 'product_region', opr.latitude, opr.longitude, opr.${regionName}),
             (4, 'company_region', ocr.latitude, ocr.longitude, ocr.${regionName})
           ) AS candidate(rank, source, latitude, longitude, label)
          WHERE candidate.latitude IS NOT NULL AND candidate.longitude IS NOT NULL
          ORDER BY candidate.rank
          LIMIT 1
       ) o ON true`
}

/** The origin read from a row carrying ORIGIN_COLUMNS, or null when the product has none. */
export function originOf(productId: number, row: Record<string, any>): ProductOrigin | null {
  if (row.origin_source === null || row.origin_source === undefined) return null
  return {
    productId,
    source: row.origin_source,
    latitude: Number(row.origin_latitude),
    longitude: Number(row.origin_longitude),
    label: row.origin_label ? String(row.origin_label).slice(0, 255) : null,
    distanceM: Number(row.origin_distance_m),
  }
}
