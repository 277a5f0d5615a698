import { remindExpiringDocuments } from '#services/trust/document_reminders'
import { defineJob } from '#services/queue/types'

/** Job name of the export documents' expiry reminders. */
export const DOCUMENT_REMINDERS_JOB = 'trust.document_reminders'

/**
 * `trust.document_reminders` `{}`: mails each company's sellers about documents expiring within
 * DOCUMENT_REMINDER_DAYS (app/services/trust/document_reminders.ts), once per expiry date.
 * Scheduled daily; running it twice sends nothing twice.
 */
export default defineJob<Record<string, never>>(DOCUMENT_REMINDERS_JOB, async () => {
  const sent = await remindExpiringDocuments()
  return sent > 0 ? `reminded ${sent} documents` : undefined
})
