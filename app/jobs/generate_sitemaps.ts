import { defineJob } from '#services/queue/types'
import { generateSitemaps } from '#services/seo/sitemaps'

/** Name of the sitemaps job (app/services/queue/jobs.ts). */
export const GENERATE_SITEMAPS_JOB = 'seo.sitemaps'

/**
 * `seo.sitemaps` `{}`: regenerates the XML sitemaps (app/services/seo/sitemaps.ts) from the
 * published catalog; scheduled every 6 hours, exclusive (a tick while a pass runs adds nothing).
 */
export default defineJob<Record<string, never>>(GENERATE_SITEMAPS_JOB, async () => {
  const summary = await generateSitemaps()
  return `wrote ${summary.urls} URL(s) in ${summary.files.length} sitemap file(s) in ${summary.ms} ms`
})
