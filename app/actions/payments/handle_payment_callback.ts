import { randomUUID } from 'node:crypto'
import db from '@adonisjs/lucid/services/db'
import logger from '@adonisjs/core/services/logger'
import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import { gatewayFor, PaymentGatewayDisabled } from '#services/payments/gateways'
import type PaymentGateway from '#services/payments/gateway'
import {
  InvalidPaymentCallback,
  PaymentGatewayError,
  type CallbackRequest,
  type GatewayEvent,
  type GatewayStatus,
} from '#services/payments/gateway'
import ApplyPaymentResult, { type ApplyOutcome } from '#actions/payments/apply_payment_result'

/**
 * How a callback ended, with the HTTP status answered to the gateway:
 * - processed 200: confirmed by the status check and applied (`applied`: what that did — also
 *   `pending` when the gateway does not confirm the result yet, and `mismatch` when its status
 *   answer disagrees with the attempt's amount; neither uses up the event id, so the gateway's
 *   next delivery, or the reconciliation job, still settles the payment);
 * - duplicate 200: this event id already changed the payment (a replay): no status check, no effect;
 * - invalid 400: bad or missing signature, stale timestamp, unreadable body;
 * - unknown_reference 404: no attempt has this gateway reference;
 * - mismatch 422: the callback states another amount or currency than the attempt: refused;
 * - unavailable 503: the confirming status check failed; nothing applied, the gateway may retry;
 * - unknown_gateway 404: no such gateway is enabled.
 */
export type CallbackOutcome =
  | { result: 'processed'; status: 200; applied: ApplyOutcome }
  | { result: 'duplicate'; status: 200 }
  | { result: 'invalid'; status: 400 }
  | { result: 'unknown_reference'; status: 404 }
  | { result: 'mismatch'; status: 422 }
  | { result: 'unavailable'; status: 503 }
  | { result: 'unknown_gateway'; status: 404 }

/** Largest part of a refused body kept for the record. */
const MAX_STORED_BODY = 8 * 1024

/**
 * Outcomes of ApplyPaymentResult that changed the attempt or its order: only a callback that
 * led to one of them uses up its event id (payment_events.processed_at).
 */
const STATE_CHANGES: ReadonlySet<ApplyOutcome> = new Set([
  'paid',
  'failed',
  'cancelled',
  'recorded',
  'refund_required',
])

/**
 * A gateway's notification (DESIGN §5 Payments, INTEGRATIONS §4.2). Every callback is kept in
 * payment_events (the audit log, one row per delivery, with its outcome):
 * 1. verified on the raw body — forged → stored with signature_valid = false under a fresh id
 *    (so a forger cannot burn a real event id), logged, 400;
 * 2. deduplicated: an event id that already changed the payment (a processed row, unique per
 *    (gateway, event_id)) → 200 `duplicate`, nothing else happens;
 * 3. its amount and currency compared with the attempt (mismatch → logged, refused, 422);
 * 4. CONFIRMED by a server-side status query (no transaction open meanwhile; when it fails →
 *    503, the gateway may retry), and only that answer is applied (ApplyPaymentResult, locks
 *    the order and attempt rows). In the same transaction the row is marked processed when the
 *    answer changed the attempt or order.
 * A refused or unconfirmed callback therefore never blocks the genuine one that follows with the
 * same event id (issue #22: Epoint's ids are `transaction:status`), and concurrent deliveries of
 * one event apply once: the second waits on the order lock, finds the attempt final and the id
 * processed, and is answered `duplicate`.
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
        payload: JSON.stringify({
          body: request.rawBody.slice(0, MAX_STORED_BODY),
          reason: error.message,
        }),
      })
      logger.warn(`payments: refused ${gateway.name} callback (${error.reason}): ${error.message}`)
      return { result: 'invalid', status: 400 }
    }

    const processed = await processedEvent(db.connection(), gateway.name, event.eventId)
    const [row] = await db
      .table('payment_events')
      .insert({
        gateway: gateway.name,
        event_id: event.eventId,
        signature_valid: true,
        outcome: processed ? 'duplicate' : 'received',
        payment_attempt_id: processed?.payment_attempt_id ?? null,
        payload: JSON.stringify(event),
      })
      .returning('id')
    if (processed) return { result: 'duplicate', status: 200 }
    const eventRowId = Number(row.id ?? row)
    const record = (outcome: string, attemptId: number | null) =>
      db
        .from('payment_events')
        .where('id', eventRowId)
        .update({ outcome, payment_attempt_id: attemptId })

    const attempt = await db
      .from('payment_attempts')
      .where('gateway', gateway.name)
      .where('provider_reference', event.providerReference)
      .first()
    if (!attempt) {
      await record('unknown_reference', null)
      logger.warn(
        `payments: ${gateway.name} callback ${event.eventId} names unknown payment ${event.providerReference}`
      )
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
      await record('unavailable', attempt.id)
      logger.warn(
        `payments: could not confirm ${gateway.name} callback ${event.eventId}: ${error.message}`
      )
      return { result: 'unavailable', status: 503 }
    }

    return db.transaction(async (trx): Promise<CallbackOutcome> => {
      const applied = await new ApplyPaymentResult().handle(attempt.id, verified, { trx })
      const changed = STATE_CHANGES.has(applied)
      /** Not applied here: another delivery of this event (committed before the order lock was ours) may have been. */
      const replay =
        !changed &&
        applied === 'unchanged' &&
        (await processedEvent(trx, gateway.name, event.eventId)) !== null
      await trx
        .from('payment_events')
        .where('id', eventRowId)
        .update({
          outcome: replay ? 'duplicate' : applied,
          payment_attempt_id: attempt.id,
          processed_at: changed ? new Date() : null,
        })
      if (applied === 'pending' && event.status !== 'pending') {
        logger.warn(
          `payments: ${gateway.name} callback ${event.eventId} says ${event.status}, the gateway still says pending: kept unapplied`
        )
      }
      return replay
        ? { result: 'duplicate', status: 200 }
        : { result: 'processed', status: 200, applied }
    })
  }
}

/** The callback row that already changed a payment under this event id, or null. */
async function processedEvent(
  client: QueryClientContract,
  gateway: string,
  eventId: string
): Promise<{ payment_attempt_id: number | null } | null> {
  const row = await client
    .from('payment_events')
    .where('gateway', gateway)
    .where('event_id', eventId)
    .whereNotNull('processed_at')
    .select('payment_attempt_id')
    .first()
  return row ?? null
}

/** Whether a callback's stated amount or currency differs from the attempt's (absent values do not count). */
function mismatched(
  event: GatewayEvent,
  attempt: { amount_minor: string | number; currency: string }
) {
  return (
    (event.amountMinor !== null && event.amountMinor !== Number(attempt.amount_minor)) ||
    (event.currency !== null && event.currency !== attempt.currency)
  )
}
