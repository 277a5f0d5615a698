import { BaseSeeder } from '@adonisjs/lucid/seeders'
import db from '@adonisjs/lucid/services/db'
import { seedGeography } from '../seed/geography.js'
import { seedCategories } from '../seed/categories.js'
import { seedCompanies } from '../seed/companies.js'
import { seedProducts } from '../seed/products.js'
import { seedExportOffers } from '../seed/export_offers.js'
import { seedDemoRfqs } from '../seed/rfqs.js'
import { seedSupplierAccounts } from '../seed/supplier_accounts.js'
import { seedContent } from '../seed/content.js'
import { seedSellerTerms } from '../seed/seller_terms.js'
import { seedGtinRegistry } from '../seed/gtin_registry.js'
import { seedDemoRates } from '../seed/exchange_rates.js'
import { refreshEffectivePrices, refreshSearchExtra } from '#services/catalog/catalog_maintenance'

/**
 * Reference data and demo catalog, idempotent: safe to run on every start. Geography and
 * categories come from shared/data facts; suppliers, products, their export offers and content
 * are demo data; demo
 * USD/EUR rates dated today for currencies the CBAR sync has not priced yet (seedDemoRates), then
 * every product's AZN price for filters and sorts.
 */
export default class MainSeeder extends BaseSeeder {
  async run() {
    await db.transaction(async (trx) => {
      await seedGeography(trx)
      const categoryIds = await seedCategories(trx)
      const { companyIds, brandIds } = await seedCompanies(trx)
      await seedContent(trx)
      await seedSellerTerms(trx)
      const locations = await seedSupplierAccounts(trx, companyIds)
      await seedProducts(trx, { categoryIds, companyIds, brandIds, locations })
      await seedExportOffers(trx)
      await seedDemoRfqs(trx)
      await seedGtinRegistry(trx)
      await seedDemoRates(trx)
      await refreshSearchExtra(trx)
      await refreshEffectivePrices(trx)
    })
  }
}
