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

/** Economic regions and their cities/districts (decree No. 1386), upserted by code. */
export async function seedGeography(trx: TransactionClientContract) {
  const file = await readData<RegionsFile>('az_economic_regions.json')
  for (const region of file.economic_regions) {
    const rowId = await upsert(trx, 'economic_regions', {
        code: region.code,
        sort_order: region.order,
        name_az: region.name.az,
        name_en: region.name.en,
        name_ru: region.name.ru,
        slug: slugify(region.name.az),
      }, 'code')
    for (const unit of region.units) {
      await upsert(trx, 'districts', {
          code: unit.id,
          economic_region_id: rowId,
          unit_type: unit.type,
          name_az: unit.name.az,
          name_en: unit.name.en,
          name_ru: unit.name.ru,
          slug: unit.slug,
        }, 'code')
    }
  }
}
