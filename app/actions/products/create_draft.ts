import db from '@adonisjs/lucid/services/db'
import type User from '#models/user'
import { refreshProductsDerivedData } from './catalog_sync.js'
import { generateProductCode, isProductCodeClash } from './product_code.js'
import { companyLocations, districtOf, locationText } from './product_location.js'

/**
 * Creates an empty draft owned by the seller's company (issue 5: "Add product" opens the
 * editor of a fresh draft, so images can be uploaded before the first full save). It gets a
 * generated product code, price 0 AZN, and the company's default pick-up/warehouse address as
 * its location when there is one. Returns the new product id. Throws when `user` has no company.
 */
export default class CreateProductDraft {
  async handle(user: User): Promise<number> {
    const companyId = user.companyId
    if (!companyId) throw new Error('A seller without a company cannot create products')
    for (let attempt = 0; ; attempt++) {
      try {
        return await db.transaction(async (trx) => {
          const company = await trx
            .from('companies')
            .where('id', companyId)
            .select('district_id')
            .firstOrFail()
          const [location] = await companyLocations(trx, companyId)
          const [row] = await trx
            .table('products')
            .insert({
              company_id: companyId,
              created_by_user_id: user.id,
              product_code: await generateProductCode(trx, companyId),
              price_minor: 0,
              currency: 'AZN',
              status: 'draft',
              location_address_id: location?.id ?? null,
              location_address: location ? locationText(location) : null,
              location_district_id: location
                ? await districtOf(trx, location, company.district_id)
                : company.district_id,
            })
            .returning('id')
          const id = Number(row.id ?? row)
          await refreshProductsDerivedData(trx, [id])
          return id
        })
      } catch (error) {
        if (attempt < 3 && isProductCodeClash(error)) continue
        throw error
      }
    }
  }
}
