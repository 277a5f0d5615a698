import type { HttpContext } from '@adonisjs/core/http'
import { appUrl } from '#config/app'
import { alternatesOf, urlTo } from '#services/urls'
import { telHref } from '#lib/phone'
import SubmitComment from '#actions/catalog/submit_comment'
import { categoryPath } from '#services/catalog/categories'
import * as details from '#services/catalog/product_details'
import { latestRates } from '#services/rates/exchange_rates'
import { loadExportOffer } from '#services/export/export_offers'
import { toExportOfferView } from '#transformers/export_offer_transformer'
import { toRfqFormView } from '#transformers/rfq_form_transformer'
import { toProductCard } from '#transformers/product_card_transformer'
import { toProductComment, toProductPage } from '#transformers/product_page_transformer'
import { breadcrumbJsonLd, productJsonLd } from '#services/seo/json_ld'
import { createCommentValidator } from '#validators/comment'
import { parseSlugId } from '#validators/slug_id'
import { parseId } from '#validators/rules'
import { publicDocuments } from '#services/trust/documents'
import { toPublicDocument } from '#transformers/company_document_transformer'

/** Product page (SPEC §2 Product), quick look, seller phone reveal and comments. */
export default class ProductsController {
  /** `/mehsul/{slug}-{id}`; a wrong or missing slug answers 301 to the canonical URL. */
  async show(ctx: HttpContext) {
    const { params, locale, i18n, inertia, response, request } = ctx
    const parsed = await parseSlugId(params.slugId)
    const row = parsed ? await details.publishedProduct(parsed.id, locale) : null
    if (!row) return this.notFound(ctx)
    const tail = (lang: keyof typeof row.slugs) => `${row.slugs[lang]}-${row.id}`
    if (params.slugId !== tail(locale))
      return response
        .redirect()
        .status(301)
        .toPath(urlTo('product', locale, { slugId: tail(locale) }))
    ctx.alternates = alternatesOf('product', (language) => ({ slugId: tail(language) }))

    const [images, attributes, path, comments, related, rates, offer, documents] =
      await Promise.all([
        details.productImages(row.id),
        details.productAttributes(row.id, locale),
        categoryPath(locale, row.category_id),
        details.approvedComments(row.id),
        details.relatedProducts(row.id, row.category_id, locale),
        latestRates(),
        row.sale_mode === 'domestic' ? null : loadExportOffer(row.id),
        publicDocuments(row.company_id, row.id),
      ])
    const breadcrumbs = path.map((node) => ({
      name: node.name,
      href: urlTo('category.show', locale, { slug: node.slug }),
    }))
    const product = toProductPage(row, { images, attributes, breadcrumbs }, locale, i18n, rates)
    return inertia.render('storefront/product', {
      product,
      jsonLd: [
        productJsonLd(product, row, {
          url: `${appUrl}${request.url()}`,
          category: path.at(-1)?.name ?? null,
          exportOffer: offer,
        }),
        breadcrumbJsonLd([...breadcrumbs, { name: product.name, href: request.url() }]),
      ],
      comments: comments.map((c) => toProductComment(c, i18n)),
      related: related.map((r) => toProductCard(r, locale, rates)),
      exportOffer: offer ? toExportOfferView(offer, locale, i18n, rates) : null,
      commentUrl: urlTo('product.comment', locale, { id: row.id }),
      phoneUrl: urlTo('product.seller_phone', locale, { id: row.id }),
      enquiryUrl: urlTo('product.enquiry', locale, { id: row.id }),
      // A product with an export offer gets the RFQ form instead of the plain enquiry (issue 24).
      rfqForm: offer ? toRfqFormView(row.id, offer, ctx.auth.user, locale, i18n) : null,
      /** The supplier's export documents covering this product or the whole company (issue 25). */
      documents: documents.map((doc) => toPublicDocument(doc, locale, i18n)),
    })
  }

  /** Quick look JSON for the modal opened from a product card. */
  async quickLook({ params, locale, i18n, response }: HttpContext) {
    const id = parseId(params.id)
    const row = id === null ? null : await details.publishedProduct(id, locale)
    if (!row) return response.status(404).json({ message: i18n.t('ui.messages.no_product_found') })
    const [images, rates] = await Promise.all([details.productImages(row.id), latestRates()])
    const product = toProductPage(
      row,
      { images, attributes: [], breadcrumbs: [] },
      locale,
      i18n,
      rates
    )
    return { product, href: urlTo('product', locale, { slugId: `${row.slug}-${row.id}` }) }
  }

  /** The seller's full phone number, on request only (rate-limited). */
  async sellerPhone({ params, locale, i18n, response }: HttpContext) {
    const id = parseId(params.id)
    const row = id === null ? null : await details.publishedProduct(id, locale)
    if (!row?.company_phone)
      return response.status(404).json({ message: i18n.t('ui.messages.no_product_found') })
    return { phone: row.company_phone, href: telHref(row.company_phone) }
  }

  /** A visitor's comment: validated, stored pending, shown after approval. */
  async comment({ params, request, response, session, locale, i18n }: HttpContext) {
    const input = await request.validateUsing(createCommentValidator)
    const productId = parseId(params.id)
    const id =
      productId === null ? null : await new SubmitComment().handle(productId, input, locale)
    session.flash(
      id ? 'success' : 'error',
      i18n.t(id ? 'catalog.comments.pending' : 'ui.messages.no_product_found')
    )
    return response.redirect().back()
  }

  private notFound({ inertia, request, response }: HttpContext) {
    response.status(404)
    return inertia.render('errors/not_found', { path: request.url() })
  }
}
