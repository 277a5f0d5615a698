/**
 * Money as integer minor units (qəpik for AZN, cents for USD/EUR) with a currency code;
 * never floats (DESIGN §4). Display uses the locale's Intl format.
 */
export type CurrencyCode = 'AZN' | 'USD' | 'EUR'

const INTL_LOCALE = { az: 'az-Latn-AZ', en: 'en-GB', ru: 'ru-RU' } as const

/**
 * Formats an amount in minor units for a locale: formatMoney(123450, 'AZN', 'en') → "₼1,234.50"
 * (exact glyphs follow ICU data). Throws RangeError for a non-integer amount.
 */
export function formatMoney(minor: number, currency: CurrencyCode, locale: keyof typeof INTL_LOCALE): string {
  if (!Number.isInteger(minor)) throw new RangeError(`Money amount must be an integer in minor units, got ${minor}`)
  const key = `${locale}|${currency}|${minor}`
  let text = formattedAmounts.get(key)
  if (text === undefined) {
    text = moneyFormatter(locale, currency).format(minor / 100)
    if (formattedAmounts.size >= MAX_FORMATTED_AMOUNTS) formattedAmounts.clear()
    formattedAmounts.set(key, text)
  }
  return text
}

/**
 * Amounts already formatted, per locale, currency and amount: a listing formats 24–48 prices,
 * and a lookup costs a seventh of Intl's format. Prices repeat across a catalogue; at most
 * MAX_FORMATTED_AMOUNTS are kept (then the map starts again).
 */
const formattedAmounts = new Map<string, string>()
const MAX_FORMATTED_AMOUNTS = 20_000

/** Intl formatters are costly to build (a fifth of a listing's CPU): one per locale and currency, kept. */
const formatters = new Map<string, Intl.NumberFormat>()
function moneyFormatter(locale: keyof typeof INTL_LOCALE, currency: CurrencyCode) {
  const key = `${locale}|${currency}`
  let formatter = formatters.get(key)
  if (!formatter) {
    formatter = new Intl.NumberFormat(INTL_LOCALE[locale], {
      style: 'currency',
      currency,
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    })
    formatters.set(key, formatter)
  }
  return formatter
}

/**
 * Converts major units ("12.5", 12.5) to minor units (1250) by decimal arithmetic on the
 * digits, rounding half up at the third decimal ("1.005" → 101). Throws RangeError otherwise.
 */
export function toMinor(major: number | string): number {
  const text = typeof major === 'number' ? (Number.isFinite(major) ? major.toFixed(6) : '') : major.trim()
  const match = /^(-)?(\d+)(?:\.(\d+))?$/.exec(text)
  if (!match) throw new RangeError(`Not an amount: ${major}`)
  const [, minus, whole, fraction = ''] = match
  const digits = fraction.padEnd(3, '0')
  const value = Number(whole) * 100 + Number(digits.slice(0, 2)) + (Number(digits[2]) >= 5 ? 1 : 0)
  return minus ? -value : value
}

/** Applies a whole-number discount percent to a minor-unit amount (rounded to the nearest qəpik). */
export function applyDiscount(minor: number, percent: number): number {
  return Math.round((minor * (100 - percent)) / 100)
}

/** How the server writes AZN in a locale (group and decimal signs, text before and after the number). */
export interface MoneyPattern {
  group: string
  decimal: string
  prefix: string
  suffix: string
}

/**
 * The pattern of formatMoney(…, 'AZN', locale), for pages that add amounts up in the browser:
 * browsers ship reduced ICU data (Chromium has no az currency format), so they format with this
 * instead of their own Intl and match the server's text exactly.
 */
export function moneyPattern(locale: keyof typeof INTL_LOCALE): MoneyPattern {
  const parts = moneyFormatter(locale, 'AZN').formatToParts(1234.5)
  const first = parts.findIndex((part) => part.type === 'integer')
  const last = parts.findIndex((part) => part.type === 'fraction')
  return {
    group: parts.find((part) => part.type === 'group')?.value ?? ',',
    decimal: parts.find((part) => part.type === 'decimal')?.value ?? '.',
    prefix: parts.slice(0, first).map((part) => part.value).join(''),
    suffix: parts.slice(last + 1).map((part) => part.value).join(''),
  }
}
