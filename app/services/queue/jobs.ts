import env from '#start/env'
import paymentsConfig from '#config/payments'
import type { JobDefinition } from './types.js'

/**
 * Every background job and every schedule Karvan runs (DESIGN §2), in one place. Each job is a
 * pg-boss queue of the same name (schema `pgboss`); its handler is the default export of a file
 * in app/jobs/. docs/queue.md describes them for operators.
 */

/** How a job is stored and retried. */
export interface JobSpec {
  /** Lazy import of the handler module (default export: a JobDefinition). */
  load: () => Promise<{ default: JobDefinition }>
  /** Attempts before the job fails for good; default config/queue.ts defaultMaxAttempts. */
  maxAttempts?: number
  /**
   * 'exclusive': at most one job of this name waits or runs at a time, a second send() while
   * one does is dropped (periodic passes: running them twice at once gains nothing).
   * Default 'standard': every send is kept.
   */
  policy?: 'standard' | 'exclusive'
}

/** Job name → how it runs. A worker only runs jobs listed here. */
export const JOBS = {
  /** `{ enquiryId }`: e-mails a buyer's enquiry to the producer (reply-to the buyer). */
  'enquiry.forward_mail': { load: () => import('#jobs/forward_enquiry_mail') },
  /** `{ enquiryId }`: texts the producer about a buyer's enquiry; a 4xx refusal fails at once. */
  'enquiry.forward_sms': { load: () => import('#jobs/forward_enquiry_sms') },
  /** `{ replyId }`: e-mails the producer's reply to the buyer. */
  'enquiry.reply_mail': { load: () => import('#jobs/send_enquiry_reply') },
  /** `{ productId, userId, decision, reason? }`: an admin's decision on a product, to one producer account. */
  'product.review_mail': { load: () => import('#jobs/product_review_mail') },
  /** `{ orderId }`: the buyer's order mail (queued by checkout with the order). */
  'order.placed_mail': { load: () => import('#jobs/order_placed_mail') },
  /** `{ orderId, outcome }`: the buyer's payment result (queued by payments). */
  'order.payment_mail': { load: () => import('#jobs/order_payment_mail') },
  /** `{ orderId, shipmentId }`: one seller's new-order notice. */
  'order.seller_mail': { load: () => import('#jobs/order_seller_mail') },
  /** `{ shipmentId, status }`: tells the buyer a shipment's new stage. */
  'shipment.stage_mail': { load: () => import('#jobs/shipment_stage_mail') },
  /** `{}`: expires unpaid orders past `expires_at` and gives their stock back (schedule below). */
  'orders.expire_unpaid': {
    load: () => import('#jobs/expire_unpaid_orders'),
    maxAttempts: 1,
    policy: 'exclusive',
  },
  /** `{}`: settles payment attempts still pending from the gateways' own status (schedule below). */
  'payments.reconcile': {
    load: () => import('#jobs/reconcile_payments'),
    maxAttempts: 1,
    policy: 'exclusive',
  },
  /** `{}`: the search front tier and search heads pass (schedule below). */
  'catalog.search_tier': {
    load: () => import('#jobs/refresh_search_tier'),
    maxAttempts: 1,
    policy: 'exclusive',
  },
  /** `{ reason: 'startup' | 'interval' }`: the CBAR exchange-rates sync (schedule below; a start-up pass from the provider). */
  'rates.sync': {
    load: () => import('#jobs/sync_exchange_rates'),
    maxAttempts: 1,
    policy: 'exclusive',
  },
  /** `{ quoteId }`: mails a seller's quote (new or revised) to the RFQ's buyer with the signed link. */
  'rfq.quote_mail': { load: () => import('#jobs/rfq_quote_mail') },
  /** `{ rfqId }`: tells the buyer the seller declined the request, with the reason. */
  'rfq.declined_mail': { load: () => import('#jobs/rfq_declined_mail') },
  /** `{ rfqId }`: e-mails a new (confirmed) RFQ to the seller company (issue 24). */
  'rfq.new_mail': { load: () => import('#jobs/rfq_new_mail') },
  /** `{ rfqId }`: texts the seller company about a new RFQ; a 4xx refusal fails at once. */
  'rfq.new_sms': { load: () => import('#jobs/rfq_new_sms') },
  /** `{ rfqId }`: tells the buyer "Your request RFQ-000123 was sent", with the signed link. */
  'rfq.sent_mail': { load: () => import('#jobs/rfq_sent_mail') },
  /** `{ messageId }`: e-mails a thread message to the other party (buyer ⇄ seller). */
  'rfq.message_mail': { load: () => import('#jobs/rfq_message_mail') },
  /** `{ rfqId }`: a quote was accepted — the buyer's and the seller's mail with the pro-forma link. */
  'rfq.accepted_mail': { load: () => import('#jobs/rfq_accepted_mail') },
  /** `{}`: regenerates the XML sitemaps (schedule below; docs/seo.md). */
  'seo.sitemaps': {
    load: () => import('#jobs/generate_sitemaps'),
    maxAttempts: 1,
    policy: 'exclusive',
  },
  /** `{}`: reminds sellers of RFQs unanswered after 24 h and 72 h (schedule below). */
  'rfq.remind_sellers': {
    load: () => import('#jobs/remind_rfq_sellers'),
    maxAttempts: 1,
    policy: 'exclusive',
  },
  /** `{}`: expires lapsed quotes, unanswered and unconfirmed RFQs (schedule below). */
  'rfq.expire': { load: () => import('#jobs/expire_rfqs'), maxAttempts: 1, policy: 'exclusive' },
  /** `{}`: mails sellers 30 days before their company's verification expires (schedule below). */
  'trust.verification_reminders': {
    load: () => import('#jobs/verification_reminders'),
    maxAttempts: 1,
    policy: 'exclusive',
  },
  /** `{}`: mails sellers about export documents expiring within 30 days, once each (schedule below). */
  'trust.document_reminders': {
    load: () => import('#jobs/document_reminders'),
    maxAttempts: 1,
    policy: 'exclusive',
  },
} satisfies Record<string, JobSpec>

/** A job name listed in JOBS. */
export type JobName = keyof typeof JOBS

/** Jobs registered beside JOBS at run time: only specs do, for their own test jobs (registerJobs in boss.ts). */
export const extraJobs = new Map<string, JobSpec>()

/** The spec of a job, or undefined for a name that is not listed. */
export function jobSpec(name: string): JobSpec | undefined {
  return Object.hasOwn(JOBS, name) ? (JOBS as Record<string, JobSpec>)[name] : extraJobs.get(name)
}

/** Every job name: JOBS and any registered extra ones. */
export function jobNames(): string[] {
  return [...Object.keys(JOBS), ...extraJobs.keys()]
}

/** Job names of the enquiry flow (app/actions/enquiries). */
export const ENQUIRY_JOBS = {
  forwardMail: 'enquiry.forward_mail',
  forwardSms: 'enquiry.forward_sms',
  replyMail: 'enquiry.reply_mail',
} as const satisfies Record<string, JobName>

/** A cron schedule: pg-boss sends job `name` with `data` at every match of `cron` (UTC). */
export interface ScheduleSpec {
  name: JobName
  /** Five-field cron expression, UTC. */
  cron: string
  data: Record<string, unknown>
  /** Off schedules are removed from pg-boss at start. */
  enabled: boolean
}

/**
 * Cron of "every `hours` hours" for the rates sync: whole hours from 1 to 24
 * (RATES_SYNC_INTERVAL_HOURS, default 6; a fraction is rounded).
 */
export function everyHoursCron(hours: number): string {
  const whole = Math.min(24, Math.max(1, Math.round(hours)))
  return whole === 24 ? '0 0 * * *' : `0 */${whole} * * *`
}

/**
 * Every schedule. The periodic jobs are 'exclusive', so a tick while the previous pass still
 * waits or runs adds nothing, and one attempt each: the next tick tries again.
 */
export function schedules(): ScheduleSpec[] {
  return [
    /** Unpaid orders expire within a minute of `expires_at`. */
    { name: 'orders.expire_unpaid', cron: '* * * * *', data: {}, enabled: true },
    /** Pending payments are checked with the gateways every `reconcileEveryMinutes`. */
    {
      name: 'payments.reconcile',
      cron: `*/${paymentsConfig.reconcileEveryMinutes} * * * *`,
      data: {},
      enabled: true,
    },
    /** The search front tier is re-drawn hourly (skipped when a pass began within the last 54 minutes). */
    { name: 'catalog.search_tier', cron: '0 * * * *', data: {}, enabled: true },
    /** CBAR rates every RATES_SYNC_INTERVAL_HOURS (skipped when some process synced recently); RATES_SYNC=off turns it off. */
    {
      name: 'rates.sync',
      cron: everyHoursCron(env.get('RATES_SYNC_INTERVAL_HOURS') ?? 6),
      data: { reason: 'interval' },
      enabled: env.get('RATES_SYNC') !== 'off',
    },
    /** The XML sitemaps every 6 hours (docs/seo.md). */
    { name: 'seo.sitemaps', cron: everyHoursCron(6), data: {}, enabled: true },
    /** Sellers are reminded of unanswered RFQs within 15 minutes of the 24 h / 72 h mark. */
    { name: 'rfq.remind_sellers', cron: '*/15 * * * *', data: {}, enabled: true },
    /** Quotes, unanswered and unconfirmed RFQs expire hourly. */
    { name: 'rfq.expire', cron: '5 * * * *', data: {}, enabled: true },
    /** Verification reminders daily at 06:20 UTC (10:20 in Baku). */
    { name: 'trust.verification_reminders', cron: '20 6 * * *', data: {}, enabled: true },
    /** Export documents' expiry reminders daily at 05:00 UTC (09:00 in Baku). */
    { name: 'trust.document_reminders', cron: '0 5 * * *', data: {}, enabled: true },
  ]
}

/** Job names of the buyer side of RFQs (app/actions/rfqs). */
export const RFQ_BUYER_JOBS = {
  newMail: 'rfq.new_mail',
  newSms: 'rfq.new_sms',
  sentMail: 'rfq.sent_mail',
  messageMail: 'rfq.message_mail',
} as const satisfies Record<string, JobName>
