import ReactDOMServer from 'react-dom/server'
import { createInertiaApp } from '@inertiajs/react'
import { pageTitle, resolvePage } from '~/lib/pages'

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
