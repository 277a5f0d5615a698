import db from '@adonisjs/lucid/services/db'
import type { Locale } from '#lib/route_table'
import { paginateAdminList, type AdminPage } from '#actions/admin/paginate'
import { COMMENT_STATUSES, type CommentStatus } from '#validators/admin'

export const COMMENTS_PER_PAGE = 20

/** A comment row of the moderation list, with its product's name in the admin's language. */
export interface AdminCommentRow {
  id: number
  author_name: string
  body: string
  locale: string
  status: CommentStatus
  created_at: Date
  moderated_at: Date | null
  product_id: number
  product_status: string
  product_name: string | null
  product_slug: string | null
}

/**
 * The moderation queue (SPEC §4, §6: an admin approves comments). Pending comments come
 * oldest first (first in, first decided); approved and rejected ones latest decision first.
 * Product names are in `locale`, falling back to az. Also returns the count per status.
 */
export default class ListComments {
  async handle(
    filters: { status: CommentStatus; page: number },
    locale: Locale,
    perPage = COMMENTS_PER_PAGE
  ) {
    const build = () => {
      const query = db
        .from('comments as c')
        .join('products as p', 'p.id', 'c.product_id')
        .leftJoin('product_translations as t', (join) =>
          join.on('t.product_id', 'p.id').andOnVal('t.locale', locale)
        )
        .leftJoin('product_translations as az', (join) =>
          join.on('az.product_id', 'p.id').andOnVal('az.locale', 'az')
        )
        .where('c.status', filters.status)
        .select(
          'c.id',
          'c.author_name',
          'c.body',
          'c.locale',
          'c.status',
          'c.created_at',
          'c.moderated_at',
          'p.id as product_id',
          'p.status as product_status',
          db.raw('coalesce(t.name, az.name) as product_name'),
          db.raw('coalesce(t.slug, az.slug) as product_slug')
        )
      return filters.status === 'pending'
        ? query.orderBy('c.created_at', 'asc').orderBy('c.id', 'asc')
        : query.orderByRaw('coalesce(c.moderated_at, c.created_at) desc').orderBy('c.id', 'desc')
    }
    const list = await paginateAdminList<AdminCommentRow>(build, filters.page, perPage)
    return { ...list, counts: await countCommentsByStatus() }
  }
}

/** `{ pending, approved, rejected }` comment counts. */
export async function countCommentsByStatus(): Promise<Record<CommentStatus, number>> {
  const rows = await db.from('comments').groupBy('status').select('status').count('* as n')
  const counts = Object.fromEntries(COMMENT_STATUSES.map((status) => [status, 0])) as Record<
    CommentStatus,
    number
  >
  for (const row of rows) counts[row.status as CommentStatus] = Number(row.n)
  return counts
}

export type CommentList = AdminPage<AdminCommentRow> & { counts: Record<CommentStatus, number> }
