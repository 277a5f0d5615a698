/**
 * The seller's products (issue 5, SPEC §2 Seller dashboard: products list, add or edit product),
 * in az, en and ru, for seller accounts only (guests → sign-in, other account types → 404):
 * list; POST `/new` creates a draft and opens its editor; `/:id/edit` GET form, PUT save;
 * POST `/:id/submit|withdraw|archive|restore|duplicate`; DELETE `/:id` (drafts only).
 * Images hang off `/:id/images` (start/routes/product_images.ts). The export offer (issue 24):
 * `/:id/export` GET (JSON values), PUT save, DELETE withdraw; `/hs-codes` the HS picker's search.
 */
import { localized, router } from './localized.js'
import { middleware } from '#start/kernel'

const SellerProductsController = () => import('#controllers/seller/products_controller')
const ExportOffersController = () => import('#controllers/seller/export_offers_controller')

const ID = /^\d{1,10}$/

localized('seller_products', (path, _locale, name) => {
  router
    .group(() => {
      router.get(path, [SellerProductsController, 'index']).as(name)
      router.post(`${path}/new`, [SellerProductsController, 'store']).as(`${name}.store`)
      router
        .get(`${path}/:id/edit`, [SellerProductsController, 'edit'])
        .where('id', ID)
        .as(`${name}.edit`)
      router
        .put(`${path}/:id/edit`, [SellerProductsController, 'update'])
        .where('id', ID)
        .as(`${name}.update`)
      for (const event of ['submit', 'withdraw', 'archive', 'restore', 'duplicate'] as const) {
        router
          .post(`${path}/:id/${event}`, [SellerProductsController, event])
          .where('id', ID)
          .as(`${name}.${event}`)
      }
      router
        .delete(`${path}/:id`, [SellerProductsController, 'destroy'])
        .where('id', ID)
        .as(`${name}.destroy`)
      router.get(`${path}/hs-codes`, [ExportOffersController, 'hsCodes']).as(`${name}.hs_codes`)
      router
        .get(`${path}/:id/export`, [ExportOffersController, 'show'])
        .where('id', ID)
        .as(`${name}.export`)
      router
        .put(`${path}/:id/export`, [ExportOffersController, 'update'])
        .where('id', ID)
        .as(`${name}.export.update`)
      router
        .delete(`${path}/:id/export`, [ExportOffersController, 'destroy'])
        .where('id', ID)
        .as(`${name}.export.destroy`)
    })
    .use(middleware.auth({ as: 'seller' }))
})
