import {
  REVIEW_MAIL_JOB,
  sendReviewMail,
  type ReviewMailPayload,
} from '#actions/products/review/notify_producer'
import { defineJob } from '#services/queue/types'

/**
 * `product.review_mail` `{ productId, userId, decision, reason? }`: e-mails one producer account
 * an admin's decision on their product (queued by app/actions/products/review). Transport errors
 * retry with backoff; an account that is gone or disabled is skipped.
 */
export default defineJob<ReviewMailPayload>(REVIEW_MAIL_JOB, async (payload) => {
  const outcome = await sendReviewMail({
    ...payload,
    productId: Number(payload.productId),
    userId: Number(payload.userId),
  })
  return outcome === 'skipped'
    ? `skipped: user ${payload.userId} is not an active seller of product ${payload.productId}`
    : undefined
})
