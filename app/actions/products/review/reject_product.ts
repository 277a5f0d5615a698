import db from '@adonisjs/lucid/services/db'
import {
  InvalidProductTransition,
  nextProductStatus,
  type ProductStatus,
} from '../../../state_machines/product_status.js'
import { enqueueReviewMails } from '#actions/products/review/notify_producer'
import {
  forgetCatalogCaches,
  refreshReviewedProduct,
} from '#actions/products/review/refresh_catalog'
import { reviewFingerprint } from '#actions/products/review/review_fingerprint'

/** Outcome of a rejection; only `rejected` changed anything. */
export type RejectResult =
  | { outcome: 'rejected'; productId: number; wasPublished: boolean }
  | { outcome: 'not_found' }
  | { outcome: 'invalid'; status: ProductStatus }
  | { outcome: 'stale' }

export interface RejectOptions {
  /** The admin deciding (products.reviewed_by_user_id). */
  reviewerId: number
  /**
   * Why, for the producer: already validated (5–1000 characters, app/validators/product_review.ts).
   * Stored as plain text and escaped wherever shown.
   */
  reason: string
  /** Fingerprint of the content the admin reviewed (review_fingerprint.ts); checked when given. */
  version?: string
  /** Queue the e-mail to the producer with the decision (default true). */
  notify?: boolean
}

/**
 * Rejects a product with a reason (admin only; DESIGN §4 Products, transition table in
 * app/state_machines/product_status.ts): in_review → rejected, or a published product flagged
 * `changed_since_approval` → rejected, which takes it off the public catalog. Under a row lock
 * (FOR UPDATE). Stores the reason for the producer (shown in their products list until they fix
 * and resubmit), stamps `reviewed_at`/`reviewed_by_user_id`, clears the flag and keeps
 * `first_published_at`. Refused without changes: a transition the table does not allow
 * (`invalid`), content that changed since the admin opened it (`stale`). After commit the
 * page/facet caches are emptied. The producer's e-mail with the reason is queued
 * in the same transaction (sent by the job queue, retried on failure).
 */
export default class RejectProduct {
  async handle(productId: number, options: RejectOptions): Promise<RejectResult> {
    const result = await db.transaction(async (trx): Promise<RejectResult> => {
      const product = await trx
        .from('products')
        .where('id', productId)
        .forUpdate()
        .select('id', 'status', 'changed_since_approval')
        .first()
      if (!product) return { outcome: 'not_found' }
      const from = product.status as ProductStatus
      let next: ProductStatus
      try {
        next = nextProductStatus(from, 'reject', product.changed_since_approval)
      } catch (error) {
        if (error instanceof InvalidProductTransition) return { outcome: 'invalid', status: from }
        throw error
      }
      if (options.version && options.version !== (await reviewFingerprint(trx, productId)))
        return { outcome: 'stale' }

      await trx.from('products').where('id', productId).update({
        status: next,
        rejection_reason: options.reason,
        reviewed_at: new Date(),
        reviewed_by_user_id: options.reviewerId,
        changed_since_approval: false,
      })
      await refreshReviewedProduct(trx, productId)
      if (options.notify !== false)
        await enqueueReviewMails(trx, { decision: 'rejected', productId, reason: options.reason })
      return { outcome: 'rejected', productId, wasPublished: from === 'published' }
    })
    if (result.outcome === 'rejected') forgetCatalogCaches()
    return result
  }
}
