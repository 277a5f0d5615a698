import { BaseCommand } from '@adonisjs/core/ace'
import type { CommandOptions } from '@adonisjs/core/types/ace'

/**
 * `node ace catalog:search-tier`: one pass of the search front tier (refreshSearchTier in
 * app/services/catalog/catalog_maintenance.ts, migration 0020) — the most sold and the newest
 * products' translations go in, the rest out —, then the search heads of its common words
 * (refreshSearchHeads, migration 0021), recorded as the last pass (runSearchTierPass). The web
 * process enqueues the same pass hourly (not within an hour of this one); this is for cron and
 * right after a bulk import.
 */
export default class CatalogSearchTier extends BaseCommand {
  static commandName = 'catalog:search-tier'
  static description =
    'Re-draw the search front tier (most sold and newest products) and its search heads after bulk catalog changes'
  static options: CommandOptions = { startApp: true }

  async run() {
    const { default: db } = await import('@adonisjs/lucid/services/db')
    const { runSearchTierPass } = await import('#services/catalog/catalog_maintenance')
    const { moved, words } = await runSearchTierPass(db.connection())
    this.logger.success(
      `Search front tier re-drawn: ${moved} translation(s) moved; search heads for ${words} word(s)`
    )
  }
}
