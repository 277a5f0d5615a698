import type { HttpContext } from '@adonisjs/core/http'
import { Exception } from '@adonisjs/core/exceptions'
import RemoveExportOffer from '#actions/export/remove_export_offer'
import SaveExportOffer from '#actions/export/save_export_offer'
import Product from '#models/product'
import { logSecurityEvent } from '#services/auth/security_log'
import { loadExportOffer } from '#services/export/export_offers'
import { searchHsCodes, suggestedHsCodes } from '#services/export/hs_codes'
import { toExportOfferForm } from '#transformers/export_offer_transformer'
import { sellerProductUrls } from '#transformers/seller_product_transformer'
import { exportOfferValidator } from '#validators/export_offer'
import { parseProductId } from '#validators/product'
import { parseId } from '#validators/rules'
import { backWithErrors, isValidationError, messagesOf } from './form_feedback.js'

/**
 * A product's export offer in the producer workspace (issue 24): read (JSON: the export tab's
 * values), save (the export tab's form), withdraw; and the HS code picker's search. Seller
 * accounts only (routes); another company's product, like an unknown id, is a 404 (logged), as
 * in SellerProductsController. Problems go back to the product editor with the input kept.
 */
export default class ExportOffersController {
  /** The export tab's values (ExportOfferForm) as JSON. */
  async show(ctx: HttpContext) {
    const product = await this.find(ctx, 'view')
    return toExportOfferForm(await loadExportOffer(product.id), product.saleMode)
  }

  /**
   * Saves the offer, sent as `export: {…}` so its fields never mix with the product form's
   * (`moq`, `currency`) in the editor's errors and kept input. Format errors and rules between
   * fields → back to the editor with messages under `export.<field>`, nothing saved.
   */
  async update(ctx: HttpContext) {
    const product = await this.find(ctx, 'edit')
    const { request, session, i18n, locale } = ctx
    const editPath = sellerProductUrls(product.id, locale).edit
    const back = (messages: Record<string, string>) =>
      backWithErrors(ctx, editPath, {
        ...Object.fromEntries(
          Object.entries(messages).map(([field, message]) => [`export.${field}`, message])
        ),
        form: i18n.t('export.flash.fix_marked'),
      })
    const body = request.input('export')
    let input
    try {
      input = await exportOfferValidator.validate(
        body && typeof body === 'object' && !Array.isArray(body) ? body : {},
        { messagesProvider: i18n.createMessagesProvider('export.validation') }
      )
    } catch (error) {
      if (isValidationError(error)) return back(messagesOf(error))
      throw error
    }
    const result = await new SaveExportOffer().handle(product, input)
    if (!result.saved)
      return back(
        Object.fromEntries(
          result.problems.map((item) => [item.field, i18n.t(`export.errors.${item.key}`)])
        )
      )
    session.flash(
      'success',
      i18n.t(result.queued ? 'export.flash.saved_queued' : 'export.flash.saved')
    )
    return ctx.response.redirect().status(303).toPath(editPath)
  }

  /** Withdraws the offer: the product is sold domestically only. */
  async destroy(ctx: HttpContext) {
    const product = await this.find(ctx, 'edit')
    await new RemoveExportOffer().handle(product)
    ctx.session.flash('success', ctx.i18n.t('export.flash.removed'))
    return ctx.response
      .redirect()
      .status(303)
      .toPath(sellerProductUrls(product.id, ctx.locale).edit)
  }

  /**
   * The HS picker (JSON): `?q=` code prefix or words → `results`; `?category=<id>` → the
   * category's `suggestions`. At most 20 each; descriptions are the nomenclature's English.
   */
  async hsCodes({ request }: HttpContext) {
    const q = request.qs().q
    const category = parseId(request.qs().category)
    const [results, suggestions] = await Promise.all([
      typeof q === 'string' ? searchHsCodes(q) : Promise.resolve([]),
      suggestedHsCodes(category),
    ])
    return { results, suggestions }
  }

  /**
   * The product of route param `:id` when ProductPolicy allows `action`; otherwise a 404 — the
   * same for an unknown id and for another company's product, the latter logged.
   */
  private async find(ctx: HttpContext, action: 'view' | 'edit'): Promise<Product> {
    const id = parseProductId(ctx.params.id)
    const product = id === null ? null : await Product.find(id)
    if (!product) throw new Exception('Product not found', { status: 404, code: 'E_NOT_FOUND' })
    if (await ctx.bouncer.with('ProductPolicy').denies(action, product)) {
      await logSecurityEvent(ctx, 'authz_denied', {
        user: ctx.auth.user,
        detail: `product ${product.id}: ${ctx.request.method()} ${ctx.request.url()}`,
      })
      throw new Exception('Product not found', { status: 404, code: 'E_NOT_FOUND' })
    }
    return product
  }
}
