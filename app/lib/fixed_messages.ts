import type { I18n } from '@adonisjs/i18n'

/** Formatted messages per `locale|key`: the message catalogue is fixed for the life of the process. */
const formatted = new Map<string, string>()

/**
 * A message without arguments, formatted once per locale and key and then reused (catalogue
 * labels such as sort names and availability: each `i18n.t` builds an ICU formatter, which
 * cost a listing request ~2 % of its CPU). Only for messages that take no data.
 */
export function fixedMessage(i18n: I18n, key: string): string {
  const cacheKey = `${i18n.locale}|${key}`
  let text = formatted.get(cacheKey)
  if (text === undefined) {
    text = i18n.t(key)
    formatted.set(cacheKey, text)
  }
  return text
}
