import { remindExpiringVerifications } from '#services/trust/verification_reminders'
import { defineJob } from '#services/queue/types'

/** Job name of the reminders before a company verification expires. */
export const VERIFICATION_REMINDERS_JOB = 'trust.verification_reminders'

/**
 * `trust.verification_reminders` `{}`: mails the sellers of each company whose verification by
 * mobile signature ends within 30 days, once per verification
 * (app/services/trust/verification_reminders.ts). Daily; running it twice sends nothing twice.
 */
export default defineJob<Record<string, never>>(VERIFICATION_REMINDERS_JOB, async () => {
  const reminded = await remindExpiringVerifications()
  return reminded > 0 ? `reminded ${reminded} companies` : undefined
})
