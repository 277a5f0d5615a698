import db from '@adonisjs/lucid/services/db'
import { REFRESH_SEARCH_TIER_JOB, runSearchTierPass } from '#services/catalog/catalog_maintenance'
import { defineJob } from '#services/queue/types'

/**
 * `catalog.search_tier` `{}`: re-draws the search front tier from sales and listing dates
 * (refreshSearchTier), then the search heads of its common words (refreshSearchHeads), and
 * records the pass (runSearchTierPass). Enqueued hourly by the background scheduler; running it twice at once is harmless (the
 * second tier pass finds nothing to move; each heads pass replaces the entries whole).
 */
export default defineJob<Record<string, never>>(REFRESH_SEARCH_TIER_JOB, async () => {
  const { moved, words } = await runSearchTierPass(db.connection())
  return `moved ${moved} translation(s) across the search front tier; search heads for ${words} word(s)`
})
