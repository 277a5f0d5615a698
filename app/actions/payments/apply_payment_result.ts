import db from '@adonisjs/lucid/services/db'
import logger from '@adonisjs/core/services/logger'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { InsufficientStock, releaseOrderStock, retakeOrderStock } from '#actions/orders/order_stock'
import { UNPAID_ORDER_TTL_MINUTES } from '#shared/orders'
import { nextOrderStatus, type OrderStatus } from '#state_machines/order_status'
import { enqueue } from '#services/queue/enqueue'
import type { GatewayStatus } from '#services/payments/gateway'

/** Job that tells the buyer the payment result; payload `{ orderId, outcome }` (outcome below). */
export const PAYMENT_MAIL_JOB = 'order.payment_mail'

/** payment_attempts.failure_code of a payment taken for an order that can no longer be served. */
export const REFUND_REQUIRED = 'refund_required'

/**
 * What applying a verified result did:
 * - paid: the order is paid now; failed / cancelled: the order failed and its stock came back;
 * - recorded: the attempt got its final status, the order was not touched (it had already
 *   failed, expired or been paid through another attempt);
 * - refund_required: the money was taken but the order cannot be served (no stock): logged;
 * - pending: the gateway has no final answer yet; unchanged: the attempt was already final;
 * - mismatch: the gateway's amount or currency differs from the attempt: refused and logged.
 */
export type ApplyOutcome =
  | 'paid'
  | 'failed'
  | 'cancelled'
  | 'recorded'
  | 'refund_required'
  | 'pending'
  | 'unchanged'
  | 'mismatch'

const FINAL = ['succeeded', 'failed', 'cancelled']

/**
 * Applies a payment result that the gateway itself confirmed (a server-side status query —
 * never the return URL's parameters or an unconfirmed callback) to the attempt and its order,
 * in one transaction (the caller's, when given), idempotently: the order row and then the
 * attempt row are locked, and an attempt that is already final is left alone, so callbacks,
 * the return page and the reconciliation job may race. Effects (DESIGN §4, §5):
 * - succeeded → attempt succeeded; order awaiting_payment → paid + paid_at (order_status
 *   machine); an order that already failed or was cancelled takes its stock again first
 *   (retakeOrderStock) — when the stock is gone, or the order expired or was paid already, the
 *   attempt is recorded as succeeded with failure_code `refund_required` and an error is logged
 *   (never oversold);
 * - failed / cancelled → attempt final with the gateway's code; an order still awaiting
 *   payment gives its stock back exactly once (releaseOrderStock 'fail' / 'cancel').
 * Each change of the order enqueues `order.payment_mail` `{ orderId, outcome }` once.
 */
export default class ApplyPaymentResult {
  async handle(
    attemptId: number,
    verified: GatewayStatus,
    options: { trx?: TransactionClientContract } = {}
  ): Promise<ApplyOutcome> {
    const run = (trx: TransactionClientContract) => this.#apply(trx, attemptId, verified)
    return options.trx ? run(options.trx) : db.transaction(run)
  }

  async #apply(
    trx: TransactionClientContract,
    attemptId: number,
    verified: GatewayStatus
  ): Promise<ApplyOutcome> {
    const ref = await trx.from('payment_attempts').where('id', attemptId).select('order_id').first()
    if (!ref) return 'unchanged'
    const order = await trx.from('orders').where('id', ref.order_id).forUpdate().first()
    const attempt = await trx.from('payment_attempts').where('id', attemptId).forUpdate().first()
    if (!order || !attempt) return 'unchanged'

    if (FINAL.includes(attempt.status)) {
      if (verified.status !== 'pending' && verified.status !== attempt.status) {
        logger.warn(
          `payments: attempt ${attemptId} is ${attempt.status} but ${attempt.gateway} now says ${verified.status}; left as is`
        )
      }
      return 'unchanged'
    }
    if (
      (verified.amountMinor !== null && verified.amountMinor !== Number(attempt.amount_minor)) ||
      (verified.currency !== null && verified.currency !== attempt.currency)
    ) {
      logger.error(
        `payments: attempt ${attemptId} expects ${attempt.amount_minor} ${attempt.currency}, ${attempt.gateway} reports ${verified.amountMinor} ${verified.currency}; refused`
      )
      return 'mismatch'
    }
    if (verified.status === 'pending') {
      if (attempt.status === 'created') await this.#finish(trx, attemptId, 'pending', null, false)
      return 'pending'
    }
    if (verified.status === 'succeeded') return this.#succeeded(trx, order, attemptId)

    await this.#finish(trx, attemptId, verified.status, verified.code ?? verified.status, true)
    if (order.status !== 'awaiting_payment') return 'recorded'
    const released = await releaseOrderStock(
      order.id,
      verified.status === 'failed' ? 'fail' : 'cancel',
      trx
    )
    if (released === null) return 'recorded'
    await enqueue(PAYMENT_MAIL_JOB, { orderId: order.id, outcome: verified.status }, { trx })
    return verified.status
  }

  async #succeeded(
    trx: TransactionClientContract,
    order: { id: number; status: OrderStatus },
    attemptId: number
  ): Promise<ApplyOutcome> {
    let status = order.status
    if (status === 'payment_failed' || status === 'cancelled' || status === 'expired') {
      const expiresAt = new Date(Date.now() + UNPAID_ORDER_TTL_MINUTES * 60_000)
      try {
        const retaken = await trx.transaction((savepoint) =>
          retakeOrderStock(savepoint, order.id, expiresAt)
        )
        if (retaken) status = 'awaiting_payment'
      } catch (error) {
        if (!(error instanceof InsufficientStock)) throw error
      }
    }
    if (status !== 'awaiting_payment') {
      await this.#finish(trx, attemptId, 'succeeded', REFUND_REQUIRED, true)
      logger.error(
        `payments: attempt ${attemptId} succeeded but order ${order.id} is ${order.status} and cannot be served: refund required`
      )
      return 'refund_required'
    }
    await this.#finish(trx, attemptId, 'succeeded', null, true)
    await trx
      .from('orders')
      .where('id', order.id)
      .update({
        status: nextOrderStatus(status, 'pay'),
        paid_at: new Date(),
        updated_at: new Date(),
      })
    await enqueue(PAYMENT_MAIL_JOB, { orderId: order.id, outcome: 'succeeded' }, { trx })
    return 'paid'
  }

  async #finish(
    trx: TransactionClientContract,
    attemptId: number,
    status: string,
    failureCode: string | null,
    final: boolean
  ) {
    await trx
      .from('payment_attempts')
      .where('id', attemptId)
      .update({
        status,
        failure_code: failureCode?.slice(0, 64) ?? null,
        ...(final ? { completed_at: new Date() } : {}),
        updated_at: new Date(),
      })
  }
}
