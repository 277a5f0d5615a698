import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import { refreshSearchExtra } from '#services/catalog/catalog_maintenance'
import { repriceProducts } from '#services/rates/foreign_prices'

/**
 * Refreshes what the catalog derives from products `productIds` (DESIGN §4): the search text
 * (keywords, brand, seller, model, barcode, code — catalog_maintenance.refreshSearchExtra) and
 * effective_price_minor, the AZN qəpik after discount that price filters and sorts use, by the
 * rule buyers are charged by (rates/foreign_prices.repriceProducts: newest CBAR rate of a USD/EUR
 * price when recent enough; no AZN price, never the foreign figure, without one), but only for
 * these rows, so a seller's save does not rewrite every product. Pass the saving transaction.
 */
export async function refreshProductsDerivedData(
  client: QueryClientContract,
  productIds: number[]
) {
  if (productIds.length === 0) return
  await refreshSearchExtra(client, productIds)
  await repriceProducts(client, productIds)
}
