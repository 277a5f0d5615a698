import { OutboundError, outboundRequest, type OutboundResponse } from '#services/http/outbound'
import SmsGateway, { SmsDeliveryError, type SmsMessage, type SmsReceipt } from './sms_gateway.js'

/** A gateway's answer is a small JSON receipt; a larger body is not read past this. */
const MAX_BODY_BYTES = 64 * 1024

export interface HttpSmsGatewayOptions {
  /** Endpoint receiving `POST` JSON `{ from, to, text }`. */
  url: string
  /** Sent as `Authorization: Bearer <token>` when set. */
  token?: string
  sender: string
  /** Whole-request timeout (ms). */
  timeoutMs: number
}

/**
 * HTTP SMS gateway adapter: `POST url` with JSON `{ from, to, text }` and a bearer token; any
 * 2xx is accepted, its JSON `id` (or `message_id`) kept as the receipt. 4xx → a permanent
 * SmsDeliveryError, 5xx / network error / timeout → a retryable one. Calls go through outboundRequest
 * and never wait longer than timeoutMs (DESIGN §5: no outbound call without a timeout).
 */
export default class HttpSmsGateway extends SmsGateway {
  constructor(private options: HttpSmsGatewayOptions) {
    super()
  }

  async send(message: SmsMessage, options: { signal?: AbortSignal } = {}): Promise<SmsReceipt> {
    let answer: OutboundResponse
    try {
      answer = await outboundRequest({
        url: this.options.url,
        method: 'POST',
        timeoutMs: this.options.timeoutMs,
        maxBytes: MAX_BODY_BYTES,
        signal: options.signal,
        headers: {
          'content-type': 'application/json',
          'accept': 'application/json',
          ...(this.options.token ? { authorization: `Bearer ${this.options.token}` } : {}),
        },
        body: JSON.stringify({ from: this.options.sender, to: message.to, text: message.text }),
      })
    } catch (error) {
      if (!(error instanceof OutboundError)) throw error
      // The gateway took the message (2xx) but its answer could not be read: sent, without its id.
      if (error.status !== null && error.status >= 200 && error.status < 300)
        return { id: `http-${Date.now()}` }
      if (error.status !== null) {
        throw new SmsDeliveryError(
          `SMS gateway answered ${error.status}: ${error.reason}`,
          error.status >= 500 || error.status === 429
        )
      }
      const reason =
        error.kind === 'timeout'
          ? `timed out after ${this.options.timeoutMs} ms`
          : ((error.cause as Error)?.message ?? error.reason)
      throw new SmsDeliveryError(`SMS gateway unreachable: ${reason}`, true)
    }
    const body = answer.text
    if (answer.status < 200 || answer.status >= 300) {
      throw new SmsDeliveryError(
        `SMS gateway answered ${answer.status}: ${body.slice(0, 200)}`,
        answer.status >= 500 || answer.status === 429
      )
    }
    let id = ''
    try {
      const parsed = JSON.parse(body)
      id = String(parsed?.id ?? parsed?.message_id ?? '')
    } catch {
      id = ''
    }
    return { id: id || `http-${Date.now()}` }
  }
}
