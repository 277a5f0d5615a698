import type { HttpContext } from '@adonisjs/core/http'
import { regionsWithDistricts } from '#services/catalog/regions'
import { toRegionGroups } from '#transformers/supplier_transformer'

/** Manufacturers for regions (SPEC §2 Regions): the 14 economic regions, their districts and supplier counts. */
export default class RegionsController {
  async show({ inertia, locale }: HttpContext) {
    const regions = toRegionGroups(await regionsWithDistricts(locale), locale)
    return inertia.render('storefront/regions', {
      regions,
      total: regions.reduce((sum, region) => sum + region.supplierCount, 0),
    })
  }
}
