import { numberFormat } from '#lib/intl_formats'
import type { CurrencyCode } from '#shared/money'

/**
 * Money as integer minor units (qəpik for AZN, cents for USD/EUR) with a currency code;
 * never floats (DESIGN §4). Display uses the locale's Intl format.
 */
export type { CurrencyCode }

/**
 * Currencies other than AZN a seller may price in (models/product PRODUCT_CURRENCIES): shown and
 * charged in AZN at the newest CBAR rate (docs/money.md). Each has a demo rate in the seeder.
 */
export const FOREIGN_PRICE_CURRENCIES = ['USD', 'EUR'] as const satisfies readonly Exclude<
  CurrencyCode,
  'AZN'
>[]

const INTL_LOCALE = { az: 'az-Latn-AZ', en: 'en-GB', ru: 'ru-RU' } as const

/**
 * Formats an amount in minor units for a locale: formatMoney(123450, 'AZN', 'en') → "AZN 1,234.50"
 * (exact glyphs follow ICU data). Throws RangeError for a non-integer amount. Written from the
 * locale's pattern (moneyPatternOf) when that pattern reproduces Intl's output, else by Intl.
 */
export function formatMoney(
  minor: number,
  currency: CurrencyCode,
  locale: keyof typeof INTL_LOCALE
): string {
  if (!Number.isInteger(minor))
    throw new RangeError(`Money amount must be an integer in minor units, got ${minor}`)
  const pattern =
    minor >= 0 && minor <= Number.MAX_SAFE_INTEGER ? verifiedPattern(locale, currency) : null
  return pattern
    ? writeAmount(minor, pattern)
    : moneyFormatter(locale, currency).format(minor / 100)
}

/** A non-negative amount in minor units written with `pattern`: prefix, grouped whole units, decimal sign, 2 digits, suffix. */
function writeAmount(minor: number, pattern: MoneyPattern): string {
  const cents = minor % 100
  let whole = String((minor - cents) / 100)
  for (let at = whole.length - 3; at > 0; at -= 3)
    whole = whole.slice(0, at) + pattern.group + whole.slice(at)
  return pattern.prefix + whole + pattern.decimal + (cents < 10 ? '0' : '') + cents + pattern.suffix
}

/**
 * Patterns per locale and currency, once each; null where writing by the pattern would not
 * give Intl's text for the probe amounts (e.g. a locale that does not group four-digit numbers).
 * Intl's format costs several times more than writing by the pattern, and a listing formats
 * up to 48 prices.
 */
const patterns = new Map<string, MoneyPattern | null>()
const PROBE_AMOUNTS = [0, 5, 99, 100, 99_999, 100_000, 123_456, 10_000_000, 123_456_789_012]
function verifiedPattern(
  locale: keyof typeof INTL_LOCALE,
  currency: CurrencyCode
): MoneyPattern | null {
  const key = `${locale}|${currency}`
  let pattern = patterns.get(key)
  if (pattern === undefined) {
    const candidate = moneyPatternOf(locale, currency)
    const formatter = moneyFormatter(locale, currency)
    pattern = PROBE_AMOUNTS.every(
      (minor) => writeAmount(minor, candidate) === formatter.format(minor / 100)
    )
      ? candidate
      : null
    patterns.set(key, pattern)
  }
  return pattern
}

/** The locale's Intl currency formatter (kept: lib/intl_formats). */
function moneyFormatter(locale: keyof typeof INTL_LOCALE, currency: CurrencyCode) {
  return numberFormat(INTL_LOCALE[locale], {
    style: 'currency',
    currency,
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  })
}

/**
 * Converts major units ("12.5", 12.5) to minor units (1250) by decimal arithmetic on the
 * digits, rounding half up at the third decimal ("1.005" → 101). Throws RangeError otherwise.
 */
export function toMinor(major: number | string): number {
  const text =
    typeof major === 'number' ? (Number.isFinite(major) ? major.toFixed(6) : '') : major.trim()
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
  return moneyPatternOf(locale, 'AZN')
}

/** The pattern of Intl's format of `currency` in `locale`, read off its parts for 1,234.50. */
function moneyPatternOf(locale: keyof typeof INTL_LOCALE, currency: CurrencyCode): MoneyPattern {
  const parts = moneyFormatter(locale, currency).formatToParts(1234.5)
  const first = parts.findIndex((part) => part.type === 'integer')
  const last = parts.findIndex((part) => part.type === 'fraction')
  return {
    group: parts.find((part) => part.type === 'group')?.value ?? ',',
    decimal: parts.find((part) => part.type === 'decimal')?.value ?? '.',
    prefix: parts
      .slice(0, first)
      .map((part) => part.value)
      .join(''),
    suffix: parts
      .slice(last + 1)
      .map((part) => part.value)
      .join(''),
  }
}
