import db from '@adonisjs/lucid/services/db'
import { REFRESH_SEARCH_TIER_JOB, refreshSearchHeads, refreshSearchTier } from '#services/catalog/catalog_maintenance'
import { defineJob } from '#services/queue/types'

/**
 * `catalog.search_tier` `{}`: re-draws the search front tier from sales and listing dates
 * (refreshSearchTier), then the search heads of its common words (refreshSearchHeads).
 * Enqueued hourly by the background scheduler; running it twice at once is harmless (the
 * second tier pass finds nothing to move; each heads pass replaces the entries whole).
 */
export default defineJob<Record<string, never>>(REFRESH_SEARCH_TIER_JOB, async () => {
  const moved = await refreshSearchTier(db.connection())
  const words = await refreshSearchHeads(db.connection())
  return `moved ${moved} translation(s) across the search front tier; search heads for ${words} word(s)`
})
