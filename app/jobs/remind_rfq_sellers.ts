import { remindRfqSellers } from '#services/export_desk/rfq_reminders'
import { defineJob } from '#services/queue/types'

/** Job name of the sellers' reminders about unanswered RFQs. */
export const REMIND_RFQ_SELLERS_JOB = 'rfq.remind_sellers'

/**
 * `rfq.remind_sellers` `{}`: mails and texts each seller company about RFQs it has not answered
 * 24 h and 72 h after they reached it (app/services/export_desk/rfq_reminders.ts), once each.
 * Scheduled every 15 minutes; running it twice at once sends nothing twice.
 */
export default defineJob<Record<string, never>>(REMIND_RFQ_SELLERS_JOB, async () => {
  const { h24, h72 } = await remindRfqSellers()
  return h24 + h72 > 0 ? `reminded ${h24} at 24 h, ${h72} at 72 h` : undefined
})
