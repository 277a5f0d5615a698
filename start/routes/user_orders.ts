/**
 * Orders in the customer dashboard and invoices (issue 6; SPEC §2 Customer dashboard: order
 * list, order details, invoice; Seller dashboard: invoice view):
 * - `/user-dashboard/sifarishlerim` list and `/:number` details: buyer accounts only.
 * - `/user-dashboard/qaime/:number` (+ `/pdf`): the order's buyer or the browser session that
 *   placed it (guests get their invoice from the confirmation page), so no account is required.
 * - `/satici-paneli/qaime/:number` (+ `/pdf`): seller accounts, their own shipment's part.
 */
import { localized, router } from './localized.js'
import { middleware } from '#start/kernel'
import { ORDER_NUMBER_PATTERN } from '#validators/orders'

const OrdersController = () => import('#controllers/account/orders_controller')
const InvoicesController = () => import('#controllers/invoices/invoices_controller')
const SellerInvoicesController = () => import('#controllers/invoices/seller_invoices_controller')

localized('user_orders', (path, _locale, name) => {
  router
    .group(() => {
      router.get(path, [OrdersController, 'index']).as(name)
      router
        .get(`${path}/:number`, [OrdersController, 'show'])
        .where('number', ORDER_NUMBER_PATTERN)
        .as(`${name}.show`)
    })
    .use(middleware.auth({ as: 'buyer' }))
})

localized('user_invoice', (path, _locale, name) => {
  router
    .get(`${path}/:number`, [InvoicesController, 'show'])
    .where('number', ORDER_NUMBER_PATTERN)
    .as(name)
  router
    .get(`${path}/:number/pdf`, [InvoicesController, 'pdf'])
    .where('number', ORDER_NUMBER_PATTERN)
    .as(`${name}.pdf`)
})

localized('seller_invoice', (path, _locale, name) => {
  router
    .group(() => {
      router
        .get(`${path}/:number`, [SellerInvoicesController, 'show'])
        .where('number', ORDER_NUMBER_PATTERN)
        .as(name)
      router
        .get(`${path}/:number/pdf`, [SellerInvoicesController, 'pdf'])
        .where('number', ORDER_NUMBER_PATTERN)
        .as(`${name}.pdf`)
    })
    .use(middleware.auth({ as: 'seller' }))
})
