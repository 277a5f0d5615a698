import type { InvoiceAudience } from '#services/invoices/invoice_access'
import InvoicesController from '#controllers/invoices/invoices_controller'

/**
 * The seller dashboard's invoice view (SPEC §2): the invoice of an order restricted to the
 * signed-in seller's shipment (its lines, its delivery fee and their totals), page and PDF.
 * A seller without a shipment in the order gets 404 (logged).
 */
export default class SellerInvoicesController extends InvoicesController {
  protected audience: InvoiceAudience = 'seller'
}
