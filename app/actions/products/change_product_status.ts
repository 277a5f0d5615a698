import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import { invalidate } from '#services/cache/invalidation'
import Product from '#models/product'
import {
  InvalidProductTransition,
  nextProductStatus,
  type ProductStatus,
} from '#state_machines/product_status'
import { refreshProductsDerivedData } from './catalog_sync.js'
import { imageCountOf, loadProductContent } from './product_content.js'
import { missingForReview, type MissingField } from './review_requirements.js'

/** Status changes a seller makes from the products list (app/state_machines/product_status.ts). */
export type SellerProductEvent = 'submit' | 'withdraw' | 'archive' | 'restore'

export type ChangeStatusResult =
  | { changed: true; from: ProductStatus; to: ProductStatus }
  | { changed: false; reason: 'transition'; from: ProductStatus }
  | { changed: false; reason: 'incomplete'; from: ProductStatus; missing: MissingField[] }

/**
 * Moves product `productId` (already authorised) through a seller event, in one transaction:
 * - submit (draft/rejected → in_review) only when complete (SPEC §5 requirements); sets
 *   submitted_at and clears the previous rejection reason;
 * - withdraw (in_review → draft); archive (draft/rejected/published → archived, taken off the
 *   catalog and out of the review queue); restore (archived → draft, to be submitted again).
 * Transitions the table does not allow are refused, never thrown. Forgets cached catalog pages
 * when a published product leaves the catalog.
 */
export default class ChangeProductStatus {
  async handle(productId: number, event: SellerProductEvent): Promise<ChangeStatusResult> {
    const result = await db.transaction(async (trx): Promise<ChangeStatusResult> => {
      const product = await Product.query({ client: trx })
        .where('id', productId)
        .forUpdate()
        .firstOrFail()
      const from = product.status
      let to: ProductStatus
      try {
        to = nextProductStatus(from, event, product.changedSinceApproval)
      } catch (error) {
        if (error instanceof InvalidProductTransition)
          return { changed: false, reason: 'transition', from }
        throw error
      }
      if (event === 'submit') {
        const missing = missingForReview(
          await loadProductContent(product, trx),
          await imageCountOf(product.id, trx),
          product.saleMode
        )
        if (missing.length > 0) return { changed: false, reason: 'incomplete', from, missing }
        product.merge({ submittedAt: DateTime.now(), rejectionReason: null })
      }
      if (event === 'withdraw') product.submittedAt = null
      if (event === 'archive' || event === 'restore') product.changedSinceApproval = false
      product.merge({ status: to, updatedAt: DateTime.now() })
      await product.save()
      await refreshProductsDerivedData(trx, [product.id])
      return { changed: true, from, to }
    })
    if (result.changed && result.from === 'published') invalidate('pages')
    return result
  }
}
