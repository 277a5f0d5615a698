import { expireRfqs } from '#services/export_desk/rfq_expiry'
import { defineJob } from '#services/queue/types'

/** Job name of the RFQ and quote expiry pass. */
export const EXPIRE_RFQS_JOB = 'rfq.expire'

/**
 * `rfq.expire` `{}`: quotes past their validity date, RFQs left unanswered for
 * RFQ_LIMITS.unansweredDays and guests' RFQs never confirmed expire
 * (app/services/export_desk/rfq_expiry.ts). Scheduled hourly.
 */
export default defineJob<Record<string, never>>(EXPIRE_RFQS_JOB, async () => {
  const { quotes, rfqs } = await expireRfqs()
  return quotes + rfqs > 0 ? `expired ${quotes} quote(s), ${rfqs} RFQ(s)` : undefined
})
