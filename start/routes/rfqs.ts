/**
 * Export desk, buyer side (issue 24): a buyer's RFQ by its signed link (`/en/rfq/:token`,
 * app/services/export_desk/rfq_link.ts).
 */
import { localized, router } from './localized.js'

const RfqsController = () => import('#controllers/storefront/rfqs_controller')

const TOKEN = /^[A-Za-z0-9_-]{43}$/

localized('rfq_link', (path, _locale, name) => {
  router.get(`${path}/:token`, [RfqsController, 'show']).where('token', TOKEN).as(name)
})
