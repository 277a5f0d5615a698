import './css/app.css'
import { startTransition } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { createInertiaApp, http } from '@inertiajs/react'
import { pageTitle, resolvePage } from '~/lib/pages'
import { loadCatalogue } from '~/lib/i18n'
import { EarlyInput, keepEarlyInput, takeHeldActions } from '~/lib/early_input'

/**
 * The page's message catalogue is a hashed immutable asset (shared prop `messages`), preloaded by
 * the HTML head (resources/views/inertia_layout.edge); the app hydrates once it is in memory, so
 * the server-rendered text stays as it is.
 */
/** The attribute, as the page prop has it (the `href` property would be absolute). */
const preloaded = document.querySelector('link[data-messages]')?.getAttribute('href') ?? undefined
loadCatalogue(preloaded).then(() =>
  createInertiaApp({
    title: pageTitle,
    resolve: (name) => resolvePage(name, import.meta.glob('./pages/**/*.tsx')),
    progress: { color: '#4B5563' },
    /**
     * Hydration as a transition: React then works in slices of a few milliseconds and lets the
     * browser paint and take input between them, instead of one main-thread task as long as the
     * whole page (a blocking lane). A click during hydration hydrates its own part first.
     */
    setup({ el, App, props }) {
      if (!el.hasAttribute('data-server-rendered')) {
        window.karvanBoot?.release()
        createRoot(el).render(<App {...props} />)
        return
      }
      /** What a visitor typed into the server-rendered page meanwhile survives hydration. */
      keepEarlyInput(el)
      const app = (
        <EarlyInput>
          <App {...props} />
        </EarlyInput>
      )
      takeHeldActions()
      startTransition(() => void hydrateRoot(el, app))
    },
  })
)

/**
 * A visit that lands on another language or message bundle (a language switch, a storefront link
 * from an account page) waits for that catalogue before the page is swapped in.
 */
http.onResponse(async (response) => {
  if (response.headers['x-inertia'] !== 'true' || typeof response.data !== 'string') return response
  try {
    const url = (JSON.parse(response.data) as { props?: { messages?: unknown } }).props?.messages
    if (typeof url === 'string') await loadCatalogue(url)
  } catch {
    /** Not a page object: nothing to load. */
  }
  return response
})

/**
 * Pages from the anonymous micro-cache set no cookie: without an XSRF-TOKEN cookie, GET /csrf
 * issues the session and XSRF cookies, and Inertia requests other than GET wait for it. Asked
 * for at the visitor's first tap, key press or focus (a form is about to be used), not on every
 * page load: a visitor or crawler who only reads costs no request and no stored session.
 */
let csrfReady: Promise<void> | undefined = /(?:^|;\s*)XSRF-TOKEN=/.test(document.cookie)
  ? Promise.resolve()
  : undefined
function ensureCsrf(): Promise<void> {
  csrfReady ??= fetch('/csrf', { credentials: 'same-origin' }).then(
    () => {},
    () => {}
  )
  return csrfReady
}
if (!csrfReady)
  for (const type of ['pointerdown', 'keydown', 'focusin'])
    addEventListener(type, () => void ensureCsrf(), { once: true, capture: true, passive: true })
http.onRequest(async (config) => {
  if (config.method.toLowerCase() !== 'get') await ensureCsrf()
  return config
})
