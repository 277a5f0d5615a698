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
