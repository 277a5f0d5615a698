import type { HttpContext } from '@adonisjs/core/http'
import ListComments from '#actions/admin/list_comments'
import ModerateComment, { type ModerationDecision } from '#actions/admin/moderate_comment'
import { PAGES } from '#lib/route_table'
import { adminListUrl, toAdminPagination } from '#transformers/admin_pagination_transformer'
import { toAdminComment } from '#transformers/admin_comment_transformer'
import { COMMENT_STATUSES, commentListQuery, type CommentStatus } from '#validators/admin'
import { parseId } from '#validators/rules'

const DEFAULTS = { status: 'pending', page: 1 }

/** Comment moderation (SPEC §4, §6): the queue by status, approve and reject. */
export default class CommentsController {
  async index({ inertia, request, locale, i18n }: HttpContext) {
    const filters = await commentListQuery(request.qs())
    const list = await new ListComments().handle(filters, locale)
    const urlOf = (status: CommentStatus, page = 1) =>
      adminListUrl(PAGES.admin_comments[locale], { status, page }, DEFAULTS)
    return inertia.render('admin/comments', {
      status: filters.status,
      tabs: COMMENT_STATUSES.map((status) => ({
        status,
        label: i18n.t(`admin.comments.status.${status}`),
        count: list.counts[status],
        url: urlOf(status),
        current: status === filters.status,
      })),
      comments: list.rows.map((row) => toAdminComment(row, locale, i18n)),
      pagination: toAdminPagination(list, (page) => urlOf(filters.status, page)),
      returnTo: { status: filters.status, page: list.page },
    })
  }

  approve(ctx: HttpContext) {
    return this.decide(ctx, 'approved')
  }

  reject(ctx: HttpContext) {
    return this.decide(ctx, 'rejected')
  }

  /** Applies the decision, flashes what happened and goes back to the list the admin was on. */
  private async decide(
    { params, request, response, session, i18n, locale }: HttpContext,
    decision: ModerationDecision
  ) {
    const id = parseId(params.id)
    if (id === null) return response.notFound()
    const result = await new ModerateComment().handle(id, decision)
    if (result.outcome === 'not_found') return response.notFound()
    if (result.outcome === 'changed')
      session.flash('success', i18n.t(`admin.comments.done.${decision}`))
    else {
      const status = i18n.t(`admin.comments.status.${result.status}`)
      session.flash('inputErrorsBag', { form: i18n.t('admin.comments.unchanged', { status }) })
    }
    const back = await commentListQuery(request.only(['status', 'page']))
    return response.redirect().toPath(adminListUrl(PAGES.admin_comments[locale], back, DEFAULTS))
  }
}
