import MailEnquiryReply from '#actions/enquiries/mail_enquiry_reply'
import { defineJob } from '#services/queue/types'

/** `enquiry.reply_mail` `{ replyId }`: e-mails the producer's reply to the buyer (reply-to the producer). */
export default defineJob<{ replyId: number }>('enquiry.reply_mail', async ({ replyId }) => {
  return new MailEnquiryReply().handle(Number(replyId))
})
