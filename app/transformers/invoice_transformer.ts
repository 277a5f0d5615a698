import type Order from '#models/order'
import type { Locale } from '#lib/route_table'
import { urlTo } from '#services/urls'
import { isServed } from '#lib/served_pages'
import type { InvoiceAudience } from '#services/invoices/invoice_access'
import type { InvoiceData } from '#services/invoices/invoice_data'

/** The invoice document as pages receive it (the same data the PDF prints). */
export type { InvoiceData, InvoiceSeller } from '#services/invoices/invoice_data'

/** Where the invoice page's "back" link leads, and which label it carries (invoices.back.*). */
export type InvoiceBackLink = {
  href: string
  label: 'order' | 'seller_orders' | 'seller_dashboard' | 'home'
}

/** Props of inertia/pages/invoices/invoice.tsx: the invoice document plus its PDF and back links. */
export type InvoicePageProps = { invoice: InvoiceData; pdfUrl: string; back: InvoiceBackLink }

/** Props of inertia/pages/invoices/unavailable.tsx (an order that is neither placed nor paid yet). */
export type InvoiceUnavailableProps = {
  orderNumber: string
  statusLabel: string
  back: InvoiceBackLink
}

/** The invoice page (HTML) or PDF path of order `number` for an audience. */
export function invoicePath(
  audience: InvoiceAudience,
  locale: Locale,
  number: string,
  format: 'html' | 'pdf' = 'html'
): string {
  const page = audience === 'seller' ? 'seller_invoice' : 'user_invoice'
  return urlTo(format === 'pdf' ? `${page}.pdf` : page, locale, { number })
}

/**
 * Back link of an invoice page: a seller goes to their orders (the dashboard while that list is
 * not served), the signed-in buyer who owns the order (`buyerId`) to its details, a guest to the
 * home page.
 */
export function invoiceBackLink(
  audience: InvoiceAudience,
  order: Order,
  buyerId: number | null,
  locale: Locale
): InvoiceBackLink {
  if (audience === 'seller') {
    return isServed('seller_orders')
      ? { href: urlTo('seller_orders', locale), label: 'seller_orders' }
      : { href: urlTo('seller_dashboard', locale), label: 'seller_dashboard' }
  }
  if (buyerId !== null && order.userId === buyerId)
    return { href: urlTo('user_orders.show', locale, { number: order.number }), label: 'order' }
  return { href: urlTo('home', locale), label: 'home' }
}

/** Props of the invoice page. */
export function toInvoicePage(
  invoice: InvoiceData,
  audience: InvoiceAudience,
  back: InvoiceBackLink
): InvoicePageProps {
  return {
    invoice,
    pdfUrl: invoicePath(audience, invoice.locale, invoice.orderNumber, 'pdf'),
    back,
  }
}
