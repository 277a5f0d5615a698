import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import { refreshForeignPrices } from '#services/rates/foreign_prices'

/**
 * Rebuilds product_translations.search_extra (keywords, brand, seller, model, barcode, product
 * code) for the given products, or all when `productIds` is omitted. The weighted
 * search_vector column is generated from it by PostgreSQL.
 */
export async function refreshSearchExtra(client: QueryClientContract, productIds?: number[]) {
  const filter = productIds?.length ? 'AND p.id = ANY(?)' : ''
  await client.rawQuery(
    `UPDATE product_translations t SET search_extra = concat_ws(' ',
        t.keywords, b.name, c.name, p.model, p.barcode, p.product_code)
      FROM products p
      JOIN companies c ON c.id = p.company_id
      LEFT JOIN brands b ON b.id = p.brand_id
      WHERE p.id = t.product_id ${filter}`,
    productIds?.length ? [productIds] : []
  )
  await refreshSearchWords(client, productIds)
}

/**
 * Keeps the search_words dictionary (typo correction, migration 0014) in step with the search
 * vectors: the words of the given products are added, or, without `productIds`, the whole
 * dictionary is rebuilt with each word's translation count. Lexemes of letters only, ≥ 3.
 */
export async function refreshSearchWords(client: QueryClientContract, productIds?: number[]) {
  if (productIds?.length) {
    await client.rawQuery(
      `INSERT INTO search_words (word)
        SELECT DISTINCT w FROM product_translations t, unnest(tsvector_to_array(t.search_vector)) AS w
        WHERE t.product_id = ANY(?) AND w ~ '^[[:alpha:]]{3,}$'
        ON CONFLICT (word) DO NOTHING`,
      [productIds]
    )
    return
  }
  await client.rawQuery('DELETE FROM search_words')
  await client.rawQuery(
    `INSERT INTO search_words (word, ndoc)
      SELECT word, ndoc FROM ts_stat('SELECT search_vector FROM product_translations')
      WHERE word ~ '^[[:alpha:]]{3,}$'`
  )
}

/** Products in the search front tier: half the most sold, half the newest listed (rule: migration 0020). */
export const SEARCH_FRONT_TIER_PRODUCTS = 30_000

/** Job name of the hourly front-tier pass (app/jobs/refresh_search_tier.ts). */
export const REFRESH_SEARCH_TIER_JOB = 'catalog.search_tier'

/**
 * Re-draws the search front tier (product_translations.search_tier, migration 0020): the
 * translations of the `size / 2` most sold and the `size / 2` most recently listed published
 * products are in it, every other translation out; a catalog of at most `size` published
 * products is wholly in it. Only rows whose membership changes are written. Returns the number
 * of translations moved.
 */
export async function refreshSearchTier(client: QueryClientContract, size = SEARCH_FRONT_TIER_PRODUCTS): Promise<number> {
  const half = Math.max(1, Math.floor(size / 2))
  const result = await client.rawQuery(
    `WITH front AS (
       (SELECT id FROM products WHERE status = 'published' ORDER BY sales_count DESC, id DESC LIMIT ?)
       UNION
       (SELECT id FROM products WHERE status = 'published' ORDER BY first_published_at DESC NULLS LAST, id DESC LIMIT ?)
     ), everything AS (SELECT count(*) <= ? AS small FROM products WHERE status = 'published')
     UPDATE product_translations t SET search_tier = NOT t.search_tier
     FROM everything
     WHERE t.search_tier <> (everything.small OR t.product_id IN (SELECT id FROM front))`,
    [half, half, size]
  )
  return result.rowCount ?? 0
}

/**
 * Recomputes products.effective_price_minor (AZN qəpik after discount) for every product: AZN
 * prices directly, USD/EUR through refreshForeignPrices at the latest stored CBAR rate
 * (foreign prices without a rate keep their own figure). Rule: DESIGN §4 Money.
 */
export async function refreshEffectivePrices(client: QueryClientContract) {
  await client.rawQuery(
    `UPDATE products SET effective_price_minor = round(price_minor * (100 - discount_percent) / 100.0)
      WHERE currency = 'AZN' OR NOT EXISTS (SELECT 1 FROM exchange_rates r WHERE r.currency = products.currency)`
  )
  await refreshForeignPrices(client)
}
