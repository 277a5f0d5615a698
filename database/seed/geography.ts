import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { slugify } from '#lib/slugify'
import { readData, upsert, type Trilingual } from './data_files.js'

interface RegionsFile {
  economic_regions: {
    code: string
    order: number
    name: Trilingual
    units: { id: string; type: 'city' | 'district'; name: Trilingual; slug: string }[]
  }[]
}

/**
 * Main city of each economic region (WGS84 degrees): the fallback delivery origin of a product
 * whose seller set no map pin (DESIGN §4 Delivery types). Bakı, Sumqayıt, Şamaxı, Gəncə,
 * Lənkəran, Yevlax, İmişli, Naxçıvan, Xankəndi, Tovuz, Quba, Şirvan, Şəki, Laçın.
 */
export const REGION_CENTRES: Readonly<Record<string, readonly [number, number]>> = {
  BAK: [40.4093, 49.8671],
  ABX: [40.5897, 49.6686],
  DSH: [40.6314, 48.6414],
  GDA: [40.6828, 46.3606],
  LNA: [38.7529, 48.8475],
  MAR: [40.6183, 47.15],
  MLM: [39.8694, 48.0603],
  NAX: [39.2089, 45.4122],
  QRB: [39.8177, 46.7528],
  QTV: [40.9925, 45.6289],
  QXC: [41.3611, 48.5134],
  SRS: [39.9317, 48.9206],
  SZQ: [41.1919, 47.1706],
  SZZ: [39.6383, 46.5461],
}

/** Economic regions and their cities/districts (decree No. 1386), upserted by code. */
export async function seedGeography(trx: TransactionClientContract) {
  const file = await readData<RegionsFile>('az_economic_regions.json')
  for (const region of file.economic_regions) {
    const rowId = await upsert(
      trx,
      'economic_regions',
      {
        code: region.code,
        sort_order: region.order,
        name_az: region.name.az,
        name_en: region.name.en,
        name_ru: region.name.ru,
        slug: slugify(region.name.az),
        latitude: REGION_CENTRES[region.code]?.[0] ?? null,
        longitude: REGION_CENTRES[region.code]?.[1] ?? null,
      },
      'code'
    )
    for (const unit of region.units) {
      await upsert(
        trx,
        'districts',
        {
          code: unit.id,
          economic_region_id: rowId,
          unit_type: unit.type,
          name_az: unit.name.az,
          name_en: unit.name.en,
          name_ru: unit.name.ru,
          slug: unit.slug,
        },
        'code'
      )
    }
  }
}
