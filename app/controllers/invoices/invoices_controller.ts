import type { HttpContext } from '@adonisjs/core/http'
import { alternatesOf } from '#services/urls'
import { resolveInvoice, type InvoiceAudience } from '#services/invoices/invoice_access'
import { invoiceFileName, renderInvoicePdf } from '#services/invoices/invoice_pdf'
import { invoiceBackLink, toInvoicePage } from '#transformers/invoice_transformer'

/**
 * Invoices (SPEC §2 Customer dashboard invoice, Seller dashboard invoice view; issue 6) as a
 * print-friendly page and as a PDF. `customer` routes serve the order's buyer and the guest
 * session that placed it; `seller` routes serve a seller their own shipment's part. Anyone
 * else gets 404 (logged); an order that is not placed or paid yet has no invoice (404 page
 * saying so). Bodies are personal: never cached.
 */
export default class InvoicesController {
  protected audience: InvoiceAudience = 'customer'

  async show(ctx: HttpContext) {
    const resolved = await resolveInvoice(ctx, ctx.params.number, this.audience)
    ctx.response.header('Cache-Control', 'private, no-store')
    const number = resolved.order.number
    ctx.alternates = alternatesOf(this.audience === 'seller' ? 'seller_invoice' : 'user_invoice', {
      number,
    })
    const back = invoiceBackLink(this.audience, resolved.order, this.buyerId(ctx), ctx.locale)
    if (resolved.outcome === 'unavailable')
      return this.unavailable(ctx, resolved.order.number, resolved.order.status, back)
    return ctx.inertia.render(
      'invoices/invoice',
      toInvoicePage(resolved.invoice, this.audience, back)
    )
  }

  async pdf(ctx: HttpContext) {
    const resolved = await resolveInvoice(ctx, ctx.params.number, this.audience)
    ctx.response.header('Cache-Control', 'private, no-store')
    if (resolved.outcome === 'unavailable') {
      const back = invoiceBackLink(this.audience, resolved.order, this.buyerId(ctx), ctx.locale)
      return this.unavailable(ctx, resolved.order.number, resolved.order.status, back)
    }
    const bytes = await renderInvoicePdf(resolved.invoice, ctx.i18n)
    ctx.response.header('Content-Type', 'application/pdf')
    ctx.response.header(
      'Content-Disposition',
      `attachment; filename="${invoiceFileName(resolved.invoice)}"`
    )
    return ctx.response.send(bytes)
  }

  private unavailable(
    ctx: HttpContext,
    orderNumber: string,
    status: string,
    back: ReturnType<typeof invoiceBackLink>
  ) {
    ctx.response.status(404)
    return ctx.inertia.render('invoices/unavailable', {
      orderNumber,
      statusLabel: ctx.i18n.t(`enums.order_status.${status}`),
      back,
    })
  }

  private buyerId(ctx: HttpContext): number | null {
    const user = ctx.auth.user
    return user?.accountType === 'buyer' ? user.id : null
  }
}
