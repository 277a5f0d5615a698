import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Search heads (issue: catalog, "search p95 ≤ 50 ms at 1M products — bound the candidate set"):
 * for every word the search front tier (migration 0020) holds in many products, its best
 * products, ranked once per pass instead of on every search (refreshSearchHeads in
 * catalog_maintenance.ts; the IR "champion list"). A row is one (word, rank) entry: the product,
 * how strongly the word is tied to it (`score`: 1 name, 0.4 keywords/brand/seller, 0.2
 * description) and the facts the search's filter counts need. The facts follow the product at
 * once: statement triggers on products update them (a bulk update of a million rows is one
 * joined UPDATE) and delete the entries of deleted products; which products head a word is
 * redrawn by the hourly pass. Unlogged: derived data, redrawn by the next pass after a crash
 * (the search runs on the full-text indexes meanwhile). `word` sorts bytewise (C) so a prefix is
 * one index range.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.raw(`CREATE UNLOGGED TABLE search_heads (
      word text COLLATE "C" NOT NULL,
      rank smallint NOT NULL,
      product_id integer NOT NULL,
      score real NOT NULL,
      sales integer NOT NULL,
      category_id integer,
      company_id integer NOT NULL,
      discounted boolean NOT NULL,
      domestic boolean NOT NULL,
      price bigint NOT NULL,
      listed boolean NOT NULL,
      PRIMARY KEY (word, rank)
    )`)
    this.schema.raw('CREATE INDEX search_heads_product ON search_heads (product_id)')
    this.schema
      .raw(`CREATE FUNCTION karvan_search_heads_facts() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        UPDATE search_heads h SET category_id = n.category_id, company_id = n.company_id,
          discounted = n.discount_percent > 0, domestic = n.domestic_shipping,
          price = n.effective_price_minor, listed = n.status = 'published'
        FROM changed n
        WHERE h.product_id = n.id AND (h.category_id IS DISTINCT FROM n.category_id OR h.company_id <> n.company_id
          OR h.discounted <> (n.discount_percent > 0) OR h.domestic <> n.domestic_shipping
          OR h.price <> n.effective_price_minor OR h.listed <> (n.status = 'published'));
        RETURN NULL;
      END $$`)
    this.schema
      .raw(`CREATE FUNCTION karvan_search_heads_forget() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        DELETE FROM search_heads h USING gone o WHERE h.product_id = o.id;
        RETURN NULL;
      END $$`)
    this.schema.raw(`CREATE TRIGGER products_search_heads_facts AFTER UPDATE ON products
      REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION karvan_search_heads_facts()`)
    this.schema.raw(`CREATE TRIGGER products_search_heads_forget AFTER DELETE ON products
      REFERENCING OLD TABLE AS gone FOR EACH STATEMENT EXECUTE FUNCTION karvan_search_heads_forget()`)
  }

  async down() {
    this.schema.raw('DROP TRIGGER IF EXISTS products_search_heads_forget ON products')
    this.schema.raw('DROP TRIGGER IF EXISTS products_search_heads_facts ON products')
    this.schema.raw('DROP FUNCTION IF EXISTS karvan_search_heads_forget()')
    this.schema.raw('DROP FUNCTION IF EXISTS karvan_search_heads_facts()')
    this.schema.raw('DROP TABLE IF EXISTS search_heads')
  }
}
