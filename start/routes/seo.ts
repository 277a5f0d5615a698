/**
 * Search engines (issue 25, "Found from abroad"): robots.txt and the XML sitemaps. One path
 * each, not per language: crawlers look for them at the site's root (docs/seo.md).
 */
import router from '@adonisjs/core/services/router'
import { robotsTxt } from '#services/seo/robots'

const SitemapsController = () => import('#controllers/seo/sitemaps_controller')

router
  .get('/robots.txt', ({ response }) => {
    response.header('Content-Type', 'text/plain; charset=utf-8')
    response.header('Cache-Control', 'public, max-age=3600')
    return robotsTxt()
  })
  .as('seo.robots')
router.get('/sitemap.xml', [SitemapsController, 'index']).as('seo.sitemap_index')
router.get('/sitemaps/:file', [SitemapsController, 'file']).as('seo.sitemap_file')
