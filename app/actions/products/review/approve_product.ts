import db from '@adonisjs/lucid/services/db'
import {
  InvalidProductTransition,
  nextProductStatus,
  type ProductStatus,
} from '../../../state_machines/product_status.js'
import { enqueueReviewMails } from '#actions/products/review/notify_producer'
import { publicationGaps, type PublicationGap } from '#actions/products/review/publication_gaps'
import {
  forgetCatalogCaches,
  refreshReviewedProduct,
} from '#actions/products/review/refresh_catalog'
import { reviewFingerprint } from '#actions/products/review/review_fingerprint'

/** Outcome of an approval; only `approved` changed anything. */
export type ApproveResult =
  | { outcome: 'approved'; productId: number; liveEdit: boolean; firstPublication: boolean }
  | { outcome: 'not_found' }
  | { outcome: 'invalid'; status: ProductStatus }
  | { outcome: 'incomplete'; gaps: PublicationGap[] }
  | { outcome: 'stale' }

export interface ApproveOptions {
  /** The admin deciding (products.reviewed_by_user_id). */
  reviewerId: number
  /** Fingerprint of the content the admin reviewed (review_fingerprint.ts); checked when given. */
  version?: string
  /** Queue the e-mail to the producer with the decision (default true). */
  notify?: boolean
}

/**
 * Approves a product (admin only; DESIGN §4 Products, transition table in
 * app/state_machines/product_status.ts): in_review → published, or a published product
 * flagged `changed_since_approval` stays published with the flag cleared. Under a row lock
 * (FOR UPDATE) so a concurrent producer edit or a second admin waits and sees the result.
 *
 * Sets `first_published_at` only the first time (never overwritten: "new for 30 days after
 * first publication"), stamps `reviewed_at`/`reviewed_by_user_id`, clears the rejection reason
 * and the flag, and rebuilds the product's derived catalog data in the same transaction. Refused
 * without changes: a transition the table does not allow (`invalid`), a product the catalog
 * could not show (`incomplete`: no category, or a missing name/description in az, en or ru),
 * content that changed since the admin opened it (`stale`). After commit the page/facet caches
 * are emptied. The producer's e-mail is queued in the same
 * transaction (sent by the job queue, retried on failure).
 */
export default class ApproveProduct {
  async handle(productId: number, options: ApproveOptions): Promise<ApproveResult> {
    const result = await db.transaction(async (trx): Promise<ApproveResult> => {
      const product = await trx
        .from('products')
        .where('id', productId)
        .forUpdate()
        .select('id', 'status', 'changed_since_approval', 'first_published_at')
        .first()
      if (!product) return { outcome: 'not_found' }
      const from = product.status as ProductStatus
      let next: ProductStatus
      try {
        next = nextProductStatus(from, 'approve', product.changed_since_approval)
      } catch (error) {
        if (error instanceof InvalidProductTransition) return { outcome: 'invalid', status: from }
        throw error
      }
      if (options.version && options.version !== (await reviewFingerprint(trx, productId)))
        return { outcome: 'stale' }
      const gaps = await publicationGaps(trx, productId)
      if (gaps.length > 0) return { outcome: 'incomplete', gaps }

      const now = new Date()
      await trx
        .from('products')
        .where('id', productId)
        .update({
          status: next,
          first_published_at: product.first_published_at ?? now,
          reviewed_at: now,
          reviewed_by_user_id: options.reviewerId,
          rejection_reason: null,
          changed_since_approval: false,
        })
      await refreshReviewedProduct(trx, productId)
      if (options.notify !== false)
        await enqueueReviewMails(trx, { decision: 'approved', productId })
      return {
        outcome: 'approved',
        productId,
        liveEdit: from === 'published',
        firstPublication: !product.first_published_at,
      }
    })
    if (result.outcome === 'approved') forgetCatalogCaches()
    return result
  }
}
