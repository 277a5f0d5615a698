/** Intl locales of the page languages (the same as the server's app/lib/money.ts). */
const INTL_LOCALE = { az: 'az-Latn-AZ', en: 'en-GB', ru: 'ru-RU' } as const

const formatters = new Map<string, Intl.NumberFormat>()

/** Formats qəpik as manats for the page language, like the server does: 123450 → "₼1,234.50" (en). */
export function formatAzn(minor: number, locale: 'az' | 'en' | 'ru'): string {
  let formatter = formatters.get(locale)
  if (!formatter) {
    formatter = new Intl.NumberFormat(INTL_LOCALE[locale], { style: 'currency', currency: 'AZN', minimumFractionDigits: 2, maximumFractionDigits: 2 })
    formatters.set(locale, formatter)
  }
  return formatter.format(minor / 100)
}

/** A typed coordinate as a number (decimal comma accepted), or null when it is empty or not a number. */
export function degrees(text: string): number | null {
  const value = text.trim().replace(',', '.')
  if (!/^[+-]?\d+(\.\d+)?$/.test(value)) return null
  return Number(value)
}
