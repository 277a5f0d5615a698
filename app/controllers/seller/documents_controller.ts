import type { HttpContext } from '@adonisjs/core/http'
import NotFoundController from '#controllers/storefront/not_found_controller'
import GetSellerCompany from '#actions/seller/get_seller_company'
import { logSecurityEvent } from '#services/auth/security_log'
import { urlTo } from '#services/urls'
import {
  createDocument,
  deleteDocument,
  documentProductOptions,
  findCompanyDocument,
  listCompanyDocuments,
  ownsProducts,
  updateDocument,
  type DocumentInput,
  type StoredDocumentFile,
} from '#services/trust/documents'
import {
  DOCUMENT_MAX_BYTES,
  NotADocumentFileError,
  prepareDocumentFile,
  readDocumentForm,
  removeDocumentFile,
  storeDocumentFile,
  type DocumentForm,
} from '#services/trust/document_upload'
import { DOCUMENT_KINDS } from '#shared/trust'
import { toSellerDocument } from '#transformers/company_document_transformer'
import { toSellerCompanyHeader } from '#transformers/seller_dashboard_transformer'
import { companyDocumentValidator, documentProblems } from '#validators/company_documents'
import { parseId } from '#validators/rules'
import { backWithErrors, isValidationError, messagesOf } from './form_feedback.js'

/**
 * The seller's export documents pack (issue 25): list, add, edit, delete. Bodies are multipart
 * (the file travels with the fields) and read by readDocumentForm. Another company's document is
 * a logged 404. Bad input goes back to the page with messages under the fields (`form` for the
 * whole form); the Inertia form keeps what was typed.
 */
export default class SellerDocumentsController {
  async index({ auth, inertia, locale, i18n }: HttpContext) {
    const company = await new GetSellerCompany().handle(auth.getUserOrFail().companyId)
    const [documents, products] = company
      ? await Promise.all([
          listCompanyDocuments(company.id),
          documentProductOptions(company.id, locale),
        ])
      : [[], []]
    return inertia.render('seller/documents', {
      company: company ? toSellerCompanyHeader(company, locale, i18n) : null,
      documents: documents.map((row) => toSellerDocument(row, locale, i18n)),
      products,
      kinds: DOCUMENT_KINDS.map((kind) => ({
        key: kind,
        label: i18n.t(`trust_docs.kinds.${kind}`),
      })),
      maxMb: DOCUMENT_MAX_BYTES / (1024 * 1024),
      storeUrl: urlTo('seller_documents.store', locale),
    })
  }

  async store(ctx: HttpContext) {
    const companyId = ctx.auth.getUserOrFail().companyId
    if (!companyId) {
      ctx.request.request.resume()
      return this.notFound(ctx)
    }
    const form = await readDocumentForm(ctx.request.request)
    const input = await this.validate(ctx, form, companyId, true)
    if (!input) return this.back(ctx, this.lastProblems)
    const file = await this.storeFile(ctx, form, companyId)
    if (!file) return this.back(ctx, this.lastProblems)
    try {
      await createDocument(companyId, input, file)
    } catch (error) {
      await removeDocumentFile(file.key)
      throw error
    }
    return this.done(ctx, 'added')
  }

  async update(ctx: HttpContext) {
    const companyId = ctx.auth.getUserOrFail().companyId
    const id = parseId(ctx.params.id)
    const current = id === null ? null : await findCompanyDocument(id, companyId)
    if (!current || !companyId) {
      if (ctx.request.request.readable) ctx.request.request.resume()
      return this.deny(ctx)
    }
    const form = await readDocumentForm(ctx.request.request)
    const input = await this.validate(ctx, form, companyId, false)
    if (!input) return this.back(ctx, this.lastProblems)
    let file: StoredDocumentFile | null = null
    if (form.file.status !== 'missing') {
      file = await this.storeFile(ctx, form, companyId)
      if (!file) return this.back(ctx, this.lastProblems)
    }
    if (!(await updateDocument(current.id, companyId, input, file))) {
      if (file) await removeDocumentFile(file.key)
      return this.deny(ctx)
    }
    return this.done(ctx, 'updated')
  }

  async destroy(ctx: HttpContext) {
    const companyId = ctx.auth.getUserOrFail().companyId
    const id = parseId(ctx.params.id)
    if (id === null || !companyId || !(await deleteDocument(id, companyId))) return this.deny(ctx)
    return this.done(ctx, 'deleted')
  }

  /** Field → message of the last refused form (set by validate / storeFile). */
  private lastProblems: Record<string, string> = {}

  /** The form's fields validated and checked, or null with `lastProblems` set. */
  private async validate(
    ctx: HttpContext,
    form: DocumentForm,
    companyId: number,
    fileRequired: boolean
  ): Promise<DocumentInput | null> {
    const { i18n } = ctx
    const raw = Object.fromEntries(
      Object.entries(form.fields).map(([key, value]) => [key, value === '' ? undefined : value])
    )
    const problems: Record<string, string> = {}
    let input: DocumentInput | null = null
    try {
      const valid = await companyDocumentValidator.validate(raw, {
        messagesProvider: i18n.createMessagesProvider('trust_docs.validation'),
      })
      for (const [field, key] of Object.entries(documentProblems(valid)))
        problems[field] = i18n.t(`trust_docs.errors.${key}`)
      if (!(await ownsProducts(companyId, valid.product_ids)))
        problems.product_ids = i18n.t('trust_docs.errors.products')
      input = {
        ...valid,
        expires_on: valid.expires_on ?? null,
        verification_url: valid.verification_url ?? null,
      }
    } catch (error) {
      if (!isValidationError(error)) throw error
      Object.assign(problems, messagesOf(error))
    }
    if (form.file.status === 'too_large' || (fileRequired && form.file.status === 'missing'))
      problems.file = this.fileMessage(ctx, form.file.status)
    if (Object.keys(problems).length || !input) {
      this.lastProblems = problems
      return null
    }
    return input
  }

  /** Checks the content of the uploaded file and stores it, or sets `lastProblems` and gives null. */
  private async storeFile(
    ctx: HttpContext,
    form: DocumentForm,
    companyId: number
  ): Promise<StoredDocumentFile | null> {
    if (form.file.status !== 'ok') {
      this.lastProblems = { file: this.fileMessage(ctx, form.file.status) }
      return null
    }
    try {
      const prepared = await prepareDocumentFile(form.file.bytes)
      const key = await storeDocumentFile(companyId, prepared)
      return { key, type: prepared.type, bytes: prepared.bytes.length }
    } catch (error) {
      if (!(error instanceof NotADocumentFileError)) throw error
      this.lastProblems = { file: ctx.i18n.t('trust_docs.errors.file_type') }
      return null
    }
  }

  private fileMessage({ i18n }: HttpContext, status: 'missing' | 'too_large') {
    return status === 'too_large'
      ? i18n.t('trust_docs.errors.file_too_large', { mb: DOCUMENT_MAX_BYTES / (1024 * 1024) })
      : i18n.t('trust_docs.errors.file_missing')
  }

  private back(ctx: HttpContext, messages: Record<string, string>) {
    return backWithErrors(ctx, urlTo('seller_documents', ctx.locale), {
      ...messages,
      form: ctx.i18n.t('trust_docs.errors.fix_marked'),
    })
  }

  private done(ctx: HttpContext, what: 'added' | 'updated' | 'deleted') {
    ctx.session.flash('success', ctx.i18n.t(`trust_docs.flash.${what}`))
    return ctx.response.redirect().status(303).toPath(urlTo('seller_documents', ctx.locale))
  }

  private async deny(ctx: HttpContext) {
    await logSecurityEvent(ctx, 'authz_denied', {
      user: ctx.auth.getUserOrFail(),
      detail: `${ctx.request.method()} ${ctx.request.url()}`,
    })
    return this.notFound(ctx)
  }

  private notFound(ctx: HttpContext) {
    return new NotFoundController().show(ctx)
  }
}
