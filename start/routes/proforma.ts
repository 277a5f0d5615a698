/**
 * Export desk (issue 24): a pro-forma invoice by its number, HTML (`/en/proforma-invoice/:number`)
 * and PDF (`…/:number/pdf`), for the RFQ's buyer (account or `?t=` signed link), its seller's
 * users and admins; anyone else gets a 404 (app/services/export_desk/proforma_access.ts).
 */
import { localized, router } from './localized.js'

const ProformaController = () => import('#controllers/invoices/proforma_controller')

const NUMBER = /^PF-[0-9]{4}-[0-9]{6,}$/

localized('proforma', (path, _locale, name) => {
  router.get(`${path}/:number`, [ProformaController, 'show']).where('number', NUMBER).as(name)
  router
    .get(`${path}/:number/pdf`, [ProformaController, 'pdf'])
    .where('number', NUMBER)
    .as(`${name}.pdf`)
})
