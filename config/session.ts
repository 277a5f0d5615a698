import env from '#start/env'
import { configProvider } from '@adonisjs/core'
import { secureCookies } from '#config/app'
import { defineConfig, stores } from '@adonisjs/session'
import { ThrottledTouchStore } from '#services/session/throttled_touch_store'

/** The session version cookie (throttled_touch_store.ts): same lifetime and flags as the session's. */
export const sessionVersionCookieName = secureCookies ? '__Host-karvan_sv' : 'karvan_sv'
const SESSION_AGE = '2h'

/**
 * The PostgreSQL store, with expiry refreshes throttled to once a minute per session and
 * process, and reads answered from a per-process cache while the visitor's version cookie
 * says nothing changed (throttled_touch_store.ts).
 */
const databaseStore = configProvider.create(async (app) => {
  const factory = await stores.database({ tableName: 'sessions' }).resolver(app)
  return (ctx: any, sessionConfig: any) =>
    new ThrottledTouchStore(
      factory(ctx, sessionConfig) as any,
      () => !ctx?.request || Boolean(ctx.request.cookiesList()[sessionConfig.cookieName]),
      ctx?.request
        ? {
            get: () => ctx.request.cookiesList()[sessionVersionCookieName],
            set: (version: string | null) =>
              version === null
                ? ctx.response.clearCookie(sessionVersionCookieName)
                : ctx.response.plainCookie(sessionVersionCookieName, version, {
                    encode: false,
                    path: '/',
                    httpOnly: true,
                    secure: secureCookies,
                    sameSite: 'lax',
                    maxAge: SESSION_AGE,
                  }),
          }
        : null
    )
})

type SessionStoreName = 'cookie' | 'database' | 'memory' | 'redis'

/**
 * The store sessions use: SESSION_DRIVER when set, otherwise Redis when REDIS_URL is set and
 * PostgreSQL when it is not.
 */
export function sessionStoreName(
  driver: SessionStoreName | undefined,
  redisUrl: string | undefined
): SessionStoreName {
  return driver ?? (redisUrl ? 'redis' : 'database')
}

/**
 * The session cookie's name: `__Host-` prefixed over HTTPS. Exported for the fast paths, which
 * must tell a visitor with a session from an anonymous one before AdonisJS runs
 * (app/services/page_cache/cacheable.ts).
 */
export const sessionCookieName = secureCookies ? '__Host-karvan_session' : 'karvan_session'

/**
 * Sessions live in PostgreSQL by default, or in Redis (connection `main`, config/redis.ts)
 * when REDIS_URL is set, so app processes stay stateless. Both stores support tagging
 * sessions with their user (endSessionsOf). Over HTTPS the cookie is `__Host-` prefixed and
 * Secure (DESIGN §6).
 */
export default defineConfig({
  enabled: true,
  cookieName: sessionCookieName,
  clearWithBrowser: false,
  age: SESSION_AGE,
  cookie: { path: '/', httpOnly: true, secure: secureCookies, sameSite: 'lax' },
  store: sessionStoreName(env.get('SESSION_DRIVER'), env.get('REDIS_URL')),
  stores: {
    cookie: stores.cookie(),
    database: databaseStore,
    redis: stores.redis({ connection: 'main' }),
  },
})
