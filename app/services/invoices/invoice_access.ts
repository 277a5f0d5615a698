import type { HttpContext } from '@adonisjs/core/http'
import { Exception } from '@adonisjs/core/exceptions'
import type Order from '#models/order'
import { canViewOrder } from '#services/orders/order_access'
import { logSecurityEvent } from '#services/auth/security_log'
import {
  buildInvoice,
  findOrderByNumber,
  sellerHasShipment,
  type InvoiceData,
} from '#services/invoices/invoice_data'

/** Who asks for an invoice: the customer side (the buyer or the guest session that placed the order) or a seller. */
export type InvoiceAudience = 'customer' | 'seller'

/** An invoice this request may see, or the order whose invoice does not exist yet (not placed or paid). */
export type ResolvedInvoice =
  | { outcome: 'ready'; order: Order; invoice: InvoiceData }
  | { outcome: 'unavailable'; order: Order }

function notFound(): never {
  throw new Exception('Order not found', { status: 404, code: 'E_NOT_FOUND' })
}

/**
 * The invoice of order `number` for this request (DESIGN §6: buyer A never sees buyer B's
 * invoices; seller A never sees seller B's part):
 * - customer: the signed-in buyer who placed the order or the browser session that placed it
 *   (canViewOrder); the whole order.
 * - seller: a seller whose company has a shipment in the order; only that shipment's part.
 * Anyone else gets a 404 (E_NOT_FOUND), logged as `authz_denied` when the order exists. An
 * allowed viewer of an order that is not confirmed gets `unavailable`.
 */
export async function resolveInvoice(
  ctx: HttpContext,
  number: string,
  audience: InvoiceAudience
): Promise<ResolvedInvoice> {
  const order = await findOrderByNumber(number)
  if (!order) notFound()
  const user = ctx.auth.user
  const companyId = audience === 'seller' ? (user?.companyId ?? null) : null
  const allowed =
    audience === 'customer'
      ? canViewOrder(ctx, order)
      : companyId !== null && (await sellerHasShipment(order.id, companyId))
  if (!allowed) {
    await logSecurityEvent(ctx, 'authz_denied', {
      user: user ?? null,
      detail: `${audience} invoice ${order.number}: ${ctx.request.method()} ${ctx.request.url()}`,
    })
    notFound()
  }
  const scope =
    companyId !== null ? { kind: 'seller' as const, companyId } : { kind: 'order' as const }
  const invoice = await buildInvoice(order, scope, ctx.locale, ctx.i18n)
  return invoice ? { outcome: 'ready', order, invoice } : { outcome: 'unavailable', order }
}
