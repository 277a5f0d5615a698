/**
 * Currencies of Karvan (DESIGN §4 Money, docs/money.md), for the server and the browser alike:
 * what a buyer pays is always AZN; a seller may price in USD or EUR "at the day's rate".
 */
export const CURRENCIES = ['AZN', 'USD', 'EUR'] as const
export type CurrencyCode = (typeof CURRENCIES)[number]
