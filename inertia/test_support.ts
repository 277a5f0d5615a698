/**
 * Helpers of the front-end tests (never bundled: only *.test.* files import it). The shared props
 * of "the current page" that the mocked usePage() returns (test_setup.ts), and the real message
 * catalogues of resources/lang, flattened to the keys the server shares (`ui.pager.next`).
 */
import { registerCatalogue, type SharedProps } from '~/lib/i18n'
import { flattenLangFiles } from '~/lib/lang_files'
import { setPageProps } from '~/test_page'

type Locale = SharedProps['locale']

const files = import.meta.glob<Record<string, unknown>>('../resources/lang/*/*.json', {
  eager: true,
  import: 'default',
})

const catalogues = flattenLangFiles(files)

/** Every message of a language, keyed like the server's catalogue. */
export function catalogue(locale: Locale): Record<string, string> {
  return catalogues.get(locale) ?? {}
}

/** Shared props of a page in `locale` (its real messages), with `extra` props on top. */
export function givenPage(locale: Locale, extra: Record<string, unknown> = {}) {
  const url = `/i18n/${locale}.test.json`
  registerCatalogue(url, catalogue(locale))
  setPageProps({ locale, messages: url, errors: {}, nav: {}, ...extra })
}
