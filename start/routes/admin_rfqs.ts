/** Admin overview of the export desk (issue 24): RFQs by state and one RFQ read-only. Admin sessions only. */
import { localized, router } from './localized.js'
import { middleware } from '#start/kernel'

const RfqsController = () => import('#controllers/admin/rfqs_controller')

const ID = /^\d{1,9}$/

router
  .group(() => {
    localized('admin_rfqs', (path, _locale, name) => {
      router.get(path, [RfqsController, 'index']).as(name)
      router.get(`${path}/:id`, [RfqsController, 'show']).where('id', ID).as(`${name}.show`)
    })
  })
  .use(middleware.auth({ as: 'admin' }))
