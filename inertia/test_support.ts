/**
 * Helpers of the front-end tests (never bundled: only *.test.* files import it). The shared props
 * of "the current page" that the mocked usePage() returns (test_setup.ts), and the real message
 * catalogues of resources/lang, flattened to the keys the server shares (`ui.pager.next`).
 */
import type { SharedProps } from '~/lib/i18n'

type Locale = SharedProps['locale']

const files = import.meta.glob<Record<string, unknown>>('../resources/lang/*/*.json', {
  eager: true,
  import: 'default',
})

function flatten(prefix: string, value: unknown, into: Record<string, string>) {
  if (typeof value === 'string') into[prefix] = value
  else if (value && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) flatten(`${prefix}.${key}`, inner, into)
  }
}

const catalogues = new Map<Locale, Record<string, string>>()

/** Every message of a language, keyed like the shared prop `messages`. */
export function catalogue(locale: Locale): Record<string, string> {
  let messages = catalogues.get(locale)
  if (!messages) {
    messages = {}
    for (const [path, content] of Object.entries(files)) {
      const match = /\/lang\/(\w+)\/(\w+)\.json$/.exec(path)
      if (match && match[1] === locale) flatten(match[2], content, messages)
    }
    catalogues.set(locale, messages)
  }
  return messages
}

let props: Record<string, unknown> = {}

/** Shared props of a page in `locale` (its real messages), with `extra` props on top. */
export function givenPage(locale: Locale, extra: Record<string, unknown> = {}) {
  props = { locale, messages: catalogue(locale), errors: {}, nav: {}, ...extra }
}

/** What the mocked usePage() returns. */
export function currentPage() {
  return { component: 'test', url: '/', version: null, props }
}
