import type { JobRegistry } from '#services/queue/types'

/**
 * Every background job the app runs (DESIGN §2), by the name stored in `jobs.name`. A worker
 * only runs jobs listed here; an unknown name is retried and finally marked failed.
 */
export const jobRegistry: JobRegistry = {
  'enquiry.forward_mail': () => import('./forward_enquiry_mail.js'),
  'enquiry.forward_sms': () => import('./forward_enquiry_sms.js'),
  'enquiry.reply_mail': () => import('./send_enquiry_reply.js'),
  'product.review_mail': () => import('./product_review_mail.js'),
  'payments.reconcile': () => import('./reconcile_payments.js'),
  'order.placed_mail': () => import('./order_placed_mail.js'),
  'order.payment_mail': () => import('./order_payment_mail.js'),
  'order.seller_mail': () => import('./order_seller_mail.js'),
  'shipment.stage_mail': () => import('./shipment_stage_mail.js'),
  'orders.expire_unpaid': () => import('./expire_unpaid_orders.js'),
  'catalog.search_tier': () => import('./refresh_search_tier.js'),
}

/** Job names of the enquiry flow (app/actions/enquiries). */
export const ENQUIRY_JOBS = {
  forwardMail: 'enquiry.forward_mail',
  forwardSms: 'enquiry.forward_sms',
  replyMail: 'enquiry.reply_mail',
} as const
