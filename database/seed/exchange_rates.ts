import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { type FOREIGN_PRICE_CURRENCIES } from '#lib/money'
import { bakuToday } from '#services/rates/rates_source'

/**
 * Demo CBAR rates, AZN per `nominal` units, as printed on the bulletin of 20.11.2026
 * (tests/fixtures/cbar/20.11.2026.xml): USD is pegged at 1.7000; EUR moves daily. One per
 * currency a seller may price in (FOREIGN_PRICE_CURRENCIES; a unit test keeps them in step).
 */
export const DEMO_RATES: Record<
  (typeof FOREIGN_PRICE_CURRENCIES)[number],
  { nominal: number; value: string }
> = {
  USD: { nominal: 1, value: '1.7000' },
  EUR: { nominal: 1, value: '1.9788' },
}

/**
 * Gives a fresh (offline) demo current rates for every foreign price currency, so its USD and
 * EUR products sell (docs/money.md): a DEMO_RATES row dated today in Baku, marked source 'demo',
 * for each currency that has no rate from the CBAR sync at all. Idempotent (one row per
 * currency and day; a second run the same day adds nothing); never adds a rate beside a synced
 * one (which would shadow it as the newest), and the first sync of the day replaces the demo row.
 * Returns the currencies given a demo rate now.
 */
export async function seedDemoRates(trx: TransactionClientContract): Promise<string[]> {
  const rows = Object.entries(DEMO_RATES).map(([currency, rate]) => ({ currency, ...rate }))
  const { rows: inserted } = await trx.rawQuery(
    `INSERT INTO exchange_rates (currency, rate_date, nominal, value, source, fetched_at)
     SELECT d.currency, ?::date, d.nominal, d.value, 'demo', now()
       FROM jsonb_to_recordset(?::jsonb) AS d(currency text, nominal int, value numeric)
      WHERE NOT EXISTS (SELECT 1 FROM exchange_rates r WHERE r.currency = d.currency AND r.source = 'cbar')
     ON CONFLICT (currency, rate_date) DO NOTHING
     RETURNING currency`,
    [bakuToday(), JSON.stringify(rows)]
  )
  return inserted.map((row: { currency: string }) => row.currency)
}
