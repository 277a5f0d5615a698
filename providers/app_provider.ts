import type { ApplicationService } from '@adonisjs/core/types'

/**
 * Serialises an Inertia page object for a `<script type="application/json">` block. Beyond
 * upstream's escaping of `/`, `<` becomes `\u003c` so user text such as `<!--<script>` cannot
 * end or blank the block (DESIGN §6); U+2028/2029 are escaped for old parsers.
 */
export function serializePage(page: unknown): string {
  return JSON.stringify(page)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')
}

/** Application-wide wiring that packages do not do themselves. */
export default class AppProvider {
  constructor(protected app: ApplicationService) {}

  /** PostgreSQL DATE columns stay 'YYYY-MM-DD' strings instead of local-midnight Dates. */
  async register() {
    const { default: pg } = await import('pg')
    pg.types.setTypeParser(1082, (value: string) => value)
  }

  /**
   * Replaces the client-side-render branch of the `@inertia` Edge tag with safe serialisation.
   * Runs in `start` (after every provider's `boot`), so @adonisjs/inertia's own global, which
   * it registers while booting, can never win the race.
   */
  /**
   * A web process learns at boot whether product pictures may be offered as AVIF, so its first
   * pages already do (app/services/images/avif_ready.ts).
   */
  async ready() {
    if (this.app.getEnvironment() !== 'web') return
    const { refreshAvifReady } = await import('#services/images/avif_ready')
    await refreshAvifReady()
  }

  async start() {
    if (!this.app.usingEdgeJS) return
    const edge = await import('edge.js')
    /** After boot: the Vite service it reads is resolved once the app has booted. */
    const { appScripts } = await import('#lib/page_preloads')
    const { APP_LOADER } = await import('#lib/app_loader')
    /** Edge runs plugins lazily, in order, before the first render: a plugin registered after
     * @adonisjs/inertia's own is the last to define the global. */
    edge.default.use((instance) => {
      /**
       * Edge is created before its provider turns the template cache on, so its components
       * plugin stays "recurring" and lists every view directory from disk on each render. In
       * production the views never change: the first listing is kept.
       */
      if (this.app.inProduction) {
        const loader = instance.loader
        const listComponents = loader.listComponents.bind(loader)
        let listed: ReturnType<typeof listComponents> | undefined
        loader.listComponents = () => (listed ??= listComponents())
      }
      instance.global('appScripts', appScripts)
      instance.global('appLoader', APP_LOADER)
      instance.global(
        'inertia',
        (page: Record<string, any> = {}, attributes: Record<string, string> = {}) => {
          if (page.ssrBody) return page.ssrBody
          const id = attributes.id ?? 'app'
          return `<script data-page="${id}" type="application/json">${serializePage(page)}</script><div id="${id}"></div>`
        }
      )
    })
  }
}
