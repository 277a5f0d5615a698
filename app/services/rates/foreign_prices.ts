import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import { FOREIGN_PRICE_CURRENCIES } from '#lib/money'
import { oldestUsableRateDate } from '#services/rates/azn_prices'
import { bakuToday } from '#services/rates/rates_source'

/**
 * products.effective_price_minor of a product that has no AZN price now (a foreign currency
 * without a usable CBAR rate; docs/money.md). Far above any real price (the listing's price
 * filter accepts at most 100,000,000 AZN = 10^10 qəpik) and exact as a JavaScript number: such
 * products sort after every priced one in "price, low to high" (before them in "high to low"),
 * price filters exclude them (product_listing.filterConditions) and the filter panel's price
 * range leaves them out (facet counts, search summaries, catalog_cells: migration 0028). Never
 * money: nothing reads effective_price_minor as an amount to show or charge.
 */
export const UNPRICED_SORT_KEY = Number.MAX_SAFE_INTEGER

/** The highest effective_price_minor of a product with an AZN price (a price filter's upper bound). */
export const MAX_PRICED_MINOR = 10_000_000_000_000

/**
 * Sets products.effective_price_minor (AZN qəpik after discount: what price filters and sorts
 * use) as buyers are charged (azn_prices.aznPrice): AZN prices as they are; foreign ones at the
 * newest stored CBAR rate of their currency when it is dated on or after today (Baku) −
 * RATES_MAX_AGE_DAYS, converted and rounded once:
 * round(price_minor × value / nominal × (100 − discount_percent) / 100); UNPRICED_SORT_KEY when
 * there is no such rate (never the foreign figure as if it were qəpik). `scope`: 'foreign' (after
 * a rates sync, and when rates age: only foreign-priced products can change), 'all', or product
 * ids (a seller's save). Writes only rows whose value changes. Returns the rows changed, or null
 * for 'foreign' and 'all' when products.effective_price_minor does not exist (databases migrated
 * before the catalog-search migration). Pass the caller's transaction.
 */
export async function repriceProducts(
  client: QueryClientContract,
  scope: 'foreign' | 'all' | number[],
  today: string = bakuToday()
): Promise<number | null> {
  if (Array.isArray(scope)) {
    if (scope.length === 0) return 0
  } else if (!(await hasEffectivePrice(client))) {
    return null
  }

  const where =
    scope === 'all' ? 'true' : scope === 'foreign' ? `p.currency <> 'AZN'` : 'p.id = ANY(?::int[])'
  const result = await client.rawQuery(
    `WITH latest AS (
        SELECT DISTINCT ON (currency) currency, value, nominal, rate_date
          FROM exchange_rates
         WHERE currency = ANY(?::text[])
         ORDER BY currency, rate_date DESC
      ), priced AS (
        SELECT p.id, CASE
            WHEN p.currency = 'AZN' THEN round(p.price_minor * (100 - p.discount_percent) / 100.0)
            WHEN r.rate_date >= ?::date THEN round(p.price_minor * r.value * (100 - p.discount_percent) / (r.nominal * 100.0))
            ELSE ${UNPRICED_SORT_KEY}
          END AS minor
          FROM products p
          LEFT JOIN latest r ON r.currency = p.currency
         WHERE ${where}
      )
      UPDATE products SET effective_price_minor = priced.minor
        FROM priced
       WHERE products.id = priced.id AND products.effective_price_minor IS DISTINCT FROM priced.minor`,
    [
      [...FOREIGN_PRICE_CURRENCIES],
      oldestUsableRateDate(today),
      ...(Array.isArray(scope) ? [scope] : []),
    ]
  )
  return result.rowCount ?? 0
}

/** Whether products.effective_price_minor exists (the catalog-search migration ran). */
async function hasEffectivePrice(client: QueryClientContract): Promise<boolean> {
  const column = await client.rawQuery(
    `SELECT 1 FROM information_schema.columns
      WHERE table_schema = current_schema() AND table_name = 'products' AND column_name = 'effective_price_minor'`
  )
  return column.rows.length > 0
}

/**
 * Re-prices the products quoted in a foreign currency (repriceProducts 'foreign'): after a rates
 * sync, and on every sync attempt (a failed one too), so a rate that grew too old while the CBAR
 * was unreachable stops pricing the listing's filters and sorts. Pass the caller's transaction.
 */
export function refreshForeignPrices(client: QueryClientContract): Promise<number | null> {
  return repriceProducts(client, 'foreign')
}
