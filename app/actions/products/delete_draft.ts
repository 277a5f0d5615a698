import db from '@adonisjs/lucid/services/db'
import { deleteProductImageFiles } from '#services/images/product_images'

/**
 * Deletes product `productId` (already authorised) if it is still a draft — never a product
 * that was submitted, published, rejected or archived (those are archived instead). Its
 * translations, attributes and image rows go with it (ON DELETE CASCADE); the image files are
 * removed after the commit. Returns false when the product is not a draft.
 */
export default class DeleteProductDraft {
  async handle(productId: number): Promise<boolean> {
    const bases = await db.transaction(async (trx) => {
      const product = await trx
        .from('products')
        .where('id', productId)
        .forUpdate()
        .select('status')
        .first()
      if (!product || product.status !== 'draft') return null
      const images = await trx
        .from('product_images')
        .where('product_id', productId)
        .select('path_base')
      await trx.from('products').where('id', productId).delete()
      return images.map((image) => String(image.path_base))
    })
    if (bases === null) return false
    for (const base of bases) await deleteProductImageFiles(base)
    return true
  }
}
