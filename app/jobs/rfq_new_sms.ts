import Rfq from '#models/rfq'
import { newRfqSms, sellerContacts } from '#actions/rfqs/rfq_notifications'
import { notifier, SmsDeliveryError } from '#services/notifications/notifier'
import { defineJob, PermanentJobError } from '#services/queue/types'

/**
 * `rfq.new_sms` `{ rfqId }`: texts the seller company's registered mobile about a new RFQ (in
 * the company's language, with the inbox link). Gateway outages retry, a refusal (4xx) fails at
 * once; no mobile on record completes with a note (the e-mail still carries the RFQ).
 */
export default defineJob<{ rfqId: number }>('rfq.new_sms', async ({ rfqId }, { signal }) => {
  const rfq = await Rfq.find(Number(rfqId))
  if (!rfq) return 'missing'
  const seller = await sellerContacts(rfq.companyId)
  if (!seller.mobile) return 'no_mobile'
  try {
    await notifier.sms({ to: seller.mobile, text: newRfqSms(rfq, seller) }, { signal })
  } catch (error) {
    if (error instanceof SmsDeliveryError && !error.retryable)
      throw new PermanentJobError(error.message)
    throw error
  }
  return 'sent'
})
