import { sendAcceptedMails } from '#services/export_desk/acceptance_mail'
import { defineJob } from '#services/queue/types'

/**
 * `rfq.accepted_mail` `{ rfqId }` (queued by acceptQuote in the acceptance transaction): the
 * buyer's and the seller's mail saying the quote was accepted, with the pro-forma's link.
 */
export default defineJob<{ rfqId: number }>('rfq.accepted_mail', async ({ rfqId }) => {
  return sendAcceptedMails(Number(rfqId))
})
