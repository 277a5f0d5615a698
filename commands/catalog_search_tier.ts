import { BaseCommand } from '@adonisjs/core/ace'
import type { CommandOptions } from '@adonisjs/core/types/ace'

/**
 * `node ace catalog:search-tier`: one pass of the search front tier (refreshSearchTier in
 * app/services/catalog/catalog_maintenance.ts, migration 0020) — the most sold and the newest
 * products' translations go in, the rest out —, then the search heads of its common words
 * (refreshSearchHeads, migration 0021). The web process enqueues the same pass hourly; this is
 * for cron and right after a bulk import.
 */
export default class CatalogSearchTier extends BaseCommand {
  static commandName = 'catalog:search-tier'
  static description = 'Re-draw the search front tier (most sold and newest products) and its search heads after bulk catalog changes'
  static options: CommandOptions = { startApp: true }

  async run() {
    const { default: db } = await import('@adonisjs/lucid/services/db')
    const { refreshSearchHeads, refreshSearchTier } = await import('#services/catalog/catalog_maintenance')
    const moved = await refreshSearchTier(db.connection())
    const words = await refreshSearchHeads(db.connection())
    this.logger.success(`Search front tier re-drawn: ${moved} translation(s) moved; search heads for ${words} word(s)`)
  }
}
