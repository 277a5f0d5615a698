import { createHash, timingSafeEqual } from 'node:crypto'
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
import { fromDecimalAmount, toDecimalAmount } from './amounts.js'

export interface EpointGatewayOptions {
  /** API base, 'https://epoint.az' in production. */
  apiUrl: string
  publicKey: string
  privateKey: string
  /** Limit of one call in ms, > 0. */
  timeoutMs: number
}

/** The signed envelope every Epoint call and callback uses. */
export interface EpointEnvelope {
  /** base64 of the JSON document. */
  data: string
  /** base64 of the raw SHA-1 of `private_key + data + private_key`. */
  signature: string
}

/** Epoint's answer to a payment request (INTEGRATIONS §4.1). */
const REQUEST_OK = 'success'

/** get-status states: new (buyer not done), success, returned (refunded), error (declined). */
const STATUS_MAP: Record<string, GatewayPaymentStatus> = {
  new: 'pending',
  success: 'succeeded',
  returned: 'failed',
  error: 'failed',
  failed: 'failed',
}

/** Epoint signature of a base64 data string (INTEGRATIONS §4.1). */
export function epointSignature(privateKey: string, data: string): string {
  return createHash('sha1')
    .update(privateKey + data + privateKey, 'utf8')
    .digest('base64')
}

/**
 * Epoint (epoint.az) hosted payment adapter, API v1.0.3 (INTEGRATIONS §4.1; field names as in
 * Epoint's API PDF and the MIT `integrify` client):
 * - Every call: `POST {api}/api/1/<method>`, form-urlencoded `data=base64(JSON)` and
 *   `signature=base64(sha1_raw(private_key + data + private_key))`.
 * - Create: `/api/1/request` with `{ public_key, amount ("12.50" manats), currency: "AZN",
 *   language: az|en|ru, order_id, description, success_redirect_url, error_redirect_url }` →
 *   JSON `{ status: "success", transaction, redirect_url }` (else `{ status: "error", message }`).
 * - Status: `/api/1/get-status` with `{ public_key, transaction }` → JSON `{ status:
 *   new|success|returned|error|server_error, code, message, transaction, order_id, amount? }`.
 * - Callback: the result URL set in the Epoint merchant cabinet
 *   (`{APP_URL}/payments/callback/epoint`) receives the same form envelope `{ data, signature }`;
 *   the decoded data has `status` (success | failed), `code`, `message`, `transaction`,
 *   `bank_transaction`, `order_id`, `amount`, `rrn`, `card_mask`, … Epoint works in AZN only.
 * Every call has a time limit; signatures are compared in constant time.
 */
export default class EpointGateway extends PaymentGateway {
  readonly name = 'epoint' as const
  readonly apiUrl: string

  constructor(protected options: EpointGatewayOptions) {
    super()
    if (!options.publicKey || !options.privateKey)
      throw new RangeError('Epoint needs a public and a private key')
    this.apiUrl = options.apiUrl.replace(/\/+$/, '')
  }

  /** The signed envelope of a JSON document, as Epoint expects it. */
  envelope(document: Record<string, unknown>): EpointEnvelope {
    const data = Buffer.from(JSON.stringify(document), 'utf8').toString('base64')
    return { data, signature: epointSignature(this.options.privateKey, data) }
  }

  async createPayment(input: CreatePaymentInput): Promise<CreatedPayment> {
    const body = await this.#call('/api/1/request', {
      public_key: this.options.publicKey,
      amount: toDecimalAmount(input.amountMinor),
      currency: input.currency,
      language: input.locale,
      order_id: epointOrderId(input),
      description: input.description,
      success_redirect_url: input.returnUrl,
      error_redirect_url: input.returnUrl,
    })
    if (body.status !== REQUEST_OK) {
      throw new PaymentGatewayError(
        this.name,
        'refused',
        `Epoint refused the payment request: ${String(body.message ?? body.status)}`
      )
    }
    if (
      typeof body.transaction !== 'string' ||
      !body.transaction ||
      typeof body.redirect_url !== 'string' ||
      !/^https?:\/\//.test(body.redirect_url)
    ) {
      throw new PaymentGatewayError(
        this.name,
        'protocol',
        'Epoint answered without transaction or redirect_url'
      )
    }
    return { providerReference: body.transaction, redirectUrl: body.redirect_url }
  }

  async fetchStatus(providerReference: string): Promise<GatewayStatus> {
    const body = await this.#call('/api/1/get-status', {
      public_key: this.options.publicKey,
      transaction: providerReference,
    })
    const status = typeof body.status === 'string' ? STATUS_MAP[body.status] : undefined
    if (!status) {
      throw new PaymentGatewayError(
        this.name,
        'refused',
        `Epoint status of ${providerReference} is unknown: ${String(body.status)}`
      )
    }
    if (body.transaction !== undefined && body.transaction !== providerReference) {
      throw new PaymentGatewayError(
        this.name,
        'protocol',
        'Epoint answered the status of another transaction'
      )
    }
    return {
      status,
      amountMinor:
        body.amount === undefined || body.amount === null ? null : fromDecimalAmount(body.amount),
      currency: typeof body.currency === 'string' ? body.currency : 'AZN',
      code:
        typeof body.code === 'string' ? body.code : body.status === 'returned' ? 'returned' : null,
    }
  }

  parseCallback(request: CallbackRequest): GatewayEvent {
    const form = new URLSearchParams(request.rawBody)
    const data = form.get('data')
    const signature = form.get('signature')
    if (!data || !signature)
      throw new InvalidPaymentCallback('signature', 'Epoint callback without data or signature')
    const expected = Buffer.from(epointSignature(this.options.privateKey, data), 'base64')
    const given = Buffer.from(signature, 'base64')
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
      throw new InvalidPaymentCallback('signature', 'Epoint callback signature does not match')
    }
    let body: any
    try {
      body = JSON.parse(Buffer.from(data, 'base64').toString('utf8'))
    } catch {
      throw new InvalidPaymentCallback('malformed', 'Epoint callback data is not base64 JSON')
    }
    const status = typeof body?.status === 'string' ? STATUS_MAP[body.status] : undefined
    if (!status || typeof body.transaction !== 'string' || !body.transaction) {
      throw new InvalidPaymentCallback(
        'malformed',
        'Epoint callback without transaction or a known status'
      )
    }
    return {
      /**
       * Epoint's notifications carry no id of their own: `transaction:status` names one result of
       * one payment, which is all that needs applying once (a refused or unconfirmed delivery
       * does not use it up, see HandlePaymentCallback).
       */
      eventId: `${body.transaction}:${body.status}`.slice(0, 128),
      providerReference: body.transaction,
      status,
      amountMinor:
        body.amount === undefined || body.amount === null ? null : fromDecimalAmount(body.amount),
      currency: typeof body.currency === 'string' ? body.currency : 'AZN',
      code: typeof body.code === 'string' ? body.code : null,
    }
  }

  /** One signed call; the answer must be a JSON object. Throws PaymentGatewayError. */
  async #call(path: string, document: Record<string, unknown>): Promise<Record<string, any>> {
    const { data, signature } = this.envelope(document)
    const answer = await gatewayRequest(this.name, {
      method: 'POST',
      url: `${this.apiUrl}${path}`,
      timeoutMs: this.options.timeoutMs,
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'accept': 'application/json',
      },
      body: new URLSearchParams({ data, signature }).toString(),
    })
    if (answer.status < 200 || answer.status > 299) {
      throw new PaymentGatewayError(
        this.name,
        'http_status',
        `Epoint ${path} answered HTTP ${answer.status}`
      )
    }
    return jsonObject(this.name, answer.text, path)
  }
}

/** Our order id at Epoint: unique per attempt ("K-20260101-0001-42"). */
export function epointOrderId(
  input: Pick<CreatePaymentInput, 'orderNumber' | 'attemptId'>
): string {
  return `${input.orderNumber}-${input.attemptId}`
}
