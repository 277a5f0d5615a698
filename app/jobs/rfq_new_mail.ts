import Rfq from '#models/rfq'
import { newRfqMail, sellerContacts, sendMail } from '#actions/rfqs/rfq_notifications'
import { defineJob, PermanentJobError } from '#services/queue/types'

/**
 * `rfq.new_mail` `{ rfqId }`: e-mails a new (confirmed) RFQ to the seller company's registered
 * address in the company's language (reply-to the buyer). Transport errors retry; a company
 * without any e-mail fails it for good. An RFQ gone meanwhile completes with a note.
 */
export default defineJob<{ rfqId: number }>('rfq.new_mail', async ({ rfqId }) => {
  const rfq = await Rfq.find(Number(rfqId))
  if (!rfq) return 'missing'
  const seller = await sellerContacts(rfq.companyId)
  if (!seller.email)
    throw new PermanentJobError(`rfq ${rfqId}: the seller has no registered e-mail`)
  const { subject, text } = await newRfqMail(rfq, seller)
  await sendMail({
    to: { address: seller.email, name: seller.company.name },
    replyTo: { address: rfq.buyerEmail, name: rfq.buyerName },
    subject,
    text,
  })
  return 'sent'
})
