import type { HttpContext } from '@adonisjs/core/http'
import { serveSitemap } from '#services/seo/sitemap_files'
import { INDEX_FILE, SITEMAP_FILE_NAME } from '#services/seo/sitemaps'

/** XML sitemaps (docs/seo.md): the index at /sitemap.xml and its files at /sitemaps/<kind>-<n>.xml. */
export default class SitemapsController {
  /** The sitemap index. */
  index(ctx: HttpContext) {
    return serveSitemap(ctx, INDEX_FILE)
  }

  /** One sitemap file; a name outside `<kind>-<n>.xml` is 404 without touching the disk. */
  file(ctx: HttpContext) {
    const name = String(ctx.params.file)
    if (!SITEMAP_FILE_NAME.test(name)) return ctx.response.notFound('Not found')
    return serveSitemap(ctx, `${name}.gz`)
  }
}
