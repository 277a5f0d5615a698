import type { HttpContext } from '@adonisjs/core/http'
import NotFoundController from '#controllers/storefront/not_found_controller'
import { PAGES } from '#lib/route_table'
import { urlTo } from '#services/urls'
import { hideDocument, listAllDocuments, unhideDocument } from '#services/trust/admin_documents'
import { toAdminDocument } from '#transformers/company_document_transformer'
import { adminListUrl, toAdminPagination } from '#transformers/admin_pagination_transformer'
import { hideDocumentValidator } from '#validators/company_documents'
import { pageNumber, parseId } from '#validators/rules'
import { backWithErrors, isValidationError, messagesOf } from '#controllers/seller/form_feedback'

/**
 * Admins' list of export documents (issue 25): every company's documents, newest first, with
 * hide (reason required; the seller sees it) and unhide. Admin sessions only (route group).
 */
export default class AdminDocumentsController {
  async index({ inertia, request, locale, i18n }: HttpContext) {
    const list = await listAllDocuments(pageNumber(request.qs().page, 10_000))
    return inertia.render('admin/documents', {
      documents: list.rows.map((row) => toAdminDocument(row, locale, i18n)),
      pagination: toAdminPagination(list, (page) =>
        adminListUrl(PAGES.admin_documents[locale], { page }, { page: 1 })
      ),
    })
  }

  async hide(ctx: HttpContext) {
    const id = parseId(ctx.params.id)
    const back = urlTo('admin_documents', ctx.locale)
    try {
      const input = await hideDocumentValidator.validate(ctx.request.all(), {
        messagesProvider: ctx.i18n.createMessagesProvider('trust_docs.validation'),
      })
      if (id === null || !(await hideDocument(id, input.reason, ctx.auth.getUserOrFail().id)))
        return new NotFoundController().show(ctx)
    } catch (error) {
      if (!isValidationError(error)) throw error
      const { reason } = messagesOf(error)
      return backWithErrors(ctx, back, { [`reason_${id}`]: reason ?? '', form: reason ?? '' })
    }
    ctx.session.flash('success', ctx.i18n.t('trust_docs.flash.hidden'))
    return ctx.response.redirect().status(303).toPath(back)
  }

  async unhide(ctx: HttpContext) {
    const id = parseId(ctx.params.id)
    if (id === null || !(await unhideDocument(id))) return new NotFoundController().show(ctx)
    ctx.session.flash('success', ctx.i18n.t('trust_docs.flash.unhidden'))
    return ctx.response.redirect().status(303).toPath(urlTo('admin_documents', ctx.locale))
  }
}
