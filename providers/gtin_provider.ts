import type { ApplicationService } from '@adonisjs/core/types'
import gtinConfig from '#config/gtin'
import GtinRegistry from '#services/gtin/registry'

/**
 * GTIN registry binding (DESIGN §5): the HTTP adapter when GTIN_REGISTRY_URL is set, the
 * PostgreSQL fixture registry (seeded demo records) otherwise. Tests swap it with
 * `app.container.swap(GtinRegistry, …)`.
 */
export default class GtinProvider {
  constructor(protected app: ApplicationService) {}

  register() {
    this.app.container.singleton(GtinRegistry, async () => {
      const { url, timeoutMs, token } = gtinConfig.registry
      if (url) {
        const { default: HttpGtinRegistry } = await import('#services/gtin/http_registry')
        return new HttpGtinRegistry({ baseUrl: url, timeoutMs, token })
      }
      const { default: FixtureGtinRegistry } = await import('#services/gtin/fixture_registry')
      return new FixtureGtinRegistry()
    })
  }
}
