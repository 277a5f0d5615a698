/** Named rate limits (DESIGN §6), keyed by the trusted client IP. */
import env from '#start/env'
import limiter from '@adonisjs/limiter/services/main'

/** Contact form: CONTACT_RATE_LIMIT submissions (default 5) per IP per 10 minutes. */
export const contactThrottle = limiter.define('contact', (ctx) =>
  limiter
    .allowRequests(env.get('CONTACT_RATE_LIMIT') ?? 5)
    .every('10 minutes')
    .usingKey(`contact:${ctx.request.ip()}`)
)

/** Product comments: 5 per IP per 10 minutes. */
export const commentThrottle = limiter.define('comment', (ctx) =>
  limiter
    .allowRequests(env.get('COMMENT_RATE_LIMIT') ?? 5)
    .every('10 minutes')
    .usingKey(`comment:${ctx.request.ip()}`)
)

/**
 * Revealing a seller's full phone number (product and supplier pages alike): 30 per client IP
 * per minute across all sellers, so the directory cannot be harvested. Over the limit: 429
 * with a localized message.
 */
export const phoneRevealThrottle = limiter.define('phone_reveal', (ctx) =>
  limiter
    .allowRequests(30)
    .every('1 minute')
    .usingKey(`phone:${ctx.request.ip()}`)
    .limitExceeded((error) => {
      error.t('suppliers.phone.too_many', { seconds: error.response.availableIn })
    })
)

/**
 * Buyers' enquiries from product and supplier pages (one budget for both): ENQUIRY_RATE_LIMIT
 * (default 5) per client IP per hour. Over the limit the form shows a localized message.
 */
export const enquiryThrottle = limiter.define('enquiry', (ctx) =>
  limiter
    .allowRequests(env.get('ENQUIRY_RATE_LIMIT') ?? 5)
    .every('1 hour')
    .usingKey(`enquiry:${ctx.request.ip()}`)
)

/**
 * Requests for quotation (issue 24): RFQ_RATE_LIMIT (default 5) per client IP per hour for the
 * product page's RFQ form, and the same budget per buyer e-mail (rfqEmailLimiter, consumed by the
 * controller once the e-mail is validated), so neither one address nor one client can flood
 * sellers. Over the limit the form shows the localized "too many requests" message.
 */
export const rfqThrottle = limiter.define('rfq', (ctx) =>
  limiter
    .allowRequests(env.get('RFQ_RATE_LIMIT') ?? 5)
    .every('1 hour')
    .usingKey(`rfq:${ctx.request.ip()}`)
)

/** Per-e-mail budget of RFQs (`consume('rfq-email:<address>')` throws E_TOO_MANY_REQUESTS). */
export function rfqEmailLimiter() {
  return limiter.use({ requests: env.get('RFQ_RATE_LIMIT') ?? 5, duration: '1 hour' })
}

/** Messages a buyer posts to RFQ threads: 20 per client IP per 10 minutes. */
export const rfqMessageThrottle = limiter.define('rfq_message', (ctx) =>
  limiter.allowRequests(20).every('10 minutes').usingKey(`rfq-message:${ctx.request.ip()}`)
)
