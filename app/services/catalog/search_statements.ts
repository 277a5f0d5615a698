import {
  bind,
  fragment,
  preparedFragmentRows,
  sql,
  type SqlFragment,
} from '#services/database/prepared'
import { activeSeller, CARD_COLUMNS, CARD_JOINS, PAGE_SIZE } from '#services/catalog/product_cards'
import type { ProductCardRow } from '#transformers/product_card_transformer'
import type { Locale } from '#lib/route_table'
import { MAX_PRICED_MINOR } from '#services/rates/foreign_prices'
import {
  spellingOf,
  TYPED_WORDS,
  TYPO_SIMILARITY,
  withCorrections,
} from '#services/catalog/search_dictionary'

/**
 * The statements of a product search (product_search.ts runs them; search_typos.ts the typo
 * path's): ranked matches from the search heads (headMatches) or full text (tieredMatches),
 * summed up in one row with their filter counts and, when asked, the first page's cards
 * (summarized). Every one runs as a named prepared statement with a generic plan.
 */

/**
 * At most this many full-text matches (translations) are ranked: a common word does not rank
 * the whole catalog, only the first matches the index yields (issue: catalog, "bound the
 * candidate set").
 */
const FTS_CANDIDATES = 600

/** Ranked ids handed to the listing. */
const RESULT_LIMIT = 240

/**
 * Best-ranked products looked up (status, seller, filter facts): a margin over RESULT_LIMIT for
 * matches that are not listed (drafts, inactive sellers) without reading every candidate's row.
 */
const RANKED_PRODUCTS = 320

/**
 * A search whose front tier (migration 0020) yields this many ranked products uses them; with
 * fewer it runs on the whole catalog, where its words are then rare.
 */
const FRONT_ENOUGH = RESULT_LIMIT

/**
 * Folded words → a prefix tsquery: `'findiq':* & 'yag':*`, built in SQL from karvan_fold. Words
 * of one or two characters match whole words only: as prefixes they would match most of the
 * catalog (`'a':*`), which is slow and finds nothing useful.
 */
export function typedTsquery(query: string): SqlFragment {
  return sql`(SELECT to_tsquery('simple', string_agg(quote_literal(w) || CASE WHEN length(w) >= 3 THEN ':*' ELSE '' END, ' & '))
  FROM regexp_split_to_table(karvan_fold(${bind(query)}), '[^[:alnum:]]+') AS w WHERE w <> '')`
}

/** A tsquery given as its text (tsqueryText). */
export function tsqueryOf(text: string): SqlFragment {
  return sql`to_tsquery('simple', ${bind(text)})`
}

/**
 * Full-text matches of a tsquery (SQL expression `tsq`), ranked: the first
 * FTS_CANDIDATES matching translations (a materialized step, so the planner never repeats it) —
 * of the search front tier only when `front` (its own smaller index, migration 0020) —, name
 * hits weighing most (ts_rank weights) and the page language (`locale`) breaking ties; the best
 * RANKED_PRODUCTS products are then looked up (published, active seller), RESULT_LIMIT of them
 * kept, as RANKED_COLUMNS (`ord` numbering them best first).
 */
function rankedMatches(tsq: SqlFragment, front: boolean, locale: Locale): SqlFragment {
  return sql`WITH q AS MATERIALIZED (SELECT ${tsq} AS tsq),
    hits AS MATERIALIZED (
      SELECT t.product_id, ts_rank(t.search_vector, q.tsq) + CASE WHEN t.locale = ${bind(locale)} THEN 0.01 ELSE 0 END AS rank
      FROM product_translations t, q
      WHERE q.tsq IS NOT NULL AND t.search_vector @@ q.tsq${fragment(front ? ' AND t.search_tier' : '')}
      LIMIT ${FTS_CANDIDATES}
    ),
    best AS MATERIALIZED (
      SELECT product_id, max(rank) AS rank FROM hits GROUP BY product_id ORDER BY rank DESC, product_id DESC LIMIT ${RANKED_PRODUCTS}
    )
    SELECT p.id AS product_id, p.category_id, p.company_id, p.discount_percent > 0 AS discounted,
      p.domestic_shipping AS domestic, p.effective_price_minor AS price, row_number() OVER (ORDER BY b.rank DESC, p.id DESC) AS ord
    FROM best b
    JOIN products p ON p.id = b.product_id AND p.status = 'published'
    WHERE ${fragment(activeSeller('p.company_id'))}
    ORDER BY b.rank DESC, p.id DESC LIMIT ${RESULT_LIMIT}`
}

/**
 * The columns every ranked-matches statement (rankedMatches, headMatches) gives per result:
 * product_id and the facts its filter counts need — category_id, company_id (an active seller's),
 * discounted, domestic (shipping), price (AZN after discount, qəpik) — and `ord`, the rank (1 =
 * best; ascending).
 */
const RANKED_COLUMNS = fragment(
  'product_id, category_id, company_id, discounted, domestic, price, ord'
)

/**
 * One row summing up a ranked-matches statement (`ranked`: RANKED_COLUMNS): `ids`, the products best first, and the filter counts over them as facetCounts
 * gives them (`cat`: products per category; `co`: the 40 sellers with most products, most
 * first, then by id; totals, discounted, domestic shipping and the AZN price range of the
 * results that have an AZN price, as text) —
 * counted by PostgreSQL, so the process parses one row instead of RESULT_LIMIT (the ids as
 * JSON, which the process parses natively; `cat` and `co` as JSON text, parsed once per content:
 * sharedCounts). `reading` (the typed text): the statement first reads the typed text's words
 * (TYPED_WORDS as `typed`) and, only when needed, their corrections (withCorrections as `fixes`), which `ranked` may read (READING_SLOTS);
 * the row then also tells whether the corrections were searched (`corrected`: a typed word
 * begins no dictionary word) and, when nothing matched or they were, brings the dictionary rows
 * with how the catalog spells each word's best correction (`spelt`: folded word → spelling in
 * names, `reading.locale`'s first: spellingOf), so a misspelt search learns its corrections,
 * searches them and spells its "Did you mean …?" in one round trip. `cards`:
 * also the card rows (CARD_COLUMNS) of the PAGE_SIZE best results, best first, in that
 * language, so the first page of a search needs no statement of its own.
 */
export function summarized(
  ranked: SqlFragment,
  reading?: { query: string; locale: Locale },
  cards?: Locale
): SqlFragment {
  const readingPart =
    reading !== undefined
      ? sql`typed AS MATERIALIZED (${fragment(TYPED_WORDS, [reading.query])}),
      fixes AS MATERIALIZED (${fragment(withCorrections('typed'), [TYPO_SIMILARITY])}),
      reading AS MATERIALIZED (SELECT coalesce(bool_or(unbegun), false) AS misspelt FROM typed),
      `
      : fragment('')
  const readingExtra =
    reading !== undefined
      ? fragment(
          `, (SELECT misspelt FROM reading) AS corrected,
      CASE WHEN count(*) = 0 OR (SELECT misspelt FROM reading) THEN (SELECT json_agg(f ORDER BY f.n) FROM fixes f) END AS dictionary,
      CASE WHEN count(*) = 0 OR (SELECT misspelt FROM reading) THEN (
        SELECT json_object_agg(b.word, coalesce(${spellingOf('b.word')}, b.word)) FROM (
          SELECT DISTINCT f.words[1] AS word FROM fixes f WHERE NOT f.known AND cardinality(f.words) > 0
        ) b
      ) END AS spelt`,
          [reading.locale]
        )
      : fragment('')
  const cardsExtra = cards
    ? sql`,
      (SELECT coalesce(json_agg(to_json(card) ORDER BY f.ord), '[]') FROM (SELECT product_id, ord FROM r ORDER BY ord LIMIT ${PAGE_SIZE}) f
        JOIN products p ON p.id = f.product_id ${fragment(CARD_JOINS, [cards])}
        CROSS JOIN LATERAL (SELECT ${fragment(CARD_COLUMNS)}) card
        WHERE p.status = 'published' AND c.status = 'active') AS cards`
    : fragment('')
  return sql`WITH ${readingPart}r AS MATERIALIZED (SELECT ${RANKED_COLUMNS} FROM (${ranked}) ranked)
    SELECT (SELECT coalesce(json_agg(product_id ORDER BY ord), '[]') FROM r) AS ids,
      (SELECT coalesce(json_object_agg(category_id, n ORDER BY category_id), '{}') FROM (SELECT category_id, count(*)::int AS n FROM r GROUP BY category_id) k)::text AS cat,
      (SELECT coalesce(json_agg(json_build_object('id', s.id, 'name', c.name, 'count', s.n) ORDER BY s.n DESC, s.id), '[]') FROM (
        SELECT company_id AS id, count(*)::int AS n FROM r GROUP BY company_id ORDER BY n DESC, id LIMIT 40
      ) s JOIN companies c ON c.id = s.id)::text AS co,
      count(*)::int AS total, (count(*) FILTER (WHERE discounted))::int AS discounted, (count(*) FILTER (WHERE domestic))::int AS domestic,
      (min(price) FILTER (WHERE price <= ${MAX_PRICED_MINOR}))::text AS min_price,
      (max(price) FILTER (WHERE price <= ${MAX_PRICED_MINOR}))::text AS max_price${readingExtra}${cardsExtra}
    FROM r`
}

/** Head results (search_heads) that make a list: with fewer, the full-text path may find more. */
export const HEADS_ENOUGH = 48

/** Search slots of the typed text: each folded word is its own slot and its only word. */
export function typedSlots(query: string): SqlFragment {
  return sql`SELECT DISTINCT w AS slot, w AS word
  FROM regexp_split_to_table(karvan_fold(${bind(query)}), '[^[:alnum:]]+') AS w WHERE w <> ''`
}

/** RANKED_COLUMNS but `ord` from search heads (`h`). */
const HEAD_COLUMNS = fragment(
  `h.product_id, h.category_id, h.company_id, h.discounted, h.domestic, h.price`
)

/**
 * How a reading's slots (a query word, or the best correction of a misspelt one; one word
 * each) meet the search heads, known before the statement is chosen (each shape is its own
 * statement: one holding every branch spent more initialising them than running one):
 * - `single`: one slot — one index range read in rank order (empty when the slots turn out
 *   otherwise: the full-text path answers);
 * - `pair`: two slots — the two lists joined (empty when the slots turn out otherwise);
 * - `intersected`: any number of slots — products heading every slot's list, intersected by
 *   hashing.
 */
export type HeadShape = 'single' | 'pair' | 'intersected'

/**
 * Ranked matches from the search heads (migration 0021, refreshSearchHeads), as RANKED_COLUMNS:
 * the products that head a list for every slot (`slots` SQL giving slot and word rows) — the
 * words many products hold — in the way `shape` says; joined and intersected lists rank the
 * best summed tie first, then the most sold. No full-text index is read. The facts come with
 * the entries (every entry of a product holds the same: drawn together, kept current together
 * by triggers); the seller's name and active status are read live. Empty when a slot has no
 * head word (the full-text path answers). Its plan does not depend on the words (run with a
 * generic plan).
 */
export function headMatches(slots: SqlFragment, shape: HeadShape): SqlFragment {
  const start = sql`WITH slots AS MATERIALIZED (${slots})`
  const active = fragment(activeSeller('h.company_id'))
  if (shape === 'single') {
    return sql`${start}, shape AS MATERIALIZED (SELECT count(*) AS words, min(word) AS word FROM slots)
      SELECT ${HEAD_COLUMNS}, h.rank::bigint AS ord
      FROM search_heads h
      WHERE (SELECT words FROM shape) = 1 AND h.word = (SELECT word FROM shape) COLLATE "C" AND h.listed AND ${active}
      ORDER BY h.rank LIMIT ${RESULT_LIMIT}`
  }
  if (shape === 'pair') {
    return sql`${start}, pair AS MATERIALIZED (SELECT count(*) AS words, min(word) AS first, max(word) AS second FROM slots)
      SELECT ${HEAD_COLUMNS}, row_number() OVER (ORDER BY h.score + b.score DESC, h.sales DESC, h.product_id DESC) AS ord
      FROM search_heads h
      JOIN search_heads b ON b.word = (SELECT second FROM pair) COLLATE "C" AND b.product_id = h.product_id
      WHERE (SELECT words FROM pair) = 2 AND h.word = (SELECT first FROM pair) COLLATE "C" AND h.listed AND ${active}
      ORDER BY h.score + b.score DESC, h.sales DESC, h.product_id DESC LIMIT ${RESULT_LIMIT}`
  }
  const facts = fragment('product_id, sales, category_id, company_id, discounted, domestic, price')
  const entries =
    fragment(`SELECT s.slot, h.product_id, h.score, h.sales, h.category_id, h.company_id, h.discounted, h.domestic, h.price
      FROM slots s JOIN search_heads h ON h.word = s.word COLLATE "C" WHERE h.listed`)
  return sql`${start},
    best AS MATERIALIZED (
      SELECT sum(score) AS rank, ${facts}
      FROM (${entries}) per_slot
      GROUP BY ${facts}
      HAVING count(*) = (SELECT count(DISTINCT slot) FROM slots)
      ORDER BY rank DESC, sales DESC, product_id DESC LIMIT ${RESULT_LIMIT}
    )
    SELECT ${HEAD_COLUMNS}, row_number() OVER (ORDER BY h.rank DESC, h.sales DESC, h.product_id DESC) AS ord
    FROM best h WHERE ${active}`
}

/** A summarized statement's row: result ids best first and the counts over them (`cat`, `co`: JSON text of ResultCounts' members). */
export interface SummaryRow {
  ids: number[]
  cat: string
  co: string
  total: number
  discounted: number
  domestic: number
  min_price: string | null
  max_price: string | null
  /** With summarized's `withCards`: the first page's card rows. */
  cards?: ProductCardRow[]
}

/**
 * Runs a ranked-matches statement summarized (one row) with a generic plan (every search
 * statement's plan holds whatever its values: they are read inside the statement); `cards`: the
 * language of the first page's card rows to bring along (summarized's `cards`).
 */
export async function summary(ranked: SqlFragment, cards: Locale | undefined) {
  const [row] = await preparedFragmentRows<SummaryRow>(
    summarized(ranked, undefined, cards),
    'generic'
  )
  return row?.total ? row : undefined
}

/**
 * Ranked matches of a tsquery (`tsq`), summarized, in one statement: the
 * search front tier's when it yields FRONT_ENOUGH products (a common word: its GIN scan reads the
 * tier's entries only), else the whole catalog's (the words are rare there, so the scan is
 * short). The whole catalog's branch runs only when the front tier's falls short (a gated CTE:
 * PostgreSQL never starts it otherwise), so a rare word costs one round trip, not two. It runs
 * with a generic plan: the tsquery is computed inside the statement, so no value changes the
 * best plan, and planning it per search (custom plans) took 2–3 ms at 1M products, ten times the
 * execution of a rare word.
 */
export async function tieredMatches(tsq: SqlFragment, locale: Locale, cards: Locale | undefined) {
  const tiered = sql`WITH front AS MATERIALIZED (${rankedMatches(tsq, true, locale)}),
    enough AS MATERIALIZED (SELECT count(*) >= ${FRONT_ENOUGH} AS yes FROM front)
    SELECT ${RANKED_COLUMNS} FROM front WHERE (SELECT yes FROM enough)
    UNION ALL
    SELECT ${RANKED_COLUMNS} FROM (${rankedMatches(tsq, false, locale)}) whole WHERE NOT (SELECT yes FROM enough)`
  return summary(tiered, cards)
}

/**
 * How the typed text's words meet the search heads (HeadShape), told from its letter-and-digit
 * runs, which the folded words (karvan_fold) follow; where folding joins or splits them, the
 * chosen statement finds nothing and the full-text path answers.
 */
export function typedShape(query: string): HeadShape {
  const words = new Set(
    query
      .toLowerCase()
      .split(/[^\p{L}\p{N}]+/u)
      .filter(Boolean)
  )
  return words.size === 1 ? 'single' : words.size === 2 ? 'pair' : 'intersected'
}

/**
 * Ranked matches of one reading of the query, summarized: its search heads' (`slots`, met in
 * the given shape: headMatches) when they give HEADS_ENOUGH products, else the full-text path's
 * (`tsq`, tieredMatches), else whatever fewer the heads gave; undefined when nothing matches.
 * `cards`: as summary takes it.
 */
export async function matches(
  slots: SqlFragment,
  shape: HeadShape,
  tsq: SqlFragment,
  locale: Locale,
  cards: Locale | undefined
) {
  const heads = await summary(headMatches(slots, shape), cards)
  if (heads && heads.total >= HEADS_ENOUGH) return heads
  return (await tieredMatches(tsq, locale, cards)) ?? heads
}
