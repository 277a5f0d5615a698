import env from '#start/env'
import { configProvider } from '@adonisjs/core'
import { secureCookies } from '#config/app'
import { defineConfig, stores } from '@adonisjs/session'
import { ThrottledTouchStore } from '#services/session/throttled_touch_store'

/** The PostgreSQL store, with expiry refreshes throttled to once a minute per session and process. */
const databaseStore = configProvider.create(async (app) => {
  const factory = await stores.database({ tableName: 'sessions' }).resolver(app)
  return (ctx: any, sessionConfig: any) => new ThrottledTouchStore(factory(ctx, sessionConfig) as any)
})

/**
 * Sessions live in PostgreSQL by default, so app processes stay stateless. Over HTTPS the
 * cookie is `__Host-` prefixed and Secure (DESIGN §6).
 */
export default defineConfig({
  enabled: true,
  cookieName: secureCookies ? '__Host-karvan_session' : 'karvan_session',
  clearWithBrowser: false,
  age: '2h',
  cookie: { path: '/', httpOnly: true, secure: secureCookies, sameSite: 'lax' },
  store: env.get('SESSION_DRIVER') ?? 'database',
  stores: {
    cookie: stores.cookie(),
    database: databaseStore,
  },
})
