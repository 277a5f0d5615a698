import type { I18n } from '@adonisjs/i18n'

/** Formatted messages per locale and key: the message catalogue is fixed for the life of the process. */
const formatted = new Map<string, Map<string, string>>()

/**
 * A message without arguments, formatted once per locale and key and then reused (catalogue
 * labels such as sort names and availability: each `i18n.t` builds an ICU formatter, which
 * cost a listing request ~2 % of its CPU). Only for messages that take no data.
 */
export function fixedMessage(i18n: I18n, key: string): string {
  let messages = formatted.get(i18n.locale)
  if (!messages) formatted.set(i18n.locale, (messages = new Map()))
  let text = messages.get(key)
  if (text === undefined) {
    text = i18n.t(key)
    messages.set(key, text)
  }
  return text
}
