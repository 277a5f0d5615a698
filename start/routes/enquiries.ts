/**
 * Buyers' enquiries (issue 5): a guest sends one from a product page (`/mehsul/:id/enquiry`) or a
 * supplier page (`/istehsalci-haqqinda/:id/enquiry`), rate-limited per IP; the producer reads and
 * answers them in the seller dashboard (`/satici-paneli/sorgular`), seller accounts only.
 */
import { localized, router } from './localized.js'
import { middleware } from '#start/kernel'
import { enquiryThrottle } from '#start/limiter'

const EnquiriesController = () => import('#controllers/storefront/enquiries_controller')
const SellerEnquiriesController = () => import('#controllers/seller/enquiries_controller')

const ID = /^\d{1,9}$/
const seller = () => middleware.auth({ as: 'seller' })

localized('product', (path, _locale, name) =>
  router
    .post(`${path}/:id/enquiry`, [EnquiriesController, 'product'])
    .where('id', ID)
    .as(`${name}.enquiry`)
    .use(enquiryThrottle)
)
localized('supplier_info', (path, _locale, name) =>
  router
    .post(`${path}/:id/enquiry`, [EnquiriesController, 'supplier'])
    .where('id', ID)
    .as(`${name}.enquiry`)
    .use(enquiryThrottle)
)
localized('seller_enquiries', (path, _locale, name) => {
  router.get(path, [SellerEnquiriesController, 'index']).as(name).use(seller())
  router
    .get(`${path}/:id`, [SellerEnquiriesController, 'show'])
    .where('id', ID)
    .as(`${name}.show`)
    .use(seller())
  router
    .post(`${path}/:id/replies`, [SellerEnquiriesController, 'reply'])
    .where('id', ID)
    .as(`${name}.reply`)
    .use(seller())
  router
    .post(`${path}/:id/status`, [SellerEnquiriesController, 'status'])
    .where('id', ID)
    .as(`${name}.status`)
    .use(seller())
})
