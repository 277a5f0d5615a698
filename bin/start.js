/**
 * `npm start`: the zero-configuration way to run Karvan (DESIGN §2).
 * Builds when needed, starts (or reuses) the embedded PostgreSQL unless DATABASE_URL is set,
 * migrates, seeds demo data, serves http://localhost:3333 with WEB_CONCURRENCY server processes
 * (default: the cores, at most 4; bin/cluster.js) and, on Ctrl-C or SIGTERM, lets them finish
 * the requests in flight before it stops the database.
 */
import { spawn, spawnSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { EmbeddedDbError, ensureDatabase } from './embedded_db.js'
import { ensureBuild } from './build_assets.js'
import { superviseWorkers, webConcurrency } from './cluster.js'
import pg from 'pg'

const ROOT = resolve(import.meta.dirname, '..')
const BUILD = join(ROOT, 'build')
/** Longest wait for requests in flight at Ctrl-C / SIGTERM before connections are cut. */
const DRAIN_MS = 10_000

/** APP_KEY from the environment, else one generated once and kept in storage/app_key. */
function appKey() {
  if (process.env.APP_KEY) return process.env.APP_KEY
  const file = join(ROOT, 'storage', 'app_key')
  if (!existsSync(file)) {
    mkdirSync(join(ROOT, 'storage'), { recursive: true })
    writeFileSync(file, randomBytes(32).toString('base64url'), { mode: 0o600 })
  }
  return readFileSync(file, 'utf8').trim()
}

/** Whether `sql` (an EXISTS query with `values`) is true on the database at `url`. */
async function exists(url, sql, values = []) {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    const { rows } = await client.query(`SELECT EXISTS (${sql}) AS found`, values)
    return rows[0].found
  } finally {
    await client.end()
  }
}

/** Whether the database already holds the seeded reference data (categories). */
const alreadySeeded = (url) => exists(url, 'SELECT 1 FROM categories')

/**
 * Whether the image-variant pass for the build's IMAGE_WIDTHS has completed once
 * (maintenance_runs), so no process needs to boot for it.
 */
async function variantsComplete(url) {
  const { IMAGE_VARIANTS_RUN } = await import(
    pathToFileURL(join(BUILD, 'shared', 'images.js')).href
  )
  return exists(url, 'SELECT 1 FROM maintenance_runs WHERE name = $1', [IMAGE_VARIANTS_RUN])
}

/** Runs an ace command of the build synchronously; throws on failure. */
function ace(args, env) {
  const result = spawnSync(process.execPath, ['ace.js', ...args], {
    cwd: BUILD,
    env,
    stdio: 'inherit',
  })
  if (result.status !== 0) throw new Error(`ace ${args.join(' ')} failed`)
}

async function main() {
  let workers
  try {
    workers = webConcurrency()
  } catch (error) {
    console.error(`\n  ${error.message}\n`)
    process.exit(1)
  }
  ensureBuild()
  const db = await ensureDatabase({
    dataDir: process.env.KARVAN_PG_DIR,
    port: process.env.KARVAN_PG_PORT,
  })
  const port = process.env.PORT ?? '3333'
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    APP_KEY: appKey(),
    DATABASE_URL: db.url,
    PORT: port,
    HOST: process.env.HOST ?? '0.0.0.0',
    APP_URL: process.env.APP_URL ?? `http://localhost:${port}`,
    MAIL_OUTBOX_DIR: process.env.MAIL_OUTBOX_DIR ?? join(ROOT, 'storage', 'mail'),
    UPLOADS_DIR: process.env.UPLOADS_DIR ?? join(ROOT, 'storage', 'uploads'),
  }

  let stopping = false
  /** The background image-variant pass, while it runs. */
  let variants
  /** Whether the image-variant pass still has to run (not recorded as complete). */
  let pendingVariants = false
  const stop = async (code = 0) => {
    if (stopping) return
    stopping = true
    variants?.kill('SIGTERM')
    await db.stop().catch(() => {})
    process.exit(code)
  }

  try {
    ace(['migration:run', '--force'], env)
    if (process.env.KARVAN_RESEED === '1' || !(await alreadySeeded(db.url))) {
      console.log('Seeding demo data (first start)…')
      ace(['db:seed'], env)
    }
    /** The passwords live in the checkout's storage/ (as the README says), not in build/, which every rebuild empties. */
    if (process.env.KARVAN_DEMO_ACCOUNTS !== '0')
      ace(
        [
          'karvan:demo-accounts',
          '--force',
          `--file=${join(ROOT, 'storage', 'demo_accounts.json')}`,
        ],
        env
      )
    pendingVariants = !(await variantsComplete(db.url))
  } catch (error) {
    console.error(String(error))
    return stop(1)
  }

  const supervisor = superviseWorkers({
    buildDir: BUILD,
    count: workers,
    env,
    drainMs: DRAIN_MS,
    onReady: (pids) => {
      const database = db.embedded
        ? `embedded PostgreSQL 18 on 127.0.0.1:${db.port}, data in ${db.dataDir}`
        : 'DATABASE_URL'
      const processes = `${workers === 1 ? '1 server process' : `${workers} server processes`}, pid ${pids.join(', ')}`
      console.log(
        `\n  Karvan is running at ${env.APP_URL}\n  (${processes}; database: ${database}; Ctrl-C stops it)\n`
      )
      /**
       * Variants a newer IMAGE_WIDTHS needs for images stored before it (`ace images:variants`),
       * written beside the running shop until one run completes; meanwhile the server writes a
       * missing local variant when a browser first asks for it.
       */
      if (!pendingVariants || variants) return
      variants = spawn(process.execPath, ['ace.js', 'images:variants'], {
        cwd: BUILD,
        env,
        stdio: 'inherit',
      })
      variants.on('exit', (code) => {
        variants = undefined
        if (code === 0) pendingVariants = false
      })
    },
    onRestart: (oldPid, newPid) => console.log(`  server worker ${oldPid} replaced by ${newPid}`),
    onFatal: (message) => {
      console.error(`\n  Karvan stopped: ${message}.\n`)
      stop(1)
    },
  })
  /**
   * Ctrl-C / SIGTERM: the workers finish the requests in flight (up to DRAIN_MS), then the
   * database stops. A second Ctrl-C does not cut the drain short: the deadline does.
   */
  let asked = false
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.on(signal, () => {
      if (asked) return
      asked = true
      console.log('  stopping: finishing the requests in flight…')
      void supervisor.stop().then(() => stop(0))
    })
  }
}

main().catch((error) => {
  /** A problem the user must solve is one sentence saying what to do, not a stack. */
  console.error(error instanceof EmbeddedDbError ? `\n  ${error.message}\n` : error)
  process.exit(1)
})
