import db from '@adonisjs/lucid/services/db'
import { PRODUCT_STATUSES, type CommentStatus, type ProductStatus } from '#shared/products'
import type { Locale } from '#lib/route_table'
import { bakuToday } from '#services/rates/rates_source'
import {
  latestRateJoin,
  oldestUsableRateDate,
  rateOfRow,
  rateProblemOf,
  type RateProblem,
} from '#services/rates/azn_prices'

export { PRODUCT_STATUSES, type ProductStatus, type CommentStatus }

/** Latest comments shown on the dashboard home. */
export const DASHBOARD_COMMENT_LIMIT = 10

/** Products without an AZN price listed on the dashboard home (the count covers them all). */
export const DASHBOARD_UNPRICED_LIMIT = 20

/** A published product of the company that buyers cannot order now for lack of a usable CBAR rate. */
export interface UnpricedProductRow {
  id: number
  name: string | null
  problem: RateProblem
}

/** A comment on one of the company's products, with the product's name in the page language. */
export interface DashboardCommentRow {
  id: number
  author_name: string
  body: string
  status: CommentStatus
  created_at: Date
  product_id: number
  product_name: string | null
  product_slug: string | null
  product_status: ProductStatus
}

/** What the seller dashboard home counts and lists for one company. */
export interface DashboardOverview {
  /** Products of the company by status; every status is present (0 when none). */
  byStatus: Record<ProductStatus, number>
  total: number
  /**
   * Published products by availability (DESIGN §4 rule, as on the product page): sold out when
   * stock is 0, not in stock when marked unavailable or stock is below the minimum lot.
   */
  publishedAvailability: { in_stock: number; not_in_stock: number; sold_out: number }
  /** Comments on the company's products waiting for admin approval. */
  pendingComments: number
  comments: DashboardCommentRow[]
  /**
   * Published products priced in a foreign currency whose newest stored CBAR rate is missing or
   * older than RATES_MAX_AGE_DAYS (docs/money.md): shown without a price, not sold. Oldest
   * product first, at most DASHBOARD_UNPRICED_LIMIT; `total` counts them all.
   */
  unpriced: { total: number; products: UnpricedProductRow[] }
}

/**
 * Counts and latest comments for the seller dashboard home of company `companyId`, product
 * names in `locale`. Comments newest first, at most DASHBOARD_COMMENT_LIMIT, every status
 * (the seller sees what awaits moderation too).
 */
export default class GetDashboardOverview {
  async handle(companyId: number, locale: Locale): Promise<DashboardOverview> {
    const [statusRows, availability, [pending], comments, unpriced] = await Promise.all([
      db
        .from('products')
        .where('company_id', companyId)
        .groupBy('status')
        .select('status')
        .count('* as n'),
      db
        .from('products')
        .where('company_id', companyId)
        .where('status', 'published')
        .select(
          db.raw('count(*) FILTER (WHERE stock <= 0)::int AS sold_out'),
          db.raw(
            'count(*) FILTER (WHERE stock > 0 AND (NOT is_available OR stock < moq))::int AS not_in_stock'
          ),
          db.raw(
            'count(*) FILTER (WHERE stock > 0 AND is_available AND stock >= moq)::int AS in_stock'
          )
        )
        .first(),
      db
        .from('comments as m')
        .join('products as p', 'p.id', 'm.product_id')
        .where('p.company_id', companyId)
        .where('m.status', 'pending')
        .count('* as n'),
      db
        .from('comments as m')
        .join('products as p', 'p.id', 'm.product_id')
        .leftJoin('product_translations as t', (join) =>
          join.on('t.product_id', 'p.id').andOnVal('t.locale', locale)
        )
        .where('p.company_id', companyId)
        .orderBy('m.created_at', 'desc')
        .orderBy('m.id', 'desc')
        .limit(DASHBOARD_COMMENT_LIMIT)
        .select(
          'm.id',
          'm.author_name',
          'm.body',
          'm.status',
          'm.created_at',
          'p.id as product_id',
          'p.status as product_status',
          't.name as product_name',
          't.slug as product_slug'
        ),
      unpricedProducts(companyId, locale),
    ])

    const byStatus = Object.fromEntries(PRODUCT_STATUSES.map((status) => [status, 0])) as Record<
      ProductStatus,
      number
    >
    for (const row of statusRows) {
      if (row.status in byStatus) byStatus[row.status as ProductStatus] = Number(row.n)
    }
    return {
      byStatus,
      total: Object.values(byStatus).reduce((sum, n) => sum + n, 0),
      publishedAvailability: {
        in_stock: Number(availability?.in_stock ?? 0),
        not_in_stock: Number(availability?.not_in_stock ?? 0),
        sold_out: Number(availability?.sold_out ?? 0),
      },
      pendingComments: Number(pending?.n ?? 0),
      comments,
      unpriced,
    }
  }
}

/**
 * The company's published products that have no AZN price now: a foreign currency without a
 * stored rate, or whose newest rate is dated before today (Baku) − RATES_MAX_AGE_DAYS — the rule
 * the storefront and checkout apply (azn_prices.rateProblemOf). One statement.
 */
async function unpricedProducts(
  companyId: number,
  locale: Locale
): Promise<DashboardOverview['unpriced']> {
  const today = bakuToday()
  const { rows } = await db.rawQuery(
    `SELECT p.id, p.currency, t.name, r.value AS rate_value, r.nominal AS rate_nominal, r.rate_date, count(*) OVER ()::int AS total
       FROM products p
       LEFT JOIN product_translations t ON t.product_id = p.id AND t.locale = ?
       ${latestRateJoin('p', 'r')}
      WHERE p.company_id = ? AND p.status = 'published' AND p.currency <> 'AZN'
        AND (r.rate_date IS NULL OR r.rate_date < ?)
      ORDER BY p.id
      LIMIT ?`,
    [locale, companyId, oldestUsableRateDate(today), DASHBOARD_UNPRICED_LIMIT]
  )
  return {
    total: rows[0]?.total ?? 0,
    products: rows.map((row: Record<string, any>) => ({
      id: row.id,
      name: row.name,
      problem: rateProblemOf(row.currency, rateOfRow(row.currency, row), today)!,
    })),
  }
}
