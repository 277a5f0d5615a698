import type { I18n } from '@adonisjs/i18n'
import type { AdminCommentRow } from '#actions/admin/list_comments'
import { COMMENT_TRANSITIONS } from '#actions/admin/moderate_comment'
import type { Locale } from '#lib/route_table'
import { urlTo } from '#services/urls'
import { formatDate } from '#shared/dates'

/** Admin dates and times: Baku time (UTC+4), the marketplace's time zone. */
export const ADMIN_TIME_ZONE = 'Asia/Baku'

/** `15 Nov 2026, 14:05` in the admin's language, Baku time. */
export function adminDateTime(i18n: I18n, value: Date | string) {
  return formatDate(value, i18n.locale, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: ADMIN_TIME_ZONE,
  })
}

/**
 * A comment in the moderation list. The body stays plain text (React escapes it). The product
 * links to its public page only while the product is published (otherwise it has none).
 * `actions` are the decisions still possible from the current status, each with its POST URL.
 */
export function toAdminComment(row: AdminCommentRow, locale: Locale, i18n: I18n) {
  const published = row.product_status === 'published' && row.product_slug
  return {
    id: row.id,
    author: row.author_name,
    body: row.body,
    language: i18n.t(`admin.languages.${row.locale}`),
    status: row.status,
    statusLabel: i18n.t(`admin.comments.status.${row.status}`),
    date: adminDateTime(i18n, row.created_at),
    moderatedAt: row.moderated_at ? adminDateTime(i18n, row.moderated_at) : null,
    product: {
      id: row.product_id,
      name: row.product_name ?? i18n.t('admin.comments.product_fallback', { id: row.product_id }),
      href: published
        ? urlTo('product', locale, { slugId: `${row.product_slug}-${row.product_id}` })
        : null,
    },
    actions: COMMENT_TRANSITIONS[row.status].map((decision) => ({
      decision,
      url: urlTo(
        decision === 'approved' ? 'admin_comments.approve' : 'admin_comments.reject',
        locale,
        { id: row.id }
      ),
    })),
  }
}

/** A row of the admin comments list. */
export type AdminCommentView = ReturnType<typeof toAdminComment>
