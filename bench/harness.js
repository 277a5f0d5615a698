/**
 * What every bench script shares (bench/run.js, bench/web.js): child processes that are
 * stopped at the end and on Ctrl-C, the bench database (DATABASE_URL's server or an embedded
 * cluster under storage/bench-pg), the production environment of the build, HTTP and SQL
 * helpers, medians and the plain-text table. Plain JavaScript, no dependency beyond `pg`.
 */
import { spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { createWriteStream, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import { join, resolve } from 'node:path'
import pg from 'pg'
import { createDatabaseIfMissing, startEmbedded } from '../bin/embedded_db.js'

export const BENCH = import.meta.dirname
export const ROOT = resolve(BENCH, '..')

/**
 * A run's processes and temporary directory. `start` spawns a child killed by `cleanup`
 * (SIGTERM, SIGKILL after 10 s), which then stops the embedded database this run started and
 * removes the directory (BENCH_KEEP_LOGS=1 keeps the children's logs). SIGINT/SIGTERM/SIGHUP
 * run `cleanup` and exit 130; `interrupted()` says whether that happened.
 * @param {{ prefix?: string }} [options] name prefix of the temporary directory
 */
export function createHarness({ prefix = 'karvan-bench-' } = {}) {
  const work = mkdtempSync(join(os.tmpdir(), prefix))
  const children = new Set()
  let database = null
  let cleaning = null
  let interrupted = false

  /** Spawns a child that is killed at the end; output goes to <work>/<name>.log. */
  function start(name, command, args, options = {}) {
    const logFile = join(work, `${name}.log`)
    const out = createWriteStream(logFile)
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], ...options })
    child.logFile = logFile
    child.name = name
    child.stdout.pipe(out)
    child.stderr.pipe(out)
    children.add(child)
    child.once('exit', () => children.delete(child))
    return child
  }

  /** Resolves with the first stdout line matching `pattern`; rejects when the child exits first. */
  function waitForLine(child, pattern, timeoutMs) {
    return new Promise((done, fail) => {
      let buffer = ''
      const timer = setTimeout(
        () =>
          fail(
            new Error(`${child.name} not ready after ${timeoutMs / 1000} s\n${tail(child.logFile)}`)
          ),
        timeoutMs
      )
      child.stdout.on('data', (chunk) => {
        buffer += chunk
        const match = buffer.match(pattern)
        if (match) {
          clearTimeout(timer)
          done(match)
        }
      })
      child.once('exit', (code, signal) => {
        clearTimeout(timer)
        fail(
          new Error(`${child.name} exited (code ${code}, signal ${signal})\n${tail(child.logFile)}`)
        )
      })
    })
  }

  /** Runs a child to completion; resolves with its stdout, rejects on a non-zero exit with the end of its output. */
  function run(name, command, args, options = {}) {
    const child = start(name, command, args, options)
    const out = []
    const err = []
    child.stdout.on('data', (chunk) => out.push(chunk))
    child.stderr.on('data', (chunk) => err.push(chunk))
    return new Promise((done, fail) => {
      child.once('error', fail)
      child.once('close', (code, signal) => {
        const stdout = Buffer.concat(out).toString('utf8')
        if (code === 0) return done(stdout)
        const text = (stdout + Buffer.concat(err).toString('utf8'))
          .trimEnd()
          .split('\n')
          .slice(-30)
          .join('\n')
        fail(new Error(`${name} failed (code ${code}, signal ${signal})\n${text}`))
      })
    })
  }

  /**
   * The bench database `name`: on DATABASE_URL's server when it is set (created there when
   * missing), else in the embedded cluster under storage/bench-pg on `pgPort`, which `cleanup`
   * stops when this run started it.
   * @returns {Promise<{ url: string, adminUrl: string }>}
   */
  async function openDatabase({ name, pgPort, log = console.log }) {
    if (process.env.DATABASE_URL) {
      /** Administrative connection: DATABASE_URL's own database, or `postgres` when that is the bench one or absent. */
      const target = new URL(process.env.DATABASE_URL)
      const postgres = new URL(target.href)
      postgres.pathname = '/postgres'
      let adminUrl =
        decodeURIComponent(target.pathname.slice(1)) === name ? postgres.href : target.href
      await createDatabaseIfMissing(adminUrl, name).catch(async (error) => {
        if (adminUrl === postgres.href) throw error
        adminUrl = postgres.href
        await createDatabaseIfMissing(adminUrl, name)
      })
      target.pathname = `/${name}`
      database = { url: target.href, started: false, stop: async () => {} }
      log(`Database: ${name} on DATABASE_URL's server`)
      return { url: target.href, adminUrl }
    }
    const port = Number(pgPort)
    database = await startEmbedded({
      dataDir: join(ROOT, 'storage', 'bench-pg'),
      port,
      database: name,
    })
    log(
      `Database: embedded PostgreSQL on 127.0.0.1:${port} (storage/bench-pg, ${database.started ? 'started' : 'already running'})`
    )
    return {
      url: database.url,
      adminUrl: database.url.replace(new RegExp(`/${name}$`), '/postgres'),
    }
  }

  /** Stops every child (SIGTERM, SIGKILL after 10 s) and then the embedded database. */
  function cleanup() {
    cleaning ??= (async () => {
      const exits = [...children].map(
        (child) =>
          new Promise((done) => {
            if (child.exitCode !== null || child.signalCode !== null) return done()
            const timer = setTimeout(() => child.kill('SIGKILL'), 10_000)
            child.once('exit', () => {
              clearTimeout(timer)
              done()
            })
            child.kill('SIGTERM')
          })
      )
      await Promise.all(exits)
      if (database) {
        await Promise.race([
          database.stop().catch(() => {}),
          new Promise((done) => setTimeout(done, 20_000)),
        ])
        database = null
      }
      // BENCH_KEEP_LOGS=1 keeps the processes' logs (<tmp>/<prefix>*/<name>.log) for a post-mortem.
      if (process.env.BENCH_KEEP_LOGS === '1') console.log(`Logs kept in ${work}`)
      else rmSync(work, { recursive: true, force: true })
    })()
    return cleaning
  }

  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
    process.on(signal, () => {
      if (interrupted) return
      interrupted = true
      process.exitCode = 130
      console.error(`\n${signal}: stopping everything the bench started…`)
      cleanup().finally(() => process.exit(130))
    })
  }
  process.on('exit', () => {
    for (const child of children) child.kill('SIGKILL')
  })

  return {
    work,
    start,
    waitForLine,
    run,
    openDatabase,
    cleanup,
    interrupted: () => interrupted,
  }
}

/** The last `lines` lines of a log file ('' when it cannot be read). */
export function tail(file, lines = 30) {
  try {
    return readFileSync(file, 'utf8').trimEnd().split('\n').slice(-lines).join('\n')
  } catch {
    return ''
  }
}

/** A free TCP port on 127.0.0.1 (asked of the kernel, then released). */
export function freePort() {
  return new Promise((done, fail) => {
    const server = net.createServer()
    server.once('error', fail)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address()
      server.close(() => done(port))
    })
  })
}

const appKey = randomBytes(32).toString('base64url')

/**
 * Environment of the production build in a bench: production mode, a key of this run, traffic
 * on 127.0.0.1 only, its own upload, mail and sitemap directories, no call to the CBAR server.
 * `extra` must hold PORT; APP_URL follows it.
 * @param {Record<string, string>} extra
 */
export function appEnv(extra) {
  return {
    ...process.env,
    NODE_ENV: 'production',
    APP_KEY: appKey,
    HOST: '127.0.0.1',
    UPLOADS_DIR: join(ROOT, 'storage', 'bench-uploads'),
    MAIL_OUTBOX_DIR: join(ROOT, 'storage', 'bench-mail'),
    /** No call to the CBAR server: traffic stays on 127.0.0.1 (the seeded USD rate is used). */
    RATES_SYNC: 'off',
    /**
     * Every search runs its query: the search scenarios' URLs are fresh (no micro-cache answer)
     * and no ranked result is reused, so their p95 is the search's own, not a cache's.
     */
    SEARCH_CACHE_TTL_MS: '0',
    /**
     * The API scenarios' X-Forwarded-For (many clients, each under the per-IP limit) is read
     * from 127.0.0.1, where wrk connects from; no other scenario sends the header.
     */
    TRUSTED_PROXIES: '127.0.0.1',
    /** Sitemaps of the bench catalog (the seo.sitemaps job and sitemaps:generate) stay apart. */
    SITEMAPS_DIR: join(ROOT, 'storage', 'bench-sitemaps'),
    ...extra,
    APP_URL: `http://127.0.0.1:${extra.PORT}`,
  }
}

/** One statement on a database; resolves with its rows. */
export async function sql(url, text, values = []) {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    return (await client.query(text, values)).rows
  } finally {
    await client.end()
  }
}

/** GET without following redirects; the body as a Buffer (30 s timeout). */
export async function get(url, headers = {}) {
  const response = await fetch(url, {
    headers,
    redirect: 'manual',
    signal: AbortSignal.timeout(30_000),
  })
  const body = Buffer.from(await response.arrayBuffer())
  return { status: response.status, body, headers: response.headers }
}

/** Median of the numbers in `values` (NaN and non-numbers ignored); null when there is none. */
export const median = (values) => {
  const sorted = values
    .filter((v) => typeof v === 'number' && !Number.isNaN(v))
    .sort((a, b) => a - b)
  if (!sorted.length) return null
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}

/** A figure or 'n/a' (no completed request, or a ratio to one). */
export function fixed(value, digits = 1) {
  return value === null || value === undefined || !Number.isFinite(value)
    ? 'n/a'
    : value.toFixed(digits)
}

/** Ratio, or null when either side is missing or zero. */
export function ratio(a, b) {
  return a === null || b === null || !Number.isFinite(a) || !Number.isFinite(b) || b === 0
    ? null
    : a / b
}

/** Prints a table: first column left-aligned, the others right-aligned. */
export function printTable(header, rows) {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => String(r[i]).length)))
  const line = (cells) =>
    cells
      .map((c, i) => (i === 0 ? String(c).padEnd(widths[i]) : String(c).padStart(widths[i])))
      .join('  ')
  console.log(line(header))
  console.log(widths.map((w) => '─'.repeat(w)).join('  '))
  for (const row of rows) console.log(line(row))
}
