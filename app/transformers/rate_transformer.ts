import type { I18n } from '@adonisjs/i18n'
import { numberFormat } from '#lib/intl_formats'
import { formatMoney, type CurrencyCode } from '#lib/money'
import type { Locale } from '#lib/route_table'
import { toQepik, type RateProblem } from '#services/rates/azn_prices'

const NUMBER_LOCALE = { az: 'az-Latn-AZ', en: 'en-GB', ru: 'ru-RU' } as const

/**
 * Why a product has no AZN price now, in the page language (ui.product.no_rate / stale_rate; the
 * browser words cards' `rateProblem` with the same keys).
 */
export function rateProblemText(i18n: I18n, problem: RateProblem): string {
  return i18n.t(`ui.product.${problem.reason}`, {
    currency: problem.currency,
    date: problem.date ?? '',
  })
}

/** A CBAR rate as printed (at least 4 decimals, up to the 6 stored): "1.9788", az "1,9788". */
export function formatRate(value: string, locale: Locale): string {
  return numberFormat(NUMBER_LOCALE[locale], {
    minimumFractionDigits: 4,
    maximumFractionDigits: 6,
    useGrouping: false,
  }).format(Number(value))
}

/** What a foreign-priced line was converted from: the seller's amount (after discount, in its minor units) and the rate. */
export interface LineRate {
  ownMinor: number
  currency: CurrencyCode
  value: string
  nominal: number
  /** The bulletin's date, 'YYYY-MM-DD'. */
  rateDate: string
}

/**
 * The conversion of a line priced in a foreign currency, for carts, checkout, orders and
 * invoices: "€36.00 at the CBAR rate of 2026-11-26: 1 EUR = 1.9788 AZN" (ui.product.rate_note).
 */
export function rateNote(i18n: I18n, locale: Locale, line: LineRate): string {
  return i18n.t('ui.product.rate_note', {
    price: formatMoney(line.ownMinor, line.currency, locale),
    date: line.rateDate,
    nominal: line.nominal,
    currency: line.currency,
    rate: formatRate(line.value, locale),
  })
}

/** What an order line froze of its price (order_lines: list price, currency, discount, CBAR rate). */
export interface FrozenLinePrice {
  listPriceMinor: number
  listCurrency: CurrencyCode
  discountPercent: number
  rateValue: string | null
  rateNominal: number | null
  rateDate: string | null
}

/**
 * `{ rateNote }` for an order line charged at a CBAR rate — the rate and date frozen when the
 * order was placed, whatever the rates are now — or `{}` for an AZN line; spread into line views.
 */
export function frozenRateNote(
  i18n: I18n,
  locale: Locale,
  line: FrozenLinePrice
): { rateNote?: string } {
  if (
    line.listCurrency === 'AZN' ||
    line.rateValue === null ||
    line.rateNominal === null ||
    !line.rateDate
  )
    return {}
  return {
    rateNote: rateNote(i18n, locale, {
      ownMinor: toQepik(line.listPriceMinor, null, 100 - line.discountPercent),
      currency: line.listCurrency,
      value: line.rateValue,
      nominal: line.rateNominal,
      rateDate: line.rateDate,
    }),
  }
}
