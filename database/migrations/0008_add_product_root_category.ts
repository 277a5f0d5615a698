import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * products.root_category_id: the top-level category of the product's category, kept by a
 * trigger, with listing indexes per sort — so a top-level category page reads its page of ids
 * in index order instead of sorting the whole subtree on every request (bench finding).
 */
export default class extends BaseSchema {
  async up() {
    this.schema.alterTable('products', (table) => {
      table.integer('root_category_id').nullable().references('categories.id').onDelete('RESTRICT')
    })
    this.schema.raw(`
      CREATE OR REPLACE FUNCTION karvan_product_root_category() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        WITH RECURSIVE up AS (
          SELECT id, parent_id FROM categories WHERE id = NEW.category_id
          UNION ALL
          SELECT c.id, c.parent_id FROM categories c JOIN up ON c.id = up.parent_id
        )
        SELECT id INTO NEW.root_category_id FROM up WHERE parent_id IS NULL LIMIT 1;
        RETURN NEW;
      END
      $$
    `)
    this.schema.raw(`
      CREATE TRIGGER products_root_category BEFORE INSERT OR UPDATE OF category_id ON products
      FOR EACH ROW EXECUTE FUNCTION karvan_product_root_category()
    `)
    this.schema.raw('UPDATE products SET category_id = category_id')
    this.schema.raw(
      'CREATE INDEX products_root_new ON products (root_category_id, status, first_published_at DESC, id DESC)'
    )
    this.schema.raw(
      'CREATE INDEX products_root_popular ON products (root_category_id, status, sales_count DESC, id DESC)'
    )
    this.schema.raw(
      'CREATE INDEX products_root_price ON products (root_category_id, status, effective_price_minor, id)'
    )
  }

  async down() {
    for (const index of ['products_root_price', 'products_root_popular', 'products_root_new']) {
      this.schema.raw(`DROP INDEX IF EXISTS ${index}`)
    }
    this.schema.raw('DROP TRIGGER IF EXISTS products_root_category ON products')
    this.schema.raw('DROP FUNCTION IF EXISTS karvan_product_root_category()')
    this.schema.alterTable('products', (table) => table.dropColumn('root_category_id'))
  }
}
