import { randomBytes } from 'node:crypto'
import db from '@adonisjs/lucid/services/db'
import logger from '@adonisjs/core/services/logger'
import paymentsConfig from '#config/payments'
import type { Locale } from '#lib/route_table'
import type { GatewayPaymentStatus } from '../gateway.js'
import { signatureHeader } from '../webhook_signature.js'

/** A hosted payment of the test gateway (table test_gateway_payments). */
export interface TestPayment {
  id: number
  reference: string
  merchantOrderId: string
  merchantName: string
  description: string
  /** Qəpik. */
  amountMinor: number
  currency: string
  locale: Locale
  returnUrl: string
  callbackUrl: string
  status: GatewayPaymentStatus
  code: string | null
  callbackHeld: boolean
}

/** What the merchant asks the test gateway to host (validated by testGatewayPaymentValidator). */
export interface TestPaymentRequest {
  order_id: string
  amount_minor: number
  currency: 'AZN'
  description: string
  locale: Locale
  return_url: string
  callback_url: string
}

/** The buyer's button on the hosted page. */
export type TestOutcome = 'success' | 'failure' | 'cancel'

const OUTCOMES: Record<TestOutcome, { status: GatewayPaymentStatus; code: string | null }> = {
  success: { status: 'succeeded', code: null },
  failure: { status: 'failed', code: 'card_declined' },
  cancel: { status: 'cancelled', code: 'cancelled_by_buyer' },
}

function toPayment(row: any): TestPayment {
  return {
    id: row.id,
    reference: row.reference,
    merchantOrderId: row.merchant_order_id,
    merchantName: row.merchant_name,
    description: row.description,
    amountMinor: Number(row.amount_minor),
    currency: row.currency,
    locale: row.locale,
    returnUrl: row.return_url,
    callbackUrl: row.callback_url,
    status: row.status,
    code: row.code,
    callbackHeld: row.callback_held,
  }
}

/** The state the status API reports (and every callback carries in `data`). */
export function statusDocument(payment: TestPayment) {
  return {
    reference: payment.reference,
    order_id: payment.merchantOrderId,
    status: payment.status,
    amount_minor: payment.amountMinor,
    currency: payment.currency,
    code: payment.code,
  }
}

/**
 * The built-in test gateway (DESIGN §5 Payments): a simulated external payment provider with its
 * own state in PostgreSQL (migration 0016), so any app process serves it. Merchants create
 * payments through its API, buyers choose success, failure or cancel on its hosted page, and it
 * notifies the merchant with Stripe-style signed callbacks (`Karvan-Signature`, HMAC-SHA256 over
 * `t.rawBody`, INTEGRATIONS §4.2), each event with a unique id and stored so it can be sent late
 * or again. Callback delivery failures are logged and otherwise ignored: the merchant's return
 * page and status check settle the payment anyway.
 */
export const testGateway = {
  /** Registers a payment awaiting the buyer; returns it with its new random reference. */
  async create(request: TestPaymentRequest): Promise<TestPayment> {
    const [row] = await db
      .table('test_gateway_payments')
      .insert({
        reference: `tgp_${randomBytes(24).toString('base64url')}`,
        merchant_order_id: request.order_id,
        merchant_name: paymentsConfig.testGateway.merchantName,
        description: request.description,
        amount_minor: request.amount_minor,
        currency: request.currency,
        locale: request.locale,
        return_url: request.return_url,
        callback_url: request.callback_url,
      })
      .returning('*')
    return toPayment(row)
  },

  /** A payment by reference, or null. */
  async find(reference: string): Promise<TestPayment | null> {
    const row = await db.from('test_gateway_payments').where('reference', reference).first()
    return row ? toPayment(row) : null
  },

  /**
   * Records the buyer's choice once (a second click changes nothing and sends nothing) and emits
   * its event. Unless `late`, the callback is delivered before this returns; a late one waits
   * `lateCallbackDelayMs` (or, when that is null, until deliverHeld()). Returns the payment as
   * it now stands, or null for an unknown reference.
   */
  async complete(
    reference: string,
    outcome: TestOutcome,
    options: { late?: boolean } = {}
  ): Promise<TestPayment | null> {
    const late = options.late === true
    const result = await db.transaction(async (trx) => {
      const row = await trx
        .from('test_gateway_payments')
        .where('reference', reference)
        .forUpdate()
        .first()
      if (!row) return null
      if (row.status !== 'pending') return { payment: toPayment(row), eventId: null }
      const { status, code } = OUTCOMES[outcome]
      const [updated] = await trx
        .from('test_gateway_payments')
        .where('id', row.id)
        .update({ status, code, callback_held: late, completed_at: new Date() })
        .returning('*')
      const payment = toPayment(updated)
      const eventId = `evt_${randomBytes(18).toString('base64url')}`
      const body = JSON.stringify({
        id: eventId,
        type: `payment.${status}`,
        created: Math.floor(Date.now() / 1000),
        data: statusDocument(payment),
      })
      await trx
        .table('test_gateway_events')
        .insert({ event_id: eventId, payment_id: payment.id, body })
      return { payment, eventId }
    })
    if (!result) return null
    if (result.eventId) {
      const delay = paymentsConfig.testGateway.lateCallbackDelayMs
      if (!late) await this.deliver(result.eventId)
      else if (delay !== null) setTimeout(() => void this.deliverHeld(reference), delay).unref()
    }
    return result.payment
  },

  /**
   * Posts a stored event to its payment's callback URL, signed now, with the configured time
   * limit. Returns the HTTP status, or null when it could not be delivered (logged, ignored).
   */
  async deliver(eventId: string): Promise<number | null> {
    const event = await db
      .from('test_gateway_events')
      .join('test_gateway_payments', 'test_gateway_payments.id', 'test_gateway_events.payment_id')
      .where('test_gateway_events.event_id', eventId)
      .select(
        'test_gateway_events.id',
        'test_gateway_events.body',
        'test_gateway_payments.callback_url'
      )
      .first()
    if (!event) return null
    let status: number | null = null
    try {
      const response = await fetch(event.callback_url, {
        method: 'POST',
        redirect: 'error',
        signal: AbortSignal.timeout(paymentsConfig.timeoutMs),
        headers: {
          'content-type': 'application/json',
          'karvan-signature': signatureHeader(paymentsConfig.testGateway.secret, event.body),
        },
        body: event.body,
      })
      status = response.status
      await response.body?.cancel().catch(() => {})
    } catch (error) {
      logger.warn(
        `test gateway: callback ${eventId} to ${event.callback_url} failed: ${(error as Error).message}`
      )
    }
    await db
      .from('test_gateway_events')
      .where('id', event.id)
      .update({
        deliveries: db.raw('deliveries + 1'),
        last_status: status,
        ...(status !== null ? { delivered_at: new Date() } : {}),
      })
    return status
  },

  /** Delivers the held ("late") callbacks of one payment, or of every payment; returns the HTTP statuses. */
  async deliverHeld(reference?: string): Promise<(number | null)[]> {
    const query = db.from('test_gateway_payments').where('callback_held', true)
    if (reference) query.where('reference', reference)
    const held = await query.update({ callback_held: false }).returning('id')
    const events = await db
      .from('test_gateway_events')
      .whereIn(
        'payment_id',
        held.map((row: { id: number }) => row.id)
      )
      .orderBy('id')
      .select('event_id')
    const statuses: (number | null)[] = []
    for (const event of events) statuses.push(await this.deliver(event.event_id))
    return statuses
  },

  /** Sends a payment's last event again, same event id (a repeated callback). Returns the HTTP status. */
  async replay(reference: string): Promise<number | null> {
    const event = await db
      .from('test_gateway_events')
      .join('test_gateway_payments', 'test_gateway_payments.id', 'test_gateway_events.payment_id')
      .where('test_gateway_payments.reference', reference)
      .orderBy('test_gateway_events.id', 'desc')
      .select('test_gateway_events.event_id')
      .first()
    return event ? this.deliver(event.event_id) : null
  },
}
