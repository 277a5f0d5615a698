import type { HttpContext } from '@adonisjs/core/http'
import { listingView } from '#services/catalog/listing_page'
import {
  categoryPage,
  type ListingPage,
  searchPage,
  specialOffersPage,
} from '#services/catalog/listing_pages'
import { suggestionsBody } from '#services/catalog/product_suggestions'

/** Category, search and special-offers listings (SPEC §2) and search suggestions. */
export default class CatalogController {
  /** `/kateqoriya[/{slug}]`: all products or one category subtree; a slug of another language → 301. */
  async category(ctx: HttpContext) {
    const slug = ctx.params.slug === undefined ? undefined : String(ctx.params.slug)
    return this.render(ctx, await categoryPage(listingView(ctx), slug, ctx.request.qs()))
  }

  /** `/mehsul-axtarishi?q=…`: search in az, en and ru with typo tolerance. */
  async searchPage(ctx: HttpContext) {
    return this.render(ctx, await searchPage(listingView(ctx), ctx.request.qs()))
  }

  /** `/xususi-teklifler`: discounted products with the same filters and sorts. */
  async specialOffers(ctx: HttpContext) {
    return this.render(ctx, await specialOffersPage(listingView(ctx), ctx.request.qs()))
  }

  /** Typeahead JSON: `{ suggestions: [{ id, name, href }] }`. */
  suggest({ request, locale }: HttpContext) {
    return suggestionsBody(request.input('q'), locale)
  }

  /** A listing page's response: the page, a 301 keeping the query string, or the localized 404. */
  private render(ctx: HttpContext, page: ListingPage) {
    if (page.kind === 'not_found') return this.notFound(ctx)
    if (page.kind === 'redirect')
      return ctx.response
        .redirect()
        .status(301)
        .toPath(page.path + this.search(ctx.request.url(true)))
    ctx.alternates = page.alternates
    return ctx.inertia.render('storefront/catalog', page.props)
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
