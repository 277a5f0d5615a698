/**
 * Suppliers list, single supplier (with its phone reveal) and manufacturers for regions (SPEC §2):
 * `/istehsalci`, `/istehsalci-haqqinda/{slug}-{id}`, `/istehsalci-rayonlar` and their en/ru paths.
 */
import { localized, router } from './localized.js'
import { phoneRevealThrottle } from '#start/limiter'

const SuppliersController = () => import('#controllers/storefront/suppliers_controller')
const RegionsController = () => import('#controllers/storefront/regions_controller')

localized('suppliers', (path, _locale, name) =>
  router.get(path, [SuppliersController, 'index']).as(name)
)
localized('supplier_info', (path, _locale, name) => {
  router.get(path, [SuppliersController, 'redirectToList']).as(name)
  router.get(`${path}/:slugId`, [SuppliersController, 'show']).as(`${name}.show`)
  router
    .get(`${path}/:slugId/phone`, [SuppliersController, 'phone'])
    .as(`${name}.phone`)
    .use(phoneRevealThrottle)
})
localized('manufacturers_for_regions', (path, _locale, name) =>
  router.get(path, [RegionsController, 'show']).as(name)
)
