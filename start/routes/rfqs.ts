/**
 * Export desk, buyer side (issue 24):
 * - `POST /en/product/:id/rfq`: the RFQ form of a product with an export offer (rfqThrottle per IP).
 * - `/en/rfq-confirmation/:token`: a guest's one-time link; GET shows the confirm button (mail
 *   scanners prefetch links), POST confirms.
 * - `/en/rfq/:token` (+ messages, withdraw, accept, decline): a buyer's RFQ by its signed link
 *   (app/services/export_desk/rfq_link.ts).
 * - `/en/user-dashboard/quote-requests` (+ `/:id`): a buyer account's RFQs.
 */
import { localized, router } from './localized.js'
import { middleware } from '#start/kernel'
import { rfqMessageThrottle, rfqThrottle } from '#start/limiter'

const RfqsController = () => import('#controllers/storefront/rfqs_controller')
const RfqRequestsController = () => import('#controllers/storefront/rfq_requests_controller')
const AccountRfqsController = () => import('#controllers/account/rfqs_controller')

const TOKEN = /^[A-Za-z0-9_-]{43}$/
const ID = /^\d{1,9}$/

localized('product', (path, _locale, name) =>
  router
    .post(`${path}/:id/rfq`, [RfqRequestsController, 'product'])
    .where('id', ID)
    .as(`${name}.rfq`)
    .use(rfqThrottle)
)

localized('rfq_confirm', (path, _locale, name) => {
  router.get(`${path}/:token`, [RfqRequestsController, 'show']).where('token', TOKEN).as(name)
  router
    .post(`${path}/:token`, [RfqRequestsController, 'confirm'])
    .where('token', TOKEN)
    .as(`${name}.confirm`)
})

localized('rfq_link', (path, _locale, name) => {
  router.get(`${path}/:token`, [RfqsController, 'show']).where('token', TOKEN).as(name)
  router
    .post(`${path}/:token/messages`, [RfqsController, 'message'])
    .where('token', TOKEN)
    .as(`${name}.message`)
    .use(rfqMessageThrottle)
  router
    .post(`${path}/:token/withdraw`, [RfqsController, 'withdraw'])
    .where('token', TOKEN)
    .as(`${name}.withdraw`)
  router
    .post(`${path}/:token/accept`, [RfqsController, 'accept'])
    .where('token', TOKEN)
    .as(`${name}.accept`)
  router
    .post(`${path}/:token/decline`, [RfqsController, 'decline'])
    .where('token', TOKEN)
    .as(`${name}.decline`)
})

localized('user_rfqs', (path, _locale, name) => {
  router
    .group(() => {
      router.get(path, [AccountRfqsController, 'index']).as(name)
      router.get(`${path}/:id`, [AccountRfqsController, 'show']).where('id', ID).as(`${name}.show`)
    })
    .use(middleware.auth({ as: 'buyer' }))
})
