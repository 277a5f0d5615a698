/** Admin product review (issue 5): queue, review page, approve, reject. Admin sessions only. */
import { localized, router } from './localized.js'
import { middleware } from '#start/kernel'

const ProductsController = () => import('#controllers/admin/products_controller')

const ID = /^\d{1,9}$/

router
  .group(() => {
    localized('admin_products', (path, _locale, name) => {
      router.get(path, [ProductsController, 'index']).as(name)
      router.get(`${path}/:id`, [ProductsController, 'show']).where('id', ID).as(`${name}.show`)
      router
        .post(`${path}/:id/approve`, [ProductsController, 'approve'])
        .where('id', ID)
        .as(`${name}.approve`)
      router
        .post(`${path}/:id/reject`, [ProductsController, 'reject'])
        .where('id', ID)
        .as(`${name}.reject`)
    })
  })
  .use(middleware.auth({ as: 'admin' }))
