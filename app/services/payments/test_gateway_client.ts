import PaymentGateway, {
  InvalidPaymentCallback,
  PaymentGatewayError,
  type CallbackRequest,
  type CreatedPayment,
  type CreatePaymentInput,
  type GatewayEvent,
  type GatewayPaymentStatus,
  type GatewayStatus,
} from './gateway.js'
import { gatewayRequest, jsonObject } from './http.js'
import { minorAmount } from './amounts.js'
import { SIGNATURE_HEADER, verifySignatureHeader } from './webhook_signature.js'

const STATUSES: readonly GatewayPaymentStatus[] = ['pending', 'succeeded', 'failed', 'cancelled']

export interface TestGatewayClientOptions {
  /** API base, e.g. 'http://127.0.0.1:3333/payments/test-gateway'. */
  baseUrl: string
  /** Bearer token of its API and HMAC key of its callbacks. */
  secret: string
  /** Limit of one call in ms, > 0. */
  timeoutMs: number
  /** Accepted age of a callback's signature, in seconds. */
  toleranceSeconds: number
}

/**
 * Client of the built-in test gateway (app/services/payments/test_gateway), which speaks a small
 * Stripe-like protocol (INTEGRATIONS §4.2):
 * - `POST {base}/api/payments` (Bearer secret) JSON `{ order_id, amount_minor, currency,
 *   description, locale, return_url, callback_url }` → 201 `{ reference, status, url }`, `url`
 *   being the hosted page's path on the buyer-facing origin (the gateway is mounted in this app).
 * - `GET {base}/api/payments/{reference}` (Bearer secret) → `{ reference, order_id, status,
 *   amount_minor, currency, code }`, status pending | succeeded | failed | cancelled.
 * - Callbacks: `POST callback_url` JSON `{ id, type, created, data: { reference, order_id,
 *   status, amount_minor, currency, code } }` with `Karvan-Signature: t=…,v1=…`.
 */
export default class TestGatewayClient extends PaymentGateway {
  readonly name = 'test_gateway' as const
  readonly baseUrl: string

  constructor(protected options: TestGatewayClientOptions) {
    super()
    this.baseUrl = options.baseUrl.replace(/\/+$/, '')
  }

  async createPayment(input: CreatePaymentInput): Promise<CreatedPayment> {
    const answer = await gatewayRequest(this.name, {
      method: 'POST',
      url: `${this.baseUrl}/api/payments`,
      timeoutMs: this.options.timeoutMs,
      headers: {
        ...this.#auth(),
        'content-type': 'application/json',
        'accept': 'application/json',
      },
      body: JSON.stringify({
        order_id: String(input.attemptId),
        amount_minor: input.amountMinor,
        currency: input.currency,
        description: input.description,
        locale: input.locale,
        return_url: input.returnUrl,
        callback_url: input.callbackUrl,
      }),
    })
    if (answer.status !== 201) {
      throw new PaymentGatewayError(
        this.name,
        answer.status < 500 ? 'refused' : 'http_status',
        `test gateway create answered HTTP ${answer.status}`
      )
    }
    const body = jsonObject(this.name, answer.text, 'create')
    if (
      typeof body.reference !== 'string' ||
      typeof body.url !== 'string' ||
      !body.url.startsWith('/')
    ) {
      throw new PaymentGatewayError(
        this.name,
        'protocol',
        'test gateway create answered without reference or url'
      )
    }
    return {
      providerReference: body.reference,
      redirectUrl: new URL(body.url, input.returnUrl).href,
    }
  }

  async fetchStatus(providerReference: string): Promise<GatewayStatus> {
    const answer = await gatewayRequest(this.name, {
      method: 'GET',
      url: `${this.baseUrl}/api/payments/${encodeURIComponent(providerReference)}`,
      timeoutMs: this.options.timeoutMs,
      headers: { ...this.#auth(), accept: 'application/json' },
    })
    if (answer.status !== 200) {
      throw new PaymentGatewayError(
        this.name,
        answer.status === 404 ? 'refused' : 'http_status',
        `test gateway status answered HTTP ${answer.status}`
      )
    }
    const body = jsonObject(this.name, answer.text, 'status')
    const status = STATUSES.find((item) => item === body.status)
    if (body.reference !== providerReference || !status) {
      throw new PaymentGatewayError(
        this.name,
        'protocol',
        'test gateway status answered another payment or an unknown status'
      )
    }
    return {
      status,
      amountMinor: minorAmount(body.amount_minor),
      currency: typeof body.currency === 'string' ? body.currency : null,
      code: typeof body.code === 'string' ? body.code : null,
    }
  }

  parseCallback(request: CallbackRequest): GatewayEvent {
    verifySignatureHeader(
      this.options.secret,
      request.rawBody,
      request.headers[SIGNATURE_HEADER],
      this.options.toleranceSeconds
    )
    let body: any
    try {
      body = JSON.parse(request.rawBody)
    } catch {
      throw new InvalidPaymentCallback('malformed', 'callback body is not JSON')
    }
    const data = body?.data
    const status = STATUSES.find((item) => item === data?.status)
    if (
      typeof body?.id !== 'string' ||
      !/^[A-Za-z0-9_-]{1,64}$/.test(body.id) ||
      typeof data?.reference !== 'string' ||
      !status
    ) {
      throw new InvalidPaymentCallback(
        'malformed',
        'callback without event id, reference or status'
      )
    }
    return {
      eventId: body.id,
      providerReference: data.reference,
      status,
      amountMinor: minorAmount(data.amount_minor),
      currency: typeof data.currency === 'string' ? data.currency : null,
      code: typeof data.code === 'string' ? data.code : null,
    }
  }

  #auth() {
    return { authorization: `Bearer ${this.options.secret}` }
  }
}
