import type { HttpContext } from '@adonisjs/core/http'
import Order from '#models/order'
import { alternatesOf, urlTo } from '#services/urls'
import { isServed } from '#lib/served_pages'
import { logSecurityEvent } from '#services/auth/security_log'
import { canViewOrder } from '#services/orders/order_access'
import {
  confirmationActions,
  toConfirmationOrder,
} from '#transformers/order_confirmation_transformer'
import { parseOrderNumber } from '#validators/checkout'

/** Seconds between reloads of the "waiting for the payment confirmation" state. */
const AWAITING_RELOAD_SECONDS = 5

/**
 * Order completed (SPEC §2 "order confirmation", `/order-confirmation/KRV-…`; issue 6): only for
 * the buyer or browser session that placed the order (canViewOrder). Placed or paid → the
 * completed order with tracking numbers, what happens next and its invoice (HTML, PDF); awaiting
 * payment → a waiting state that reloads itself and offers to return to the payment page; failed, cancelled or expired → the order-failed page. Unknown and
 * foreign orders get the same 404 "order not found" (SPEC §8), and the denial is logged.
 */
export default class OrderConfirmationController {
  async show(ctx: HttpContext) {
    const { locale, i18n, inertia, params, response } = ctx
    const number = parseOrderNumber(params.number)
    const order = number
      ? await Order.query().where('number', number).preload('lines').preload('shipments').first()
      : null
    if (!order || !canViewOrder(ctx, order)) {
      await logSecurityEvent(ctx, 'authz_denied', {
        user: ctx.auth?.user ?? null,
        detail: `order ${order ? 'not own' : 'unknown'}: ${ctx.request.method()} ${ctx.request.url()}`,
      })
      response.status(404)
      return inertia.render('storefront/order_confirmation', {
        state: 'not_found' as const,
        order: null,
        reloadSeconds: 0,
        urls: { ...this.urls(ctx), invoice: null, resumePayment: null },
      })
    }
    if (['payment_failed', 'cancelled', 'expired'].includes(order.status)) {
      return response
        .redirect()
        .status(303)
        .toPath(urlTo('order_failed', locale, { number: order.number }))
    }
    ctx.alternates = alternatesOf('order_confirmation', { number: order.number })
    const state =
      order.status === 'awaiting_payment' ? ('awaiting_payment' as const) : ('completed' as const)
    return inertia.render('storefront/order_confirmation', {
      state,
      order: toConfirmationOrder(order, locale, i18n),
      reloadSeconds: state === 'awaiting_payment' ? AWAITING_RELOAD_SECONDS : 0,
      urls: { ...this.urls(ctx), ...confirmationActions(order, locale) },
    })
  }

  private urls({ locale, auth }: HttpContext) {
    const buyer = auth?.user?.accountType === 'buyer'
    return {
      track: isServed('track_delivery') ? urlTo('track_delivery', locale) : null,
      orders: buyer && isServed('user_orders') ? urlTo('user_orders', locale) : null,
      home: urlTo('home', locale),
    }
  }
}
