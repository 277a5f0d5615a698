/**
 * `npm start`: the zero-configuration way to run Karvan (DESIGN §2).
 * Builds when needed, starts (or reuses) the embedded PostgreSQL unless DATABASE_URL is set,
 * migrates, seeds demo data, serves http://localhost:3333 and stops the database on Ctrl-C.
 */
import { spawn, spawnSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { EmbeddedDbError, ensureDatabase } from './embedded_db.js'
import { ensureBuild } from './build_assets.js'
import pg from 'pg'

const ROOT = resolve(import.meta.dirname, '..')
const BUILD = join(ROOT, 'build')
/**
 * V8 limits for the server process (same as the bench workers, bench/cluster.js): an 8 MB
 * semi-space instead of the heap-size-derived default (a young generation past 100 MB) and a
 * 128 MB old space. The live heap is ~50 MB after a full GC at 1M products (caches are bounded:
 * search results ≤ ~25 MB, facets 8 MB), but V8 lets garbage from SSR bursts (140 KB page
 * strings) pile up to its limit before collecting: a worker serving random SSR pages alone
 * peaked at 311 MB RSS with 192 MB, 293 MB with 160 MB and 270 MB with 128 MB (~10 % fewer
 * SSR renders per second); with 256 MB the bench saw 299–308 MB.
 */
const SERVER_FLAGS = ['--max-semi-space-size=8', '--max-old-space-size=128']

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

/** Whether the database already holds the seeded reference data (categories). */
async function alreadySeeded(url) {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    const { rows } = await client.query('SELECT EXISTS (SELECT 1 FROM categories) AS seeded')
    return rows[0].seeded
  } finally {
    await client.end()
  }
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
  const stop = async (code = 0) => {
    if (stopping) return
    stopping = true
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
  } catch (error) {
    console.error(String(error))
    return stop(1)
  }

  const server = spawn(process.execPath, [...SERVER_FLAGS, 'bin/server.js'], {
    cwd: BUILD,
    env,
    stdio: 'inherit',
  })
  server.once('spawn', () => {
    const database = db.embedded
      ? `embedded PostgreSQL 18 on 127.0.0.1:${db.port}, data in ${db.dataDir}`
      : 'DATABASE_URL'
    console.log(
      `\n  Karvan is running at ${env.APP_URL}\n  (database: ${database}; Ctrl-C stops it)\n`
    )
  })
  /** Ctrl-C is a clean stop even when the server reports the signal in its exit code (130/143). */
  let asked = false
  server.on('exit', (code, signal) => {
    if (asked && code !== 0) console.log(`  server stopped (${signal ?? `exit code ${code}`})`)
    stop(asked ? 0 : (code ?? 0))
  })
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.on(signal, () => {
      asked = true
      if (!server.killed) server.kill('SIGTERM')
    })
  }
}

main().catch((error) => {
  /** A problem the user must solve is one sentence saying what to do, not a stack. */
  console.error(error instanceof EmbeddedDbError ? `\n  ${error.message}\n` : error)
  process.exit(1)
})
