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
}

/** Job names of the enquiry flow (app/actions/enquiries). */
export const ENQUIRY_JOBS = {
  forwardMail: 'enquiry.forward_mail',
  forwardSms: 'enquiry.forward_sms',
  replyMail: 'enquiry.reply_mail',
} as const
