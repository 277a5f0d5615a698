import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import { repriceProducts } from '#services/rates/foreign_prices'

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
export async function refreshSearchTier(
  client: QueryClientContract,
  size = SEARCH_FRONT_TIER_PRODUCTS
): Promise<number> {
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

/** A front-tier word held by at least this many products gets search heads (rule: migration 0021). */
export const SEARCH_HEAD_MIN_PRODUCTS = 240

/** Products kept per word in search_heads: twice a search's full list, so two words' heads still intersect. */
export const SEARCH_HEAD_SIZE = 480

/** Typeahead candidates kept per prefix in search_prefixes (migration 0025). */
export const SEARCH_PREFIX_PRODUCTS = 64

/**
 * Redraws search_heads (migration 0021): for every lexeme held by at least `minProducts`
 * published products of the search front tier, its `size` best products — the strongest tie
 * first (1 a name word, 0.4 keywords/brand/seller/code, 0.2 description, 0.1 otherwise; the
 * best over the product's az/en/ru translations), then the most sold, then the newest id — with
 * the facts the filter counts need. A word's list also takes the lists of the head words it
 * begins (`hazelnut` those of `hazelnuts`: the search matches word prefixes; words of one or
 * two characters match whole), so a search for it reads one index range. Then the typeahead's
 * candidates per prefix (search_prefixes, migration 0025): for every prefix of three or more
 * characters of a head word, the SEARCH_PREFIX_PRODUCTS best sellers among its name-tied
 * entries (score 1). Replaces every entry in one transaction (searches keep reading the previous
 * heads until it commits). Returns the number of words with heads.
 */
export async function refreshSearchHeads(
  client: QueryClientContract,
  options: { minProducts?: number; size?: number } = {}
): Promise<number> {
  const minProducts = options.minProducts ?? SEARCH_HEAD_MIN_PRODUCTS
  const size = options.size ?? SEARCH_HEAD_SIZE
  return client.transaction(async (trx) => {
    await trx.rawQuery("SET LOCAL work_mem = '64MB'")
    await trx.rawQuery('DELETE FROM search_heads')
    await trx.rawQuery(
      `INSERT INTO search_heads (word, rank, product_id, score, sales, category_id, company_id, discounted, domestic, price, listed)
       WITH ties AS MATERIALIZED (
         SELECT t.product_id, x.lexeme COLLATE "C" AS word,
           max(CASE WHEN 'A' = ANY(x.weights) THEN 1.0 WHEN 'B' = ANY(x.weights) THEN 0.4
                    WHEN 'C' = ANY(x.weights) THEN 0.2 ELSE 0.1 END) AS score
         FROM product_translations t CROSS JOIN LATERAL unnest(t.search_vector) AS x
         WHERE t.search_tier
         GROUP BY t.product_id, x.lexeme
       ), exact AS MATERIALIZED (
         SELECT * FROM (
           SELECT s.word, s.product_id, s.score, p.sales_count,
             row_number() OVER (PARTITION BY s.word ORDER BY s.score DESC, p.sales_count DESC, p.id DESC) AS rank
           FROM ties s
           JOIN (SELECT word FROM ties GROUP BY word HAVING count(*) >= ?) common ON common.word = s.word
           JOIN products p ON p.id = s.product_id AND p.status = 'published'
         ) ranked WHERE rank <= ?
       ), words AS MATERIALIZED (SELECT DISTINCT word FROM exact
       ), begun AS MATERIALIZED (
         SELECT w.word, v.word AS member FROM words w
         JOIN words v ON v.word >= w.word AND v.word < w.word || chr(1114111) AND (length(w.word) >= 3 OR v.word = w.word)
       ), merged AS (
         SELECT b.word, e.product_id, max(e.score) AS score, max(e.sales_count) AS sales,
           row_number() OVER (PARTITION BY b.word ORDER BY max(e.score) DESC, max(e.sales_count) DESC, e.product_id DESC) AS rank
         FROM begun b JOIN exact e ON e.word = b.member
         GROUP BY b.word, e.product_id
       )
       SELECT m.word, m.rank, m.product_id, m.score, m.sales, p.category_id, p.company_id, p.discount_percent > 0,
         p.domestic_shipping, p.effective_price_minor, true
       FROM merged m JOIN products p ON p.id = m.product_id
       WHERE m.rank <= ?`,
      [minProducts, size, size]
    )
    await trx.rawQuery('DELETE FROM search_prefixes')
    await trx.rawQuery(
      `INSERT INTO search_prefixes (prefix, product_ids)
       SELECT prefix, (array_agg(product_id ORDER BY sales DESC, product_id DESC))[1:?]
       FROM (
         SELECT left(h.word, k) AS prefix, h.product_id, max(h.sales) AS sales
         FROM search_heads h CROSS JOIN LATERAL generate_series(3, length(h.word)) AS k
         WHERE h.score >= 1 AND h.listed
         GROUP BY 1, 2
       ) named
       GROUP BY prefix`,
      [SEARCH_PREFIX_PRODUCTS]
    )
    const counted = await trx.rawQuery(
      'SELECT count(DISTINCT word)::int AS words FROM search_heads'
    )
    const [row] = counted.rows
    return row.words as number
  })
}

/**
 * One search pass (the hourly `catalog.search_tier` job and `ace catalog:search-tier`): the
 * front tier (refreshSearchTier), then its heads (refreshSearchHeads); its start and end are
 * recorded in maintenance_passes (migration 0022) under REFRESH_SEARCH_TIER_JOB.
 * Returns translations moved and words with heads.
 */
export async function runSearchTierPass(
  client: QueryClientContract
): Promise<{ moved: number; words: number }> {
  const startedAt = new Date()
  const moved = await refreshSearchTier(client)
  const words = await refreshSearchHeads(client)
  await client.rawQuery(
    `INSERT INTO maintenance_passes (name, started_at, finished_at) VALUES (?, ?, now())
     ON CONFLICT (name) DO UPDATE SET started_at = EXCLUDED.started_at, finished_at = EXCLUDED.finished_at`,
    [REFRESH_SEARCH_TIER_JOB, startedAt]
  )
  return { moved, words }
}

/**
 * Recomputes products.effective_price_minor (AZN qəpik after discount) for every product, as
 * buyers are charged: AZN prices directly, foreign ones at the newest stored CBAR rate when it is
 * recent enough, else UNPRICED_SORT_KEY (rates/foreign_prices.repriceProducts; docs/money.md).
 */
export async function refreshEffectivePrices(client: QueryClientContract) {
  await repriceProducts(client, 'all')
}
