import type { HttpContext } from '@adonisjs/core/http'
import { listBuyerRfqs, rfqOfBuyer } from '#actions/rfqs/buyer_rfqs'
import { renderBuyerRfq, rfqNotFound } from '#controllers/storefront/rfqs_controller'
import { alternatesOf, urlTo } from '#services/urls'
import { adminListUrl, toAdminPagination } from '#transformers/admin_pagination_transformer'
import { pageNumber } from '#validators/rules'

/** Pages beyond this are read as the last one (a hand-typed ?page=). */
const MAX_PAGE = 10_000
import { toRfqListItem } from '#transformers/rfq_buyer_transformer'

/**
 * The buyer dashboard's requests for quotation (issue 24), buyer accounts only: the list and
 * each RFQ's page (the same page as the signed link; its actions post to the link's routes).
 * Another buyer's or a guest's RFQ id is a 404.
 */
export default class RfqsController {
  /** `GET /en/user-dashboard/quote-requests`. */
  async index({ auth, inertia, request, locale, i18n }: HttpContext) {
    const list = await listBuyerRfqs(
      auth.getUserOrFail().id,
      pageNumber(request.qs().page, MAX_PAGE)
    )
    const listUrl = urlTo('user_rfqs', locale)
    return inertia.render('account/rfqs', {
      rfqs: list.rows.map((row) => toRfqListItem(row, locale, i18n)),
      pagination: toAdminPagination(list, (page) => adminListUrl(listUrl, { page }, { page: 1 })),
    })
  }

  /** `GET /en/user-dashboard/quote-requests/:id`. */
  async show(ctx: HttpContext) {
    const rfq = (await rfqOfBuyer(ctx.params.id, ctx.auth.getUserOrFail().id)) ?? rfqNotFound()
    ctx.alternates = alternatesOf('user_rfqs.show', { id: rfq.id })
    return renderBuyerRfq(ctx, rfq, true)
  }
}
