import { mailDeclined } from '#services/export_desk/seller_mails'
import { defineJob } from '#services/queue/types'

/** `rfq.declined_mail` `{ rfqId }`: tells the buyer the seller declined the request, with the reason. */
export default defineJob<{ rfqId: number }>('rfq.declined_mail', async ({ rfqId }) => {
  return mailDeclined(Number(rfqId))
})
