import db from '@adonisjs/lucid/services/db'
import type { Locale } from '#lib/route_table'
import { LISTED_SUPPLIER_SQL } from '#services/catalog/suppliers'

/** A city or district with the number of active suppliers registered in it. */
export interface DistrictCount {
  id: number
  code: string
  name: string
  unitType: 'city' | 'district'
  supplierCount: number
}

/** An economic region (decree No. 1386) with its districts; `supplierCount` is the sum over them. */
export interface RegionWithDistricts {
  id: number
  code: string
  name: string
  supplierCount: number
  districts: DistrictCount[]
}

/**
 * Azerbaijan's 14 economic regions in their official order, each with its cities/districts (in
 * the decree's order, by code) and the count of listed suppliers (LISTED_SUPPLIER_SQL) per district; a region's count is the sum
 * of its districts (rule: SPEC §2 Regions). Suppliers without a district are in no region.
 */
export async function regionsWithDistricts(locale: Locale): Promise<RegionWithDistricts[]> {
  const rows = await db
    .from('economic_regions as r')
    .join('districts as d', 'd.economic_region_id', 'r.id')
    .joinRaw(`LEFT JOIN companies c ON c.district_id = d.id AND ${LISTED_SUPPLIER_SQL}`)
    .groupBy('r.id', 'd.id')
    .orderBy('r.sort_order')
    .orderBy('r.id')
    .orderBy('d.code')
    .select(
      'r.id as region_id',
      'r.code as region_code',
      `r.name_${locale} as region_name`,
      'd.id',
      'd.code',
      'd.unit_type',
      `d.name_${locale} as name`
    )
    .select(db.raw('count(c.id)::int AS supplier_count'))

  const regions: RegionWithDistricts[] = []
  for (const row of rows) {
    let region = regions.at(-1)
    if (!region || region.id !== row.region_id) {
      region = {
        id: row.region_id,
        code: row.region_code,
        name: row.region_name,
        supplierCount: 0,
        districts: [],
      }
      regions.push(region)
    }
    region.supplierCount += row.supplier_count
    region.districts.push({
      id: row.id,
      code: row.code,
      name: row.name,
      unitType: row.unit_type,
      supplierCount: row.supplier_count,
    })
  }
  return regions
}
