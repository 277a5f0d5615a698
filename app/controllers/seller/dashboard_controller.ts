import type { HttpContext } from '@adonisjs/core/http'
import GetSellerCompany from '#actions/seller/get_seller_company'
import GetDashboardOverview from '#actions/seller/get_dashboard_overview'
import GetSellerTerms from '#actions/seller/get_seller_terms'
import NotFoundController from '#controllers/storefront/not_found_controller'
import {
  toSellerCompanyHeader,
  toSellerDashboard,
} from '#transformers/seller_dashboard_transformer'
import { latestSellerEnquiries } from '#actions/enquiries/seller_enquiries'
import { toEnquiryDashboardBox } from '#transformers/enquiry_transformer'
import { formatDate } from '#shared/dates'

/** Seller dashboard home and the seller terms (SPEC §2 Seller dashboard; seller accounts only, see routes). */
export default class SellerDashboardController {
  /**
   * Home: the company, its products counted by status and availability, the latest comments on
   * them. A seller account without a company sees the home with a notice and no counts.
   */
  async show({ auth, inertia, locale, i18n }: HttpContext) {
    const company = await new GetSellerCompany().handle(auth.getUserOrFail().companyId)
    if (!company) return inertia.render('seller/dashboard', { company: null, overview: null })
    const overview = await new GetDashboardOverview().handle(company.id, locale)
    return inertia.render('seller/dashboard', {
      company: toSellerCompanyHeader(company, locale, i18n),
      overview: toSellerDashboard(overview, locale, i18n),
      enquiries: toEnquiryDashboardBox(
        await latestSellerEnquiries(company.id, locale),
        locale,
        i18n
      ),
    })
  }

  /** The seller terms in the page language (static page `seller_terms`); 404 until seeded. */
  async terms(ctx: HttpContext) {
    const { auth, inertia, locale, i18n } = ctx
    const [terms, company] = await Promise.all([
      new GetSellerTerms().handle(locale),
      new GetSellerCompany().handle(auth.getUserOrFail().companyId),
    ])
    if (!terms) return new NotFoundController().show(ctx)
    return inertia.render('seller/terms', {
      company: company ? toSellerCompanyHeader(company, locale, i18n) : null,
      terms: {
        title: terms.title,
        body: terms.body,
        updatedAt: formatDate(terms.updated_at, i18n.locale, { dateStyle: 'long' }),
      },
    })
  }
}
