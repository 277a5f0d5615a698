/**
 * Orders in the seller dashboard (issue 6, SPEC §2 Seller dashboard: orders), in az, en and ru,
 * for seller accounts only (guests → sign-in, other account types → 404): the list of the
 * company's shipments, one shipment by its tracking number (`/satici-paneli/sifarishler/KRV-…`),
 * and POST `/:trackingNumber/transition` to move it one stage (CSRF).
 */
import { localized, router } from './localized.js'
import { middleware } from '#start/kernel'
import { TRACKING_NUMBER_PATTERN } from '#validators/seller_orders'

const SellerOrdersController = () => import('#controllers/seller/orders_controller')

localized('seller_orders', (path, _locale, name) => {
  router
    .group(() => {
      router.get(path, [SellerOrdersController, 'index']).as(name)
      router
        .get(`${path}/:trackingNumber`, [SellerOrdersController, 'show'])
        .where('trackingNumber', TRACKING_NUMBER_PATTERN)
        .as(`${name}.show`)
      router
        .post(`${path}/:trackingNumber/transition`, [SellerOrdersController, 'transition'])
        .where('trackingNumber', TRACKING_NUMBER_PATTERN)
        .as(`${name}.transition`)
    })
    .use(middleware.auth({ as: 'seller' }))
})
