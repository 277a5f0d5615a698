import app from '@adonisjs/core/services/app'
import mail from '@adonisjs/mail/services/main'
import SmsGateway, { SmsDeliveryError, type SmsMessage, type SmsReceipt } from './sms_gateway.js'

/** An e-mail address with an optional display name. */
export interface MailAddress {
  address: string
  name?: string | null
}

/** A plain-text e-mail. */
export interface PlainMail {
  to: MailAddress
  replyTo?: MailAddress | null
  subject: string
  text: string
}

/**
 * Notification contract (DESIGN §5) used by jobs: mail through @adonisjs/mail (SMTP in
 * production, the JSON outbox in development and tests), SMS through the bound SmsGateway.
 */
export const notifier = {
  /** Sends a plain-text mail from the configured sender; transport errors propagate (the job retries). */
  async mail(message: PlainMail): Promise<void> {
    await mail.send((out) => {
      out.to(message.to.address, message.to.name ?? undefined)
      if (message.replyTo) out.replyTo(message.replyTo.address, message.replyTo.name ?? undefined)
      out.subject(message.subject).text(message.text)
    })
  },

  /** Sends an SMS through the gateway bound in the container; throws SmsDeliveryError. */
  async sms(message: SmsMessage, options: { signal?: AbortSignal } = {}): Promise<SmsReceipt> {
    const gateway = await app.container.make(SmsGateway)
    return gateway.send(message, options)
  },
}

export { SmsDeliveryError }
