import ForwardEnquiry from '#actions/enquiries/forward_enquiry'
import { defineJob, PermanentJobError } from '#services/queue/types'

/**
 * `enquiry.forward_mail` `{ enquiryId }`: e-mails a buyer's enquiry to the producer's registered
 * address (reply-to the buyer). Transport errors retry; a producer without any e-mail fails it.
 */
export default defineJob<{ enquiryId: number }>('enquiry.forward_mail', async ({ enquiryId }) => {
  const outcome = await new ForwardEnquiry().byMail(Number(enquiryId))
  if (outcome === 'no_email')
    throw new PermanentJobError(`enquiry ${enquiryId}: the producer has no registered e-mail`)
  return outcome
})
