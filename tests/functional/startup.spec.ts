import { test } from '@japa/runner'
import { spawn } from 'node:child_process'
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import app from '@adonisjs/core/services/app'

/** Polls `url` until it answers or `ms` pass. */
async function waitFor(url: string, ms: number) {
  const deadline = Date.now() + ms
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url)
      if (response.status < 500) return response
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  throw new Error(`${url} did not answer within ${ms} ms`)
}

test.group('npm start', () => {
  test('starts on a fresh embedded PostgreSQL, serves / and stops cleanly on Ctrl-C', async ({
    assert,
  }) => {
    /** The demo passwords are kept in the checkout's storage/ (README); this run's replace them until the end. */
    const demoFile = app.makePath('storage', 'demo_accounts.json')
    const keptDemoFile = existsSync(demoFile) ? readFileSync(demoFile) : null
    const scratch = mkdtempSync(join(tmpdir(), 'karvan-start-'))
    chmodSync(scratch, 0o755)
    const port = 3700 + Math.floor(Math.random() * 200)
    const env: Record<string, string> = { ...(process.env as Record<string, string>) }
    delete env.DATABASE_URL
    for (const name of ['NODE_ENV', 'APP_URL', 'HOST', 'SESSION_DRIVER']) delete env[name]
    Object.assign(env, {
      PORT: String(port),
      KARVAN_PG_DIR: join(scratch, 'pg'),
      KARVAN_PG_PORT: String(55100 + Math.floor(Math.random() * 400)),
      UPLOADS_DIR: join(scratch, 'uploads'),
      MAIL_OUTBOX_DIR: join(scratch, 'mail'),
    })
    const child = spawn(process.execPath, ['bin/start.js'], {
      cwd: app.makePath(),
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    })
    let output = ''
    child.stdout.on('data', (chunk) => (output += chunk))
    child.stderr.on('data', (chunk) => (output += chunk))
    const exited = new Promise<number | null>((resolve) =>
      child.on('exit', (code) => resolve(code))
    )
    try {
      const response = await waitFor(`http://127.0.0.1:${port}/`, 240_000).catch((error) => {
        throw new Error(`${error.message}\n--- npm start output ---\n${output.slice(-4000)}`)
      })
      assert.equal(response.status, 200)
      const html = await response.text()
      assert.include(html, '<html lang="az">')
      assert.include(html, 'storefront\\/home')
      assert.include(output, `http://localhost:${port}`)
      assert.match(output, /embedded PostgreSQL 18 on 127\.0\.0\.1:\d+, data in /)
      const demo = JSON.parse(readFileSync(demoFile, 'utf8')) as Record<string, string>
      assert.lengthOf(Object.keys(demo), 4)
      for (const [email, password] of Object.entries(demo)) {
        assert.include(output, email)
        assert.include(
          output,
          password,
          'the printed password is the one kept in storage/demo_accounts.json'
        )
      }
      child.kill('SIGINT')
      assert.equal(await exited, 0)
    } finally {
      if (child.exitCode === null) process.kill(-child.pid!, 'SIGKILL')
      rmSync(scratch, { recursive: true, force: true })
      if (keptDemoFile) writeFileSync(demoFile, keptDemoFile, { mode: 0o600 })
      else rmSync(demoFile, { force: true })
    }
  }).timeout(300_000)
})
