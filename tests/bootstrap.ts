import { assert } from '@japa/assert'
import env from '#start/env'
import { apiClient } from '@japa/api-client'
import app from '@adonisjs/core/services/app'
import type { Config } from '@japa/runner/types'
import { pluginAdonisJS } from '@japa/plugin-adonisjs'
import testUtils from '@adonisjs/core/services/test_utils'
import { sessionApiClient } from '@adonisjs/session/plugins/api_client'
import { shieldApiClient } from '@adonisjs/shield/plugins/api_client'
import { authApiClient } from '@adonisjs/auth/plugins/api_client'

/** Japa plugins: assertions, HTTP client with session and CSRF support, AdonisJS helpers. */
export const plugins: Config['plugins'] = [
  assert(),
  apiClient({ baseURL: `http://${env.get('HOST') ?? '127.0.0.1'}:${env.get('PORT') ?? 3333}` }),
  pluginAdonisJS(app),
  sessionApiClient(app),
  shieldApiClient(),
  authApiClient(app),
]

/**
 * The suite runs against real PostgreSQL (DATABASE_URL, set by bin/run_tests.js to a fresh
 * embedded cluster or a server): migrate once and seed the demo data before any test. The
 * job queue's schema is installed
 * too. The schema is left in place afterwards: the browser tests run on the same database next.
 */
export const runnerHooks: Required<Pick<Config, 'setup' | 'teardown'>> = {
  setup: [
    async () => {
      await testUtils.db().migrate()
    },
    async () => {
      await testUtils.db().seed()
    },
    /** The job queue's schema (pgboss.*), so any spec file can read or clear jobs when run alone. */
    async () => {
      const { queueBoss } = await import('#services/queue/boss')
      await queueBoss()
    },
  ],
  teardown: [],
}

export const configureSuite: Config['configureSuite'] = (suite) => {
  if (suite.name === 'functional') {
    return suite.setup(() => testUtils.httpServer().start())
  }
}
