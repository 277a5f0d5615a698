import type { QueryClientContract } from '@adonisjs/lucid/types/database'

/**
 * Re-prices products quoted in a foreign currency after a rates sync:
 * effective_price_minor = round(price_minor × value / nominal × (100 − discount_percent) / 100),
 * in qəpik, at the newest stored CBAR rate of the product's currency (DESIGN §4 "price at the
 * day's rate"). AZN products and currencies without a stored rate are left as they are.
 * Returns the number of rows changed, or null when products.effective_price_minor does not
 * exist (databases migrated before the catalog-search migration). Pass the sync's transaction.
 */
export async function refreshForeignPrices(client: QueryClientContract): Promise<number | null> {
  const column = await client.rawQuery(
    `SELECT 1 FROM information_schema.columns
      WHERE table_schema = current_schema() AND table_name = 'products' AND column_name = 'effective_price_minor'`
  )
  if (column.rows.length === 0) return null

  const result = await client.rawQuery(
    `WITH latest AS (
        SELECT DISTINCT ON (currency) currency, value / nominal AS per_unit
          FROM exchange_rates
         ORDER BY currency, rate_date DESC
      ), priced AS (
        SELECT p.id, round(p.price_minor * r.per_unit * (100 - p.discount_percent) / 100.0) AS minor
          FROM products p
          JOIN latest r ON r.currency = p.currency
         WHERE p.currency <> 'AZN'
      )
      UPDATE products SET effective_price_minor = priced.minor
        FROM priced
       WHERE products.id = priced.id AND products.effective_price_minor IS DISTINCT FROM priced.minor`
  )
  return result.rowCount ?? 0
}
