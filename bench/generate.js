/**
 * Bench catalog: multiplies the seeded published products into N products with set-based SQL.
 *
 * Each copy g (1…N − S, S = seeded published products) takes base product g mod S and gets its
 * own name/slug suffix (` g` / `-g`) in az, en and ru, a random leaf category, a random active
 * company, random price, discount, stock, sales count and publication date, the base's main
 * image (path_base reused) and attributes. Secondary indexes of the product tables are dropped
 * during the load and rebuilt after it; search_extra is filled at insert time with the
 * expression of refreshSearchExtra and effective_price_minor with the UPDATE of
 * refreshEffectivePrices (app/services/catalog/catalog_maintenance.ts); copies start outside the
 * search front tier (run.js then draws it with `ace catalog:search-tier`). A copy's translations,
 * images and attributes are inserted in product order, so they lie together on disk as saving a
 * product leaves them (one transaction per product), not spread over the batch. `bench_meta`
 * records N and LAYOUT so a later run of the same size and layout reuses the database.
 */
import pg from 'pg'

/**
 * Version of how the generated rows are laid out; a catalog generated with another is generated
 * again (2: a product's rows inserted together, in product order).
 */
export const LAYOUT = '2'

/** Products per INSERT batch (one transaction each). */
const BATCH = 25_000
const TABLES = ['products', 'product_translations', 'product_images', 'product_attributes']

/** The bench_meta row for `products`, or null when the database holds no finished bench catalog of this LAYOUT. */
export async function generatedSize(url) {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    const { rows } = await client.query(
      `SELECT to_regclass('public.bench_meta') IS NOT NULL AS present`
    )
    if (!rows[0].present) return null
    const meta = await client.query(
      `SELECT value FROM bench_meta WHERE key = 'products' AND EXISTS (SELECT 1 FROM bench_meta WHERE key = 'layout' AND value = $1)`,
      [LAYOUT]
    )
    return meta.rows.length ? Number(meta.rows[0].value) : null
  } finally {
    await client.end()
  }
}

/** Whether the database has any table (i.e. was migrated before). */
export async function hasTables(url) {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    const { rows } = await client.query(
      `SELECT count(*)::int AS n FROM pg_tables WHERE schemaname = 'public'`
    )
    return rows[0].n > 0
  } finally {
    await client.end()
  }
}

/** Drops and re-creates database `name` on the server of `adminUrl`. */
export async function recreateDatabase(adminUrl, name) {
  const client = new pg.Client({ connectionString: adminUrl })
  await client.connect()
  try {
    const quoted = `"${name.replace(/"/g, '')}"`
    await client.query(`DROP DATABASE IF EXISTS ${quoted} WITH (FORCE)`)
    await client.query(`CREATE DATABASE ${quoted}`)
  } finally {
    await client.end()
  }
}

/**
 * Grows the seeded catalog to `total` published products.
 * @param {string} url bench database (migrated and seeded)
 * @param {number} total products wanted (≥ the seeded published count)
 * @param {(line: string) => void} log
 * @returns {Promise<{ seconds: number, seeded: number, total: number }>}
 */
export async function multiplyCatalog(url, total, log) {
  const startedAt = Date.now()
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    await client.query(`SET synchronous_commit = off`)
    await client.query(`SET maintenance_work_mem = '512MB'`)
    await client.query(`SET work_mem = '64MB'`)
    /** Skips FK triggers during the bulk load when the role may (superuser); plain inserts otherwise. */
    const replica = await client.query(`SET session_replication_role = replica`).then(
      () => true,
      () => false
    )
    await client.query(`SELECT setseed(0.4242)`)

    await client.query(`DROP TABLE IF EXISTS bench_base`)
    await client.query(`CREATE TEMP TABLE bench_base AS
      SELECT (row_number() OVER (ORDER BY p.id) - 1)::int AS idx, p.* FROM products p WHERE p.status = 'published'`)
    await client.query(`CREATE UNIQUE INDEX ON bench_base (idx)`)
    const seeded = (await client.query(`SELECT count(*)::int AS n FROM bench_base`)).rows[0].n
    if (!seeded) throw new Error('the seeder produced no published product to multiply')
    if (total < seeded)
      throw new Error(`--products ${total} is below the ${seeded} seeded products`)
    const leaves = (
      await client.query(`SELECT array_agg(c.id ORDER BY c.id) AS ids FROM categories c
        WHERE NOT EXISTS (SELECT 1 FROM categories k WHERE k.parent_id = c.id)`)
    ).rows[0].ids
    const companies = (
      await client.query(
        `SELECT array_agg(id ORDER BY id) AS ids FROM companies WHERE status = 'active'`
      )
    ).rows[0].ids
    if (!leaves?.length || !companies?.length)
      throw new Error('no leaf category or active company to use')

    const copies = total - seeded
    log(
      `  ${seeded} seeded products → ${total} (${copies} copies; ${leaves.length} leaf categories, ${companies.length} companies; FK triggers ${replica ? 'off' : 'on'})`
    )

    const indexes = (
      await client.query(
        `SELECT i.indexname, i.indexdef FROM pg_indexes i
         WHERE i.schemaname = 'public' AND i.tablename = ANY($1)
           AND NOT EXISTS (SELECT 1 FROM pg_constraint k WHERE k.conindid = to_regclass(quote_ident(i.indexname)))`,
        [TABLES]
      )
    ).rows
    for (const index of indexes) await client.query(`DROP INDEX IF EXISTS "${index.indexname}"`)
    log(`  dropped ${indexes.length} secondary indexes for the load`)

    for (let from = 1; from <= copies; from += BATCH) {
      const to = Math.min(copies, from + BATCH - 1)
      const batchStart = Date.now()
      await client.query('BEGIN')
      const ids = (
        await client.query(
          `WITH src AS (
             SELECT g, b.*,
               ($3::int[])[1 + floor(random() * cardinality($3::int[]))::int] AS r_category,
               ($4::int[])[1 + floor(random() * cardinality($4::int[]))::int] AS r_company
             FROM generate_series($1::int, $2::int) AS g
             JOIN bench_base b ON b.idx = g % $5
           ), ins AS (
             INSERT INTO products (company_id, category_id, brand_id, model, barcode, product_code, price_minor,
               currency, discount_percent, moq, stock, is_available, weight_grams, width, length, height, size_unit,
               domestic_shipping, location_district_id, status, is_featured, sales_count, view_count,
               first_published_at, created_at, updated_at)
             SELECT s.r_company, s.r_category, s.brand_id, s.model, s.barcode, 'BENCH-' || s.g,
               round(exp(ln(50) + random() * (ln(500000) - ln(50))))::bigint,
               s.currency,
               CASE WHEN random() < 0.3 THEN (5 * (1 + floor(random() * 10)))::smallint ELSE 0 END,
               s.moq, floor(random() * 1000)::int, random() > 0.05, s.weight_grams, s.width, s.length, s.height,
               s.size_unit, s.domestic_shipping, c.district_id, 'published', random() < 0.01,
               floor(power(random(), 3) * 2000)::int, floor(random() * 5000)::int,
               now() - random() * interval '730 days', now(), now()
             FROM src s JOIN companies c ON c.id = s.r_company
             RETURNING id
           )
           SELECT min(id) AS first, max(id) AS last FROM ins`,
          [from, to, leaves, companies, seeded]
        )
      ).rows[0]
      /** FROM clause over this batch's copies joined to their base product `b`, plus `joins`, rows in product order then `order`. */
      const fromCopies = (joins, order) => `FROM products p
          JOIN bench_base b ON b.idx = (substring(p.product_code FROM 7)::int % $3)
          ${joins}
          WHERE p.id BETWEEN $1 AND $2 AND p.product_code LIKE 'BENCH-%'
          ORDER BY p.id, ${order}`
      const batch = [ids.first, ids.last, seeded]
      await client.query(
        `INSERT INTO product_translations (product_id, locale, name, slug, description, keywords, search_extra, search_tier)
         SELECT p.id, bt.locale, left(bt.name || ' ' || substring(p.product_code FROM 7), 200),
           left(bt.slug || '-' || substring(p.product_code FROM 7), 200), bt.description, bt.keywords,
           concat_ws(' ', bt.keywords, br.name, c.name, p.model, p.barcode, p.product_code), false
         ${fromCopies(
           `JOIN product_translations bt ON bt.product_id = b.id
           JOIN companies c ON c.id = p.company_id
           LEFT JOIN brands br ON br.id = p.brand_id`,
           'bt.locale'
         )}`,
        batch
      )
      await client.query(
        `INSERT INTO product_images (product_id, position, is_main, path_base, width, height)
         SELECT p.id, bi.position, bi.is_main, bi.path_base, bi.width, bi.height
         ${fromCopies('JOIN product_images bi ON bi.product_id = b.id', 'bi.position')}`,
        batch
      )
      await client.query(
        `INSERT INTO product_attributes (product_id, position, name, value)
         SELECT p.id, a.position, a.name, a.value
         ${fromCopies('JOIN product_attributes a ON a.product_id = b.id', 'a.position')}`,
        batch
      )
      await client.query('COMMIT')
      log(`  products ${seeded + to}/${total} (${((Date.now() - batchStart) / 1000).toFixed(1)} s)`)
    }

    for (const index of indexes) {
      const t = Date.now()
      await client.query(index.indexdef)
      log(`  index ${index.indexname} (${((Date.now() - t) / 1000).toFixed(1)} s)`)
    }
    /**
     * refreshEffectivePrices (catalog_maintenance.ts → rates/foreign_prices.ts repriceProducts),
     * for every product: a foreign price at its newest rate dated within RATES_MAX_AGE_DAYS (7) of
     * today in Baku, else UNPRICED_SORT_KEY (no AZN price; never the foreign figure as qəpik).
     */
    await client.query(
      `UPDATE products p SET effective_price_minor = CASE
          WHEN q.currency = 'AZN' THEN round(q.price_minor * (100 - q.discount_percent) / 100.0)
          WHEN r.rate_date >= (now() AT TIME ZONE 'Asia/Baku')::date - $1::int
            THEN round(q.price_minor * r.value * (100 - q.discount_percent) / (r.nominal * 100.0))
          ELSE 9007199254740991
        END
      FROM products q
      LEFT JOIN LATERAL (
        SELECT value, nominal, rate_date FROM exchange_rates
        WHERE currency = q.currency AND q.currency <> 'AZN'
        ORDER BY rate_date DESC LIMIT 1
      ) r ON true
      WHERE q.id = p.id`,
      [Number(process.env.RATES_MAX_AGE_DAYS ?? 7)]
    )
    /** refreshSearchWords (catalog_maintenance.ts): the typo dictionary, rebuilt (migration 0014). */
    await client.query(`DO $$ BEGIN IF to_regclass('public.search_words') IS NOT NULL THEN
        DELETE FROM search_words;
        INSERT INTO search_words (word, ndoc) SELECT word, ndoc FROM ts_stat('SELECT search_vector FROM product_translations')
          WHERE word ~ '^[[:alpha:]]{3,}$';
      END IF; END $$`)
    /**
     * Triggers were off for the load (replica role; the price update above included): the kept
     * filter counts (catalog_cells, migration 0018) are counted once for the whole catalog.
     */
    await client.query(`RESET session_replication_role`).catch(() => {})
    await client.query(
      `DO $$ BEGIN IF to_regproc('public.catalog_cells_rebuild') IS NOT NULL THEN PERFORM catalog_cells_rebuild(); END IF; END $$`
    )
    log('  effective prices, search words and filter counts updated; VACUUM ANALYZE, CHECKPOINT…')
    await client.query(`VACUUM ANALYZE`)
    /** Writes the load out now rather than during the first measurements (needs a superuser or pg_checkpoint). */
    await client.query(`CHECKPOINT`).catch(() => {})
    const seconds = (Date.now() - startedAt) / 1000
    await client.query(
      `CREATE TABLE IF NOT EXISTS bench_meta (key text PRIMARY KEY, value text NOT NULL)`
    )
    await client.query(
      `INSERT INTO bench_meta (key, value) VALUES ('products', $1), ('generated_at', now()::text), ('generation_seconds', $2), ('layout', $3)
       ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value`,
      [String(total), seconds.toFixed(1), LAYOUT]
    )
    return { seconds, seeded, total }
  } finally {
    await client.end().catch(() => {})
  }
}
