import type { FormatterFactory, TranslationsFormatterContract } from '@adonisjs/i18n/types'
import intlFormatters from '@poppinss/intl-formatter'
import { IntlMessageFormat } from 'intl-messageformat'

/** Compiled messages kept per process: the catalogues hold a few hundred keys per language. */
const MAX_COMPILED = 4_000

/**
 * The ICU message formatter of @adonisjs/i18n (same library, options and memoized Intl
 * formatters), except that each message is compiled once per language and reused: the stock
 * formatter parses the message into a new IntlMessageFormat on every `t()` call with data,
 * which cost listing, search and mail rendering a few per cent of their CPU. The message
 * catalogue is fixed for the life of the process; at most MAX_COMPILED messages are kept (the
 * oldest go first), so odd texts cannot grow it.
 */
export class CachedIcuFormatter implements TranslationsFormatterContract {
  readonly name = 'icu'
  readonly #compiled = new Map<string, IntlMessageFormat>()

  /** `message` (ICU syntax) in `locale` with `data`; throws what IntlMessageFormat throws on a malformed message. */
  format(message: string, locale: string, data?: Record<string, any>): string {
    const key = `${locale}\u0000${message}`
    let compiled = this.#compiled.get(key)
    if (!compiled) {
      compiled = new IntlMessageFormat(message, locale, undefined, {
        formatters: {
          getNumberFormat: intlFormatters.number,
          getDateTimeFormat: intlFormatters.date,
          getPluralRules: intlFormatters.plural,
        },
        ignoreTag: true,
      })
      if (this.#compiled.size >= MAX_COMPILED)
        this.#compiled.delete(this.#compiled.keys().next().value!)
      this.#compiled.set(key, compiled)
    }
    return compiled.format(data ?? {}) as string
  }

  /** Messages compiled so far (tests). */
  get size() {
    return this.#compiled.size
  }
}

/** The i18n config's `formatter`: one CachedIcuFormatter for the I18nManager. */
export const cachedIcuFormatter: FormatterFactory = () => new CachedIcuFormatter()
