import env from '#start/env'
import { defineConfig } from '@adonisjs/redis'
import type { InferConnections, RedisConnectionConfig } from '@adonisjs/redis/types'

/**
 * True when REDIS_URL is set: sessions (unless SESSION_DRIVER says otherwise) and rate-limit
 * counters then live in Redis instead of PostgreSQL (DESIGN §2).
 */
export const redisEnabled = Boolean(env.get('REDIS_URL'))

/**
 * Turns `redis[s]://[user:password@]host[:port][/db]` into ioredis options. `rediss:` turns on
 * TLS; the path picks the database number (0 when absent). Keys get the `karvan:` prefix so the
 * app can share a Redis database. The connection is lazy (nothing connects until the first
 * command) and gives up quickly on an unreachable server instead of hanging requests.
 */
export function redisConnectionFromUrl(url: string): RedisConnectionConfig {
  let parsed: URL
  try {
    parsed = new URL(url)
  } catch {
    throw new Error('REDIS_URL is not a valid URL (expected redis://host:6379/0)')
  }
  if (parsed.protocol !== 'redis:' && parsed.protocol !== 'rediss:') {
    throw new Error(`REDIS_URL must start with redis:// or rediss:// (got ${parsed.protocol}//)`)
  }
  const dbPath = parsed.pathname.replace(/^\/+|\/+$/g, '')
  if (dbPath !== '' && !/^\d+$/.test(dbPath)) {
    throw new Error(`REDIS_URL path must be a database number (got /${dbPath})`)
  }
  return {
    host: parsed.hostname.replace(/^\[|\]$/g, '') || '127.0.0.1',
    port: parsed.port ? Number(parsed.port) : 6379,
    username: parsed.username ? decodeURIComponent(parsed.username) : undefined,
    password: parsed.password ? decodeURIComponent(parsed.password) : undefined,
    db: dbPath === '' ? 0 : Number(dbPath),
    tls: parsed.protocol === 'rediss:' ? {} : undefined,
    keyPrefix: 'karvan:',
    lazyConnect: true,
    connectTimeout: 2_000,
    maxRetriesPerRequest: 2,
  }
}

/**
 * One connection, `main`, used by the session and limiter stores. Without REDIS_URL it points
 * at a local server but is never opened unless SESSION_DRIVER=redis asks for it.
 */
const redisConfig = defineConfig({
  connection: 'main',
  connections: {
    main: redisConnectionFromUrl(env.get('REDIS_URL') ?? 'redis://127.0.0.1:6379/0'),
  },
})

export default redisConfig

declare module '@adonisjs/redis/types' {
  export interface RedisConnections extends InferConnections<typeof redisConfig> {}
}
