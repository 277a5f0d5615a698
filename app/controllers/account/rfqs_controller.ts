import type { HttpContext } from '@adonisjs/core/http'
import { listBuyerRfqs, rfqOfBuyer } from '#actions/rfqs/buyer_rfqs'
import { renderBuyerRfq, rfqNotFound } from '#controllers/storefront/rfqs_controller'
import { alternatesOf } from '#services/urls'
import { toRfqListItem } from '#transformers/rfq_buyer_transformer'

/**
 * The buyer dashboard's requests for quotation (issue 24), buyer accounts only: the list and
 * each RFQ's page (the same page as the signed link; its actions post to the link's routes).
 * Another buyer's or a guest's RFQ id is a 404.
 */
export default class RfqsController {
  /** `GET /en/user-dashboard/quote-requests`. */
  async index({ auth, inertia, locale, i18n }: HttpContext) {
    const rows = await listBuyerRfqs(auth.getUserOrFail().id)
    return inertia.render('account/rfqs', {
      rfqs: rows.map((row) => toRfqListItem(row, locale, i18n)),
    })
  }

  /** `GET /en/user-dashboard/quote-requests/:id`. */
  async show(ctx: HttpContext) {
    const rfq = (await rfqOfBuyer(ctx.params.id, ctx.auth.getUserOrFail().id)) ?? rfqNotFound()
    ctx.alternates = alternatesOf('user_rfqs.show', { id: rfq.id })
    return renderBuyerRfq(ctx, rfq, true)
  }
}
