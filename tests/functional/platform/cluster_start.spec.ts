import { test } from '@japa/runner'
import { spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import net from 'node:net'
import app from '@adonisjs/core/services/app'
import { freePort } from '#tests/helpers/built_server'

/** Resolves with the first match of `pattern` in the output collected by `read`, or fails after `ms`. */
async function waitForOutput(read: () => string, pattern: RegExp, ms: number) {
  const deadline = Date.now() + ms
  while (Date.now() < deadline) {
    const match = pattern.exec(read())
    if (match) return match
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`no ${pattern} within ${ms} ms; output:\n${read().slice(-4000)}`)
}

/**
 * A form POST whose body arrives slowly: the request is in flight (AdonisJS waits for the body)
 * until `finish()` sends the rest. Resolves `answer` with the status line, or the error.
 */
function slowPost(port: number, path: string) {
  const body = 'email=slow%40example.com&password=not-the-password'
  const socket = net.connect(port, '127.0.0.1')
  let received = ''
  socket.on('data', (chunk) => (received += chunk))
  const answer = new Promise<string>((resolve) => {
    socket.on('end', () => resolve(received.split('\r\n')[0]))
    socket.on('error', (error) => resolve(`error: ${error.message}`))
  })
  socket.write(
    `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: application/x-www-form-urlencoded\r\n` +
      `Content-Length: ${body.length}\r\nConnection: keep-alive\r\n\r\n${body.slice(0, 10)}`
  )
  return {
    answer,
    /** Sends the rest of the body; the socket is ended by the server (it is shutting down). */
    finish: () => socket.write(body.slice(10)),
  }
}

test.group('npm start with WEB_CONCURRENCY (issue 27)', () => {
  test('two workers on one port: a killed worker is replaced; SIGTERM lets a slow request finish', async ({
    assert,
  }) => {
    const port = await freePort()
    const env: Record<string, string> = { ...(process.env as Record<string, string>) }
    for (const name of ['NODE_ENV', 'APP_URL', 'HOST', 'SESSION_DRIVER']) delete env[name]
    Object.assign(env, {
      PORT: String(port),
      HOST: '127.0.0.1',
      WEB_CONCURRENCY: '2',
      APP_KEY: randomBytes(32).toString('base64url'),
      KARVAN_DEMO_ACCOUNTS: '0',
      QUEUE_WORKER: 'off',
      RATES_SYNC: 'off',
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
      const [, pidList] = await waitForOutput(
        () => output,
        /2 server processes, pid (\d+, \d+)/,
        120_000
      )
      const pids = pidList.split(', ').map(Number)
      assert.lengthOf(pids, 2)
      assert.equal((await fetch(`http://127.0.0.1:${port}/en`)).status, 200)

      process.kill(pids[0], 'SIGKILL')
      const [, replaced, replacement] = await waitForOutput(
        () => output,
        /server worker (\d+) replaced by (\d+)/,
        30_000
      )
      assert.equal(Number(replaced), pids[0])
      assert.notEqual(Number(replacement), pids[1])
      for (let i = 0; i < 6; i++)
        assert.equal((await fetch(`http://127.0.0.1:${port}/en`)).status, 200)

      /** A request in flight when SIGTERM arrives gets its whole answer before the server stops. */
      const slow = slowPost(port, '/en/login')
      await new Promise((resolve) => setTimeout(resolve, 500))
      child.kill('SIGTERM')
      await waitForOutput(() => output, /finishing the requests in flight/, 5_000)
      await new Promise((resolve) => setTimeout(resolve, 1_000))
      assert.isNull(child.exitCode, 'still draining while the request is in flight')
      slow.finish()
      assert.match(await slow.answer, /^HTTP\/1\.1 [2-4]\d\d /)
      assert.equal(await exited, 0)
      await assert.rejects(() => fetch(`http://127.0.0.1:${port}/en`))
    } finally {
      if (child.exitCode === null) process.kill(-child.pid!, 'SIGKILL')
    }
  }).timeout(240_000)

  test('a WEB_CONCURRENCY that is not a whole number stops the start with one sentence', async ({
    assert,
  }) => {
    const child = spawn(process.execPath, ['bin/start.js'], {
      cwd: app.makePath(),
      env: { ...process.env, WEB_CONCURRENCY: 'two' },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let output = ''
    child.stderr.on('data', (chunk) => (output += chunk))
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve))
    assert.equal(code, 1)
    assert.include(output, 'WEB_CONCURRENCY must be a whole number from 1 to 64, got "two".')
  })
})
