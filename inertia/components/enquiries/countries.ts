/**
 * The enquiry form's country select offers the codes the server accepts (shared/countries.ts).
 * Names come from Intl.DisplayNames in the page language, so they are computed in the browser
 * when the form opens.
 */
import { COUNTRY_CODES } from '#shared/countries'

export interface CountryOption {
  code: string
  name: string
}

const cache = new Map<string, CountryOption[]>()

/** Every country with its name in `locale`, in that language's alphabetical order. */
export function countryOptions(locale: string): CountryOption[] {
  let list = cache.get(locale)
  if (!list) {
    let names: Intl.DisplayNames | null = null
    try {
      names = new Intl.DisplayNames([locale, 'en'], { type: 'region', fallback: 'code' })
    } catch {
      names = null
    }
    const collator = new Intl.Collator(locale)
    list = COUNTRY_CODES.map((code) => ({ code, name: names?.of(code) ?? code })).sort((a, b) =>
      collator.compare(a.name, b.name)
    )
    cache.set(locale, list)
  }
  return list
}
