import { randomUUID } from 'node:crypto'
import db from '@adonisjs/lucid/services/db'
import logger from '@adonisjs/core/services/logger'
import { gatewayFor, PaymentGatewayDisabled } from '#services/payments/gateways'
import PaymentGateway, {
  InvalidPaymentCallback,
  PaymentGatewayError,
  type CallbackRequest,
  type GatewayEvent,
  type GatewayStatus,
} from '#services/payments/gateway'
import ApplyPaymentResult from '#actions/payments/apply_payment_result'

/**
 * How a callback ended, with the HTTP status answered to the gateway:
 * processed 200 (whatever the confirmed state), duplicate 200 (same event id seen before: no
 * second effect), invalid 400 (bad or missing signature, stale timestamp, unreadable body),
 * unknown_reference 404, mismatch 422 (amount or currency differ from the attempt),
 * unavailable 503 (the confirming status check failed: nothing kept, the gateway may retry),
 * unknown_gateway 404.
 */
export type CallbackOutcome =
  | { result: 'processed'; status: 200; applied: string }
  | { result: 'duplicate'; status: 200 }
  | { result: 'invalid'; status: 400 }
  | { result: 'unknown_reference'; status: 404 }
  | { result: 'mismatch'; status: 422 }
  | { result: 'unavailable'; status: 503 }
  | { result: 'unknown_gateway'; status: 404 }

/** Largest part of a refused body kept for the record. */
const MAX_STORED_BODY = 8 * 1024

/**
 * A gateway's notification (DESIGN §5 Payments, INTEGRATIONS §4.2): verified on the raw body
 * (forged → stored with signature_valid = false under a fresh id, so a forger cannot burn a
 * real event id, logged, 400); deduplicated on (gateway, event_id) through payment_events'
 * unique index (a repeat → 200, no effect); its amount and currency compared with the attempt
 * (mismatch → stored, logged, refused); then CONFIRMED by a server-side status query, and only
 * that answer is applied (ApplyPaymentResult, its own transaction, idempotent). No transaction
 * is open during the status query; when it fails the event row is removed again, so the
 * gateway's retry is processed anew (503).
 */
export default class HandlePaymentCallback {
  async handle(gatewayName: string, request: CallbackRequest): Promise<CallbackOutcome> {
    let gateway: PaymentGateway
    try {
      gateway = await gatewayFor(gatewayName)
    } catch (error) {
      if (!(error instanceof PaymentGatewayDisabled)) throw error
      return { result: 'unknown_gateway', status: 404 }
    }
    let event: GatewayEvent
    try {
      event = gateway.parseCallback(request)
    } catch (error) {
      if (!(error instanceof InvalidPaymentCallback)) throw error
      await db.table('payment_events').insert({
        gateway: gateway.name,
        event_id: `invalid:${randomUUID()}`,
        signature_valid: false,
        outcome: `invalid_${error.reason}`,
        payload: JSON.stringify({ body: request.rawBody.slice(0, MAX_STORED_BODY), reason: error.message }),
      })
      logger.warn(`payments: refused ${gateway.name} callback (${error.reason}): ${error.message}`)
      return { result: 'invalid', status: 400 }
    }

    const inserted = await db.rawQuery(
      `INSERT INTO payment_events (gateway, event_id, signature_valid, outcome, payload)
       VALUES (?, ?, true, 'received', ?::jsonb)
       ON CONFLICT (gateway, event_id) DO NOTHING RETURNING id`,
      [gateway.name, event.eventId, JSON.stringify(event)]
    )
    if (inserted.rows.length === 0) return { result: 'duplicate', status: 200 }
    const eventRowId = Number(inserted.rows[0].id)
    const record = (outcome: string, attemptId: number | null) =>
      db.from('payment_events').where('id', eventRowId).update({ outcome, payment_attempt_id: attemptId })

    const attempt = await db
      .from('payment_attempts')
      .where('gateway', gateway.name)
      .where('provider_reference', event.providerReference)
      .first()
    if (!attempt) {
      await record('unknown_reference', null)
      logger.warn(`payments: ${gateway.name} callback ${event.eventId} names unknown payment ${event.providerReference}`)
      return { result: 'unknown_reference', status: 404 }
    }
    if (mismatched(event, attempt)) {
      await record('mismatch', attempt.id)
      logger.error(
        `payments: ${gateway.name} callback ${event.eventId} for attempt ${attempt.id} states ${event.amountMinor} ${event.currency}, expected ${attempt.amount_minor} ${attempt.currency}; refused`
      )
      return { result: 'mismatch', status: 422 }
    }
    let verified: GatewayStatus
    try {
      verified = await gateway.fetchStatus(event.providerReference)
    } catch (error) {
      if (!(error instanceof PaymentGatewayError)) throw error
      await db.from('payment_events').where('id', eventRowId).delete()
      logger.warn(`payments: could not confirm ${gateway.name} callback ${event.eventId}: ${error.message}`)
      return { result: 'unavailable', status: 503 }
    }
    const applied = await new ApplyPaymentResult().handle(attempt.id, verified)
    await record(applied, attempt.id)
    return { result: 'processed', status: 200, applied }
  }
}

/** Whether a callback's stated amount or currency differs from the attempt's (absent values do not count). */
function mismatched(event: GatewayEvent, attempt: { amount_minor: string | number; currency: string }) {
  return (
    (event.amountMinor !== null && event.amountMinor !== Number(attempt.amount_minor)) ||
    (event.currency !== null && event.currency !== attempt.currency)
  )
}
