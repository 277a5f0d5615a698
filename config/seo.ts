import app from '@adonisjs/core/services/app'
import env from '#start/env'

/**
 * XML sitemaps (docs/seo.md). Files are written gzipped to `directory` (SITEMAPS_DIR, default
 * storage/sitemaps; independent of UPLOADS_DIR) by the `seo.sitemaps` job every
 * `refreshEveryHours` hours, and on the first request when none exist yet.
 */
export const sitemapsConfig = {
  directory: env.get('SITEMAPS_DIR') ?? app.makePath('storage', 'sitemaps'),
  refreshEveryHours: 6,
}
