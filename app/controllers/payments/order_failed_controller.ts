import type { HttpContext } from '@adonisjs/core/http'
import { logSecurityEvent } from '#services/auth/security_log'
import Order from '#models/order'
import OrderLine from '#models/order_line'
import PaymentAttempt from '#models/payment_attempt'
import { alternatesOf, urlTo } from '#services/urls'
import { canViewOrder } from '#services/orders/order_access'
import RetryPayment from '#actions/payments/retry_payment'
import { REFUND_REQUIRED } from '#actions/payments/apply_payment_result'
import {
  orderNotFoundView,
  toOrderFailedView,
  type FailedReason,
} from '#transformers/payment_transformer'
import { parseOrderNumber } from '#validators/payment'
import { requestOrigin } from '#services/payments/request_origin'

/** Order statuses the order-failed page is about; paid / placed / awaiting_payment (with a live attempt) go to the confirmation page. */
const FAILED_STATUSES = ['payment_failed', 'cancelled', 'expired']

/**
 * Order failed (SPEC §2 result pages, §8 "payment failed"): `/sifarish-ugursuz/:number` (and en/ru)
 * for the buyer or the browser session that placed the order (canViewOrder); anyone else, or an
 * unknown number, gets 404 "order not found" (logged). "Try again" (POST …/:number/retry) takes the
 * stock again and goes back to the gateway; "product not in stock" when it is gone.
 */
export default class OrderFailedController {
  async show(ctx: HttpContext) {
    const order = await this.#order(ctx)
    if (!order) return this.#notFound(ctx)
    if (!FAILED_STATUSES.includes(order.status) && !(await paymentNotStarted(order))) {
      return ctx.response.redirect(
        urlTo('order_confirmation', ctx.locale, { number: order.number })
      )
    }
    const lines = await OrderLine.query().where('orderId', order.id).orderBy('id')
    ctx.alternates = alternatesOf('order_failed', { number: order.number })
    ctx.response.header('Cache-Control', 'no-store')
    return ctx.inertia.render(
      'storefront/order_failed',
      toOrderFailedView(order, lines, await reasonOf(order), ctx.locale, ctx.i18n)
    )
  }

  async retry(ctx: HttpContext) {
    const order = await this.#order(ctx)
    if (!order) return this.#notFound(ctx)
    const failedPage = urlTo('order_failed', ctx.locale, { number: order.number })
    const outcome = await new RetryPayment().handle(order.id, {
      locale: ctx.locale,
      origin: requestOrigin(ctx),
    })
    if (outcome.result === 'redirect') {
      if (ctx.request.header('x-inertia')) return ctx.inertia.location(outcome.redirectUrl)
      return ctx.response.redirect(outcome.redirectUrl)
    }
    if (outcome.result === 'paid')
      return ctx.response.redirect(
        urlTo('order_confirmation', ctx.locale, { number: order.number })
      )
    const message = {
      out_of_stock: 'ui.messages.product_not_in_stock',
      not_retryable: 'payments.failed.not_retryable',
      unavailable: 'payments.failed.unavailable',
    }[outcome.result]
    ctx.session.flashExcept(['_csrf'])
    ctx.session.flash('inputErrorsBag', { form: ctx.i18n.t(message) })
    return ctx.response.redirect(failedPage)
  }

  /** The order named in the URL if this visitor may see it; denials are logged. */
  async #order(ctx: HttpContext): Promise<Order | null> {
    const number = parseOrderNumber(ctx.params.number)
    const order = number ? await Order.findBy('number', number) : null
    if (order && canViewOrder(ctx, order)) return order
    await logSecurityEvent(ctx, 'authz_denied', {
      user: ctx.auth?.user ?? null,
      detail: `order ${order ? 'not own' : 'unknown'}: ${ctx.request.method()} ${ctx.request.url()}`,
    })
    return null
  }

  #notFound(ctx: HttpContext) {
    ctx.response.status(404)
    return ctx.inertia.render('storefront/order_failed', orderNotFoundView(ctx.locale))
  }
}

/**
 * An order awaiting online payment whose payment never reached the gateway (checkout could not
 * start it: the gateway timed out or refused) and has no live attempt: shown here with a retry.
 */
async function paymentNotStarted(order: Order): Promise<boolean> {
  if (order.status !== 'awaiting_payment' || order.paymentMethod === 'cash_on_delivery')
    return false
  const live = await PaymentAttempt.query()
    .where('orderId', order.id)
    .whereIn('status', ['created', 'pending'])
    .first()
  return !live
}

/** Why the order failed: its last attempt's outcome (a success that came too late means a refund). */
async function reasonOf(order: Order): Promise<FailedReason> {
  if (order.status === 'awaiting_payment') return 'unavailable'
  const refund = await PaymentAttempt.query()
    .where('orderId', order.id)
    .where('status', 'succeeded')
    .where('failureCode', REFUND_REQUIRED)
    .first()
  if (refund) return 'refund'
  if (order.status === 'expired') return 'expired'
  return order.status === 'cancelled' ? 'cancelled' : 'failed'
}
