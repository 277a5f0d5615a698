/**
 * Interface languages, for the server and the browser alike (docs/types.md: the shared folder).
 * Paths per language live in app/lib/route_table.ts; messages in resources/lang/{az,en,ru}.
 */
export const LOCALES = ['az', 'en', 'ru'] as const
export type Locale = (typeof LOCALES)[number]
export const DEFAULT_LOCALE: Locale = 'az'

/** A text in each interface language. */
export type Trilingual = Record<Locale, string>
