import type { HttpContext } from '@adonisjs/core/http'
import ListRfqs from '#actions/admin/list_rfqs'
import NotFoundController from '#controllers/storefront/not_found_controller'
import { PAGES } from '#lib/route_table'
import ShowRfq from '#actions/admin/show_rfq'
import { adminListUrl, toAdminPagination } from '#transformers/admin_pagination_transformer'
import { toAdminRfqRow, toAdminRfqTabs } from '#transformers/admin_rfq_transformer'
import { toAdminRfqDetail } from '#transformers/admin_rfq_detail_transformer'
import { urlTo } from '#services/urls'
import { adminRfqListQuery } from '#validators/admin_rfqs'

/**
 * Admin overview of the export desk (issue 24), read-only: counts per state, RFQs unanswered for
 * more than 72 h, the list filtered by state (`?state=`, `?page=`), and one RFQ with its quotes
 * and thread. Admin sessions only (the route group); anything else is the 404 page.
 */
export default class RfqsController {
  async index({ inertia, request, locale, i18n }: HttpContext) {
    const filters = await adminRfqListQuery(request.qs())
    const { counts, unanswered, unansweredTotal, list } = await new ListRfqs().handle(filters)
    const listUrl = (query: { state: string; page: number }) =>
      adminListUrl(PAGES.admin_rfqs[locale], query, { state: 'all', page: 1 })
    return inertia.render('admin/rfqs', {
      tabs: toAdminRfqTabs(counts, filters.state, (state) => listUrl({ state, page: 1 }), i18n),
      unanswered: unanswered.map((row) => toAdminRfqRow(row, locale, i18n)),
      unansweredTotal,
      rfqs: list.rows.map((row) => toAdminRfqRow(row, locale, i18n)),
      pagination: toAdminPagination(list, (page) => listUrl({ state: filters.state, page })),
    })
  }

  async show(ctx: HttpContext) {
    const { inertia, params, locale, i18n } = ctx
    const found = await new ShowRfq().handle(Number(params.id))
    if (!found) return new NotFoundController().show(ctx)
    const { rfq, companyName, proforma } = found
    return inertia.render('admin/rfq', {
      rfq: toAdminRfqDetail(rfq, proforma, companyName, locale, i18n),
      backUrl: urlTo('admin_rfqs', locale),
    })
  }
}
