import { mailQuote } from '#services/export_desk/seller_mails'
import { defineJob } from '#services/queue/types'

/** `rfq.quote_mail` `{ quoteId }`: mails a new or revised quote to the buyer with the RFQ link. */
export default defineJob<{ quoteId: number }>('rfq.quote_mail', async ({ quoteId }) => {
  return mailQuote(Number(quoteId))
})
