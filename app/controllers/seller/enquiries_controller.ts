import type { HttpContext } from '@adonisjs/core/http'
import { Exception } from '@adonisjs/core/exceptions'
import GetSellerCompany from '#actions/seller/get_seller_company'
import ReplyToEnquiry from '#actions/enquiries/reply_to_enquiry'
import {
  changeEnquiryStatus,
  enquiryReplies,
  findSellerEnquiry,
  listSellerEnquiries,
} from '#actions/enquiries/seller_enquiries'
import { urlTo } from '#services/urls'
import { logSecurityEvent } from '#services/auth/security_log'
import { toSellerCompanyHeader } from '#transformers/seller_dashboard_transformer'
import { adminListUrl, toAdminPagination } from '#transformers/admin_pagination_transformer'
import {
  toEnquiryFilters,
  toSellerEnquiryDetail,
  toSellerEnquiryItem,
} from '#transformers/enquiry_transformer'
import {
  enquiryListQuery,
  enquiryReplyValidator,
  enquiryStatusValidator,
  parseEnquiryId,
} from '#validators/enquiry'

/**
 * Buyers' enquiries in the seller dashboard (issue 5): list with status filter and pages, one
 * enquiry with its conversation, reply by e-mail, close and reopen. A seller sees only their
 * company's enquiries; any other id is a 404, and an existing one is logged as `authz_denied`.
 */
export default class SellerEnquiriesController {
  async index({ auth, inertia, request, locale, i18n }: HttpContext) {
    const company = await new GetSellerCompany().handle(auth.getUserOrFail().companyId)
    if (!company)
      return inertia.render('seller/enquiries/index', {
        company: null,
        enquiries: [],
        filters: [],
        pagination: null,
      })
    const query = enquiryListQuery(request.qs())
    const list = await listSellerEnquiries(company.id, query, locale)
    const path = urlTo('seller_enquiries', locale)
    return inertia.render('seller/enquiries/index', {
      company: toSellerCompanyHeader(company, locale, i18n),
      enquiries: list.rows.map((row) => toSellerEnquiryItem(row, locale, i18n)),
      filters: toEnquiryFilters(list.counts, query.status, locale, i18n),
      pagination: toAdminPagination(list, (page) =>
        adminListUrl(path, { status: query.status, page }, { status: 'all', page: 1 })
      ),
    })
  }

  async show(ctx: HttpContext) {
    const { auth, inertia, locale, i18n } = ctx
    const enquiry = await this.find(ctx)
    const [replies, company] = await Promise.all([
      enquiryReplies(enquiry.id),
      new GetSellerCompany().handle(auth.getUserOrFail().companyId),
    ])
    return inertia.render('seller/enquiries/show', {
      company: company ? toSellerCompanyHeader(company, locale, i18n) : null,
      enquiry: toSellerEnquiryDetail(enquiry, replies, locale, i18n),
      listUrl: urlTo('seller_enquiries', locale),
    })
  }

  /** Stores the reply, marks the enquiry answered and queues the e-mail to the buyer. */
  async reply(ctx: HttpContext) {
    const enquiry = await this.find(ctx)
    const { reply } = await ctx.request.validateUsing(enquiryReplyValidator)
    await new ReplyToEnquiry().handle(enquiry.id, ctx.auth.getUserOrFail().id, reply)
    ctx.session.flash(
      'success',
      ctx.i18n.t('enquiries.seller.reply_sent', { email: enquiry.email })
    )
    return ctx.response
      .redirect()
      .toPath(urlTo('seller_enquiries.show', ctx.locale, { id: enquiry.id }))
  }

  /** `action=close|reopen`. */
  async status(ctx: HttpContext) {
    const enquiry = await this.find(ctx)
    const { action } = await ctx.request.validateUsing(enquiryStatusValidator)
    await changeEnquiryStatus(enquiry.id, action)
    ctx.session.flash(
      'success',
      ctx.i18n.t(action === 'close' ? 'enquiries.seller.closed' : 'enquiries.seller.reopened')
    )
    return ctx.response
      .redirect()
      .toPath(urlTo('seller_enquiries.show', ctx.locale, { id: enquiry.id }))
  }

  /** The enquiry of the route's `:id` if it is the seller's company's; else 404 (logged when it exists). */
  private async find(ctx: HttpContext) {
    const user = ctx.auth.getUserOrFail()
    const found = await findSellerEnquiry(parseEnquiryId(ctx.params.id), user.companyId, ctx.locale)
    if (found.outcome === 'found') return found.enquiry
    if (found.outcome === 'denied') {
      await logSecurityEvent(ctx, 'authz_denied', {
        user,
        detail: `enquiry ${ctx.params.id}: ${ctx.request.method()} ${ctx.request.url()}`,
      })
    }
    throw new Exception('Enquiry not found', { status: 404, code: 'E_NOT_FOUND' })
  }
}
