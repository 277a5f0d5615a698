/**
 * Month names and "month year" as Karvan writes them (docs/i18n.md), apart from shared/dates.ts:
 * a product card's "verified in November 2026" needs only these, not the date and time patterns.
 * The words are CLDR's for az, en and ru, as in shared/dates.ts.
 */

/** Languages with written date patterns (shared/locales.ts). */
export type DateLocale = 'az' | 'en' | 'ru'

/** Azerbaijani month names (also in a date: "27 noyabr 2026"). */
export const AZ_MONTHS = [
  'yanvar',
  'fevral',
  'mart',
  'aprel',
  'may',
  'iyun',
  'iyul',
  'avqust',
  'sentyabr',
  'oktyabr',
  'noyabr',
  'dekabr',
] as const
/** English month names. */
export const EN_MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const

/** Month names standing alone, with a year ("noyabr 2026", "ноябрь 2026 г."). */
const STANDALONE: Record<DateLocale, readonly string[]> = {
  az: AZ_MONTHS,
  en: EN_MONTHS,
  ru: [
    'январь',
    'февраль',
    'март',
    'апрель',
    'май',
    'июнь',
    'июль',
    'август',
    'сентябрь',
    'октябрь',
    'ноябрь',
    'декабрь',
  ],
}

/** A month 'YYYY-MM' as `locale` writes a month and year ("noyabr 2026"); the input itself otherwise. */
export function formatMonthYear(month: string, locale: string): string {
  const match = /^(\d{4})-(\d{2})$/.exec(month)
  const index = match ? Number(match[2]) - 1 : -1
  if (!match || index < 0 || index > 11) return month
  const language = (locale in STANDALONE ? locale : 'az') as DateLocale
  const name = STANDALONE[language][index]
  return language === 'ru' ? `${name} ${match[1]} г.` : `${name} ${match[1]}`
}
