import type { HttpContext } from '@adonisjs/core/http'
import SubmitEnquiry, { type EnquiryTarget } from '#actions/enquiries/submit_enquiry'
import { createEnquiryValidator, parseEnquiryId } from '#validators/enquiry'

/**
 * A guest's enquiry from a product page or a supplier page (SPEC §1, issue 5): validated,
 * rate-limited and CSRF-checked by the routes, stored and forwarded to the producer by jobs.
 * Errors go back to the form (Inertia error bag `enquiry`) with the typed input kept.
 */
export default class EnquiriesController {
  /** `POST /mehsul/:id/enquiry` (and en/ru). */
  product(ctx: HttpContext) {
    const id = parseEnquiryId(ctx.params.id)
    return this.store(ctx, id === null ? null : { productId: id })
  }

  /** `POST /istehsalci-haqqinda/:id/enquiry` (and en/ru). */
  supplier(ctx: HttpContext) {
    const id = parseEnquiryId(ctx.params.id)
    return this.store(ctx, id === null ? null : { companyId: id })
  }

  private async store(
    { request, response, session, i18n, locale }: HttpContext,
    target: EnquiryTarget | null
  ) {
    const input = await request.validateUsing(createEnquiryValidator)
    const id =
      target && (await new SubmitEnquiry().handle(target, input, { locale, ip: request.ip() }))
    if (!id) {
      session.flashExcept(['_csrf'])
      session.flash('inputErrorsBag', { form: i18n.t('enquiries.form.not_available') })
      return response.redirect().back()
    }
    // Shown by the enquiry card (not the page toast) once the dialog has closed.
    session.flash('sentFor', 'enquiry')
    session.flash('sent', i18n.t('enquiries.form.sent'))
    return response.redirect().back()
  }
}
