/**
 * Export desk, seller side (issue 24): the RFQ inbox in the seller dashboard
 * (`/satici-paneli/kotirovka-sorgulari`), one RFQ with its quotes and thread, and the seller's
 * moves (quote or revise, decline a request, mark fulfilled, message the buyer). Seller
 * accounts only; another company's RFQ is a 404.
 */
import { localized, router } from './localized.js'
import { middleware } from '#start/kernel'

const SellerRfqsController = () => import('#controllers/seller/rfqs_controller')

const ID = /^\d{1,9}$/
const seller = () => middleware.auth({ as: 'seller' })

localized('seller_rfqs', (path, _locale, name) => {
  router.get(path, [SellerRfqsController, 'index']).as(name).use(seller())
  router
    .get(`${path}/:id`, [SellerRfqsController, 'show'])
    .where('id', ID)
    .as(`${name}.show`)
    .use(seller())
  router
    .post(`${path}/:id/quotes`, [SellerRfqsController, 'quote'])
    .where('id', ID)
    .as(`${name}.quote`)
    .use(seller())
  router
    .post(`${path}/:id/decline`, [SellerRfqsController, 'decline'])
    .where('id', ID)
    .as(`${name}.decline`)
    .use(seller())
  router
    .post(`${path}/:id/fulfil`, [SellerRfqsController, 'fulfil'])
    .where('id', ID)
    .as(`${name}.fulfil`)
    .use(seller())
  router
    .post(`${path}/:id/messages`, [SellerRfqsController, 'message'])
    .where('id', ID)
    .as(`${name}.message`)
    .use(seller())
})
