import db from '@adonisjs/lucid/services/db'
import { REFRESH_SEARCH_TIER_JOB, runSearchTierPass } from '#services/catalog/catalog_maintenance'
import { defineJob } from '#services/queue/types'

/**
 * A pass that began less than this long ago (ms) makes the scheduled one redundant: 0.9 of the
 * hourly schedule, so a pass from `node ace catalog:search-tier` (or another process) is not redone
 * within the hour, while the previous hourly pass never blocks the next one.
 */
export const SEARCH_TIER_FRESH_MS = 54 * 60_000

/**
 * `catalog.search_tier` `{}`: re-draws the search front tier from sales and listing dates
 * (refreshSearchTier), then the search heads of its common words (refreshSearchHeads), and
 * records the pass (runSearchTierPass). Sent hourly by its schedule (app/services/queue/jobs.ts);
 * skipped when the last recorded pass began within SEARCH_TIER_FRESH_MS. Running it twice at
 * once is harmless (the second tier pass finds nothing to move; each heads pass replaces the
 * entries whole), and the queue keeps at most one waiting or running anyway.
 */
export default defineJob<Record<string, never>>(REFRESH_SEARCH_TIER_JOB, async () => {
  const fresh = await db
    .from('maintenance_passes')
    .where('name', REFRESH_SEARCH_TIER_JOB)
    .whereRaw(`started_at > now() - ?::int * interval '1 millisecond'`, [SEARCH_TIER_FRESH_MS])
    .first()
  if (fresh) return 'skipped: the last pass began less than 54 minutes ago'
  const { moved, words } = await runSearchTierPass(db.connection())
  return `moved ${moved} translation(s) across the search front tier; search heads for ${words} word(s)`
})
