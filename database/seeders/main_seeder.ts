import { BaseSeeder } from '@adonisjs/lucid/seeders'
import db from '@adonisjs/lucid/services/db'
import { seedGeography } from '../seed/geography.js'
import { seedCategories } from '../seed/categories.js'
import { seedCompanies } from '../seed/companies.js'
import { seedProducts } from '../seed/products.js'
import { seedSupplierAccounts } from '../seed/supplier_accounts.js'
import { seedContent } from '../seed/content.js'
import { seedSellerTerms } from '../seed/seller_terms.js'
import { seedGtinRegistry } from '../seed/gtin_registry.js'
import { refreshEffectivePrices, refreshSearchExtra } from '#services/catalog/catalog_maintenance'

/**
 * Reference data and demo catalog, idempotent: safe to run on every start. Geography and
 * categories come from shared/data facts; suppliers, products and content are demo data.
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
      await seedGtinRegistry(trx)
      /** USD/AZN is pegged at 1.7000 by the CBAR; other currencies arrive with the rate sync. */
      await trx
        .knexQuery()
        .table('exchange_rates')
        .insert({ currency: 'USD', rate_date: '2026-11-20', nominal: 1, value: '1.7000' })
        .onConflict(['currency', 'rate_date'])
        .ignore()
      await refreshSearchExtra(trx)
      await refreshEffectivePrices(trx)
    })
  }
}
