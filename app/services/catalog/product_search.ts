import db from '@adonisjs/lucid/services/db'
import type { Locale } from '#lib/route_table'

/** Longest search text used; longer input is cut, never executed whole (issue: catalog, bad input). */
export const MAX_QUERY_LENGTH = 120
/** At most this many full-text matches are ranked; common words do not rank the whole catalog. */
const FTS_CANDIDATES = 2000
/** Ranked ids handed to the listing. */
const RESULT_LIMIT = 500
/** Word-similarity threshold for the typo-tolerant path (pg_trgm). */
const TYPO_THRESHOLD = 0.45

/** Trims, drops control characters, collapses spaces and cuts the text to MAX_QUERY_LENGTH. */
export function normalizeQuery(raw: unknown): string {
  if (typeof raw !== 'string') return ''
  return raw
    .slice(0, MAX_QUERY_LENGTH * 4)
    .replace(/[\u0000-\u001f\u007f]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, MAX_QUERY_LENGTH)
}

/** Folded words → a prefix tsquery: `'findiq':* & 'yag':*`, built in SQL from karvan_fold. */
const TSQUERY = `(SELECT to_tsquery('simple', string_agg(quote_literal(w) || ':*', ' & '))
  FROM regexp_split_to_table(karvan_fold(?), '[^[:alnum:]]+') AS w WHERE w <> '')`

/**
 * Product ids matching `query` in any of az, en, ru (names, keywords, brand, seller, barcode,
 * description), best first. Full-text prefix matches are ranked (name hits weigh most, the
 * page language breaks ties); only when there are none, names within typo distance are used
 * (pg_trgm word similarity on the stored folded name), so `fundiq` still finds `fındıq`.
 */
export async function searchProductIds(query: string, locale: Locale): Promise<number[]> {
  if (!query) return []
  return db.transaction(async (trx) => {
    const fts = await trx.rawQuery(
      `WITH q AS (SELECT ${TSQUERY} AS tsq),
       hits AS (
         SELECT t.product_id, t.locale, t.search_vector FROM product_translations t, q
         WHERE q.tsq IS NOT NULL AND t.search_vector @@ q.tsq
         LIMIT ${FTS_CANDIDATES}
       )
       SELECT h.product_id, max(ts_rank(h.search_vector, q.tsq) + CASE WHEN h.locale = ? THEN 0.01 ELSE 0 END) AS rank
       FROM hits h CROSS JOIN q JOIN products p ON p.id = h.product_id AND p.status = 'published'
       GROUP BY h.product_id ORDER BY rank DESC, h.product_id DESC LIMIT ${RESULT_LIMIT}`,
      [query, locale]
    )
    const ids: number[] = fts.rows.map((row: any) => row.product_id)
    if (ids.length > 0) return ids

    await trx.rawQuery(`SELECT set_config('pg_trgm.word_similarity_threshold', ?, true)`, [String(TYPO_THRESHOLD)])
    const fuzzy = await trx.rawQuery(
      `WITH q AS (SELECT karvan_fold(?) AS folded)
       SELECT t.product_id, max(word_similarity(q.folded, t.name_folded)) AS score
       FROM q, product_translations t JOIN products p ON p.id = t.product_id AND p.status = 'published'
       WHERE q.folded <% t.name_folded
       GROUP BY t.product_id ORDER BY score DESC, t.product_id DESC LIMIT 200`,
      [query]
    )
    const seen = new Set(ids)
    for (const row of fuzzy.rows) if (!seen.has(row.product_id)) ids.push(row.product_id)
    return ids
  })
}

/**
 * Typeahead: up to 8 product names in `locale` starting with (or, failing that, close to) the
 * typed text, best sellers first. Short or empty input gives no suggestions.
 */
export async function suggestNames(query: string, locale: Locale): Promise<{ id: number; name: string; slug: string }[]> {
  if (query.length < 2) return []
  const prefix = await db.rawQuery(
    `SELECT DISTINCT ON (p.sales_count, p.id) p.id, t.name, t.slug
     FROM product_translations t JOIN products p ON p.id = t.product_id AND p.status = 'published'
     WHERE t.locale = ? AND t.search_vector @@ ${TSQUERY}
     ORDER BY p.sales_count DESC, p.id DESC LIMIT 8`,
    [locale, query]
  )
  if (prefix.rows.length) return prefix.rows
  const close = await db.rawQuery(
    `SELECT p.id, t.name, t.slug FROM product_translations t
     JOIN products p ON p.id = t.product_id AND p.status = 'published'
     WHERE t.locale = ? AND t.name_folded % karvan_fold(?)
     ORDER BY similarity(t.name_folded, karvan_fold(?)) DESC, p.id DESC LIMIT 8`,
    [locale, query, query]
  )
  return close.rows
}
