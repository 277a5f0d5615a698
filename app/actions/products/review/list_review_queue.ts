import db from '@adonisjs/lucid/services/db'
import type { Locale } from '#lib/route_table'
import { paginateAdminList, type AdminPage } from '#actions/admin/paginate'
import { REVIEW_TABS, type ReviewTab } from '#validators/product_review'

export const REVIEW_QUEUE_PER_PAGE = 20

/** A product row of the review queue. `names` maps locale → name (missing languages absent). */
export interface ReviewQueueRow {
  id: number
  status: string
  product_code: string
  price_minor: string | number
  currency: 'AZN' | 'USD' | 'EUR'
  discount_percent: number
  submitted_at: Date | null
  reviewed_at: Date | null
  first_published_at: Date | null
  changed_since_approval: boolean
  rejection_reason: string | null
  gtin_licensee_tax_id: string | null
  company_id: number
  company_name: string
  company_tax_id: string
  category_name: string | null
  names: Partial<Record<Locale, string>> | null
  image_path: string | null
  image_width: number | null
  image_height: number | null
}

/**
 * SQL condition of each tab. Awaiting review: submitted products and published products whose
 * text or images changed since approval (they stay live meanwhile; DESIGN §4) — written so the
 * partial index `products_review_queue` (migration 0011) applies.
 */
const TAB_CONDITION: Record<ReviewTab, string> = {
  awaiting: `(p.status = 'in_review' OR (p.status = 'published' AND p.changed_since_approval))`,
  rejected: `p.status = 'rejected'`,
  published: `p.status = 'published'`,
}

/** Order of each tab: the oldest submission first while waiting; the latest decision first after. */
const TAB_ORDER: Record<ReviewTab, string> = {
  awaiting: 'p.submitted_at ASC NULLS LAST, p.id ASC',
  rejected: 'p.reviewed_at DESC NULLS LAST, p.id DESC',
  published: 'coalesce(p.reviewed_at, p.first_published_at) DESC NULLS LAST, p.id DESC',
}

/**
 * The admin product review queue (issue 5, DESIGN §4 Products): one page of a tab with each
 * product's main image (the first image when none is marked main), names in az/en/ru, company
 * and its VÖEN, category in the admin's language, price, dates, the "changed since approval"
 * flag and the GTIN licensee's tax ID recorded at lookup (the transformer compares it with the
 * company's VÖEN). Also returns the product count of every tab.
 */
export default class ListReviewQueue {
  async handle(
    filters: { tab: ReviewTab; page: number },
    locale: Locale,
    perPage = REVIEW_QUEUE_PER_PAGE
  ) {
    const build = () =>
      db
        .from('products as p')
        .join('companies as c', 'c.id', 'p.company_id')
        .leftJoin('category_translations as ct', (join) =>
          join.on('ct.category_id', 'p.category_id').andOnVal('ct.locale', locale)
        )
        .joinRaw(
          `LEFT JOIN LATERAL (
             SELECT i.path_base, i.width, i.height FROM product_images i
              WHERE i.product_id = p.id ORDER BY i.is_main DESC, i.position, i.id LIMIT 1
           ) AS img ON true`
        )
        .whereRaw(TAB_CONDITION[filters.tab])
        .orderByRaw(TAB_ORDER[filters.tab])
        .select(
          'p.id',
          'p.status',
          'p.product_code',
          'p.price_minor',
          'p.currency',
          'p.discount_percent',
          'p.submitted_at',
          'p.reviewed_at',
          'p.first_published_at',
          'p.changed_since_approval',
          'p.rejection_reason',
          'p.gtin_licensee_tax_id',
          'c.id as company_id',
          'c.name as company_name',
          'c.tax_id as company_tax_id',
          'ct.name as category_name',
          'img.path_base as image_path',
          'img.width as image_width',
          'img.height as image_height',
          db.raw(
            `(SELECT jsonb_object_agg(t.locale, t.name) FROM product_translations t WHERE t.product_id = p.id) AS names`
          )
        )
    const list = await paginateAdminList<ReviewQueueRow>(build, filters.page, perPage)
    return { ...list, counts: await countReviewTabs() }
  }
}

/** Product count of every queue tab, in one scan. */
export async function countReviewTabs(): Promise<Record<ReviewTab, number>> {
  const [row] = await db
    .from('products as p')
    .select(
      ...REVIEW_TABS.map((tab) =>
        db.raw(`count(*) FILTER (WHERE ${TAB_CONDITION[tab]})::int AS ${tab}`)
      )
    )
  return Object.fromEntries(REVIEW_TABS.map((tab) => [tab, Number(row?.[tab] ?? 0)])) as Record<
    ReviewTab,
    number
  >
}

export type ReviewQueue = AdminPage<ReviewQueueRow> & { counts: Record<ReviewTab, number> }
