import ReactDOMServer from 'react-dom/server'
import { createInertiaApp } from '@inertiajs/react'
import { pageTitle, resolvePage } from '~/lib/pages'
import { registerLocaleCatalogue } from '~/lib/i18n'
import { flattenLangFiles } from '~/lib/lang_files'

/**
 * The server renders with the whole catalogue of each language, read from resources/lang at
 * build time (the browser fetches its bundle's asset instead: the HTML is complete without it).
 */
const langFiles = import.meta.glob<Record<string, unknown>>('../resources/lang/*/*.json', {
  eager: true,
  import: 'default',
})
for (const [locale, messages] of flattenLangFiles(langFiles))
  registerLocaleCatalogue(locale, messages)

/** Server-side render of a page object (public storefront pages, config/inertia.ts). */
export default function render(page: any) {
  return createInertiaApp({
    page,
    title: pageTitle,
    render: ReactDOMServer.renderToString,
    resolve: (name) => resolvePage(name, import.meta.glob('./pages/**/*.tsx', { eager: true })),
    setup: ({ App, props }) => <App {...props} />,
  })
}
