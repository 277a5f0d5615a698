import db from '@adonisjs/lucid/services/db'
import { REFRESH_SEARCH_TIER_JOB, refreshSearchTier } from '#services/catalog/catalog_maintenance'
import { defineJob } from '#services/queue/types'

/**
 * `catalog.search_tier` `{}`: re-draws the search front tier from sales and listing dates
 * (refreshSearchTier). Enqueued hourly by the background scheduler; running it twice at once
 * is harmless (the second finds nothing to move).
 */
export default defineJob<Record<string, never>>(REFRESH_SEARCH_TIER_JOB, async () => {
  const moved = await refreshSearchTier(db.connection())
  return moved > 0 ? `moved ${moved} translation(s) across the search front tier` : undefined
})
