import type { HttpContext } from '@adonisjs/core/http'
import { appendOnLoadMore } from '#lib/load_more'
import NotFoundController from '#controllers/storefront/not_found_controller'
import { telHref } from '#lib/phone'
import { listProducts } from '#services/catalog/product_listing'
import { regionsWithDistricts } from '#services/catalog/regions'
import {
  activeSupplier,
  activeSupplierPhone,
  listSuppliers,
  suppliersInRegion,
} from '#services/catalog/suppliers'
import { latestRates } from '#services/rates/exchange_rates'
import { trustFigures } from '#services/trust/trust_figures'
import { publicDocuments } from '#services/trust/documents'
import { toPublicDocument } from '#transformers/company_document_transformer'
import { toTrustSection } from '#transformers/trust_section_transformer'
import { toResponseTime } from '#transformers/response_time_transformer'
import { toProductCard } from '#transformers/product_card_transformer'
import { supplierEnquiryUrl } from '#transformers/enquiry_transformer'
import { supplierJsonLd } from '#services/seo/supplier_json_ld'
import {
  supplierAlternates,
  supplierListAlternates,
  supplierListPath,
  supplierPath,
  supplierProductsPath,
  toSupplierCard,
  toSupplierListView,
  toSupplierProfile,
} from '#transformers/supplier_transformer'
import {
  SUPPLIER_PRODUCT_SORTS,
  parseSupplierListQuery,
  parseSupplierProductsQuery,
  parseSupplierSlugId,
  withKnownPlace,
} from '#validators/suppliers'

/** Suppliers list, single supplier page and its phone reveal (SPEC §2), in az, en and ru. */
export default class SuppliersController {
  /**
   * List: name search, region/district and type filters, 24 per page; `suppliers` is an Inertia
   * merge prop so "load more" appends. Invalid filter values are ignored.
   */
  async index(ctx: HttpContext) {
    const { inertia, locale, i18n, request } = ctx
    const regions = await regionsWithDistricts(locale)
    const query = withKnownPlace(await parseSupplierListQuery(request.qs()), regions)
    const list = await listSuppliers(locale, query, query.page)
    ctx.alternates = supplierListAlternates(query)
    return inertia.render('storefront/suppliers', {
      suppliers: appendOnLoadMore(
        ctx,
        'suppliers',
        list.rows.map((row) => toSupplierCard(row, locale, i18n))
      ),
      view: toSupplierListView(query, list, regions, locale, i18n),
    })
  }

  /** The bare supplier-info path names no supplier: it leads to the suppliers list. */
  redirectToList({ locale, response }: HttpContext) {
    return response.redirect().toPath(supplierListPath(locale))
  }

  /**
   * Supplier at `{slug}-{id}`: profile, products (sort + load more, `products` is a merge prop)
   * and other suppliers of its economic region. A wrong slug is a 301 to the canonical URL
   * (query string kept); unknown or suspended suppliers are the localized 404 page.
   */
  async show(ctx: HttpContext) {
    const { inertia, locale, i18n, params, request, response } = ctx
    const parsed = await parseSupplierSlugId(params.slugId)
    const supplier = parsed && (await activeSupplier(parsed.id, locale))
    if (!supplier) return new NotFoundController().show(ctx)
    if (params.slugId !== `${supplier.slug}-${supplier.id}`) {
      const search = request.parsedUrl.query ? `?${request.parsedUrl.query}` : ''
      // The visitor's own query string is kept as sent (already encoded), not rebuilt.
      return response
        .redirect()
        .status(301)
        .toPath(`${supplierPath(locale, supplier)}${search}`)
    }
    const query = await parseSupplierProductsQuery(request.qs())
    const [products, others, rates, figures, documents] = await Promise.all([
      listProducts(locale, { companyIds: [supplier.id] }, query.sort, query.page),
      suppliersInRegion(locale, supplier.region_code, supplier.id),
      latestRates(),
      trustFigures(supplier.id),
      publicDocuments(supplier.id),
    ])
    ctx.alternates = supplierAlternates(supplier)
    return inertia.render('storefront/supplier', {
      supplier: toSupplierProfile(supplier, locale, i18n),
      products: appendOnLoadMore(
        ctx,
        'products',
        products.rows.map((row) => toProductCard(row, locale, rates))
      ),
      productPages: {
        page: query.page,
        sort: query.sort,
        nextUrl: products.hasMore
          ? supplierProductsPath(locale, supplier, { ...query, page: query.page + 1 })
          : null,
        firstUrl: supplierProductsPath(locale, supplier, { ...query, page: 1 }),
      },
      sorts: SUPPLIER_PRODUCT_SORTS.map((key) => ({ key, label: i18n.t(`suppliers.sort.${key}`) })),
      others: others.map((row) => toSupplierCard(row, locale, i18n)),
      enquiryUrl: supplierEnquiryUrl(locale, supplier.id),
      jsonLd: [supplierJsonLd(supplier, supplierPath(locale, supplier), documents, i18n)],
      /** Answers to quote requests (issue 24); null until the company has answered one. */
      responseTime: toResponseTime(figures?.response ?? null, i18n),
      /** Trust figures computed from platform data (issue 25). */
      trust: figures ? toTrustSection(figures, locale, i18n) : null,
      /** Export documents, expired ones marked (hidden ones never). */
      documents: documents.map((row) => toPublicDocument(row, locale, i18n)),
    })
  }

  /**
   * JSON `{ phone, href }`: the supplier's full phone number, revealed on request only (never in
   * the page). Rate-limited per IP (phoneRevealThrottle); 404 `{ message }` when unknown.
   */
  async phone({ params, response, i18n }: HttpContext) {
    const parsed = await parseSupplierSlugId(params.slugId)
    const phone = parsed && (await activeSupplierPhone(parsed.id))
    response.header('Cache-Control', 'no-store')
    response.header('X-Robots-Tag', 'noindex')
    if (!phone) return response.status(404).json({ message: i18n.t('suppliers.phone.not_found') })
    return response.json({ phone, href: telHref(phone) })
  }
}
