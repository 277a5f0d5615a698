import type { HttpContext } from '@adonisjs/core/http'
import PaymentAttempt from '#models/payment_attempt'
import Order from '#models/order'
import { urlTo } from '#services/urls'
import SettlePaymentAttempt from '#actions/payments/settle_payment_attempt'
import HandlePaymentCallback from '#actions/payments/handle_payment_callback'
import { parsePaymentId } from '#validators/payment'
import NotFoundController from '#controllers/storefront/not_found_controller'

/**
 * Where gateways hand the buyer and their notifications back (DESIGN §5 Payments). Neither is
 * trusted on its own: both end in a server-side status query to the gateway.
 */
export default class PaymentsController {
  /**
   * `GET /payments/return/:id` — the buyer comes back from the gateway's hosted page. Nothing
   * in the URL (query parameters such as `status=success` included) is read: the attempt's
   * gateway is asked for the payment's state, server to server, and that verified answer is
   * applied exactly as a confirmed callback would be (SettlePaymentAttempt → ApplyPaymentResult,
   * idempotent). This is the one GET that may change state (DESIGN §6 "no state change on GET"),
   * acceptable only because the change is driven by the gateway's own verified status, never by
   * the request. Then: paid or still pending → the order confirmation page; failed, cancelled or
   * expired → the order-failed page (both in the order's language; they check who may see the
   * order). Unknown attempt → 404.
   */
  async return(ctx: HttpContext) {
    const id = parsePaymentId(ctx.params.id)
    const attempt = id === null ? null : await PaymentAttempt.find(id)
    if (!attempt) return new NotFoundController().show(ctx)
    await new SettlePaymentAttempt().handle(attempt.id)
    const order = await Order.findOrFail(attempt.orderId)
    ctx.response.header('Cache-Control', 'no-store')
    const page =
      order.status === 'paid' || order.status === 'awaiting_payment' || order.status === 'placed'
        ? 'order_confirmation'
        : 'order_failed'
    return ctx.response.redirect(urlTo(page, order.locale, { number: order.number }))
  }

  /**
   * `POST /payments/callback/:gateway` — a gateway's signed notification, server to server
   * (CSRF-exempt by route name in config/shield.ts; authenticated by its signature over the raw
   * body). See HandlePaymentCallback for verification, deduplication and confirmation; the
   * answer is a small JSON status the gateway may retry on (non-2xx).
   */
  async callback(ctx: HttpContext) {
    const outcome = await new HandlePaymentCallback().handle(String(ctx.params.gateway), {
      rawBody: ctx.request.raw() ?? '',
      headers: ctx.request.headers(),
    })
    ctx.session?.clear()
    return ctx.response.status(outcome.status).json({ result: outcome.result })
  }
}
