import { usePage } from '@inertiajs/react'
import type { SharedProps } from '#transformers/shared_props'

/** Props every page receives: typed on the server (app/transformers/shared_props.ts). */
export type { SharedProps }

type Catalogue = Record<string, string>

/**
 * Message catalogues by asset URL (shared prop `messages`, app/lib/message_assets.ts). The
 * browser fills it before the first render (inertia/app.tsx) and before a page of another
 * language or bundle is shown; the asset is immutable, so one fetch per URL and session, and the
 * HTTP cache answers the next visit.
 */
const catalogues = new Map<string, Catalogue>()
/** Whole catalogues per language, for server-side rendering (inertia/ssr.tsx), where nothing is fetched. */
const localeCatalogues = new Map<string, Catalogue>()
const pending = new Map<string, Promise<void>>()

/** Makes `messages` the catalogue of asset `url` (front-end tests register theirs this way). */
export function registerCatalogue(url: string, messages: Catalogue) {
  catalogues.set(url, messages)
}

/** Makes `messages` the catalogue of every page in `locale` without a loaded asset (SSR). */
export function registerLocaleCatalogue(locale: string, messages: Catalogue) {
  localeCatalogues.set(locale, messages)
}

/** Whether the catalogue at `url` is in memory. */
export function hasCatalogue(url: string) {
  return catalogues.has(url)
}

/**
 * Fetches the catalogue at `url` once (concurrent callers share the request). Resolves also when
 * the fetch fails (offline, a deploy in between): pages then show message keys rather than
 * nothing, and the next navigation tries again.
 */
export function loadCatalogue(url: string | undefined): Promise<void> {
  if (!url || catalogues.has(url)) return Promise.resolve()
  let request = pending.get(url)
  if (!request) {
    request = fetch(url, { credentials: 'same-origin' })
      .then((response) => (response.ok ? response.json() : Promise.reject(response.status)))
      .then(
        (messages: Catalogue) => {
          catalogues.set(url, messages)
        },
        () => {}
      )
      .finally(() => pending.delete(url))
    pending.set(url, request)
  }
  return request
}

/** Shared props of the current page. */
export function useShared() {
  return usePage().props as unknown as SharedProps
}

/**
 * Translator over the locale's catalogue from resources/lang: t('ui.nav.home'),
 * t('ui.errors.not_found', { name }). A missing key renders as the key itself.
 */
export function useT() {
  const { messages: url, locale } = useShared()
  const messages = catalogues.get(url) ?? localeCatalogues.get(locale)
  return (key: string, data?: Record<string, string | number>) => {
    const message = messages?.[key] ?? key
    if (!data) return message
    return message.replace(/\{(\w+)\}/g, (whole, name) =>
      name in data ? String(data[name]) : whole
    )
  }
}
