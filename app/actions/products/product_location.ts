import type { QueryClientContract } from '@adonisjs/lucid/types/database'

/** Address kinds a seller ships from (addresses.kind). */
export const LOCATION_KINDS = ['pickup', 'warehouse'] as const

/** A pick-up or warehouse address of the company's seller accounts. */
export interface LocationAddressRow {
  id: number
  kind: 'pickup' | 'warehouse'
  label: string | null
  address: string
  city: string
  region: string | null
  country: string
  is_default: boolean
}

/**
 * Pick-up and warehouse addresses of the sellers of company `companyId` (the address books of
 * its seller accounts), defaults first. These are the product's possible locations.
 */
export function companyLocations(
  client: QueryClientContract,
  companyId: number
): Promise<LocationAddressRow[]> {
  return client
    .from('addresses as a')
    .join('users as u', 'u.id', 'a.user_id')
    .where('u.company_id', companyId)
    .where('u.account_type', 'seller')
    .whereIn('a.kind', LOCATION_KINDS as unknown as string[])
    .orderBy('a.is_default', 'desc')
    .orderBy('a.kind')
    .orderBy('a.id')
    .select(
      'a.id',
      'a.kind',
      'a.label',
      'a.address',
      'a.city',
      'a.region',
      'a.country',
      'a.is_default'
    )
}

/** "Address, City" as copied to products.location_address (≤ 255 characters). */
export function locationText(row: Pick<LocationAddressRow, 'address' | 'city'>): string {
  return [row.address, row.city].filter(Boolean).join(', ').slice(0, 255)
}

/**
 * The district of an Azerbaijani address when its city (or else its region) names one in any
 * language, compared with karvan_fold (so "Seki" matches "Şəki"); otherwise `fallback` (the
 * company's district). Null when neither is known.
 */
export async function districtOf(
  client: QueryClientContract,
  row: Pick<LocationAddressRow, 'city' | 'region' | 'country'>,
  fallback: number | null
): Promise<number | null> {
  if (row.country === 'AZ') {
    for (const place of [row.city, row.region]) {
      if (!place) continue
      const match = await client
        .from('districts')
        .whereRaw(
          'karvan_fold(?) IN (karvan_fold(name_az), karvan_fold(name_en), karvan_fold(name_ru))',
          [place]
        )
        .orderBy('id')
        .select('id')
        .first()
      if (match) return Number(match.id)
    }
  }
  return fallback
}
