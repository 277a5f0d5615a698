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
