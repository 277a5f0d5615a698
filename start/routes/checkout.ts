/**
 * Checkout and order confirmation (issue 6; SPEC §2 Checkout, order confirmation): GET/POST
 * `/sifarish` (and en/ru) for guests and signed-in buyers alike — GET `?buy=<id>` checks out one
 * cart line, `?lat=&lng=` prices delivery for a pin; POST places the order (CSRF-checked).
 * `/order-confirmation/KRV-12345678` shows a placed order to whoever placed it.
 */
import { localized, router } from './localized.js'

const CheckoutController = () => import('#controllers/checkout/checkout_controller')
const OrderConfirmationController = () =>
  import('#controllers/checkout/order_confirmation_controller')

localized('checkout', (path, _locale, name) => {
  router.get(path, [CheckoutController, 'show']).as(name)
  router.post(path, [CheckoutController, 'store']).as(`${name}.store`)
})

localized('order_confirmation', (path, _locale, name) => {
  router.get(`${path}/:number`, [OrderConfirmationController, 'show']).as(name)
})
