import { BaseSchema } from '@adonisjs/lucid/schema'

/** Transaction-level advisory-lock key serializing the upkeep of catalog_cells ("KRVN" + 4 = 0x4b52564e04). */
const CELLS_LOCK_KEY = '323503934980'

/** Above this many touched cells, a statement recounts the whole table (one grouped scan) rather than cell by cell. */
const FULL_RECOUNT_CELLS = 200

/**
 * Filter counts of plain browsing (issue: catalog, "filter counts", fast at 1M products):
 * published products per (category, seller) with the discounted and domestic-shipping ones
 * and the price range — what app/services/catalog/facet_counts.ts adds up for a category page.
 * They used to be counted by a grouped scan of the whole catalog once a minute per worker:
 * ~0.75 s of CPU at 1M products (a parallel scan taking both cores of a small server for a
 * quarter second, twice a minute). Now statement-level triggers keep them exact as products
 * change:
 *
 * - the cells a statement touched (old and new category/seller of rows whose status, category,
 *   seller, discount, domestic shipping or effective price changed; stock and sales updates
 *   touch none) are counted again from `products`, under one transaction-level advisory lock so
 *   that concurrent writers never overwrite each other's counts with an older snapshot;
 * - a statement touching more than FULL_RECOUNT_CELLS cells (bulk loads, rate updates of every
 *   USD price) recounts the table in one scan; TRUNCATE empties it.
 *
 * Sellers are not filtered here: readers join companies for the active ones. Products without a
 * category (drafts only: approval requires one) are not counted.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.raw(`
      CREATE TABLE catalog_cells (
        category_id integer NOT NULL,
        company_id integer NOT NULL,
        n integer NOT NULL,
        discounted integer NOT NULL,
        domestic integer NOT NULL,
        min_price bigint NOT NULL,
        max_price bigint NOT NULL,
        PRIMARY KEY (category_id, company_id)
      )`)

    this.schema.raw(`
      CREATE FUNCTION catalog_cells_rebuild() RETURNS void LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM pg_advisory_xact_lock(${CELLS_LOCK_KEY});
        DELETE FROM catalog_cells;
        INSERT INTO catalog_cells (category_id, company_id, n, discounted, domestic, min_price, max_price)
          SELECT category_id, company_id, count(*), count(*) FILTER (WHERE discount_percent > 0),
            count(*) FILTER (WHERE domestic_shipping), min(effective_price_minor), max(effective_price_minor)
          FROM products WHERE status = 'published' AND category_id IS NOT NULL
          GROUP BY category_id, company_id;
      END $$`)

    /** Counts the given cells again (rows of (category_id, company_id) as a jsonb array) from the current snapshot. */
    this.schema.raw(`
      CREATE FUNCTION catalog_cells_recount(cells jsonb) RETURNS void LANGUAGE plpgsql AS $$
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
            min(p.effective_price_minor) AS min_price, max(p.effective_price_minor) AS max_price
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

    this.schema.raw(`
      CREATE FUNCTION catalog_cells_after_change() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE cells jsonb;
      BEGIN
        IF TG_OP = 'INSERT' THEN
          SELECT coalesce(jsonb_agg(DISTINCT jsonb_build_array(category_id, company_id)), '[]') INTO cells
          FROM new_rows WHERE status = 'published' AND category_id IS NOT NULL;
        ELSIF TG_OP = 'DELETE' THEN
          SELECT coalesce(jsonb_agg(DISTINCT jsonb_build_array(category_id, company_id)), '[]') INTO cells
          FROM old_rows WHERE status = 'published' AND category_id IS NOT NULL;
        ELSE
          SELECT coalesce(jsonb_agg(DISTINCT cell), '[]') INTO cells FROM (
            SELECT jsonb_build_array(o.category_id, o.company_id) AS cell
            FROM old_rows o JOIN new_rows n ON n.id = o.id
            WHERE o.status = 'published' AND o.category_id IS NOT NULL AND (o.status, o.category_id, o.company_id, o.discount_percent, o.domestic_shipping, o.effective_price_minor)
              IS DISTINCT FROM (n.status, n.category_id, n.company_id, n.discount_percent, n.domestic_shipping, n.effective_price_minor)
            UNION
            SELECT jsonb_build_array(n.category_id, n.company_id)
            FROM old_rows o JOIN new_rows n ON n.id = o.id
            WHERE n.status = 'published' AND n.category_id IS NOT NULL AND (o.status, o.category_id, o.company_id, o.discount_percent, o.domestic_shipping, o.effective_price_minor)
              IS DISTINCT FROM (n.status, n.category_id, n.company_id, n.discount_percent, n.domestic_shipping, n.effective_price_minor)
          ) changed;
        END IF;
        PERFORM catalog_cells_recount(cells);
        RETURN NULL;
      END $$`)

    this.schema.raw(`CREATE TRIGGER catalog_cells_insert AFTER INSERT ON products
      REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION catalog_cells_after_change()`)
    this.schema.raw(`CREATE TRIGGER catalog_cells_update AFTER UPDATE ON products
      REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION catalog_cells_after_change()`)
    this.schema.raw(`CREATE TRIGGER catalog_cells_delete AFTER DELETE ON products
      REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION catalog_cells_after_change()`)
    this.schema.raw(`
      CREATE FUNCTION catalog_cells_after_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        DELETE FROM catalog_cells;
        RETURN NULL;
      END $$`)
    this.schema.raw(`CREATE TRIGGER catalog_cells_truncate AFTER TRUNCATE ON products
      FOR EACH STATEMENT EXECUTE FUNCTION catalog_cells_after_truncate()`)

    this.schema.raw(`SELECT catalog_cells_rebuild()`)
  }

  async down() {
    this.schema.raw(`DROP TRIGGER IF EXISTS catalog_cells_truncate ON products`)
    this.schema.raw(`DROP TRIGGER IF EXISTS catalog_cells_delete ON products`)
    this.schema.raw(`DROP TRIGGER IF EXISTS catalog_cells_update ON products`)
    this.schema.raw(`DROP TRIGGER IF EXISTS catalog_cells_insert ON products`)
    this.schema.raw(`DROP FUNCTION IF EXISTS catalog_cells_after_truncate()`)
    this.schema.raw(`DROP FUNCTION IF EXISTS catalog_cells_after_change()`)
    this.schema.raw(`DROP FUNCTION IF EXISTS catalog_cells_recount(jsonb)`)
    this.schema.raw(`DROP FUNCTION IF EXISTS catalog_cells_rebuild()`)
    this.schema.raw(`DROP TABLE IF EXISTS catalog_cells`)
  }
}
