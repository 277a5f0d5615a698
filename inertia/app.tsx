import './css/app.css'
import { createInertiaApp, http } from '@inertiajs/react'
import { pageTitle, resolvePage } from '~/lib/pages'

createInertiaApp({
  title: pageTitle,
  resolve: (name) => resolvePage(name, import.meta.glob('./pages/**/*.tsx')),
  progress: { color: '#4B5563' },
})

/**
 * Pages from the anonymous micro-cache set no cookie: without an XSRF-TOKEN cookie, GET /csrf
 * issues the session and XSRF cookies, and Inertia requests other than GET wait for it.
 */
const csrfReady = /(?:^|;\s*)XSRF-TOKEN=/.test(document.cookie)
  ? Promise.resolve()
  : fetch('/csrf', { credentials: 'same-origin' }).then(
      () => {},
      () => {}
    )
http.onRequest(async (config) => {
  if (config.method.toLowerCase() !== 'get') await csrfReady
  return config
})
