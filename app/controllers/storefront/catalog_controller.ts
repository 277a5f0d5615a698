import type { HttpContext } from '@adonisjs/core/http'
import { pathFor } from '#lib/route_table'
import { categoryPage } from '#services/catalog/category_page'
import { listingProps, listingView } from '#services/catalog/listing_page'
import { suggestNames, normalizeQuery } from '#services/catalog/product_search'
import { parseListingQuery } from '#validators/catalog'

/** Category, search and special-offers listings (SPEC §2) and search suggestions. */
export default class CatalogController {
  /** `/kateqoriya[/{slug}]`: all products or one category subtree; a slug of another language → 301. */
  async category(ctx: HttpContext) {
    const { params, request, response, inertia } = ctx
    const page = await categoryPage(listingView(ctx), params.slug === undefined ? undefined : String(params.slug), request.qs())
    if (page.kind === 'not_found') return this.notFound(ctx)
    if (page.kind === 'redirect') return response.redirect().status(301).toPath(page.path + this.search(request.url(true)))
    ctx.alternates = page.alternates
    return inertia.render('storefront/catalog', page.props)
  }

  /** `/mehsul-axtarishi?q=…`: search in az, en and ru with typo tolerance. */
  async searchPage(ctx: HttpContext) {
    const query = await parseListingQuery(ctx.request.qs())
    return ctx.inertia.render('storefront/catalog', {
      kind: 'search',
      heading: query.q ? ctx.i18n.t('catalog.search_heading', { q: query.q }) : ctx.i18n.t('catalog.search_title'),
      breadcrumbs: [],
      ...(await listingProps(listingView(ctx), query, { defaultSort: query.q ? 'relevance' : 'new' })),
    })
  }

  /** `/xususi-teklifler`: discounted products with the same filters and sorts. */
  async specialOffers(ctx: HttpContext) {
    const query = await parseListingQuery(ctx.request.qs())
    return ctx.inertia.render('storefront/catalog', {
      kind: 'special_offers',
      heading: ctx.i18n.t('catalog.special_offers'),
      breadcrumbs: [],
      ...(await listingProps(listingView(ctx), query, { discountedOnly: true, defaultSort: 'new' })),
    })
  }

  /** Typeahead JSON: `{ suggestions: [{ id, name, href }] }`. */
  async suggest({ request, locale }: HttpContext) {
    const rows = await suggestNames(normalizeQuery(request.input('q')), locale)
    return { suggestions: rows.map((row) => ({ id: row.id, name: row.name, href: pathFor('product', locale, `${row.slug}-${row.id}`) })) }
  }

  private search(url: string) {
    const index = url.indexOf('?')
    return index === -1 ? '' : url.slice(index)
  }

  private notFound({ inertia, request, response }: HttpContext) {
    response.status(404)
    return inertia.render('errors/not_found', { path: request.url() })
  }
}
