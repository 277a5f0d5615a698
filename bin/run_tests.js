/**
 * `npm test`: the whole suite on a fresh database.
 * 1. builds the app when stale (browser tests and the start-up test use the production build);
 * 2. runs Vitest (front-end units, the `*.test.ts(x)` files under inertia/; counted from its JSON report);
 * 3. starts a throw-away embedded PostgreSQL (or uses DATABASE_URL as given);
 * 4. runs Japa (unit + functional) — it migrates and seeds the database first;
 * 5. runs the Playwright browser tests against the built server on that database, with the
 *    Chromium of bin/chromium.js (none found: one sentence saying what to install, counted as
 *    one failed test — Playwright never downloads a browser);
 * 6. prints one closing line "N passed, N failed".
 * Extra arguments go to Japa (e.g. `npm test -- --files tests/unit/slugify.spec.ts`) and then
 * only the Japa files asked for run (no Vitest, no browser tests); set SKIP_BROWSER=1 to run
 * Vitest and the server-side tests only. BROWSER_FILES="tests/browser/orders.spec.ts …" runs only
 * those browser stories (after one small Japa spec that migrates and seeds the database);
 * BROWSER_PORT moves their server off 3399 (two checkouts at once).
 */
import { spawn } from 'node:child_process'
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { randomBytes } from 'node:crypto'
import { join, resolve } from 'node:path'
import { EmbeddedDbError, ensureDatabase } from './embedded_db.js'
import { findChromium, missingChromiumMessage } from './chromium.js'
import { ensureBuild } from './build_assets.js'

const ROOT = resolve(import.meta.dirname, '..')

/** Runs a command, mirrors its output, resolves with exit code and captured text. */
function run(command, args, env) {
  return new Promise((done) => {
    const child = spawn(command, args, { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] })
    let text = ''
    child.stdout.on('data', (chunk) => {
      text += chunk
      process.stdout.write(chunk)
    })
    child.stderr.on('data', (chunk) => {
      text += chunk
      process.stderr.write(chunk)
    })
    child.on('close', (code) => done({ code: code ?? 1, text }))
  })
}

/** Strips ANSI colours so summaries can be read. */
const plain = (text) => text.replace(/\u001b\[[0-9;]*m/g, '')

/** Passed/failed counts from Japa's and Playwright's summaries. */
function counts(text) {
  const clean = plain(text)
  const num = (re) => [...clean.matchAll(re)].reduce((sum, m) => sum + Number(m[1]), 0)
  return {
    passed: num(/^\s*Tests\s+.*?(\d+) passed/gm) + num(/^\s*(\d+) passed \(/gm),
    failed: num(/^\s*Tests\s+.*?(\d+) failed/gm) + num(/^\s*(\d+) failed$/gm),
  }
}

/**
 * Runs Vitest once (`vitest run`) with its usual output and a JSON report in `scratch`; resolves
 * with its exit code and its passed/failed counts (a report that is missing or unreadable counts
 * as one failure, so a Vitest crash never reads as green).
 */
async function runVitest(scratch, env) {
  const report = join(scratch, 'vitest.json')
  const vitest = await run(
    process.execPath,
    [
      'node_modules/vitest/vitest.mjs',
      'run',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${report}`,
    ],
    env
  )
  try {
    if (!existsSync(report)) throw new Error('no report')
    const summary = JSON.parse(readFileSync(report, 'utf8'))
    const failed = summary.numFailedTests + (summary.success || summary.numFailedTests > 0 ? 0 : 1)
    return { code: vitest.code, passed: summary.numPassedTests, failed }
  } catch {
    return { code: vitest.code || 1, passed: 0, failed: 1 }
  }
}

async function main() {
  const browserFiles = (process.env.BROWSER_FILES ?? '').split(/\s+/).filter(Boolean)
  const extra =
    browserFiles.length > 0
      ? ['--files', 'tests/unit/control_characters.spec.ts']
      : process.argv.slice(2)
  const serverOnly =
    process.env.SKIP_BROWSER === '1' || (extra.length > 0 && browserFiles.length === 0)
  /** Said before the long server-side run too, so a missing browser is known at once. */
  const chromium = serverOnly ? null : findChromium()
  if (!serverOnly && !chromium) console.error(`\n  ${missingChromiumMessage()}\n`)
  ensureBuild()

  const scratch = mkdtempSync(join(tmpdir(), 'karvan-test-'))
  chmodSync(scratch, 0o755)
  /** Front-end units first: they need no database and fail fast. Not part of a run of chosen Japa files. */
  const frontend =
    extra.length > 0
      ? { code: 0, passed: 0, failed: 0 }
      : await runVitest(scratch, { ...process.env, NODE_ENV: 'test' })
  const db = await ensureDatabase(
    process.env.DATABASE_URL
      ? {}
      : {
          dataDir: join(scratch, 'pg'),
          preferredPort: 54331 + Math.floor(Math.random() * 500),
          database: 'karvan_test',
          notice: () => {},
        }
  )
  const env = {
    ...process.env,
    NODE_ENV: 'test',
    SESSION_DRIVER: 'memory',
    RATES_SYNC: 'off',
    HOST: '127.0.0.1',
    PORT: process.env.TEST_PORT ?? '3398',
    APP_URL: 'http://localhost:3333',
    DATABASE_URL: db.url,
    MAIL_OUTBOX_DIR: join(scratch, 'mail'),
    UPLOADS_DIR: join(scratch, 'uploads'),
    SITEMAPS_DIR: join(scratch, 'sitemaps'),
    SMS_OUTBOX_DIR: join(scratch, 'sms'),
    KARVAN_TEST_SCRATCH: scratch,
  }
  /** Tests reset rate limits in PostgreSQL; the Redis stores have their own spec (REDIS_TEST_URL). */
  delete env.REDIS_URL

  let exitCode = frontend.code === 0 ? 0 : 1
  /** Failures outside Japa's and Playwright's own counts (no Chromium for the browser tests). */
  let otherFailures = 0
  const results = []
  try {
    const japa = await run(process.execPath, ['ace', 'test', 'unit', 'functional', ...extra], env)
    results.push(japa.text)
    if (japa.code !== 0) exitCode = 1
    if (!serverOnly && !chromium) {
      console.error(`\n  ${missingChromiumMessage()}`)
      otherFailures += 1
      exitCode = 1
    } else if (!serverOnly) {
      const pw = await run(
        process.execPath,
        ['node_modules/@playwright/test/cli.js', 'test', ...browserFiles],
        {
          ...env,
          NODE_ENV: 'production',
          SESSION_DRIVER: 'database',
          APP_KEY: process.env.APP_KEY ?? randomBytes(32).toString('base64url'),
          APP_URL: `http://127.0.0.1:${process.env.BROWSER_PORT ?? 3399}`,
          CHROMIUM_PATH: chromium,
        }
      )
      results.push(pw.text)
      if (pw.code !== 0) exitCode = 1
    }
  } finally {
    await db.stop().catch(() => {})
    rmSync(scratch, { recursive: true, force: true })
  }
  const total = results
    .map(counts)
    .reduce((a, b) => ({ passed: a.passed + b.passed, failed: a.failed + b.failed }), {
      passed: frontend.passed,
      failed: otherFailures + frontend.failed,
    })
  if (exitCode !== 0 && total.failed === 0) total.failed = 1
  console.log(`\n${total.passed} passed, ${total.failed} failed`)
  process.exit(exitCode)
}

main().catch((error) => {
  console.error(error instanceof EmbeddedDbError ? `\n  ${error.message}` : error)
  console.log('\n0 passed, 1 failed')
  process.exit(1)
})
