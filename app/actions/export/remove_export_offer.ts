import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import Product from '#models/product'
import { invalidate } from '#services/cache/invalidation'

/**
 * Withdraws the export offer of `product` (issue 24): the offer, its tiers and Incoterms are
 * deleted and the product is sold domestically only (sale_mode 'domestic'). Returns whether
 * there was an offer.
 */
export default class RemoveExportOffer {
  async handle(product: Product): Promise<boolean> {
    const removed = await db.transaction(async (trx) => {
      const locked = await Product.query({ client: trx })
        .where('id', product.id)
        .forUpdate()
        .firstOrFail()
      const deleted = await trx.from('export_offers').where('product_id', product.id).delete()
      locked.merge({ saleMode: 'domestic', updatedAt: DateTime.now() })
      await locked.save()
      return Number(deleted) > 0
    })
    // Published cards, listings and their counts show the offer: forget them everywhere.
    if (product.status === 'published') {
      invalidate('pages')
      invalidate('catalog')
    }
    return removed
  }
}
