import SmsGateway, { SmsDeliveryError, type SmsMessage, type SmsReceipt } from './sms_gateway.js'

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
 * SmsDeliveryError, 5xx / network error / timeout → a retryable one. Never waits longer than
 * timeoutMs (DESIGN §5: no outbound call without a timeout).
 */
export default class HttpSmsGateway extends SmsGateway {
  constructor(private options: HttpSmsGatewayOptions) {
    super()
  }

  async send(message: SmsMessage, options: { signal?: AbortSignal } = {}): Promise<SmsReceipt> {
    const timeout = AbortSignal.timeout(this.options.timeoutMs)
    const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout
    let response: Response
    try {
      response = await fetch(this.options.url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'accept': 'application/json',
          ...(this.options.token ? { authorization: `Bearer ${this.options.token}` } : {}),
        },
        body: JSON.stringify({ from: this.options.sender, to: message.to, text: message.text }),
        signal,
        redirect: 'error',
      })
    } catch (error) {
      const reason = timeout.aborted ? `timed out after ${this.options.timeoutMs} ms` : (error as Error).message
      throw new SmsDeliveryError(`SMS gateway unreachable: ${reason}`, true)
    }
    const body = await response.text().catch(() => '')
    if (!response.ok) {
      throw new SmsDeliveryError(`SMS gateway answered ${response.status}: ${body.slice(0, 200)}`, response.status >= 500 || response.status === 429)
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
