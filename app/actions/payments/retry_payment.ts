import db from '@adonisjs/lucid/services/db'
import Order from '#models/order'
import { InsufficientStock, releaseOrderStock, retakeOrderStock } from '#actions/orders/order_stock'
import { UNPAID_ORDER_TTL_MINUTES } from '#shared/orders'
import type { Locale } from '#lib/route_table'
import { startPayment } from '#services/payments/start_payment'
import { PaymentGatewayError } from '#services/payments/gateway'

/**
 * What a retry from the order-failed page led to: redirect (to the gateway's hosted page),
 * out_of_stock (SPEC §8 "product not in stock"; nothing changed), paid (the order needs no
 * retry), not_retryable (expired or otherwise final), unavailable (the gateway did not accept
 * the payment; stock taken by this retry went back and the order is payment_failed again).
 */
export type RetryOutcome =
  | { result: 'redirect'; redirectUrl: string }
  | { result: 'out_of_stock' | 'paid' | 'not_retryable' | 'unavailable' }

/**
 * "Try again" for a payment_failed or cancelled order (SPEC §8 payment failed): takes the
 * order's stock again (retakeOrderStock, all or nothing; the order is awaiting payment for
 * another UNPAID_ORDER_TTL_MINUTES) and starts a new payment at the order's gateway. An order
 * still awaiting payment (its payment never started, or a second click) just (re)starts it.
 */
export default class RetryPayment {
  async handle(
    orderId: number,
    options: { locale: Locale; origin: string }
  ): Promise<RetryOutcome> {
    const expiresAt = new Date(Date.now() + UNPAID_ORDER_TTL_MINUTES * 60_000)
    let retaken: boolean
    try {
      retaken = await db.transaction((trx) => retakeOrderStock(trx, orderId, expiresAt))
    } catch (error) {
      if (error instanceof InsufficientStock) return { result: 'out_of_stock' }
      throw error
    }
    const order = await Order.findOrFail(orderId)
    if (!retaken && order.status !== 'awaiting_payment') {
      return {
        result: order.status === 'paid' || order.status === 'placed' ? 'paid' : 'not_retryable',
      }
    }
    try {
      return { result: 'redirect', ...(await startPayment(order, options)) }
    } catch (error) {
      if (!(error instanceof PaymentGatewayError)) throw error
      if (retaken) await releaseOrderStock(order.id, 'fail')
      return { result: 'unavailable' }
    }
  }
}
