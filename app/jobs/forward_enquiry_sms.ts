import ForwardEnquiry, { SmsDeliveryError } from '#actions/enquiries/forward_enquiry'
import { defineJob, PermanentJobError } from '#services/queue/types'

/**
 * `enquiry.forward_sms` `{ enquiryId }`: texts the producer's registered mobile about a buyer's
 * enquiry. Gateway outages retry, a refusal (4xx) fails at once; no mobile on record completes
 * the job with a note (the e-mail still carries the enquiry).
 */
export default defineJob<{ enquiryId: number }>(
  'enquiry.forward_sms',
  async ({ enquiryId }, { signal }) => {
    try {
      return await new ForwardEnquiry().bySms(Number(enquiryId), signal)
    } catch (error) {
      if (error instanceof SmsDeliveryError && !error.retryable)
        throw new PermanentJobError(error.message)
      throw error
    }
  }
)
