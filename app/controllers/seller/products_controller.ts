import type { HttpContext } from '@adonisjs/core/http'
import { Exception } from '@adonisjs/core/exceptions'
import GetSellerCompany from '#actions/seller/get_seller_company'
import ChangeProductStatus, {
  type SellerProductEvent,
} from '#actions/products/change_product_status'
import CreateProductDraft from '#actions/products/create_draft'
import DeleteProductDraft from '#actions/products/delete_draft'
import DuplicateProduct from '#actions/products/duplicate_product'
import ListSellerProducts, { countSellerProducts } from '#actions/products/list_seller_products'
import { loadProductContent } from '#actions/products/product_content'
import { productEditorLookups } from '#actions/products/editor_lookups'
import { completeLanguages, type MissingField } from '#actions/products/review_requirements'
import SaveProduct, { type FieldProblem } from '#actions/products/save_product'
import NotFoundController from '#controllers/storefront/not_found_controller'
import { LOCALES, type Locale } from '#lib/route_table'
import { urlTo } from '#services/urls'
import { isServed } from '#lib/served_pages'
import Product from '#models/product'
import { logSecurityEvent } from '#services/auth/security_log'
import { categoryTree } from '#services/catalog/categories'
import { listProductImages } from '#services/images/product_images'
import { loadExportOffer } from '#services/export/export_offers'
import { suggestedHsCodes } from '#services/export/hs_codes'
import { toExportOfferForm, withFlashedExport } from '#transformers/export_offer_transformer'
import { adminListUrl, toAdminPagination } from '#transformers/admin_pagination_transformer'
import {
  productImageUrls,
  productImagesUrl,
  toProductImageData,
} from '#transformers/product_image_transformer'
import { toSellerCompanyHeader } from '#transformers/seller_dashboard_transformer'
import {
  LIST_DEFAULTS,
  PRODUCT_FORM_LIMITS,
  gtinFillLabels,
  productFormChoices,
  sellerActionsFor,
  sellerProductListOptions,
  sellerProductUrls,
  toCategoryOptions,
  toLocationOption,
  toProductFormValues,
  toSellerProductListItem,
  withFlashedInput,
} from '#transformers/seller_product_transformer'
import { parseProductId, productFormValidator, productListQuery } from '#validators/product'
import { backWithErrors, isValidationError, messagesOf } from './form_feedback.js'

/**
 * The producer workspace's products (SPEC §2 Seller dashboard: products list with search, add
 * or edit product with tabs; issue 5). Seller accounts only (routes); every product route
 * checks ProductPolicy — another company's product, like an unknown id, is a 404, and the
 * denial is logged. Validation problems go back to the form in place, with the input kept.
 */
export default class SellerProductsController {
  async index(ctx: HttpContext) {
    const { auth, inertia, request, locale, i18n } = ctx
    const company = await new GetSellerCompany().handle(auth.getUserOrFail().companyId)
    if (!company) return new NotFoundController().show(ctx)
    const query = await productListQuery(request.qs())
    const [list, counts] = await Promise.all([
      new ListSellerProducts().handle(company.id, query, locale),
      countSellerProducts(company.id),
    ])
    const path = urlTo('seller_products', locale)
    return inertia.render('seller/products/index', {
      company: toSellerCompanyHeader(company, locale, i18n),
      filters: query,
      options: sellerProductListOptions(i18n),
      counts,
      products: list.rows.map((row) => toSellerProductListItem(row, locale, i18n)),
      pagination: toAdminPagination(list, (page) =>
        adminListUrl(path, { ...query, page }, LIST_DEFAULTS)
      ),
      urls: { index: path, create: urlTo('seller_products.store', locale) },
      back: adminListUrl(path, { ...query, page: list.page }, LIST_DEFAULTS),
    })
  }

  /** "Add product": a new empty draft, then its editor (so images can be added before the first save). */
  async store(ctx: HttpContext) {
    const user = ctx.auth.getUserOrFail()
    if (await ctx.bouncer.with('ProductPolicy').denies('create'))
      return new NotFoundController().show(ctx)
    const id = await new CreateProductDraft().handle(user)
    ctx.session.flash('success', ctx.i18n.t('products.flash.created'))
    return ctx.response.redirect().status(303).toPath(sellerProductUrls(id, ctx.locale).edit)
  }

  async edit(ctx: HttpContext) {
    const product = await this.find(ctx, 'view')
    const { inertia, locale, i18n } = ctx
    const [company, content, tree, { brands, locations, slugs }, images, offer, suggestions] =
      await Promise.all([
        new GetSellerCompany().handle(product.companyId),
        loadProductContent(product),
        categoryTree(locale),
        productEditorLookups(product.id, product.companyId),
        listProductImages(product.id),
        loadExportOffer(product.id),
        suggestedHsCodes(product.categoryId),
      ])
    const flashed = ctx.session.flashMessages.all()
    const published = product.status === 'published'
    const slug = slugs.find((row) => row.locale === locale)?.slug
    ctx.alternates = Object.fromEntries(
      LOCALES.map((other) => [other, sellerProductUrls(product.id, other).edit])
    ) as Record<Locale, string>
    return inertia.render('seller/products/edit', {
      company: toSellerCompanyHeader(company!, locale, i18n),
      product: {
        id: product.id,
        code: product.productCode,
        state: {
          status: product.status,
          label: i18n.t(`products.status.${product.status}`),
          changed: published && product.changedSinceApproval,
          rejectionReason: product.status === 'rejected' ? product.rejectionReason : null,
        },
        completeLanguages: completeLanguages(content),
        gtinLicenseeTaxId: product.gtinLicenseeTaxId,
        publicUrl:
          published && slug && isServed('product')
            ? urlTo('product', locale, { slugId: `${slug}-${product.id}` })
            : null,
        actions: sellerActionsFor(product.status),
        canSubmit: product.status === 'draft' || product.status === 'rejected',
      },
      values: withFlashedInput(toProductFormValues(product, content), flashed),
      options: {
        categories: toCategoryOptions(tree),
        brands,
        locations: locations.map((row) => toLocationOption(row, i18n)),
        ...productFormChoices(i18n),
      },
      limits: PRODUCT_FORM_LIMITS,
      gtinLabels: gtinFillLabels(),
      images: images.map(toProductImageData),
      exportOffer: {
        values: withFlashedExport(toExportOfferForm(offer, product.saleMode), flashed?.export),
        stored: offer !== null,
        suggestions,
        urls: {
          save: urlTo('seller_products.export.update', locale, { id: product.id }),
          remove: urlTo('seller_products.export.destroy', locale, { id: product.id }),
          hsSearch: urlTo('seller_products.hs_codes', locale),
        },
      },
      uploadUrl: productImagesUrl(product.id, locale),
      imageUrls: productImageUrls(product.id, locale),
      urls: {
        ...sellerProductUrls(product.id, locale),
        index: urlTo('seller_products', locale),
        addresses: urlTo('seller_addresses', locale),
      },
    })
  }

  /**
   * Saves the form (`intent` draft or submit). Format errors, a taken product code or a foreign
   * address → back to the form, nothing saved. Submitting an incomplete draft saves it and shows
   * the "X is important" messages; a published/in-review product is never saved incomplete.
   * A stock changed by the seller while orders changed it too (SaveProduct) → everything else is
   * saved and the form shows the live stock with a message naming it and the typed value.
   * After a save the stock fields are never put back from the input: the editor shows the live
   * stock and compares its next save with it.
   */
  async update(ctx: HttpContext) {
    const product = await this.find(ctx, 'edit')
    const { request, session, i18n, locale } = ctx
    const editPath = sellerProductUrls(product.id, locale).edit
    let input
    try {
      input = await request.validateUsing(productFormValidator, {
        messagesProvider: i18n.createMessagesProvider('products.validation'),
      })
    } catch (error) {
      if (isValidationError(error))
        return backWithErrors(ctx, editPath, {
          ...messagesOf(error),
          form: i18n.t('products.flash.fix_marked'),
        })
      throw error
    }
    const result = await new SaveProduct().handle(product, input)
    if (!result.saved) {
      return backWithErrors(ctx, editPath, {
        ...problemMessages(ctx, result.problems),
        form: i18n.t('products.flash.fix_marked'),
      })
    }
    const conflict = result.stockConflict
    if (result.missing.length > 0 || conflict) {
      const messages = missingMessages(ctx, result.missing)
      if (conflict)
        messages.stock = i18n.t('products.errors.stock_changed', {
          live: conflict.live,
          typed: conflict.typed,
        })
      messages.form = i18n.t(
        conflict ? 'products.flash.saved_stock_conflict' : 'products.flash.saved_incomplete'
      )
      return backWithErrors(ctx, editPath, messages, { except: STOCK_FIELDS })
    }
    session.flash(
      'success',
      i18n.t(
        result.submitted
          ? 'products.flash.submitted'
          : result.queued
            ? 'products.flash.saved_queued'
            : 'products.flash.saved'
      )
    )
    return ctx.response.redirect().status(303).toPath(editPath)
  }

  submit(ctx: HttpContext) {
    return this.transition(ctx, 'submit')
  }

  withdraw(ctx: HttpContext) {
    return this.transition(ctx, 'withdraw')
  }

  archive(ctx: HttpContext) {
    return this.transition(ctx, 'archive')
  }

  restore(ctx: HttpContext) {
    return this.transition(ctx, 'restore')
  }

  /** A copy as a new draft (texts and attributes, not images), opened in the editor. */
  async duplicate(ctx: HttpContext) {
    const product = await this.find(ctx, 'view')
    const id = await new DuplicateProduct().handle(product.id, ctx.auth.getUserOrFail())
    ctx.session.flash(
      'success',
      ctx.i18n.t('products.flash.duplicated', { code: product.productCode })
    )
    return ctx.response.redirect().status(303).toPath(sellerProductUrls(id, ctx.locale).edit)
  }

  /** Deletes a draft; anything else stays (archive it instead) with a message. */
  async destroy(ctx: HttpContext) {
    const product = await this.find(ctx, 'delete')
    const back = this.back(ctx)
    if (!(await new DeleteProductDraft().handle(product.id))) {
      return backWithErrors(ctx, back, { form: ctx.i18n.t('products.flash.delete_only_drafts') })
    }
    ctx.session.flash(
      'success',
      ctx.i18n.t('products.flash.deleted', { code: product.productCode })
    )
    return ctx.response.redirect().status(303).toPath(back)
  }

  /** Runs a seller status event; an incomplete submission opens the editor with the messages in place. */
  private async transition(ctx: HttpContext, event: SellerProductEvent) {
    const product = await this.find(ctx, 'edit')
    const { i18n, locale, session } = ctx
    const back = this.back(ctx)
    const result = await new ChangeProductStatus().handle(product.id, event)
    if (!result.changed && result.reason === 'incomplete') {
      return backWithErrors(ctx, sellerProductUrls(product.id, locale).edit, {
        ...missingMessages(ctx, result.missing),
        form: i18n.t('products.flash.submit_incomplete'),
      })
    }
    if (!result.changed) {
      return backWithErrors(ctx, back, {
        form: i18n.t('products.flash.not_allowed', {
          status: i18n.t(`products.status.${result.from}`),
        }),
      })
    }
    session.flash('success', i18n.t(`products.flash.${event}`, { code: product.productCode }))
    return ctx.response.redirect().status(303).toPath(back)
  }

  /**
   * Where a list action returns: the `back` field when it is a page of this list in the
   * request's language (keeps filters and page), else the product's editor or the list.
   */
  private back(ctx: HttpContext): string {
    const list = urlTo('seller_products', ctx.locale)
    const back = ctx.request.input('back')
    if (
      typeof back === 'string' &&
      back.length <= 500 &&
      (back === list || back.startsWith(`${list}?`) || back.startsWith(`${list}/`)) &&
      !back.includes('//', 1)
    ) {
      return back
    }
    return list
  }

  /**
   * The product of route param `:id` when ProductPolicy allows `action`; otherwise a 404 — the
   * same for an unknown id and for another company's product, the latter logged.
   */
  private async find(ctx: HttpContext, action: 'view' | 'edit' | 'delete'): Promise<Product> {
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

/** Form fields that always show the live stock after a save (never the flashed input). */
const STOCK_FIELDS = ['stock', 'stock_loaded']

/** "X is important" messages (SPEC §5) of unmet requirements, in the request's language. */
function missingMessages({ i18n }: HttpContext, missing: MissingField[]): Record<string, string> {
  return Object.fromEntries(
    missing.map((item) => [item.field, i18n.t(`products.required.${item.message}`)])
  )
}

function problemMessages({ i18n }: HttpContext, problems: FieldProblem[]): Record<string, string> {
  return Object.fromEntries(problems.map((item) => [item.field, i18n.t(`products.${item.key}`)]))
}
