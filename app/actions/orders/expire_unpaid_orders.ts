import db from '@adonisjs/lucid/services/db'
import paymentsConfig from '#config/payments'
import { releaseOrderStock } from '#actions/orders/order_stock'
import SettlePaymentAttempt from '#actions/payments/settle_payment_attempt'

/** Job that runs this action (payload `{}`), enqueued every minute by the order-expiry scheduler. */
export const EXPIRE_UNPAID_ORDERS_JOB = 'orders.expire_unpaid'

/** Orders handled per pass; the next pass takes the rest. */
const BATCH = 500

/** payment_attempts statuses of a payment that may still end either way. */
const LIVE_ATTEMPT = ['created', 'pending']

/**
 * Expires unpaid orders (DESIGN §4: stock given back exactly once when an unpaid order expires;
 * §5: never expire an order the buyer has just paid). For every `awaiting_payment` order whose
 * `expires_at` has passed:
 * 1. each live payment attempt (created / pending) is first settled from its gateway's own
 *    answer, server to server (SettlePaymentAttempt → ApplyPaymentResult): succeeded → the order
 *    is paid and keeps its stock; failed / cancelled → the usual failure path (payment_failed /
 *    cancelled, stock back once, payment mail);
 * 2. an order still awaiting payment then expires (releaseOrderStock 'expire': status expired,
 *    stock returned, shipments deleted) — at once when it has no live attempt, but while an
 *    attempt is still pending at the gateway (or the gateway could not be asked) only once
 *    `expires_at` is `paymentsConfig.expiryGraceMinutes` behind `now`; until then a later pass
 *    looks again.
 * The gateway is asked with no transaction open; the final decision is taken with the order row
 * locked (the lock startPayment and ApplyPaymentResult take), so a payment starting or settling
 * at that moment is seen. Safe to run concurrently and repeatedly: releaseOrderStock claims each
 * order once and settling is idempotent. Returns how many orders this call expired (orders it
 * settled as paid or failed are not counted). `now` is for tests.
 */
export default class ExpireUnpaidOrders {
  async handle(now: Date = new Date()): Promise<number> {
    const due = await db
      .from('orders')
      .where('status', 'awaiting_payment')
      .whereNotNull('expires_at')
      .where('expires_at', '<=', now)
      .whereNull('stock_released_at')
      .orderBy('expires_at')
      .orderBy('id')
      .limit(BATCH)
      .select('id')
    let expired = 0
    for (const row of due) {
      const orderId = Number(row.id)
      await this.#settleLiveAttempts(orderId)
      if (await this.#expire(orderId, now)) expired++
    }
    return expired
  }

  /** Asks the gateway about every live attempt of the order, newest first, and applies its answer. */
  async #settleLiveAttempts(orderId: number) {
    const live = await db
      .from('payment_attempts')
      .where('order_id', orderId)
      .whereIn('status', LIVE_ATTEMPT)
      .orderBy('id', 'desc')
      .select('id')
    for (const attempt of live) await new SettlePaymentAttempt().handle(Number(attempt.id))
  }

  /** Expires the order if it is still due (see the class comment); true when this call expired it. */
  async #expire(orderId: number, now: Date): Promise<boolean> {
    return db.transaction(async (trx) => {
      const order = await trx
        .from('orders')
        .where('id', orderId)
        .forUpdate()
        .select('status', 'expires_at', 'stock_released_at')
        .first()
      if (
        !order ||
        order.status !== 'awaiting_payment' ||
        order.stock_released_at ||
        !order.expires_at
      )
        return false
      const expiresAt = new Date(order.expires_at).getTime()
      if (expiresAt > now.getTime()) return false
      const live = await trx
        .from('payment_attempts')
        .where('order_id', orderId)
        .whereIn('status', LIVE_ATTEMPT)
        .select('id')
        .first()
      if (live && now.getTime() < expiresAt + paymentsConfig.expiryGraceMinutes * 60_000)
        return false
      return (await releaseOrderStock(orderId, 'expire', trx)) !== null
    })
  }
}
