import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import { refreshSearchExtra } from '#services/catalog/catalog_maintenance'

/**
 * Refreshes what the catalog derives from products `productIds` (DESIGN §4): the search text
 * (keywords, brand, seller, model, barcode, code — catalog_maintenance.refreshSearchExtra) and
 * effective_price_minor, the AZN qəpik after discount that price filters and sorts use. Same
 * formula as catalog_maintenance.refreshEffectivePrices / rates' refreshForeignPrices (newest
 * CBAR rate of a USD/EUR price; own figure while none is stored), but only for these rows, so
 * a seller's save does not rewrite every product. Pass the saving transaction.
 */
export async function refreshProductsDerivedData(client: QueryClientContract, productIds: number[]) {
  if (productIds.length === 0) return
  await refreshSearchExtra(client, productIds)
  await client.rawQuery(
    `UPDATE products p SET effective_price_minor = round(
        p.price_minor
        * coalesce((SELECT r.value / r.nominal FROM exchange_rates r
                     WHERE r.currency = p.currency AND p.currency <> 'AZN'
                     ORDER BY r.rate_date DESC LIMIT 1), 1)
        * (100 - p.discount_percent) / 100.0)
      WHERE p.id = ANY(?)`,
    [productIds]
  )
}
