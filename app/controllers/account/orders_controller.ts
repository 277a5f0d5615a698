import type { HttpContext } from '@adonisjs/core/http'
import { Exception } from '@adonisjs/core/exceptions'
import { findBuyerOrder, listBuyerOrders } from '#actions/orders/buyer_orders'
import { alternatesOf } from '#services/urls'
import { logSecurityEvent } from '#services/auth/security_log'
import { toAdminPagination } from '#transformers/admin_pagination_transformer'
import {
  orderListUrl,
  toOrderDetail,
  toOrderFilters,
  toOrderListItem,
} from '#transformers/order_transformer'
import { orderListQuery } from '#validators/orders'

/**
 * The customer dashboard's orders (SPEC §2: order list, order details; issue 6): the signed-in
 * buyer's own orders only. Another buyer's (or a guest's) order number is a 404, logged as
 * `authz_denied`; an unknown number is a plain 404.
 */
export default class OrdersController {
  /** Newest first, 10 a page, `?status=` filter (unreadable values fall back to all orders, page 1). */
  async index({ auth, inertia, request, locale, i18n }: HttpContext) {
    const query = await orderListQuery(request.qs())
    const list = await listBuyerOrders(auth.getUserOrFail().id, query)
    return inertia.render('account/orders', {
      orders: list.rows.map((row) => toOrderListItem(row, locale, i18n)),
      filters: toOrderFilters(list.counts, query.status, locale, i18n),
      pagination: toAdminPagination(list, (page) => orderListUrl(locale, query.status, page)),
    })
  }

  async show(ctx: HttpContext) {
    const user = ctx.auth.getUserOrFail()
    const found = await findBuyerOrder(ctx.params.number, user.id)
    if (found.outcome !== 'found') {
      if (found.outcome === 'denied') {
        await logSecurityEvent(ctx, 'authz_denied', {
          user,
          detail: `order ${ctx.params.number}: ${ctx.request.method()} ${ctx.request.url()}`,
        })
      }
      throw new Exception('Order not found', { status: 404, code: 'E_NOT_FOUND' })
    }
    const number = found.order.number
    ctx.alternates = alternatesOf('user_orders.show', { number })
    return ctx.inertia.render('account/order_show', {
      order: toOrderDetail(found.order, ctx.locale, ctx.i18n),
    })
  }
}
