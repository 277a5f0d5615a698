import type { HttpContext } from '@adonisjs/core/http'
import ApproveProduct from '#actions/products/review/approve_product'
import ListReviewQueue from '#actions/products/review/list_review_queue'
import LoadReviewProduct from '#actions/products/review/load_review_product'
import RejectProduct from '#actions/products/review/reject_product'
import { PAGES } from '#lib/route_table'
import { alternatesOf, urlTo } from '#services/urls'
import { adminListUrl, toAdminPagination } from '#transformers/admin_pagination_transformer'
import { toAdminProductDetail, toAdminProductRow } from '#transformers/admin_product_transformer'
import {
  REVIEW_TABS,
  approveProductValidator,
  productIdParam,
  rejectProductValidator,
  reviewQueueQuery,
  type ReviewTab,
} from '#validators/product_review'
import { latestRates } from '#services/rates/exchange_rates'
import { loadExportOffer } from '#services/export/export_offers'
import { toExportOfferView } from '#transformers/export_offer_transformer'

const DEFAULTS = { tab: 'awaiting', page: 1 }

/**
 * Admin product review (issue 5): the queue by tab (awaiting review, rejected, published),
 * the review page of one product, approve and reject with a reason. Admin sessions only
 * (start/routes/admin_products.ts); the decisions live in app/actions/products/review.
 */
export default class ProductsController {
  async index({ inertia, request, locale, i18n }: HttpContext) {
    const filters = await reviewQueueQuery(request.qs())
    const list = await new ListReviewQueue().handle(filters, locale)
    const urlOf = (tab: ReviewTab, page = 1) =>
      adminListUrl(PAGES.admin_products[locale], { tab, page }, DEFAULTS)
    return inertia.render('admin/products', {
      tab: filters.tab,
      tabs: REVIEW_TABS.map((tab) => ({
        tab,
        label: i18n.t(`admin_products.tabs.${tab}`),
        count: list.counts[tab],
        url: urlOf(tab),
        current: tab === filters.tab,
      })),
      products: list.rows.map((row) => toAdminProductRow(row, locale, i18n)),
      pagination: toAdminPagination(list, (page) => urlOf(filters.tab, page)),
    })
  }

  async show(ctx: HttpContext) {
    const { params, inertia, locale, i18n, response } = ctx
    const id = productIdParam(params.id)
    const data = id ? await new LoadReviewProduct().handle(id, locale) : null
    if (!id || !data) return response.notFound()
    ctx.alternates = alternatesOf('admin_products.show', { id })
    /** The export offer as buyers will see it (issue 24: its named places re-enter review). */
    const [offer, rates] = await Promise.all([loadExportOffer(id), latestRates()])
    return inertia.render('admin/product_review', {
      product: toAdminProductDetail(data, locale, i18n),
      exportOffer: offer ? toExportOfferView(offer, locale, i18n, rates) : null,
      queueUrl: PAGES.admin_products[locale],
    })
  }

  /** Approves; back to the queue with a message, or to the review page with the reason it was refused. */
  async approve({ params, request, response, session, i18n, locale, auth }: HttpContext) {
    const id = productIdParam(params.id)
    if (!id) return response.notFound()
    const { version } = await request.validateUsing(approveProductValidator)
    const result = await new ApproveProduct().handle(id, { reviewerId: auth.user!.id, version })
    if (result.outcome === 'not_found') return response.notFound()
    if (result.outcome === 'approved') {
      session.flash(
        'success',
        i18n.t(
          result.liveEdit ? 'admin_products.done.approved_change' : 'admin_products.done.approved'
        )
      )
      return response.redirect().toPath(PAGES.admin_products[locale])
    }
    session.flash('inputErrorsBag', {
      form:
        result.outcome === 'invalid'
          ? i18n.t('admin_products.refused.approve', {
              status: i18n.t(`admin_products.status.${result.status}`),
            })
          : result.outcome === 'incomplete'
            ? i18n.t('admin_products.refused.incomplete', {
                missing: result.gaps.map((gap) => i18n.t(`admin_products.gaps.${gap}`)).join(', '),
              })
            : i18n.t('admin_products.refused.stale'),
    })
    return response.redirect().toPath(urlTo('admin_products.show', locale, { id }))
  }

  /** Rejects with the reason; a missing or too short reason comes back next to the field. */
  async reject({ params, request, response, session, i18n, locale, auth }: HttpContext) {
    const id = productIdParam(params.id)
    if (!id) return response.notFound()
    const input = await request.validateUsing(rejectProductValidator)
    const result = await new RejectProduct().handle(id, {
      reviewerId: auth.user!.id,
      reason: input.rejection_reason,
      version: input.version,
    })
    if (result.outcome === 'not_found') return response.notFound()
    if (result.outcome === 'rejected') {
      session.flash(
        'success',
        i18n.t(
          result.wasPublished ? 'admin_products.done.rejected_live' : 'admin_products.done.rejected'
        )
      )
      return response.redirect().toPath(PAGES.admin_products[locale])
    }
    session.flash('inputErrorsBag', {
      form:
        result.outcome === 'invalid'
          ? i18n.t('admin_products.refused.reject', {
              status: i18n.t(`admin_products.status.${result.status}`),
            })
          : i18n.t('admin_products.refused.stale'),
    })
    return response.redirect().toPath(urlTo('admin_products.show', locale, { id }))
  }
}
