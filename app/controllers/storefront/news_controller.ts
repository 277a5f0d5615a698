import type { HttpContext } from '@adonisjs/core/http'
import NotFoundController from '#controllers/storefront/not_found_controller'
import { newsPage, newsSlugs, otherRecentNews, publishedNewsItem } from '#services/catalog/news'
import {
  newsItemAlternates,
  newsItemPath,
  newsListAlternates,
  toNewsArticle,
  toNewsCard,
  toNewsPagination,
} from '#transformers/news_transformer'
import { parseNewsSlugId, requestedNewsPage } from '#validators/news'

/** News list and single news (SPEC §2), in az, en and ru. */
export default class NewsController {
  /** List: newest first, 12 per page at `?page=N`; unreadable or out-of-range pages show a real page. */
  async index(ctx: HttpContext) {
    const { inertia, locale, i18n, request } = ctx
    const list = await newsPage(locale, await requestedNewsPage(request.qs()))
    ctx.alternates = newsListAlternates(list.page)
    return inertia.render('storefront/news_index', {
      news: list.rows.map((row) => toNewsCard(row, locale, i18n)),
      pagination: toNewsPagination(list, locale),
    })
  }

  /**
   * Single item at `{slug}-{id}`: 301 to the canonical URL when the slug is wrong or missing;
   * unknown, unpublished or scheduled ids are the localized 404 page.
   */
  async show(ctx: HttpContext) {
    const { inertia, locale, i18n, params, response } = ctx
    const parsed = await parseNewsSlugId(params.slugId)
    const item = parsed && (await publishedNewsItem(parsed.id, locale))
    if (!item) return new NotFoundController().show(ctx)
    const canonical = newsItemPath(locale, item.slug, item.id)
    if (params.slugId !== `${item.slug}-${item.id}`)
      return response.redirect().status(301).toPath(canonical)
    const [slugs, others] = await Promise.all([
      newsSlugs(item.id),
      otherRecentNews(locale, item.id),
    ])
    ctx.alternates = newsItemAlternates(item.id, slugs)
    return inertia.render('storefront/news_show', {
      item: toNewsArticle(item, locale, i18n),
      others: others.map((row) => toNewsCard(row, locale, i18n)),
    })
  }
}
