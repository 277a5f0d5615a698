import { existsSync, readFileSync } from 'node:fs'
import env from '#start/env'
import app from '@adonisjs/core/services/app'
import logger from '@adonisjs/core/services/logger'
import { defineConfig } from '@adonisjs/lucid'
import { portOfDatabaseUrl } from '#lib/database_errors'

/**
 * One PostgreSQL connection from DATABASE_URL. Without it, the embedded cluster that
 * `npm start` runs (storage/pg, port 54329, password kept beside the data) is used, so
 * `npm run dev` and `npm run ace` work next to a running `npm start`.
 */
function embeddedUrl() {
  const secret = app.makePath('storage', 'pg.password')
  const password = existsSync(secret) ? encodeURIComponent(readFileSync(secret, 'utf8').trim()) : ''
  return `postgres://postgres:${password}@127.0.0.1:54329/karvan`
}

const connectionString = env.get('DATABASE_URL') ?? embeddedUrl()

/** The primary's URL (every write and transaction; reads too without replicas). */
export const primaryUrl = connectionString

/**
 * Read replicas (DATABASE_READ_URLS, comma-separated postgres:// URLs). With any, reads outside
 * transactions go to them through Lucid's read client and the generic-plan pool, routed by
 * app/services/database/read_routing.ts (skipped while failing, primary after a visitor's write).
 * Web processes only: ace commands (migrations, seeders, queue:work) read from the primary, since
 * a migration reads back at once what it has just written (a replica may not have it yet).
 */
export const readReplicaUrls: string[] =
  app.getEnvironment() === 'web'
    ? (env.get('DATABASE_READ_URLS') ?? '')
        .split(',')
        .map((url) => url.trim())
        .filter(Boolean)
    : []

/** How long a failing replica is skipped before it is tried again (ms). */
export const replicaRetryMs = env.get('DATABASE_REPLICA_RETRY_MS') ?? 5000

/**
 * How long a visitor's reads stay on the primary after a request of theirs that may have written
 * (ms; app/middleware/read_your_writes_middleware.ts): longer than the replicas' usual lag.
 */
export const readYourWritesMs = env.get('READ_YOUR_WRITES_MS') ?? 5000

/** TCP ports of the configured PostgreSQL servers (app/lib/database_errors.ts tells their socket errors apart). */
export const databasePorts: number[] = [
  ...new Set([connectionString, ...readReplicaUrls].map((url) => portOfDatabaseUrl(url) ?? 5432)),
]

/**
 * Knex's own log lines (knex's `log` option; Lucid's default sends them all to the app logger as
 * warnings). "Acquire connection error" comes once per statement that found no connection and
 * "Connection Error" once per pooled connection PostgreSQL dropped: during an outage that was
 * several warnings per request beside the request's own line (issue #22, 8), so they go to the
 * debug level; the exception handler logs one line per failed request. Other messages stay warnings.
 */
const knexLog = {
  warn(message: string) {
    if (/^(Acquire connection error|Connection Error):/.test(message)) logger.debug(message)
    else logger.warn(message)
  },
  error: (message: string) => logger.error(message),
  deprecate: (message: string) => logger.info(message),
  debug: (message: string) => logger.debug(message),
}

export default defineConfig({
  connection: 'pg',
  connections: {
    pg: {
      client: 'pg',
      connection: { connectionString },
      ...(readReplicaUrls.length > 0
        ? {
            replicas: {
              write: { connection: { connectionString } },
              read: {
                connection: readReplicaUrls.map((url) => ({ connectionString: url })),
                pool: { min: 0, max: env.get('DATABASE_POOL_MAX') ?? 10 },
              },
            },
          }
        : {}),
      ...({ log: knexLog } as {}),
      pool: { min: 0, max: env.get('DATABASE_POOL_MAX') ?? 10 },
      migrations: { naturalSort: true, paths: ['database/migrations'] },
      seeders: { paths: ['database/seeders'] },
    },
  },
})
