import { BaseSchema } from '@adonisjs/lucid/schema'

/** app/services/rates/foreign_prices.ts UNPRICED_SORT_KEY (Number.MAX_SAFE_INTEGER): a product without an AZN price. */
const UNPRICED_SORT_KEY = '9007199254740991'

/** Transaction-level advisory-lock key serializing the upkeep of catalog_cells (migration 0018). */
const CELLS_LOCK_KEY = '323503934980'

/** Above this many touched cells, a statement recounts the whole table (migration 0018). */
const FULL_RECOUNT_CELLS = 200

/**
 * Foreign-currency prices only at a usable rate (issue #22; docs/money.md):
 *
 * - exchange_rates.source: 'cbar' for rates the sync stored, 'demo' for the seeder's rates of a
 *   fresh offline demo. The scheduler's "today's rates are stored" check counts CBAR rates only
 *   (a demo rate dated today must not stop the first sync), the seeder never adds a demo rate for
 *   a currency the CBAR sync has priced, and a sync of the same day replaces a demo rate.
 * - products.effective_price_minor of a product with no AZN price (no usable rate) becomes
 *   UNPRICED_SORT_KEY instead of its foreign figure read as qəpik, so catalog_cells' price range
 *   leaves such products out: min_price/max_price count priced products only (NULL when a cell
 *   has none). Existing foreign prices without a rate dated within the default 7 days (Baku) are
 *   marked here; the rates scheduler and seeder re-price with the configured age afterwards.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.raw(`ALTER TABLE exchange_rates ADD COLUMN source varchar(8) NOT NULL DEFAULT 'cbar'
      CONSTRAINT exchange_rates_source_known CHECK (source IN ('cbar', 'demo'))`)

    this.schema.raw(
      `ALTER TABLE catalog_cells ALTER COLUMN min_price DROP NOT NULL, ALTER COLUMN max_price DROP NOT NULL`
    )
    this.defineCellFunctions(`FILTER (WHERE effective_price_minor < ${UNPRICED_SORT_KEY})`)
    this.schema.raw(`
      UPDATE products p SET effective_price_minor = ${UNPRICED_SORT_KEY}
       WHERE p.currency <> 'AZN' AND p.effective_price_minor <> ${UNPRICED_SORT_KEY}
         AND NOT EXISTS (
           SELECT 1 FROM exchange_rates r
            WHERE r.currency = p.currency AND r.rate_date >= (now() AT TIME ZONE 'Asia/Baku')::date - 7
         )`)
    this.schema.raw(`SELECT catalog_cells_rebuild()`)
  }

  async down() {
    this.schema.raw(`
      UPDATE products SET effective_price_minor = round(price_minor * (100 - discount_percent) / 100.0)
       WHERE effective_price_minor = ${UNPRICED_SORT_KEY}`)
    this.defineCellFunctions('')
    this.schema.raw(`SELECT catalog_cells_rebuild()`)
    this.schema.raw(
      `ALTER TABLE catalog_cells ALTER COLUMN min_price SET NOT NULL, ALTER COLUMN max_price SET NOT NULL`
    )
    this.schema.raw(`ALTER TABLE exchange_rates DROP COLUMN source`)
  }

  /** migration 0018's catalog_cells_rebuild / catalog_cells_recount, the price range aggregates restricted by `filter`. */
  private defineCellFunctions(filter: string) {
    this.schema.raw(`
      CREATE OR REPLACE FUNCTION catalog_cells_rebuild() RETURNS void LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM pg_advisory_xact_lock(${CELLS_LOCK_KEY});
        DELETE FROM catalog_cells;
        INSERT INTO catalog_cells (category_id, company_id, n, discounted, domestic, min_price, max_price)
          SELECT category_id, company_id, count(*), count(*) FILTER (WHERE discount_percent > 0),
            count(*) FILTER (WHERE domestic_shipping), min(effective_price_minor) ${filter}, max(effective_price_minor) ${filter}
          FROM products WHERE status = 'published' AND category_id IS NOT NULL
          GROUP BY category_id, company_id;
      END $$`)
    this.schema.raw(`
      CREATE OR REPLACE FUNCTION catalog_cells_recount(cells jsonb) RETURNS void LANGUAGE plpgsql AS $$
      BEGIN
        IF jsonb_array_length(cells) = 0 THEN RETURN; END IF;
        IF jsonb_array_length(cells) > ${FULL_RECOUNT_CELLS} THEN
          PERFORM catalog_cells_rebuild();
          RETURN;
        END IF;
        PERFORM pg_advisory_xact_lock(${CELLS_LOCK_KEY});
        WITH touched AS (
          SELECT DISTINCT (c->>0)::int AS category_id, (c->>1)::int AS company_id FROM jsonb_array_elements(cells) AS c
        ), counted AS (
          SELECT t.category_id, t.company_id, count(p.id)::int AS n,
            count(p.id) FILTER (WHERE p.discount_percent > 0)::int AS discounted,
            count(p.id) FILTER (WHERE p.domestic_shipping)::int AS domestic,
            min(p.effective_price_minor) ${filter.replace('effective_price_minor', 'p.effective_price_minor')} AS min_price,
            max(p.effective_price_minor) ${filter.replace('effective_price_minor', 'p.effective_price_minor')} AS max_price
          FROM touched t
          LEFT JOIN products p ON p.category_id = t.category_id AND p.company_id = t.company_id AND p.status = 'published'
          GROUP BY t.category_id, t.company_id
        ), emptied AS (
          DELETE FROM catalog_cells k USING counted c
          WHERE k.category_id = c.category_id AND k.company_id = c.company_id AND c.n = 0
        )
        INSERT INTO catalog_cells (category_id, company_id, n, discounted, domestic, min_price, max_price)
          SELECT category_id, company_id, n, discounted, domestic, min_price, max_price FROM counted WHERE n > 0
        ON CONFLICT (category_id, company_id) DO UPDATE SET n = excluded.n, discounted = excluded.discounted,
          domestic = excluded.domestic, min_price = excluded.min_price, max_price = excluded.max_price;
      END $$`)
  }
}
