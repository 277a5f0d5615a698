import { BaseCommand, flags } from '@adonisjs/core/ace'
import type { CommandOptions } from '@adonisjs/core/types/ace'
import { bakuToday, isIsoDate } from '#services/rates/rates_source'

/**
 * `node ace rates:sync [--date=YYYY-MM-DD]`: stores the CBAR bulletin in force on that day
 * (default today in Baku) under the bulletin's own date (INTEGRATIONS §3). When the CBAR is
 * unreachable or sends garbage it warns, keeps the last good rates and still exits 0, so a
 * cron entry does not page anyone for a transient outage; a malformed --date exits 1.
 */
export default class RatesSync extends BaseCommand {
  static commandName = 'rates:sync'
  static description = 'Fetch the CBAR daily exchange-rates bulletin and store it'
  static options: CommandOptions = { startApp: true }

  @flags.string({
    description: 'Day whose bulletin to fetch, YYYY-MM-DD (default: today in Asia/Baku)',
  })
  declare date?: string

  async run() {
    const requested = this.date ?? bakuToday()
    if (!isIsoDate(requested)) {
      this.logger.error(`--date must be a calendar date written YYYY-MM-DD, got "${requested}"`)
      this.exitCode = 1
      return
    }
    const { default: SyncExchangeRates } = await import('#actions/rates/sync_exchange_rates')
    const action = await this.app.container.make(SyncExchangeRates)
    const summary = await action.handle({ date: requested })
    if (summary.date === null) {
      this.logger.warning(`Rates not synced, the last good rates stay in use: ${summary.error}`)
      return
    }
    const repriced =
      summary.repriced === null ? '' : `; ${summary.repriced} foreign-priced products re-priced`
    this.logger.success(
      `Stored ${summary.count} CBAR rates dated ${summary.date} (requested ${requested})${repriced}`
    )
  }
}
