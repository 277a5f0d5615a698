import db from '@adonisjs/lucid/services/db'
import type { QueryClientContract } from '@adonisjs/lucid/types/database'
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
 * Delivery origin of each product and its distance to `pin`, in one query (PostgreSQL
 * earthdistance: `earth_distance(ll_to_earth(…), ll_to_earth(…))`, metres, rounded). The origin is
 * the first pin found among: the product's location address (products.location_address_id), the
 * company's pin, the economic-region centre of the product's location district, the
 * economic-region centre of the company's district. Products with none of these (or unknown ids)
 * are missing from the map: they cannot be delivered.
 */
export async function productOrigins(
  productIds: number[],
  pin: Pin,
  locale: Locale,
  client: QueryClientContract = db.connection()
): Promise<Map<number, ProductOrigin>> {
  const origins = new Map<number, ProductOrigin>()
  if (productIds.length === 0) return origins
  const regionName = REGION_NAME[locale]
  const { rows } = await client.rawQuery(
    `SELECT p.id AS product_id, o.source, o.latitude, o.longitude, o.label,
            round(earth_distance(ll_to_earth(o.latitude, o.longitude), ll_to_earth(?, ?)))::bigint AS distance_m
       FROM products p
       JOIN companies c ON c.id = p.company_id
       LEFT JOIN addresses a ON a.id = p.location_address_id
       LEFT JOIN districts pd ON pd.id = p.location_district_id
       LEFT JOIN economic_regions pr ON pr.id = pd.economic_region_id
       LEFT JOIN districts cd ON cd.id = c.district_id
       LEFT JOIN economic_regions cr ON cr.id = cd.economic_region_id
       JOIN LATERAL (
         SELECT candidate.* FROM (VALUES
             (1, 'product_address', a.latitude, a.longitude, concat_ws(', ', a.address, a.city)),
             (2, 'company', c.latitude, c.longitude, p.location_address),
             (3, 'product_region', pr.latitude, pr.longitude, pr.${regionName}),
             (4, 'company_region', cr.latitude, cr.longitude, cr.${regionName})
           ) AS candidate(rank, source, latitude, longitude, label)
          WHERE candidate.latitude IS NOT NULL AND candidate.longitude IS NOT NULL
          ORDER BY candidate.rank
          LIMIT 1
       ) o ON true
      WHERE p.id = ANY(?::int[])`,
    [pin.latitude, pin.longitude, productIds]
  )
  for (const row of rows) {
    origins.set(Number(row.product_id), {
      productId: Number(row.product_id),
      source: row.source,
      latitude: Number(row.latitude),
      longitude: Number(row.longitude),
      label: row.label ? String(row.label).slice(0, 255) : null,
      distanceM: Number(row.distance_m),
    })
  }
  return origins
}
