import { inject } from '@adonisjs/core'
import logger from '@adonisjs/core/services/logger'
import db from '@adonisjs/lucid/services/db'
import RatesSource, {
  type Bulletin,
  RatesSourceError,
  bakuToday,
  isIsoDate,
} from '#services/rates/rates_source'
import { invalidate } from '#services/cache/invalidation'
import { refreshForeignPrices } from '#services/rates/foreign_prices'

/**
 * Outcome of a sync. Success: the bulletin's own date, the currencies stored and the
 * foreign-priced products re-priced (null before products.effective_price_minor exists).
 * Failure: no rate changed; `error` says why (products whose newest rate grew too old meanwhile
 * are re-priced all the same: refreshForeignPrices).
 */
export type SyncSummary =
  { date: string; count: number; repriced: number | null } | { date: null; count: 0; error: string }

/**
 * Fetches the official rates bulletin and stores it (DESIGN §4–5, INTEGRATIONS §3). Called by
 * the `rates:sync` command and the rates scheduler.
 */
@inject()
export default class SyncExchangeRates {
  constructor(protected source: RatesSource) {}

  /**
   * Syncs the bulletin in force on `date` ('YYYY-MM-DD', default today in Baku). Rows are keyed
   * on the bulletin's own date and upserted on (currency, rate_date), so re-running is harmless;
   * all currencies and the foreign-price refresh commit together, then the rates cache is
   * dropped. Rows are marked source 'cbar' (a demo rate of the same day is replaced). When the
   * source fails or sends garbage, logs a warning, keeps the last good rates, still re-prices the
   * foreign-priced products (a rate may have grown older than RATES_MAX_AGE_DAYS while the CBAR
   * is unreachable: those products lose their AZN price in listings too) and returns the error
   * summary instead of throwing. Throws TypeError for a malformed `date`; database errors propagate.
   */
  async handle(input: { date?: string; signal?: AbortSignal } = {}): Promise<SyncSummary> {
    const requested = input.date ?? bakuToday()
    if (!isIsoDate(requested))
      throw new TypeError(`Expected a date as YYYY-MM-DD, got ${requested}`)

    let bulletin: Bulletin
    try {
      bulletin = await this.source.fetch(requested, { signal: input.signal })
    } catch (error) {
      if (!(error instanceof RatesSourceError)) throw error
      logger.warn(
        { err: error, requested },
        'exchange rates not synced; keeping the last good rates'
      )
      await db.transaction((trx) => refreshForeignPrices(trx))
      return { date: null, count: 0, error: error.message }
    }

    const fetchedAt = new Date()
    const repriced = await db.transaction(async (trx) => {
      await trx
        .knexQuery()
        .table('exchange_rates')
        .insert(
          bulletin.rates.map((rate) => ({
            currency: rate.code,
            rate_date: bulletin.date,
            nominal: rate.nominal,
            value: rate.value,
            fetched_at: fetchedAt,
            source: 'cbar',
          }))
        )
        .onConflict(['currency', 'rate_date'])
        .merge(['nominal', 'value', 'fetched_at', 'source'])
      return refreshForeignPrices(trx)
    })
    invalidate('rates')
    // Repriced foreign products change AZN amounts on cached pages, price filters and sorts.
    if (repriced !== 0) invalidate('catalog')
    logger.info(
      { requested, date: bulletin.date, count: bulletin.rates.length, repriced },
      'exchange rates synced'
    )
    return { date: bulletin.date, count: bulletin.rates.length, repriced }
  }
}
