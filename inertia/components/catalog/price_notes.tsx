import { useT } from '~/lib/i18n'
import type { RateProblem } from '#transformers/product_card_transformer'

/** Why a product has no AZN price now (app/services/rates/azn_prices.ts RateProblem). */
export type { RateProblem }

const RATE_PROBLEM = { no_rate: 'ui.product.no_rate', stale_rate: 'ui.product.stale_rate' } as const

/**
 * The note shown instead of a price when a foreign-currency product has no current CBAR rate
 * (docs/money.md): the product cannot be bought until one is stored.
 */
export function RateProblemNote({
  problem,
  className = 'text-xs text-danger',
}: {
  problem: RateProblem
  className?: string
}) {
  const t = useT()
  return (
    <p className={className} data-testid="rate-problem">
      {t(RATE_PROBLEM[problem.reason], { currency: problem.currency, date: problem.date ?? '' })}
    </p>
  )
}

/**
 * The secondary figures after an AZN price converted from a foreign one: the seller's own
 * amount ("≈ 36,00 €") and the CBAR rate's date.
 */
export function DayRateLines({
  ownPrice,
  dayRate,
  className = 'text-[11px] text-muted',
}: {
  ownPrice: string | null
  dayRate: { currency: string; date: string } | null
  className?: string
}) {
  const t = useT()
  if (!dayRate) return null
  return (
    <p className={className} data-testid="day-rate">
      {ownPrice && (
        <span className="mr-1 whitespace-nowrap">
          {t('ui.product.own_price', { price: ownPrice })} ·
        </span>
      )}
      {t('ui.product.day_rate', { currency: dayRate.currency, date: dayRate.date })}
    </p>
  )
}
