import db from '@adonisjs/lucid/services/db'
import { enqueue } from '#services/queue/enqueue'
import { ENQUIRY_JOBS } from '#services/queue/jobs'

/**
 * Stores the producer's reply to enquiry `enquiryId` (already checked to belong to the user's
 * company), marks the enquiry answered and, in the same transaction, enqueues the e-mail to the
 * buyer (job `enquiry.reply_mail`). Returns the reply id.
 */
export default class ReplyToEnquiry {
  async handle(enquiryId: number, userId: number, body: string): Promise<number> {
    return db.transaction(async (trx) => {
      const [row] = await trx
        .table('enquiry_replies')
        .insert({ enquiry_id: enquiryId, user_id: userId, body })
        .returning('id')
      const replyId = Number(row.id ?? row)
      await trx
        .from('enquiries')
        .where('id', enquiryId)
        .update({ status: 'answered', updated_at: new Date() })
      await enqueue(ENQUIRY_JOBS.replyMail, { replyId }, { trx })
      return replyId
    })
  }
}
