import db from '@adonisjs/lucid/services/db'
import type User from '#models/user'
import { refreshProductsDerivedData } from './catalog_sync.js'
import { generateProductCode, isProductCodeClash } from './product_code.js'

/** Columns a copy takes over from the original. */
const COPIED = [
  'company_id',
  'category_id',
  'brand_id',
  'model',
  'price_minor',
  'currency',
  'discount_percent',
  'moq',
  'stock',
  'is_available',
  'weight_grams',
  'width',
  'length',
  'height',
  'size_unit',
  'domestic_shipping',
  'location_district_id',
  'location_address',
  'location_address_id',
] as const

/**
 * Copies product `productId` (already authorised) as a new draft of the same company (issue 5
 * "duplicate"): the language-neutral fields, every translation and attribute row — not the
 * images, the barcode (a GTIN names one trade item, so a variant needs its own), the review
 * history or the sales figures. The copy gets a new product code. Returns the new id.
 */
export default class DuplicateProduct {
  async handle(productId: number, user: User): Promise<number> {
    for (let attempt = 0; ; attempt++) {
      try {
        return await db.transaction(async (trx) => {
          const source = await trx
            .from('products')
            .where('id', productId)
            .select(...COPIED)
            .firstOrFail()
          const [row] = await trx
            .table('products')
            .insert({
              ...source,
              product_code: await generateProductCode(trx, source.company_id),
              status: 'draft',
              created_by_user_id: user.id,
            })
            .returning('id')
          const id = Number(row.id ?? row)
          await trx.rawQuery(
            `INSERT INTO product_translations (product_id, locale, name, slug, description, keywords)
             SELECT ?, locale, name, slug, description, keywords FROM product_translations WHERE product_id = ?`,
            [id, productId]
          )
          await trx.rawQuery(
            `INSERT INTO product_attributes (product_id, position, name, value)
             SELECT ?, position, name, value FROM product_attributes WHERE product_id = ? ORDER BY position, id`,
            [id, productId]
          )
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
