/**
 * Intl formatters kept per locale and options for the life of the process: building one costs
 * tens of microseconds (more than formatting with it), and pages format many values with the
 * same few option sets. Options must be plain data (they are keyed by their JSON).
 */
const numberFormats = new Map<string, Intl.NumberFormat>()
const dateTimeFormats = new Map<string, Intl.DateTimeFormat>()
/** Option sets come from code, so the maps stay small; this only bounds a mistake. */
const MAX_KEPT = 500

function kept<F>(store: Map<string, F>, locale: string, options: object, create: () => F): F {
  const key = `${locale}|${JSON.stringify(options)}`
  let format = store.get(key)
  if (!format) {
    if (store.size >= MAX_KEPT) store.clear()
    format = create()
    store.set(key, format)
  }
  return format
}

/** `new Intl.NumberFormat(locale, options)`, built once per locale and options. */
export function numberFormat(
  locale: string,
  options: Intl.NumberFormatOptions = {}
): Intl.NumberFormat {
  return kept(numberFormats, locale, options, () => new Intl.NumberFormat(locale, options))
}

/** `new Intl.DateTimeFormat(locale, options)`, built once per locale and options. */
export function dateTimeFormat(
  locale: string,
  options: Intl.DateTimeFormatOptions = {}
): Intl.DateTimeFormat {
  return kept(dateTimeFormats, locale, options, () => new Intl.DateTimeFormat(locale, options))
}
