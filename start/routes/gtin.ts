/**
 * GTIN lookup API (SPEC §1, §2 "GTIN lookup modal"): public JSON, one route per interface
 * language so messages and registry texts follow the page (`/api/gtin/:code`, `/en/api/gtin/:code`,
 * `/ru/api/gtin/:code`; names `gtin_lookup.<locale>`). Rate-limited inside the controller.
 */
import router from '@adonisjs/core/services/router'
import { DEFAULT_LOCALE, LOCALES } from '#lib/route_table'

const GtinController = () => import('#controllers/gtin_controller')

for (const locale of LOCALES) {
  const prefix = locale === DEFAULT_LOCALE ? '' : `/${locale}`
  router.get(`${prefix}/api/gtin/:code`, [GtinController, 'lookup']).as(`gtin_lookup.${locale}`)
}
