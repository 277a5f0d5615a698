import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import { refreshProductsDerivedData } from '#actions/products/catalog_sync'
import { invalidate } from '#services/cache/invalidation'

/**
 * Rebuilds the catalog's derived data of a reviewed product inside the decision's
 * transaction: its search text (keywords, brand, seller, model, barcode, code) and its
 * effective AZN price (catalog_maintenance's rules, for this row only — rewriting every
 * product here would lock them all and could deadlock with a producer saving another one).
 */
export async function refreshReviewedProduct(client: QueryClientContract, productId: number) {
  await refreshProductsDerivedData(client, [productId])
}

/**
 * After the decision is committed: empties the page micro-cache, the listing facet counts and
 * page boundaries (the `catalog` topic) of every app process, so the product appears in (or
 * leaves) the public catalog at once.
 */
export function forgetCatalogCaches() {
  invalidate('catalog')
}
