import db from '@adonisjs/lucid/services/db'
import { paginateAdminList, type AdminPage } from '#actions/admin/paginate'
import type { CurrencyCode } from '#lib/money'
import type { Locale } from '#lib/route_table'
import type { ProductStatus } from '#state_machines/product_status'
import type { ProductListQuery } from '#validators/product'

export const SELLER_PRODUCTS_PER_PAGE = 20

/** A row of the seller's products list. */
export interface SellerProductRow {
  id: number
  product_code: string
  barcode: string | null
  status: ProductStatus
  changed_since_approval: boolean
  rejection_reason: string | null
  price_minor: string | number
  currency: CurrencyCode
  discount_percent: number
  stock: number
  moq: number
  is_available: boolean
  updated_at: Date
  /** Name in the page language, else in another language (az first); null when none is typed. */
  name: string | null
  /** Slug in the page language (for the public link of a published product). */
  slug: string | null
  image_base: string | null
  image_width: number | null
  image_height: number | null
  /** Languages with both a name and a description. */
  complete_languages: number
}

/** `%`, `_` and `\` taken literally in a LIKE pattern. */
function escapeLike(text: string) {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`)
}

const ORDERS: Record<ProductListQuery['sort'], [string, 'asc' | 'desc'][]> = {
  updated: [['p.updated_at', 'desc']],
  name: [['name_key', 'asc']],
  price_asc: [['p.effective_price_minor', 'asc']],
  price_desc: [['p.effective_price_minor', 'desc']],
  stock_asc: [['p.stock', 'asc']],
  stock_desc: [['p.stock', 'desc']],
}

/**
 * One page of company `companyId`'s products for its seller (issue 5): searched by name in any
 * language (folded like the catalog search, so "seker" finds "şəkər"), product code or barcode;
 * filtered by status or "changed since approval"; sorted by last update, name, price (the AZN
 * effective price) or stock, newest id last as tie-break.
 */
export default class ListSellerProducts {
  handle(
    companyId: number,
    query: ProductListQuery,
    locale: Locale,
    perPage = SELLER_PRODUCTS_PER_PAGE
  ): Promise<AdminPage<SellerProductRow>> {
    const q = query.q.trim()
    const digits = q.replace(/[\s-]/g, '')
    const nameSql = `(SELECT t.name FROM product_translations t WHERE t.product_id = p.id AND t.name <> ''
                      ORDER BY (t.locale = ?) DESC, (t.locale = 'az') DESC, t.locale LIMIT 1)`
    return paginateAdminList<SellerProductRow>(
      () => {
        const builder = db
          .from('products as p')
          .where('p.company_id', companyId)
          .if(query.status === 'changed', (b) => b.where('p.changed_since_approval', true))
          .if(query.status !== 'all' && query.status !== 'changed', (b) =>
            b.where('p.status', query.status)
          )
          .if(q !== '', (b) =>
            b.where((search) => {
              search
                .whereExists((sub) =>
                  sub
                    .from('product_translations as st')
                    .whereColumn('st.product_id', 'p.id')
                    .whereRaw(`st.name_folded LIKE '%' || karvan_fold(?) || '%'`, [escapeLike(q)])
                )
                .orWhereILike('p.product_code', `%${escapeLike(q)}%`)
              if (/^\d{3,14}$/.test(digits)) search.orWhere('p.barcode', 'like', `%${digits}%`)
            })
          )
          .select(
            'p.id',
            'p.product_code',
            'p.barcode',
            'p.status',
            'p.changed_since_approval',
            'p.rejection_reason',
            'p.price_minor',
            'p.currency',
            'p.discount_percent',
            'p.stock',
            'p.moq',
            'p.is_available',
            'p.updated_at',
            db.raw(`${nameSql} AS name`, [locale]),
            db.raw(`lower(${nameSql}) AS name_key`, [locale]),
            db.raw(
              `(SELECT t.slug FROM product_translations t WHERE t.product_id = p.id AND t.locale = ?) AS slug`,
              [locale]
            ),
            db.raw(
              `(SELECT count(*)::int FROM product_translations t
               WHERE t.product_id = p.id AND t.name <> '' AND t.description <> '') AS complete_languages`
            ),
            'i.path_base as image_base',
            'i.width as image_width',
            'i.height as image_height'
          )
          .joinRaw(
            `LEFT JOIN LATERAL (SELECT path_base, width, height FROM product_images pi
             WHERE pi.product_id = p.id ORDER BY pi.is_main DESC, pi.position, pi.id LIMIT 1) i ON true`
          )
        for (const [column, direction] of ORDERS[query.sort]) {
          builder.orderByRaw(`${column} ${direction.toUpperCase()} NULLS LAST`)
        }
        return builder.orderBy('p.id', 'desc')
      },
      query.page,
      perPage
    )
  }
}

/** Products of company `companyId` by status, every status present (0 when none), and how many wait as live edits. */
export async function countSellerProducts(companyId: number) {
  const rows = await db
    .from('products')
    .where('company_id', companyId)
    .groupBy('status')
    .select(
      'status',
      db.raw('count(*)::int AS n'),
      db.raw('count(*) FILTER (WHERE changed_since_approval)::int AS changed')
    )
  const byStatus: Record<string, number> = {
    draft: 0,
    in_review: 0,
    published: 0,
    rejected: 0,
    archived: 0,
  }
  let changed = 0
  for (const row of rows) {
    byStatus[row.status] = Number(row.n)
    changed += Number(row.changed)
  }
  return {
    byStatus: byStatus as Record<ProductStatus, number>,
    changed,
    total: Object.values(byStatus).reduce((a, b) => a + b, 0),
  }
}
