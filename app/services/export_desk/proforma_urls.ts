import { urlTo } from '#services/urls'
import type { Locale } from '#shared/locales'

/**
 * Path of pro-forma `number` in `locale` (mails prefix appUrl). With `token` (the RFQ's signed
 * link token, rfqLinkToken) the link opens for a guest buyer too: `?t=<token>`; without it, the
 * page asks for the buyer's or seller's account (anyone else gets a 404).
 */
export function proformaUrl(number: string, locale: Locale, token?: string): string {
  return urlTo('proforma', locale, { number }, token ? { qs: { t: token } } : undefined)
}

/** Path of the PDF of pro-forma `number`, with the same `?t=` rule as proformaUrl. */
export function proformaPdfUrl(number: string, locale: Locale, token?: string): string {
  return urlTo('proforma.pdf', locale, { number }, token ? { qs: { t: token } } : undefined)
}
