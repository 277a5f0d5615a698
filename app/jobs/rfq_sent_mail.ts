import Rfq from '#models/rfq'
import { sendMail, sentMail } from '#actions/rfqs/rfq_notifications'
import { defineJob } from '#services/queue/types'

/**
 * `rfq.sent_mail` `{ rfqId }`: tells the buyer (guest or account) that the RFQ reached the seller
 * ("Your request RFQ-000123 was sent"), in the buyer's language, with the signed link to follow
 * it. Transport errors retry.
 */
export default defineJob<{ rfqId: number }>('rfq.sent_mail', async ({ rfqId }) => {
  const rfq = await Rfq.find(Number(rfqId))
  if (!rfq) return 'missing'
  const { subject, text } = await sentMail(rfq)
  await sendMail({ to: { address: rfq.buyerEmail, name: rfq.buyerName }, subject, text })
  return 'sent'
})
