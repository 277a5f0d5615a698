/**
 * Product images in the producer workspace (issue 5): under each locale's seller products path,
 * `/:id/images` — POST upload (one file per request, so each can be retried), POST
 * `/:imageId/main`, POST `/reorder`, DELETE `/:imageId`. Seller accounts only; ownership of the
 * product is checked by the controller. Ids are digits here and range-checked by the validator.
 */
import router from '@adonisjs/core/services/router'
import { middleware } from '#start/kernel'
import { LOCALES, PAGES, routeName } from '#lib/route_table'

const ProductImagesController = () => import('#controllers/seller/product_images_controller')

const digits = /^\d{1,10}$/

for (const locale of LOCALES) {
  const base = `${PAGES.seller_products[locale]}/:id/images`
  const name = `${routeName('seller_products', locale)}.images`
  router
    .group(() => {
      router.post(base, [ProductImagesController, 'store']).as(`${name}.store`)
      router.post(`${base}/reorder`, [ProductImagesController, 'reorder']).as(`${name}.reorder`)
      router.post(`${base}/:imageId/main`, [ProductImagesController, 'main']).as(`${name}.main`)
      router.delete(`${base}/:imageId`, [ProductImagesController, 'destroy']).as(`${name}.destroy`)
    })
    .where('id', digits)
    .where('imageId', digits)
    .use(middleware.auth({ as: 'seller' }))
}
