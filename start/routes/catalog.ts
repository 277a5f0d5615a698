/** Catalog listings and product pages (issue: catalog). */
import { localized, router } from './localized.js'
import { commentThrottle, phoneRevealThrottle } from '#start/limiter'
import { middleware } from '#start/kernel'

const CatalogController = () => import('#controllers/storefront/catalog_controller')
const ProductsController = () => import('#controllers/storefront/products_controller')

localized('category', (path, _locale, name) => {
  router.get(path, [CatalogController, 'category']).as(name).use(middleware.pageCache())
  router
    .get(`${path}/:slug`, [CatalogController, 'category'])
    .as(`${name}.show`)
    .use(middleware.pageCache())
})
localized('search', (path, _locale, name) => {
  router.get(path, [CatalogController, 'searchPage']).as(name).use(middleware.pageCache())
  router.get(`${path}/suggest`, [CatalogController, 'suggest']).as(`${name}.suggest`)
})
localized('special_offers', (path, _locale, name) =>
  router.get(path, [CatalogController, 'specialOffers']).as(name).use(middleware.pageCache())
)
localized('product', (path, _locale, name) => {
  router.get(`${path}/:slugId`, [ProductsController, 'show']).as(name).use(middleware.pageCache())
  router
    .get(`${path}/:id/quick-look`, [ProductsController, 'quickLook'])
    .where('id', /^\d{1,9}$/)
    .as(`${name}.quick_look`)
  router
    .get(`${path}/:id/seller-phone`, [ProductsController, 'sellerPhone'])
    .where('id', /^\d{1,9}$/)
    .as(`${name}.seller_phone`)
    .use(phoneRevealThrottle)
  router
    .post(`${path}/:id/comments`, [ProductsController, 'comment'])
    .where('id', /^\d{1,9}$/)
    .as(`${name}.comment`)
    .use(commentThrottle)
})
