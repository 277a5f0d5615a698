import { createHash } from 'node:crypto'
import type { HeldAction, KarvanBoot } from '#shared/app_loader'

/**
 * The page's boot script, inlined in the head by resources/views/inertia_layout.edge (a classic
 * script: it runs as the parser meets it; no import, no outer variable). `script` is the
 * `<script>` element itself, whose data attributes name what to fetch: `data-entry` the app's
 * entry module, `data-modules` its chunks and the page's (space-separated), `data-messages` the
 * page's message catalogue; `data-render` is `client` for a page without a server-rendered body
 * (config/inertia.ts), whose app is fetched at once.
 *
 * The app is fetched once the page has loaded and painted, or at the visitor's first tap, key or
 * focus if that comes first. On a phone's link the text, fonts and first pictures then get the
 * bandwidth before ~130 KB of scripts the first paint does not need (docs/phone.md).
 * Meanwhile links and text fields work as they are (early_input.tsx keeps typed text), and a tap
 * on a control or a form's submission is held and replayed once the app has hydrated, instead of
 * being lost; the control shows it has been taken (`data-held`, inertia/css/app.css) until then.
 * If the app cannot be fetched, nothing is held any more.
 *
 * The app takes the held actions with `window.karvanBoot.release()` (inertia/lib/early_input.tsx),
 * which also stops the holding: from then on React handles taps itself.
 */
function boot(script: HTMLScriptElement) {
  /**
   * Controls whose tap does nothing useful without the app (or something wrong: a submit button
   * would send its form natively). Links are not among them: they navigate without scripts.
   */
  const controls =
    'button,input[type=checkbox],input[type=radio],input[type=submit],input[type=image],' +
    '[role=button],[role=checkbox],[role=switch],[role=tab],[role=menuitem],[role=option]'
  const held: HeldAction[] = []
  let started = false
  let holding = true
  const link = (rel: string, href: string) => {
    const element = document.createElement('link')
    element.rel = rel
    element.href = href
    document.head.append(element)
    return element
  }
  const start = () => {
    if (started) return
    started = true
    const { entry, modules, messages } = script.dataset
    if (messages) {
      const preload = link('preload', messages)
      preload.as = 'fetch'
      preload.crossOrigin = 'anonymous'
      preload.setAttribute('data-messages', '')
    }
    for (const href of (modules ?? '').split(' ')) if (href) link('modulepreload', href)
    const app = document.createElement('script')
    app.type = 'module'
    app.src = entry ?? ''
    app.onerror = () => {
      release()
      for (const element of document.querySelectorAll('[data-held]'))
        element.removeAttribute('data-held')
    }
    document.head.append(app)
  }
  const hold = (event: Event) => {
    if (!holding || !(event.target instanceof Element)) return
    let shown: Element
    if (event.type === 'submit') {
      const submitter = (event as SubmitEvent).submitter
      held.push([event.target as HTMLFormElement, submitter])
      shown = submitter ?? event.target
    } else {
      const control = event.target.closest<HTMLElement>(controls)
      if (!control || control.matches(':disabled')) return
      held.push(control)
      shown = control
    }
    shown.setAttribute('data-held', '')
    event.preventDefault()
    start()
  }
  const release = () => {
    holding = false
    removeEventListener('click', hold, true)
    removeEventListener('submit', hold, true)
    return held.splice(0)
  }
  addEventListener('click', hold, true)
  addEventListener('submit', hold, true)
  for (const type of ['pointerdown', 'touchstart', 'keydown', 'focusin'])
    addEventListener(type, start, { capture: true, once: true, passive: true })
  /**
   * Once the page has loaded and its first contentful paint is reported (a frame may come
   * before anything is drawn, while fonts are still due), after the next frame: the pictures
   * that loaded last are drawn by then. A hidden tab draws nothing: it starts at `load`; and a
   * page hidden for a moment before its first paint never gets it reported: 3 s after `load`.
   */
  let loaded = false
  let painted = false
  const whenDrawn = () => {
    if (document.hidden) start()
    else if (loaded && painted) requestAnimationFrame(() => setTimeout(start))
  }
  try {
    new PerformanceObserver((list, observer) => {
      if (!list.getEntriesByName('first-contentful-paint').length) return
      observer.disconnect()
      painted = true
      whenDrawn()
    }).observe({ type: 'paint', buffered: true })
  } catch {
    painted = true
  }
  addEventListener('load', () => {
    loaded = true
    whenDrawn()
    setTimeout(start, 3000)
  })
  /** A page rendered in the browser (no server-rendered body) shows nothing without the app. */
  if (script.dataset.render === 'client') start()
  ;(window as unknown as { karvanBoot: KarvanBoot }).karvanBoot = { release }
}

/** The loader's source as it is inlined: the function called with its own `<script>`. */
export const APP_LOADER = `(${boot.toString()})(document.currentScript)`

/**
 * The loader's CSP source (`'sha256-…'`, config/shield.ts): the page's only inline script is
 * allowed by its hash, so the page carries no nonce and stays the same bytes for every visitor
 * (the micro-cache stores it compressed once; docs/fast_paths.md).
 */
export const APP_LOADER_CSP = `'sha256-${createHash('sha256').update(APP_LOADER).digest('base64')}'`
