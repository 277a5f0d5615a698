import Rfq from '#models/rfq'
import RfqMessage from '#models/rfq_message'
import { messageMail, sendMail } from '#actions/rfqs/rfq_notifications'
import { defineJob } from '#services/queue/types'

/**
 * `rfq.message_mail` `{ messageId }`: e-mails a thread message to the OTHER party — a buyer's
 * message to the seller company (inbox link, reply-to the buyer), a seller's to the buyer (with
 * the signed link). Queued by both sides of the export desk; Karvan's own notes and a seller
 * without e-mail complete with a note. Transport errors retry.
 */
export default defineJob<{ messageId: number }>('rfq.message_mail', async ({ messageId }) => {
  const message = await RfqMessage.find(Number(messageId))
  if (!message) return 'missing'
  const rfq = await Rfq.findOrFail(message.rfqId)
  const mail = await messageMail(message, rfq)
  if (!mail) return 'skipped'
  await sendMail(mail)
  return 'sent'
})
