import db from '@adonisjs/lucid/services/db'
import { brandOptions } from './product_brands.js'
import { companyLocations } from './product_location.js'

/**
 * What the product editor offers next to the product itself: the company's brand choices, its
 * pick-up/warehouse addresses and the product's slug per language (`{ locale, slug }` rows).
 * Reads only.
 */
export async function productEditorLookups(productId: number, companyId: number) {
  const client = db.connection()
  const [brands, locations, slugs] = await Promise.all([
    brandOptions(client, companyId),
    companyLocations(client, companyId),
    db.from('product_translations').where('product_id', productId).select('locale', 'slug'),
  ])
  return { brands, locations, slugs }
}
