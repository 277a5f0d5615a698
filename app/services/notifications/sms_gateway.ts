/** One text message to one phone. */
export interface SmsMessage {
  /** Recipient in E.164 form, e.g. '+994501234567'. */
  to: string
  /** Plain text; gateways split long texts into parts themselves. */
  text: string
}

/** What the gateway answered: its id for the message (for support look-ups). */
export interface SmsReceipt {
  id: string
}

/**
 * SMS channel of the notification contract (DESIGN §5): an HTTP gateway adapter in production,
 * a log driver in development and tests. Bound in providers/queue_provider.ts from config/sms.ts.
 * `send` throws SmsDeliveryError when the message was not accepted (the job retries it).
 */
export default abstract class SmsGateway {
  abstract send(message: SmsMessage, options?: { signal?: AbortSignal }): Promise<SmsReceipt>
}

/** The gateway refused the message or could not be reached; `retryable` is false for a permanent refusal (4xx). */
export class SmsDeliveryError extends Error {
  constructor(
    message: string,
    readonly retryable: boolean
  ) {
    super(message)
    this.name = 'SmsDeliveryError'
  }
}
