/** How the server writes AZN in the page language (app/lib/money.ts moneyPattern). */
export interface MoneyPattern {
  group: string
  decimal: string
  prefix: string
  suffix: string
}

/**
 * Formats qəpik as manats exactly as the server does, from the server's pattern (browsers' own
 * Intl data lacks some locales' currency formats): 123450 → "1.234,50 ₼" (az), "AZN 1,234.50" (en).
 */
export function formatAzn(minor: number, pattern: MoneyPattern): string {
  const sign = minor < 0 ? '-' : ''
  const absolute = Math.abs(Math.round(minor))
  const whole = String(Math.floor(absolute / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, pattern.group)
  const fraction = String(absolute % 100).padStart(2, '0')
  return `${sign}${pattern.prefix}${whole}${pattern.decimal}${fraction}${pattern.suffix}`
}
